import type { Route } from './+types/home'
import { BootcampPopup } from '~/components/main/bootcamp-popup'
import { LandingHero } from '~/components/main/landing-hero'
import { AboutSection, MissionSection, ProductsSection, TeamSection, VisionSection } from '~/components/main/landing-sections'
import { company } from '~/content/company'
import { about, bootcampPopup, hero, mission, products, team, vision } from '~/content/landing'
import { organizationJsonLd, seo } from '~/lib/seo'
import { iconSvgs } from '~/server/guide-icons.server'

export function loader() {
  const icons = iconSvgs([...team.cards.map((c) => c.icon), ...products.items.map((p) => p.icon)])
  return { hero, mission, vision, team, about, products, bootcampPopup, icons }
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
    <>
      <LandingHero hero={d.hero} />
      <MissionSection mission={d.mission} />
      <VisionSection vision={d.vision} />
      <TeamSection team={d.team} icons={d.icons} />
      <AboutSection about={d.about} />
      <ProductsSection products={d.products} icons={d.icons} />
      <BootcampPopup bootcampPopup={d.bootcampPopup} />
    </>
  )
}
