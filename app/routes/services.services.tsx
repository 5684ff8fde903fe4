import { Link } from 'react-router'
import type { Route } from './+types/services.services'
import { CatalogueControls } from '~/components/services/catalogue-controls'
import { CoreServiceCard } from '~/components/services/core-service-card'
import { deferRender } from '~/components/ui/defer-render'
import { PageHeader } from '~/components/ui/page-header'
import { PortfolioExamples } from '~/components/services/portfolio-examples'
import { PricingModels } from '~/components/services/pricing-models'
import { CtaBand } from '~/components/ui/cta-band'
import { SupportServiceCard } from '~/components/services/support-service-card'
import { Section } from '~/components/ui/section'
import { primaryPhone } from '~/content/company'
import {
  cataloguePage,
  coreServicesIn,
  filterLabel,
  parseFilter,
  parseView,
  supportServicesIn,
} from '~/content/services/catalogue'
import { coreServices } from '~/content/services/core-services'
import { pricingModels } from '~/content/services/pricing-models'
import { CATALOGUE_ANCHOR, catalogueHref, EXAMPLES_ANCHOR } from '~/content/services/urls'
import { cn } from '~/lib/cn'
import { serviceJsonLd } from '~/lib/json-ld/service'
import { pageSeo } from '~/lib/seo'
import { Icon } from '~/components/ui/icon'
import { buttonClass } from '~/components/ui/button'

export function loader({ request }: Route.LoaderArgs) {
  // ?view= and ?category= drive the toggle and the filter, so both work as plain links without scripts.
  const params = new URL(request.url).searchParams
  const view = parseView(params.get('view'))
  const category = parseFilter(params.get('category'))
  const core = coreServicesIn(category)
  const support = supportServicesIn(category)
  return {
    copy: cataloguePage,
    view,
    category,
    categoryLabel: filterLabel(category),
    counts: { core: core.length, support: support.length },
    labels: Object.fromEntries(cataloguePage.filters.map((f) => [f.value, f.label])) as Record<string, string>,
    core: view === 'core' ? core : [],
    support: view === 'support' ? support : [],
    examples: coreServices.map(({ id, title, icon, examples }) => ({ id, title, icon, examples })),
    pricingModels,
    phone: primaryPhone!,
  }
}

// The Service data is built from the cards the loader sends anyway (every core service on the canonical page), not
// sent a second time as loader data (issue 10: the first response carries the loader data beside the HTML).
export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageSeo('servicesCatalogue', {
        ...loaderData.copy.seo,
        jsonLd: import.meta.env.SSR
          ? loaderData.core.map((service) => serviceJsonLd(service, loaderData.labels[service.category]!))
          : undefined,
      })
    : []

export default function ServicesCatalogue({ loaderData }: Route.ComponentProps) {
  const { copy: page, view, category, categoryLabel, counts, labels, core, support, examples, phone } = loaderData
  const shown = counts[view]
  const other = view === 'core' ? 'support' : 'core'
  const listName = page.views[view].toLowerCase()
  return (
    <>
      <PageHeader {...page.intro} />

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
          {view === 'support' ? (
            <p className="mt-3 flex max-w-3xl gap-2 rounded-lg bg-indigo-50 px-4 py-3 text-sm leading-6 text-indigo-950">
              <Icon name="info" className="mt-0.5 h-4 w-4 shrink-0 text-indigo-700" />
              {page.supportNote}
            </p>
          ) : null}

          {shown === 0 ? (
            <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center">
              <p className="text-lg font-semibold text-slate-900">{page.emptyState.title}</p>
              <p className="mx-auto mt-2 max-w-xl text-slate-600">{page.emptyState.text}</p>
              <Link
                to={catalogueHref({ view: other, category }, '')}
                preventScrollReset
                className={buttonClass({ size: 'md', className: 'mt-5' })}
              >
                Show {page.views[other]} in {categoryLabel}
              </Link>
            </div>
          ) : (
            <ul
              className={cn(
                'mt-6 grid gap-6 md:grid-cols-2',
                view === 'core' ? 'xl:grid-cols-3' : 'lg:grid-cols-3 xl:grid-cols-4',
              )}
            >
              {core.map((service, index) => (
                <li key={service.id} className={deferRender(index)}>
                  <CoreServiceCard service={service} categoryLabel={labels[service.category]!} />
                </li>
              ))}
              {support.map((service, index) => (
                <li key={service.id} className={deferRender(index)}>
                  <SupportServiceCard service={service} categoryLabel={labels[service.category]!} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <Section
        id={EXAMPLES_ANCHOR}
        eyebrow={page.examples.eyebrow}
        title={page.examples.title}
        lead={page.examples.lead}
        tone="tint"
      >
        <PortfolioExamples services={examples} />
      </Section>

      <Section id="pricing-models" eyebrow={page.pricing.eyebrow} title={page.pricing.title} lead={page.pricing.lead}>
        <PricingModels models={loaderData.pricingModels} />
      </Section>

      <CtaBand
        title={page.cta.title}
        text={page.cta.text}
        primary={{ label: `${page.cta.callLabel} ${phone.display}`, href: `tel:${phone.e164}` }}
        secondary={page.cta.secondary}
      />
    </>
  )
}
