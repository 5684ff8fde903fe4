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
import { company } from '~/content/company'
import { noticeCopy } from '~/content/studio/notices'
import { about, bootcampPopup, hero, mission, products, team, vision } from '~/content/landing'
import { organizationJsonLd, seo } from '~/lib/seo'
import { withIcons } from '~/server/icons.server'
import { currentSiteNotices } from '~/server/site-content.server'
import { IconsProvider } from '~/components/ui/icon'

// Rendered per request through the page cache, keyed with the site-content version (docs/decisions/008).
export async function loader() {
  const { nextBatch, announcement } = await currentSiteNotices()
  const popup = { ...bootcampPopup, ...noticeCopy, nextBatch, announcement }
  return withIcons({ hero, mission, vision, team, about, products, popup })
}

export const meta: Route.MetaFunction = () =>
  seo({
    title: `${company.name}: career bootcamps, software services and AI products in Bengaluru`,
    description:
      'Job-focused 3-month bootcamps at ₹7,000, software development for startups and small businesses, and generative-AI products, from a Bengaluru team of working engineers.',
    path: '/',
    jsonLd: [organizationJsonLd()],
  })

export default function Home({ loaderData: d }: Route.ComponentProps) {
  return (
    <IconsProvider icons={d.icons}>
      <LandingHero hero={d.hero} />
      <MissionSection mission={d.mission} />
      <VisionSection vision={d.vision} />
      <TeamSection team={d.team} />
      <AboutSection about={d.about} />
      <ProductsSection products={d.products} />
      <BootcampPopup popup={d.popup} />
    </IconsProvider>
  )
}
