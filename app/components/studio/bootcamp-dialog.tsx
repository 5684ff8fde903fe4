import { Dialog, DialogClose } from '~/components/ui/dialog'
import { enrollHref, type BootcampSummary } from './bootcamp-card'
import { PriceTag } from './price-tag'
import { TechList } from './tech-list'
import { ButtonLink, buttonClass } from '~/components/ui/button'

/** Detail dialog for a bootcamp without a roadmap guide: its projects and careers, Close and Enroll Now. */
export function BootcampDialog({ bootcamp, onClose }: { bootcamp: BootcampSummary | undefined; onClose: () => void }) {
  return (
    <Dialog open={bootcamp !== undefined} onClose={onClose} labelledBy="bootcamp-dialog-title" closeLabel="Close">
      {bootcamp ? (
        <>
          <h2 id="bootcamp-dialog-title" className="pr-10 text-2xl font-bold text-slate-900">
            {bootcamp.title}
          </h2>
          <p className="mt-1 text-sm font-medium text-slate-600">
            {bootcamp.duration} bootcamp · {bootcamp.level} · {bootcamp.phases} bootcamp modules
          </p>
          <p className="mt-4 leading-7 text-slate-700">{bootcamp.description}</p>
          {bootcamp.projects?.length ? (
            <>
              <h3 className="mt-6 font-semibold text-slate-900">Projects you will build</h3>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
                {bootcamp.projects.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </>
          ) : null}
          {bootcamp.careers?.length ? (
            <>
              <h3 className="mt-6 font-semibold text-slate-900">Roles it prepares you for</h3>
              <p className="mt-2 text-slate-700">{bootcamp.careers.join(', ')}</p>
            </>
          ) : null}
          <h3 className="mt-6 font-semibold text-slate-900">Technologies</h3>
          <TechList items={bootcamp.technologies} className="mt-2" />
          <PriceTag fee={bootcamp.fee} originalPrice={bootcamp.originalPrice} className="mt-6" />
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <DialogClose className="flex-1" buttonClassName={buttonClass({ variant: 'outline', className: 'w-full' })}>
              Close
            </DialogClose>
            <ButtonLink href={enrollHref(bootcamp)} className="flex-1">
              Enroll Now
            </ButtonLink>
          </div>
        </>
      ) : null}
    </Dialog>
  )
}
