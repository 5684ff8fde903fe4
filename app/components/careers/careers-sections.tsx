import { Link } from 'react-router'
import { Icon } from '~/components/ui/icon'
import type { careersPage } from '~/content/careers'

type Copy = typeof careersPage

/** An open role as the list shows it (loader data). */
export interface OpeningCard {
  slug: string
  path: string
  title: string
  team: string
  place: string
  type: string
  applyBy: string
  applyByText: string
  summary: string
}

/** The open roles, or the honest empty state. */
export function OpeningList({ copy, openings }: { copy: Copy['openings']; openings: readonly OpeningCard[] }) {
  return (
    <section aria-labelledby="openings-title" className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
      <h2 id="openings-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {copy.title}
      </h2>
      {openings.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-slate-200 bg-slate-50 p-6">
          <p className="text-lg font-semibold text-slate-900">{copy.none}</p>
          <p className="mt-2 text-slate-700">{copy.noneDetail}</p>
        </div>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            {openings.length === 1 ? copy.countOne : `${openings.length} ${copy.countMany}`}
          </p>
          <ul className="mt-6 space-y-4">
            {openings.map((opening) => (
              <li key={opening.slug} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
                <h3 className="text-xl font-bold text-slate-900">
                  <Link to={opening.path} className="hover:text-indigo-800 hover:underline">
                    {opening.title}
                  </Link>
                </h3>
                <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
                  {(
                    [
                      ['users', opening.team],
                      ['map-pin', opening.place],
                      ['briefcase', opening.type],
                    ] as const
                  ).map(([icon, text]) => (
                    <span key={icon} className="inline-flex items-center gap-1.5">
                      <Icon name={icon} className="h-4 w-4 text-indigo-700" />
                      {text}
                    </span>
                  ))}
                  <span className="inline-flex items-center gap-1.5">
                    <Icon name="calendar-clock" className="h-4 w-4 text-indigo-700" />
                    {copy.applyBy} <time dateTime={opening.applyBy}>{opening.applyByText}</time>
                  </span>
                </p>
                <p className="mt-3 text-slate-700">{opening.summary}</p>
                <Link
                  to={opening.path}
                  className="mt-3 inline-flex items-center gap-1.5 font-semibold text-indigo-800 underline underline-offset-2"
                >
                  {copy.view}
                  <span className="sr-only">: {opening.title}</span>
                  <Icon name="arrow-right" className="h-4 w-4" />
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}

/** Why work here, who we hire and how we hire: the company as the site already describes it. */
export function AboutWorkingHere({ copy }: { copy: Copy }) {
  return (
    <>
      <section aria-labelledby="why-title" className="bg-slate-50">
        <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
          <h2 id="why-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {copy.why.title}
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2">
            {copy.why.points.map((point) => (
              <li key={point.title} className="rounded-2xl bg-white p-5 shadow-sm">
                <Icon name={point.icon} className="h-6 w-6 text-indigo-700" />
                <h3 className="mt-3 font-bold text-slate-900">{point.title}</h3>
                <p className="mt-1.5 text-slate-700">{point.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="teams-title" className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="teams-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {copy.teams.title}
        </h2>
        <ul className="mt-6 grid gap-5 md:grid-cols-3">
          {copy.teams.items.map((team) => (
            <li key={team.title} className="rounded-2xl border border-slate-200 p-5">
              <h3 className="font-bold text-slate-900">{team.title}</h3>
              <p className="mt-1.5 text-slate-700">{team.text}</p>
            </li>
          ))}
        </ul>
        <h2 className="mt-12 text-2xl font-bold text-slate-900 sm:text-3xl">{copy.process.title}</h2>
        <ol className="mt-6 space-y-3">
          {copy.process.steps.map((step, i) => (
            <li key={step} className="flex gap-3 text-slate-700">
              <span
                aria-hidden="true"
                className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-sm font-bold text-indigo-800"
              >
                {i + 1}
              </span>
              <span className="pt-0.5">{step}</span>
            </li>
          ))}
        </ol>
      </section>
    </>
  )
}
