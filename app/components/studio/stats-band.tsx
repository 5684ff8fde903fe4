import type { Figure } from '~/content/claims'
import { ClaimMark } from '~/components/ui/claim-mark'

/** The studio's headline numbers on a dark band, each with the mark to its basis; none shown, no band. */
export function StatsBand({ id, title, stats }: { id: string; title: string; stats: readonly Figure[] }) {
  if (stats.length === 0) return null
  return (
    <section aria-labelledby={id} className="bg-slate-900 py-14 sm:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id={id} className="text-center text-sm font-semibold tracking-wide text-amber-300 uppercase">
          {title}
        </h2>
        <dl className="mt-8 grid grid-cols-[repeat(auto-fit,minmax(9rem,1fr))] gap-8 text-center">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse gap-1">
              <dt className="text-sm font-medium text-slate-300 sm:text-base">{stat.label}</dt>
              <dd className="text-4xl font-extrabold tracking-tight text-white sm:text-5xl">
                {stat.value}
                {stat.basis ? <ClaimMark basis={stat.basis} className="ml-0.5 text-amber-300" /> : null}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
