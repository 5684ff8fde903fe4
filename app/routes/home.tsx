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
import { about, bootcampPopup, hero, landingSeo, mission, products, team, vision } from '~/content/landing'
import { organizationJsonLd } from '~/lib/json-ld'
import { pageSeo } from '~/lib/seo'
import { withIcons } from '~/server/icons.server'
import { IconsProvider } from '~/components/ui/icon'

export function loader() {
  return withIcons({ hero, mission, vision, team, about, products, bootcampPopup, batches })
}

export const meta: Route.MetaFunction = () => pageSeo('home', { ...landingSeo, jsonLd: [organizationJsonLd()] })

export default function Home({ loaderData: d }: Route.ComponentProps) {
  return (
    <IconsProvider icons={d.icons}>
      <LandingHero hero={d.hero} />
      <MissionSection mission={d.mission} />
      <VisionSection vision={d.vision} />
      <TeamSection team={d.team} />
      <AboutSection about={d.about} />
      <ProductsSection products={d.products} />
      <BootcampPopup bootcampPopup={d.bootcampPopup} batches={d.batches} />
    </IconsProvider>
  )
}
