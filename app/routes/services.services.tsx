import type { Route } from './+types/services.services'
import { CatalogueControls } from '~/components/services/catalogue-controls'
import { CatalogueList } from '~/components/services/catalogue-list'
import { PageHeader } from '~/components/ui/page-header'
import { PortfolioExamples } from '~/components/services/portfolio-examples'
import { PricingModels } from '~/components/services/pricing-models'
import { CtaBand } from '~/components/ui/cta-band'
import { Section } from '~/components/ui/section'
import { primaryPhone } from '~/content/company'
import {
  cataloguePage,
  coreServicesIn,
  filterLabel,
  filterLabels,
  parseFilter,
  parseView,
  supportServicesIn,
} from '~/content/services/catalogue'
import { coreServices } from '~/content/services/core-services'
import { pricingModels } from '~/content/services/pricing-models'
import { CATALOGUE_ANCHOR, EXAMPLES_ANCHOR } from '~/content/services/urls'
import { serviceJsonLd } from '~/lib/json-ld/service'
import { pageSeo } from '~/lib/seo'
import { withHtmlOnly } from '~/lib/render-only'
import { ServerHtml } from '~/components/ui/server-html'

export function loader({ request, context }: Route.LoaderArgs) {
  // ?view= and ?category= drive the toggle and the filter, so both work as plain links without scripts.
  const params = new URL(request.url).searchParams
  const view = parseView(params.get('view'))
  const category = parseFilter(params.get('category'))
  const core = coreServicesIn(category)
  const support = supportServicesIn(category)
  const { intro, examples: examplesCopy, pricing, cta, supportNote, emptyState, ...copy } = cataloguePage
  const page = {
    copy,
    view,
    category,
    categoryLabel: filterLabel(category),
    counts: { core: core.length, support: support.length },
  }
  // The cards, the portfolio examples, the pricing models and the call to action are static HTML: the first response
  // carries them once (without them in its payload the page stays within 16 KB brotli), and `ServerHtml` keeps them.
  const cards = {
    core: view === 'core' ? core : [],
    support: view === 'support' ? support : [],
    labels: filterLabels,
    supportNote,
    emptyState,
  }
  const closing = {
    examples: {
      ...examplesCopy,
      services: coreServices.map(({ id, title, icon, examples }) => ({ id, title, icon, examples })),
    },
    pricing: { ...pricing, models: pricingModels },
    cta: { ...cta, phone: primaryPhone! },
  }
  return withHtmlOnly(page, { intro, cards, closing }, context)
}

// The Service data is built in the server's render from the cards (every core service on the canonical page), which
// the first response carries as HTML only.
export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageSeo('servicesCatalogue', {
        ...loaderData.copy.seo,
        jsonLd: import.meta.env.SSR
          ? (loaderData.cards?.core ?? []).map((service) =>
              serviceJsonLd(service, loaderData.cards!.labels[service.category]),
            )
          : undefined,
      })
    : []

export default function ServicesCatalogue({ loaderData }: Route.ComponentProps) {
  const { copy: page, view, category, categoryLabel, counts, intro, cards, closing } = loaderData
  const shown = counts[view]
  const listName = page.views[view].toLowerCase()
  return (
    <>
      <ServerHtml>{intro ? <PageHeader {...intro} /> : null}</ServerHtml>

      <section id={CATALOGUE_ANCHOR} aria-labelledby="catalogue-title" className="bg-white py-12 sm:py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="catalogue-title" className="sr-only">
            {page.views[view]}
          </h2>
          <CatalogueControls
            view={view}
            category={category}
            views={page.views}
            filters={page.filters}
            counts={counts}
          />
          <p role="status" className="mt-6 text-sm text-slate-600">
            Showing {shown} {shown === 1 ? listName.replace(/s$/, '') : listName}
            {category === 'all' ? '' : ` in ${categoryLabel}`}.
          </p>
          {/* Keyed by the view and filter: a navigation to another one draws its list, not the first page's HTML. */}
          <ServerHtml key={`${view}:${category}`}>
            {cards ? (
              <CatalogueList
                {...cards}
                view={view}
                views={page.views}
                category={category}
                categoryLabel={categoryLabel}
              />
            ) : null}
          </ServerHtml>
        </div>
      </section>

      <ServerHtml>
        {closing ? (
          <>
            <Section
              id={EXAMPLES_ANCHOR}
              eyebrow={closing.examples.eyebrow}
              title={closing.examples.title}
              lead={closing.examples.lead}
              tone="tint"
            >
              <PortfolioExamples services={closing.examples.services} />
            </Section>
            <Section
              id="pricing-models"
              eyebrow={closing.pricing.eyebrow}
              title={closing.pricing.title}
              lead={closing.pricing.lead}
            >
              <PricingModels models={closing.pricing.models} />
            </Section>
            <CtaBand
              title={closing.cta.title}
              text={closing.cta.text}
              primary={{
                label: `${closing.cta.callLabel} ${closing.cta.phone.display}`,
                href: `tel:${closing.cta.phone.e164}`,
              }}
              secondary={closing.cta.secondary}
            />
          </>
        ) : null}
      </ServerHtml>
    </>
  )
}
