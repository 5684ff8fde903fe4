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
import { withHtmlOnly } from '~/lib/render-only'
import { ServerHtml } from '~/components/ui/server-html'
import { currentTestimonials } from '~/server/testimonials/current.server'

const CATEGORIES_ID = 'service-categories'

// Rendered per request through the page cache, keyed with the site-content version: the client stories are the
// testimonials staff show (docs/decisions/016).
export async function loader({ request, context }: Route.LoaderArgs) {
  // ?category= selects the starting tab, so every category is reachable by a plain link without scripts.
  const category = parseHomeCategory(new URL(request.url).searchParams.get('category'))
  const { hero, whyChoose, whoWeServe, testimonials, cta, ...copy } = servicesHome
  const page = { copy, categories: homeCategories, category }
  // The hero and the sections below the categories are static HTML: the first response carries them once (without
  // them in its payload the page stays within 16 KB brotli), and `ServerHtml` keeps them.
  const top = { ...hero, phone: primaryPhone!, stats: servicesStats }
  const closing = {
    whyChoose,
    whoWeServe: { intro: whoWeServe, groups: clientGroups },
    testimonials: { intro: testimonials, list: await currentTestimonials('services') },
    cta,
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
