import type { Statistic } from '~/content/studio/schema'

/** The studio's headline numbers on a dark band (50+, 100+, 15+, 95%). */
export function StatsBand({ id, title, stats }: { id: string; title: string; stats: Statistic[] }) {
  return (
    <section aria-labelledby={id} className="bg-slate-900 py-14 sm:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id={id} className="text-center text-sm font-semibold tracking-wide text-amber-300 uppercase">
          {title}
        </h2>
        <dl className="mt-8 grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse gap-1">
              <dt className="text-sm font-medium text-slate-300 sm:text-base">{stat.label}</dt>
              <dd className="text-4xl font-extrabold tracking-tight text-white sm:text-5xl">{stat.number}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
