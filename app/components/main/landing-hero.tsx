import { Link } from 'react-router'
import type { hero as Hero } from '~/content/landing'
import { sitePaths } from '~/content/site-routes'
import { Icon } from '~/components/ui/icon'
import type { IconName } from '~/lib/icons'
import { ButtonLink } from '~/components/ui/button'
import { SplitHero } from '~/components/ui/split-hero'

const cardIcons = { training: 'graduation-cap', services: 'briefcase', products: 'sparkles' } as const satisfies Record<
  string,
  IconName
>

/**
 * The home hero: heading, the two divisions' buttons and the facts at a glance (the fee and the next batch first), beside
 * them on wide screens and under them on a phone, so a first visit meets the price without the popup.
 */
export function LandingHero({ hero, glance }: { hero: typeof Hero; glance: { label: string; text: string }[] }) {
  return (
    <SplitHero
      id="home"
      titleId="hero-title"
      eyebrow={hero.eyebrow}
      title={hero.title}
      lead={hero.lead}
      actions={
        <>
          <ButtonLink href={hero.actions.studio.href}>
            {hero.actions.studio.label}
            <Icon name="arrow-right" className="h-4 w-4" />
          </ButtonLink>
          <ButtonLink href={hero.actions.services.href} variant="outline">
            {hero.actions.services.label}
          </ButtonLink>
          {/* A counselling call at a time the visitor picks (issue 54); its page links the written enquiry. */}
          <a
            href={sitePaths.talk}
            className="inline-flex min-h-11 items-center gap-2 px-1 font-semibold text-indigo-700 underline-offset-4 hover:underline sm:ml-2"
          >
            {hero.mentorLink} <Icon name="arrow-right" className="h-4 w-4" />
          </a>
        </>
      }
      aside={
        <section
          aria-labelledby="glance-title"
          className="rounded-3xl border border-indigo-100 bg-white/80 p-5 shadow-sm sm:p-7"
        >
          <h2 id="glance-title" className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">
            {hero.glance.title}
          </h2>
          <dl className="mt-4 space-y-4 sm:mt-5 sm:space-y-5">
            {glance.map((fact) => (
              <div key={fact.label} className="border-t border-slate-100 pt-4 first:border-t-0 first:pt-0 sm:pt-5">
                <dt className="text-lg font-bold text-slate-900 sm:text-xl">{fact.label}</dt>
                <dd className="mt-1 text-sm leading-6 text-slate-600">{fact.text}</dd>
              </div>
            ))}
          </dl>
        </section>
      }
    >
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
                    <span className="live-pulse h-2 w-2 rounded-full bg-red-600" aria-hidden="true" />
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
    </SplitHero>
  )
}
