import type { Figure } from '~/content/claims'
import { ClaimMark } from '~/components/ui/claim-mark'
import { Icon } from '~/components/ui/icon'

interface ServicesHeroProps {
  eyebrow: string
  title: string
  lead: string
  quoteLabel: string
  exploreLabel: string
  /** Same-page anchor of the services section. */
  exploreHref: string
  phone: { display: string; e164: string }
  stats: readonly Figure[]
}

/** Services home hero: a Get Quote phone link, an Explore Services anchor and the division's headline figures. */
export function ServicesHero({
  eyebrow,
  title,
  lead,
  quoteLabel,
  exploreLabel,
  exploreHref,
  phone,
  stats,
}: ServicesHeroProps) {
  return (
    <section aria-labelledby="services-hero-title" className="relative isolate overflow-hidden bg-slate-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_80%_-10%,rgb(99_102_241/0.45),transparent),radial-gradient(40rem_24rem_at_0%_110%,rgb(139_92_246/0.35),transparent)]"
      />
      <div className="mx-auto max-w-7xl px-4 pt-16 pb-14 sm:px-6 sm:pt-24 sm:pb-20 lg:px-8">
        <p className="text-sm font-semibold tracking-wide text-amber-300 uppercase">{eyebrow}</p>
        <h1
          id="services-hero-title"
          className="mt-4 max-w-4xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
        >
          {title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-300">{lead}</p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:items-center">
          <a
            href={`tel:${phone.e164}`}
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-amber-400 px-6 py-3 text-base font-semibold text-slate-950 shadow-sm transition-colors hover:bg-amber-300"
          >
            <Icon name="phone" className="h-5 w-5" />
            {quoteLabel}
            <span className="sr-only">by phone, {phone.display}</span>
          </a>
          <a
            href={exploreHref}
            className="inline-flex items-center justify-center gap-2 rounded-lg border border-white/40 px-6 py-3 text-base font-semibold text-white transition-colors hover:border-white hover:bg-white/10"
          >
            {exploreLabel} <Icon name="arrow-down" className="h-5 w-5" />
          </a>
        </div>
        <p className="mt-4 text-sm text-slate-300">
          Or call us directly on <span className="font-semibold whitespace-nowrap text-white">{phone.display}</span>
        </p>
        <dl className="mt-14 grid grid-cols-[repeat(auto-fit,minmax(10rem,1fr))] gap-px overflow-hidden rounded-2xl bg-white/10 ring-1 ring-white/10">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse bg-slate-950/60 px-5 py-6 backdrop-blur">
              <dt className="mt-1 text-sm text-slate-300">{stat.label}</dt>
              <dd className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
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
