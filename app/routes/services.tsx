import type { Route } from './+types/services'
import { CategoryTabs } from '~/components/services/category-tabs'
import { TestimonialsSection, WhoWeServeSection, WhyChooseSection } from '~/components/services/home-sections'
import { CtaBand } from '~/components/ui/cta-band'
import { ServicesHero } from '~/components/services/services-hero'
import { Section } from '~/components/ui/section'
import { primaryPhone } from '~/content/company'
import { homeCategories, parseHomeCategory } from '~/content/services/categories'
import { clientGroups, servicesStats } from '~/content/services/claims'
import { servicesHome } from '~/content/services/home'
import { pageSeo } from '~/lib/seo'
import { currentTestimonials } from '~/server/testimonials/current.server'

const CATEGORIES_ID = 'service-categories'

// Rendered per request through the page cache, keyed with the site-content version: the client stories are the
// testimonials staff show (docs/decisions/016).
export async function loader({ request }: Route.LoaderArgs) {
  // ?category= selects the starting tab, so every category is reachable by a plain link without scripts.
  const category = parseHomeCategory(new URL(request.url).searchParams.get('category'))
  return {
    copy: servicesHome,
    categories: homeCategories,
    category,
    stats: servicesStats,
    clientGroups,
    testimonials: await currentTestimonials('services'),
    phone: primaryPhone!,
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageSeo('services', loaderData.copy.seo) : [])

export default function ServicesHome({ loaderData }: Route.ComponentProps) {
  const { copy: page, categories, category, stats, clientGroups: groups, testimonials, phone } = loaderData
  return (
    <>
      <ServicesHero {...page.hero} exploreHref={`#${CATEGORIES_ID}`} phone={phone} stats={stats} />
      <Section
        id={CATEGORIES_ID}
        eyebrow={page.categoriesIntro.eyebrow}
        title={page.categoriesIntro.title}
        lead={page.categoriesIntro.lead}
        reveal={0.15}
      >
        <CategoryTabs
          key={category}
          sectionId={CATEGORIES_ID}
          categories={categories}
          initial={category}
          included={page.included}
          customQuote={page.customQuote}
        />
      </Section>
      <WhyChooseSection intro={page.whyChoose} reasons={page.whyChoose.reasons} />
      <WhoWeServeSection intro={page.whoWeServe} groups={groups} />
      {testimonials.length > 0 ? <TestimonialsSection intro={page.testimonials} testimonials={testimonials} /> : null}
      <CtaBand {...page.cta} />
    </>
  )
}
