import type { Route } from './+types/home'
import { BootcampPopup } from '~/components/main/bootcamp-popup'
import { LandingHero } from '~/components/main/landing-hero'
import {
  AboutSection,
  MissionSection,
  ProductsSection,
  TeamSection,
  VisionSection,
} from '~/components/main/landing-sections'
import { heroGlance, popupText } from '~/content/hero-glance'
import { landingPage } from '~/content/landing'
import { ServerHtml } from '~/components/ui/server-html'
import { withHtmlOnly } from '~/lib/render-only'
import { organizationJsonLd } from '~/lib/json-ld/organization'
import { pageSeo } from '~/lib/seo'
import { noticeCopy } from '~/content/studio/notices'
import { currentCatalogue } from '~/server/catalogue/current.server'
import { currentSiteNotices } from '~/server/site-content.server'
import { earliestBatch, offeredFee, seatLine } from '~/lib/site-notices'
import { currentClaims } from '~/server/claims/current.server'
import { claimedFigures } from '~/content/claims'
import { currentProfiles } from '~/server/profiles/current.server'
import { profileCardCopy } from '~/content/profiles'

// Rendered per request through the page cache, keyed with the site-content version: batch dates (docs/decisions/011)
// and the fee and counts of the catalogue staff edit (014); the team profiles staff publish (022).
export async function loader({ context }: Route.LoaderArgs) {
  const [notices, catalogue, claims, people] = await Promise.all([
    currentSiteNotices(),
    currentCatalogue(),
    currentClaims(),
    currentProfiles('team'),
  ])
  const { mission, vision, team, about, ...copy } = landingPage
  // Each bootcamp's fee as its next batch charges it today (an early-bird fee with its last day).
  const charged = {
    ...catalogue,
    bootcamps: catalogue.bootcamps.map((bootcamp) => ({ ...bootcamp, fee: offeredFee(notices, bootcamp) })),
  }
  const popup = { ...landingPage.bootcampPopup, text: popupText(charged) }
  const { nextBatch, announcement } = notices
  // The card's next batch is the earliest of the shown bootcamps', naming its course when its seats are few or gone.
  const earliest = earliestBatch(
    notices,
    catalogue.bootcamps.map((bootcamp) => bootcamp.id),
  )
  const seats = earliest && seatLine(earliest.seats, noticeCopy.seats)
  const course = earliest && catalogue.bootcamps.find((bootcamp) => bootcamp.id === earliest.courseId)?.title
  const page = {
    copy,
    glance: heroGlance(
      earliest && { startsOn: earliest.startsOn, seats: seats && course ? { course, text: seats } : null },
      charged,
    ),
    popup: { ...popup, ...noticeCopy, nextBatch, announcement },
  }
  // The claimed figure follows the founding year, and is left out while it has no basis (docs/decisions/022).
  const [founded, ...rest] = about.facts
  const facts = [founded!, ...claimedFigures(claims, [about.claim]), ...rest]
  return withHtmlOnly(
    page,
    { sections: { mission, vision, team, people, cardCopy: profileCardCopy, about, facts } },
    context,
  )
}

// The mission, vision, team and about sections are static copy: the first response carries them once, as HTML, which
// the first hydration keeps (`ServerHtml`); a client-side navigation's `.data` answer brings them as data (`withHtmlOnly`).

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageSeo('home', { ...loaderData.copy.seo, jsonLd: import.meta.env.SSR ? [organizationJsonLd()] : undefined })
    : []

export default function Home({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <LandingHero hero={d.copy.hero} glance={d.glance} />
      <ServerHtml>
        {d.sections ? (
          <>
            <MissionSection mission={d.sections.mission} />
            <VisionSection vision={d.sections.vision} />
            <TeamSection team={d.sections.team} people={d.sections.people} cardCopy={d.sections.cardCopy} />
            <AboutSection about={d.sections.about} facts={d.sections.facts} />
          </>
        ) : null}
      </ServerHtml>
      <ProductsSection products={d.copy.products} />
      <BootcampPopup popup={d.popup} />
    </>
  )
}
