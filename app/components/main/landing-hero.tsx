import { Link } from 'react-router'
import type { hero as Hero } from '~/content/landing'
import { openContactDrawer } from '~/lib/contact-drawer'
import { Icon } from '~/components/ui/icon'
import type { IconName } from '~/lib/icons'
import { ButtonLink } from '~/components/ui/button'

const cardIcons = { training: 'graduation-cap', services: 'briefcase', products: 'sparkles' } as const satisfies Record<
  string,
  IconName
>

/** The home hero: heading, the two divisions' buttons and, beside them on wide screens, the facts at a glance. */
export function LandingHero({ hero, glance }: { hero: typeof Hero; glance: { label: string; text: string }[] }) {
  return (
    <section
      id="home"
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-indigo-50 via-white to-white"
    >
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-16 sm:px-6 sm:pt-20 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-center lg:gap-14">
          <div>
            <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">{hero.eyebrow}</p>
            <h1
              id="hero-title"
              className="mt-3 max-w-4xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl"
            >
              {hero.title}
            </h1>
            <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-700">{hero.lead}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
              <ButtonLink href={hero.actions.studio.href}>
                {hero.actions.studio.label}
                <Icon name="arrow-right" className="h-4 w-4" />
              </ButtonLink>
              <ButtonLink href={hero.actions.services.href} variant="outline">
                {hero.actions.services.label}
              </ButtonLink>
              <a
                href="/enquiry"
                onClick={(event) => {
                  event.preventDefault()
                  openContactDrawer()
                }}
                className="inline-flex min-h-11 items-center gap-2 px-1 font-semibold text-indigo-700 underline-offset-4 hover:underline sm:ml-2"
              >
                {hero.mentorLink} <Icon name="arrow-right" className="h-4 w-4" />
              </a>
            </div>
          </div>
          <section
            aria-labelledby="glance-title"
            className="hidden rounded-3xl border border-indigo-100 bg-white/80 p-7 shadow-sm lg:block"
          >
            <h2 id="glance-title" className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">
              {hero.glance.title}
            </h2>
            <dl className="mt-5 space-y-5">
              {glance.map((fact) => (
                <div key={fact.label} className="border-t border-slate-100 pt-5 first:border-t-0 first:pt-0">
                  <dt className="text-xl font-bold text-slate-900">{fact.label}</dt>
                  <dd className="mt-1 text-sm leading-6 text-slate-600">{fact.text}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {hero.cards.map((card) => {
            const inner = (
              <>
                <span className="flex items-center justify-between">
                  <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700">
                    <Icon name={cardIcons[card.key]} className="h-6 w-6" />
                  </span>
                  {'tag' in card ? (
                    <span className="inline-flex items-center gap-1.5 rounded-full bg-red-50 px-2.5 py-1 text-xs font-bold text-red-700 ring-1 ring-red-200">
                      <span className="h-2 w-2 animate-pulse rounded-full bg-red-600" aria-hidden="true" />
                      {card.tag}
                    </span>
                  ) : null}
                </span>
                <span className="mt-5 block text-xl font-bold text-slate-900">{card.title}</span>
                <span className="mt-2 block text-slate-600">{card.text}</span>
                <span className="mt-5 inline-flex items-center gap-1.5 font-semibold text-indigo-700">
                  {card.cta}{' '}
                  <Icon name="arrow-right" className="h-4 w-4 transition-transform group-hover:translate-x-1" />
                </span>
              </>
            )
            const cls =
              'group block h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-indigo-300 hover:shadow-md'
            return (
              <li key={card.key}>
                {card.href.startsWith('#') ? (
                  <a href={card.href} className={cls}>
                    {inner}
                  </a>
                ) : (
                  <Link to={card.href} className={cls}>
                    {inner}
                  </Link>
                )}
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
