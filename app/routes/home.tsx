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
import { organizationJsonLd } from '~/lib/json-ld'
import { pageSeo } from '~/lib/seo'
import { noticeCopy } from '~/content/studio/notices'
import { currentCatalogue } from '~/server/catalogue/current.server'
import { currentSiteNotices } from '~/server/site-content.server'

// Rendered per request through the page cache, keyed with the site-content version: batch dates (docs/decisions/011)
// and the fee and counts of the catalogue staff edit (014).
export async function loader() {
  const [{ nextBatch, announcement }, catalogue] = await Promise.all([currentSiteNotices(), currentCatalogue()])
  const popup = { ...landingPage.bootcampPopup, text: popupText(catalogue) }
  return {
    copy: landingPage,
    glance: heroGlance(nextBatch, catalogue),
    popup: { ...popup, ...noticeCopy, nextBatch, announcement },
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageSeo('home', { ...loaderData.copy.seo, jsonLd: import.meta.env.SSR ? [organizationJsonLd()] : undefined })
    : []

export default function Home({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <LandingHero hero={d.copy.hero} glance={d.glance} />
      <MissionSection mission={d.copy.mission} />
      <VisionSection vision={d.copy.vision} />
      <TeamSection team={d.copy.team} />
      <AboutSection about={d.copy.about} />
      <ProductsSection products={d.copy.products} />
      <BootcampPopup popup={d.popup} />
    </>
  )
}
