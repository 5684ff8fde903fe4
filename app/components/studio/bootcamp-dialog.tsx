import { Link } from 'react-router'
import { enrollHref, type BootcampSummary } from './bootcamp-card'
import { ModalDialog } from './modal-dialog'
import { PriceTag } from './price-tag'
import { TechList } from './tech-list'

/** Detail dialog for a bootcamp without a roadmap guide (SPEC §2): its projects and careers, Close and Enroll Now. */
export function BootcampDialog({ bootcamp, onClose }: { bootcamp: BootcampSummary | undefined; onClose: () => void }) {
  return (
    <ModalDialog open={bootcamp !== undefined} onClose={onClose} labelledBy="bootcamp-dialog-title" closeLabel="Close">
      {bootcamp ? (
        <>
          <h2 id="bootcamp-dialog-title" className="pr-10 text-2xl font-bold text-slate-900">
            {bootcamp.title}
          </h2>
          <p className="mt-1 text-sm font-medium text-slate-600">
            {bootcamp.duration} bootcamp · {bootcamp.level} · {bootcamp.phases} bootcamp modules
          </p>
          <p className="mt-4 leading-7 text-slate-700">{bootcamp.description}</p>
          <h3 className="mt-6 font-semibold text-slate-900">Projects you will build</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
            {bootcamp.projects.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
          <h3 className="mt-6 font-semibold text-slate-900">Roles it prepares you for</h3>
          <p className="mt-2 text-slate-700">{bootcamp.careers.join(', ')}</p>
          <h3 className="mt-6 font-semibold text-slate-900">Technologies</h3>
          <TechList items={bootcamp.technologies} className="mt-2" />
          <PriceTag price={bootcamp.discountPrice} originalPrice={bootcamp.originalPrice} className="mt-6" />
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <form method="dialog" className="flex-1">
              <button
                type="submit"
                className="w-full rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
              >
                Close
              </button>
            </form>
            <Link
              to={enrollHref(bootcamp)}
              className="flex-1 rounded-lg bg-indigo-700 px-5 py-2.5 text-center font-semibold text-white hover:bg-indigo-800"
            >
              Enroll Now
            </Link>
          </div>
        </>
      ) : null}
    </ModalDialog>
  )
}
