import type { Route } from './+types/services'
import { CategoryTabs } from '~/components/services/category-tabs'
import { TestimonialsSection, WhoWeServeSection, WhyChooseSection } from '~/components/services/home-sections'
import { CtaBand } from '~/components/ui/cta-band'
import { ServicesHero } from '~/components/services/services-hero'
import { Section } from '~/components/ui/section'
import { primaryPhone } from '~/content/company'
import { homeCategories, parseHomeCategory } from '~/content/services/categories'
import { clientGroups, maintenanceStat, servicesStatClaims } from '~/content/services/claims'
import { claimedFigure, claimedFigures, type ClaimId, type Figure } from '~/content/claims'
import { currentClaims } from '~/server/claims/current.server'
import { servicesHome } from '~/content/services/home'
import { pageSeo } from '~/lib/seo'
import { withHtmlOnly } from '~/lib/render-only'
import { ServerHtml } from '~/components/ui/server-html'
import { currentTestimonials } from '~/server/testimonials/current.server'
import { currentCaseStudies } from '~/server/case-studies/current.server'

const CATEGORIES_ID = 'service-categories'

// Rendered per request through the page cache, keyed with the site-content version: the client stories are the
// testimonials staff show (docs/decisions/016); the figures are the claims staff keep with their basis (022).
export async function loader({ request, context }: Route.LoaderArgs) {
  // ?category= selects the starting tab, so every category is reachable by a plain link without scripts.
  const category = parseHomeCategory(new URL(request.url).searchParams.get('category'))
  const { hero, whyChoose, whoWeServe, testimonials, cta, ...copy } = servicesHome
  const [claims, testimonialList, caseStudies] = await Promise.all([
    currentClaims(),
    currentTestimonials('services'),
    currentCaseStudies(),
  ])
  const shown = (id: ClaimId) => {
    const claim = claims[id]
    return claim ? claimedFigure(claim) : null
  }
  const categories = homeCategories.map((c) => ({ ...c, completed: shown(c.completedProjects) }))
  const page = { copy, categories, category }
  // The hero and the sections below the categories are static HTML: the first response carries them once (without
  // them in its payload the page stays within 16 KB brotli), and `ServerHtml` keeps them.
  const stats: Figure[] = [...claimedFigures(claims, servicesStatClaims), maintenanceStat]
  const top = { ...hero, phone: primaryPhone!, stats }
  const closing = {
    whyChoose,
    whoWeServe: { intro: whoWeServe, groups: clientGroups.map((g) => ({ ...g, count: shown(g.claim) })) },
    testimonials: { intro: testimonials, list: testimonialList },
    // View Portfolio only once a case study is published: before that it would open a page with none.
    cta: caseStudies.length > 0 ? cta : { ...cta, secondary: undefined },
  }
  return withHtmlOnly(page, { hero: top, closing }, context)
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageSeo('services', loaderData.copy.seo) : [])

export default function ServicesHome({ loaderData }: Route.ComponentProps) {
  const { copy: page, categories, category, hero, closing } = loaderData
  return (
    <>
      <ServerHtml>{hero ? <ServicesHero {...hero} exploreHref={`#${CATEGORIES_ID}`} /> : null}</ServerHtml>
      <Section
        id={CATEGORIES_ID}
        eyebrow={page.categoriesIntro.eyebrow}
        title={page.categoriesIntro.title}
        lead={page.categoriesIntro.lead}
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
      <ServerHtml>
        {closing ? (
          <>
            <WhyChooseSection intro={closing.whyChoose} reasons={closing.whyChoose.reasons} />
            <WhoWeServeSection intro={closing.whoWeServe.intro} groups={closing.whoWeServe.groups} />
            {closing.testimonials.list.length > 0 ? (
              <TestimonialsSection intro={closing.testimonials.intro} testimonials={closing.testimonials.list} />
            ) : null}
            <CtaBand {...closing.cta} />
          </>
        ) : null}
      </ServerHtml>
    </>
  )
}
