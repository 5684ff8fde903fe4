import { Link } from 'react-router'
import type { hero as Hero } from '~/content/landing'
import { openContactDrawer } from '~/lib/contact-drawer'
import { Icon } from '~/components/ui/icon'
import type { IconName } from '~/lib/icons'

const cardIcons = { training: 'graduation-cap', services: 'briefcase', products: 'sparkles' } as const satisfies Record<
  string,
  IconName
>

export function LandingHero({ hero }: { hero: typeof Hero }) {
  return (
    <section
      id="home"
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-indigo-50 via-white to-white"
    >
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-16 sm:px-6 sm:pt-20 lg:px-8">
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">{hero.eyebrow}</p>
        <h1
          id="hero-title"
          className="mt-3 max-w-4xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl"
        >
          {hero.title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-700">{hero.lead}</p>
        <p className="mt-6">
          <a
            href="/enquiry"
            onClick={(event) => {
              event.preventDefault()
              openContactDrawer()
            }}
            className="inline-flex items-center gap-2 font-semibold text-indigo-700 underline-offset-4 hover:underline"
          >
            Talk to a Mentor <Icon name="arrow-right" className="h-4 w-4" />
          </a>
        </p>
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
