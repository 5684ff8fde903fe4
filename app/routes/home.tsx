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
import { batches } from '~/content/studio/batches'
import { landingPage } from '~/content/landing'
import { organizationJsonLd } from '~/lib/json-ld'
import { pageSeo } from '~/lib/seo'

export function loader() {
  return { copy: landingPage, batches }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageSeo('home', { ...loaderData.copy.seo, jsonLd: [organizationJsonLd()] }) : []

export default function Home({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <LandingHero hero={d.copy.hero} />
      <MissionSection mission={d.copy.mission} />
      <VisionSection vision={d.copy.vision} />
      <TeamSection team={d.copy.team} />
      <AboutSection about={d.copy.about} />
      <ProductsSection products={d.copy.products} />
      <BootcampPopup bootcampPopup={d.copy.bootcampPopup} batches={d.batches} />
    </>
  )
}
