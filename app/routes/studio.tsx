import { Link } from 'react-router'
import { samePathNeedsNoReload } from '~/lib/revalidate'
import type { Route } from './+types/studio'
import { IconCards } from '~/components/studio/icon-cards'
import { PriceTag } from '~/components/studio/price-tag'
import { StatsBand } from '~/components/studio/stats-band'
import { TestimonialCard } from '~/components/studio/testimonial-card'
import { TrackSelector, type TrackOption } from '~/components/studio/track-selector'
import { CtaBand } from '~/components/ui/cta-band'
import { SplitHero } from '~/components/ui/split-hero'
import { Section } from '~/components/ui/section'
import { studioHighlights, studioHomeCta } from '~/content/studio/home-highlights'
import { studioHome } from '~/content/studio/pages'
import { studioBandFigures } from '~/content/studio/stats'
import { currentClaims } from '~/server/claims/current.server'
import { tracks } from '~/content/studio/tracks'
import { countWord, fillTemplate, formatDate } from '~/lib/format'
import { pageSeo } from '~/lib/seo'
import { withHtmlOnly } from '~/lib/render-only'
import { ServerHtml } from '~/components/ui/server-html'
import { Icon } from '~/components/ui/icon'
import { ButtonLink } from '~/components/ui/button'
import { currentCatalogue, shownBootcamp } from '~/server/catalogue/current.server'
import { offeredFee, type SiteNotices } from '~/lib/site-notices'
import { currentTestimonials } from '~/server/testimonials/current.server'
import { currentSiteNotices } from '~/server/site-content.server'

// Rendered per request through the page cache, keyed with the site-content version: the tracks and the fee come from
// the catalogue staff edit (docs/decisions/014), a hidden bootcamp's track is not offered; the success stories are
// the testimonials staff show (016); the next batch beside the fee is the earliest of all tracks (011).
export async function loader({ context }: Route.LoaderArgs) {
  const [catalogue, testimonials, notices, claims] = await Promise.all([
    currentCatalogue(),
    currentTestimonials('studio'),
    currentSiteNotices(),
    currentClaims(),
  ])
  const options: TrackOption[] = tracks.flatMap((track) => {
    const bootcamp = shownBootcamp(catalogue, track.bootcampId)
    if (!bootcamp) return []
    return {
      ...track,
      title: bootcamp.title,
      projects: bootcamp.projects.length,
      fee: offeredFee(notices, bootcamp),
      originalPrice: bootcamp.originalPrice,
      guideSlug: bootcamp.guideSlug,
    }
  })
  const count = countWord(options.length)
  const Tracks = count.charAt(0).toUpperCase() + count.slice(1)
  const copy = {
    ...studioHome,
    tracks: { ...studioHome.tracks, eyebrow: fillTemplate(studioHome.tracks.eyebrow, { Tracks }) },
  }
  const batch = notices.nextBatch
    ? fillTemplate(studioHome.hero.nextBatch.label, { date: formatDate(notices.nextBatch) })
    : studioHome.hero.nextBatch.none
  const page = { copy, tracks: options, offer: bootcampOffer(catalogue, notices), batch, testimonials }
  return withHtmlOnly(
    page,
    {
      facts: { highlights: studioHighlights, statistics: studioBandFigures(claims), cta: studioHomeCta },
    },
    context,
  )
}

// The highlights, the numbers and the closing call to action are static copy: the first response carries them once,
// as HTML, which the first hydration keeps (`ServerHtml`); a client-side navigation's `.data` answer brings them as
// data (`withHtmlOnly`).

/**
 * The hero's fee: what every bootcamp's next batch charges today when it is the same, or the lowest when staff have
 * set different ones (an early-bird fee included).
 */
