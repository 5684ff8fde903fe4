import { Link } from 'react-router'
import type { GuideOutline } from '~/content/guides/outline'
import { sitePaths } from '~/content/site-routes'
import { Icon } from '~/components/ui/icon'
import { ButtonLink } from '~/components/ui/button'
import { FactTile } from '~/components/ui/fact-tile'
import { GuideEnrolBox, type GuideEnrolSlot } from './guide-enrol'

const secondaryLink =
  'rounded-lg px-3 py-3 text-sm font-semibold text-indigo-800 hover:bg-indigo-100/60 hover:underline'

/**
 * Guide header: breadcrumb, title, tagline, the bootcamp's way in (fee, next batch, Register) when the guide has one,
 * intro, key facts with the self-paced vs bootcamp note, links to the planner and the comparison, and the optional
 * requirements note. The way in comes right under the tagline, so a phone shows it on its first screen.
 */
export function GuideHeader({
  guide,
  pace,
  links,
  enrol,
}: {
  guide: GuideOutline
  pace: string
  links: { label: string; href: string }[]
  enrol?: GuideEnrolSlot
}) {
  return (
    <header className="border-b border-indigo-100 bg-gradient-to-b from-indigo-50 via-indigo-50/40 to-white">
      <div className="mx-auto max-w-7xl px-4 pt-6 pb-10 sm:px-6 sm:pb-14 lg:px-8">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
            <li>
              <Link to={sitePaths.studio} className="rounded hover:text-indigo-800 hover:underline">
                Studio
              </Link>
            </li>
            <li className="flex items-center gap-1">
              <Icon name="chevron-right" className="h-4 w-4 text-slate-500" />
              <Link to={sitePaths.studioCourses} className="rounded hover:text-indigo-800 hover:underline">
                Courses
              </Link>
            </li>
            <li className="flex items-center gap-1">
              <Icon name="chevron-right" className="h-4 w-4 text-slate-500" />
              <span aria-current="page" className="font-medium text-slate-900">
                {guide.title}
              </span>
            </li>
          </ol>
        </nav>

        <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-14">
          <div>
            <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">Course roadmap</p>
            <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">
              {guide.title}
            </h1>
            <p className="mt-4 max-w-3xl text-xl leading-8 text-pretty text-slate-700">{guide.tagline}</p>
            {enrol ? <GuideEnrolBox {...enrol} /> : null}
            <p className="mt-4 max-w-3xl leading-7 text-pretty text-slate-600">{guide.intro}</p>
            <div className="no-print mt-8 flex flex-wrap gap-3">
              {enrol ? null : (
                <ButtonLink href={sitePaths.studioContact} size="md">
                  Ask about this course
                </ButtonLink>
              )}
              <ButtonLink href={sitePaths.studioCourses} variant="outline" size="md">
                All courses
              </ButtonLink>
              {links.map((link) =>
                link.href.startsWith('#') ? (
                  <a key={link.href} href={link.href} className={secondaryLink}>
                    {link.label}
                  </a>
                ) : (
                  <Link key={link.href} to={link.href} className={secondaryLink}>
                    {link.label}
                  </Link>
                ),
              )}
            </div>
          </div>

          <div className="space-y-4 lg:pt-2">
            <dl className="grid grid-cols-2 gap-3">
              {guide.facts.map((fact) => (
                <FactTile key={fact.label} tone="card" size="lg" label={fact.label} value={fact.value} />
              ))}
            </dl>
            <p className="text-sm leading-6 text-slate-700">{pace}</p>
            {guide.requirementsNote ? (
              <aside
                aria-label="Before you start"
                className="flex gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sky-950"
              >
                <Icon name="info" className="mt-0.5 h-5 w-5 shrink-0 text-sky-700" />
                <div>
                  <p className="text-sm font-semibold">Before you start</p>
                  <p className="mt-1 text-sm leading-6">{guide.requirementsNote}</p>
                </div>
              </aside>
            ) : null}
          </div>
        </div>
      </div>
    </header>
  )
}
