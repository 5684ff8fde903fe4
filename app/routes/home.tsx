import type { Route } from './+types/home'
import { BootcampPopup } from '~/components/main/bootcamp-popup'
import { LandingHero } from '~/components/main/landing-hero'
import { AboutSection, MissionSection, ProductsSection, TeamSection, VisionSection } from '~/components/main/landing-sections'
import { company } from '~/content/company'
import { organizationJsonLd, seo } from '~/lib/seo'

export const meta: Route.MetaFunction = () =>
  seo({
    title: `${company.name}: career bootcamps, software services and AI products in Bengaluru`,
    description:
      'Job-focused 3-month bootcamps at ₹7,000, software development for startups and small businesses, and generative-AI products, from a Bengaluru team of working engineers.',
    path: '/',
    jsonLd: [organizationJsonLd()],
  })

export default function Home() {
  return (
    <>
      <LandingHero />
      <MissionSection />
      <VisionSection />
      <TeamSection />
      <AboutSection />
      <ProductsSection />
      <BootcampPopup />
    </>
  )
}