function bootcampOffer(catalogue: Awaited<ReturnType<typeof currentCatalogue>>, notices: SiteNotices) {
  const offers = catalogue.bootcamps.map((b) => ({ bootcamp: b, fee: offeredFee(notices, b) }))
  const cheapest = offers.reduce<(typeof offers)[number] | undefined>(
    (low, o) => (!low || o.fee.paise < low.fee.paise ? o : low),
    undefined,
  )
  if (!cheapest) return undefined
  const same = offers.every((o) => o.fee.paise === cheapest.fee.paise && o.fee.earlyUntil === cheapest.fee.earlyUntil)
  return {
    fee: cheapest.fee,
    originalPrice: cheapest.bootcamp.originalPrice,
    note: same ? 'for any 3-month bootcamp' : 'the lowest fee of our 3-month bootcamps',
  }
}

// Tracks switch in place with scripts; a changed ?track= needs no new data.
export const shouldRevalidate = samePathNeedsNoReload

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageSeo('studio', loaderData.copy.seo) : [])

export default function StudioHome({ loaderData }: Route.ComponentProps) {
  const { copy, tracks, offer, batch, testimonials, facts } = loaderData
  const { hero } = copy
  return (
    <>
      <SplitHero
        titleId="studio-hero-title"
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={
          <>
            <ButtonLink href={hero.primary.href}>
              {hero.primary.label} <Icon name="arrow-right" className="h-4 w-4" />
            </ButtonLink>
            <ButtonLink href={hero.secondary.href} variant="outline">
              {hero.secondary.label}
            </ButtonLink>
            <a
              href={hero.demo.href}
              className="min-h-11 py-2.5 font-semibold text-indigo-700 underline-offset-4 hover:underline"
            >
              {hero.demo.label}
            </a>
          </>
        }
        aside={
          <aside
            aria-labelledby="offer-title"
            className="rounded-3xl border border-indigo-100 bg-white p-6 shadow-xl shadow-indigo-100 sm:p-8"
          >
            <h2 id="offer-title" className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">
              {hero.offerTitle}
            </h2>
            {offer ? (
              <>
                <PriceTag fee={offer.fee} originalPrice={offer.originalPrice} size="lg" className="mt-3" />
                <p className="mt-1 text-sm text-slate-600">{offer.note}</p>
              </>
            ) : null}
            <p className="mt-4 flex items-center gap-2 font-semibold text-slate-900">
              <Icon name="calendar-clock" className="h-5 w-5 shrink-0 text-indigo-700" />
              {batch}
            </p>
            <ul className="mt-6 space-y-3">
              {hero.offerPoints.map((point) => (
                <li key={point} className="flex gap-3 text-slate-700">
                  <Icon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" />
                  {point}
                </li>
              ))}
            </ul>
            <Link
              to={hero.register.href}
              className="mt-7 flex items-center justify-center gap-2 rounded-lg bg-slate-900 px-5 py-3 font-semibold text-white hover:bg-slate-800"
            >
              {hero.register.label} <Icon name="arrow-right" className="h-4 w-4" />
            </Link>
          </aside>
        }
      />

      <Section id="tracks" eyebrow={copy.tracks.eyebrow} title={copy.tracks.title} lead={copy.tracks.lead} tone="tint">
        <TrackSelector tracks={tracks} />
      </Section>

      <ServerHtml>
        {facts ? (
          <>
            <Section id="highlights" eyebrow={facts.highlights.eyebrow} title={facts.highlights.title}>
              <IconCards items={facts.highlights.items} />
            </Section>
            <StatsBand id="studio-stats" title="RealWork Studio in numbers" stats={facts.statistics} />
          </>
        ) : null}
      </ServerHtml>

      {testimonials.length > 0 ? (
        <Section id="stories" eyebrow={copy.stories.eyebrow} title={copy.stories.title} lead={copy.stories.lead}>
          <ul className="grid gap-6 lg:grid-cols-3">
            {testimonials.map((t) => (
              <li key={t.id}>
                <TestimonialCard testimonial={t} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <ServerHtml>{facts ? <CtaBand id="studio-cta" {...facts.cta} /> : null}</ServerHtml>
    </>
  )
}
