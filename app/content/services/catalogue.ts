import { homeCategories } from './categories'
import { coreServices } from './core-services'
import {
  CatalogueFilterSchema,
  CatalogueViewSchema,
  type CatalogueFilter,
  type CatalogueView,
  type CoreService,
  type ServicesCataloguePage,
  type SupportService,
} from './schema'
import { supportServices } from './support-services'
import { servicesPaths } from './urls'

/** Copy of the services catalogue page. */
export const cataloguePage = {
  seo: {
    title: 'Services & pricing: websites from ₹5,000',
    description:
      'Published starting prices for 8 core services and 20 support services: websites, mobile apps, web apps, backends, AI, cloud, data dashboards and UI/UX design.',
  },
  intro: {
    eyebrow: 'Services & pricing',
    title: 'Published prices for every service we offer',
    lead: 'Starting prices cover a typical first version. Tell us what you need and you get a written, fixed quote before any work begins, so the number you approve is the number you pay.',
  },
  filters: [
    { value: 'all', label: 'All' },
    { value: 'web', label: 'Web' },
    { value: 'mobile', label: 'Mobile' },
    { value: 'backend', label: 'Backend' },
    { value: 'ai', label: 'AI & Automation' },
    { value: 'cloud', label: 'Cloud & DevOps' },
    { value: 'data', label: 'Data & BI' },
    { value: 'design', label: 'UI/UX Design' },
  ],
  views: { core: 'Core Services', support: 'Support Services' },
  emptyState: {
    title: 'No services in this category on this list',
    text: 'This category is covered on the other list. Switch lists, or tell us what you need: if it involves software, we can usually help.',
  },
  supportNote:
    'Support services are fixed-price jobs for products you already have, whoever built them. Prices marked /month are monthly retainers; /hour is billed per hour logged.',
  examples: {
    eyebrow: 'Portfolio',
    title: 'Examples of what we build',
    lead: 'A sample of the projects we have delivered, grouped by service. Ask us for a walkthrough of the ones closest to your idea.',
  },
  pricing: {
    eyebrow: 'Pricing models',
    title: 'Choose how you want to pay',
    lead: 'Most first projects are fixed price. Hourly and retainer billing suit advice, small changes and products that are already live.',
  },
  cta: {
    title: 'Not sure which service you need?',
    text: 'Call our services desk and describe the problem in your own words. We will tell you honestly what it takes, even if the answer is a plugin you can install yourself.',
    callLabel: 'Call',
    secondary: { label: 'Send us a message', href: servicesPaths.contact },
  },
} as const satisfies ServicesCataloguePage

export const defaultView: CatalogueView = 'core'
export const defaultFilter: CatalogueFilter = 'all'

export function parseView(value: string | null): CatalogueView {
  const parsed = CatalogueViewSchema.safeParse(value)
  return parsed.success ? parsed.data : defaultView
}

export function parseFilter(value: string | null): CatalogueFilter {
  const parsed = CatalogueFilterSchema.safeParse(value)
  return parsed.success ? parsed.data : defaultFilter
}

/** Core services in a filter category; 'all' shows everything. */
export function coreServicesIn(filter: CatalogueFilter): CoreService[] {
  return coreServices.filter((service) => filter === 'all' || service.category === filter)
}

/** Support services in a filter category; 'all' shows everything. */
export function supportServicesIn(filter: CatalogueFilter): SupportService[] {
  return supportServices.filter((service) => filter === 'all' || service.category === filter)
}

/** Each filter's label by its value ('all' and every service category). */
export const filterLabels = Object.fromEntries(cataloguePage.filters.map((f) => [f.value, f.label])) as Record<
  CatalogueFilter,
  string
>

export function filterLabel(filter: CatalogueFilter): string {
  return filterLabels[filter]
}

/**
 * Every service name a Get Quote button can put in `?service=`: the home tabs, the core and the support services.
 * The contact page pre-fills its message only for these, so a crafted link cannot put arbitrary text in the form.
 */
export function findQuotableService(name: string | null): string | undefined {
  if (!name) return undefined
  const titles = [...homeCategories, ...coreServices, ...supportServices].map((s) => s.title)
  return titles.find((title) => title === name.trim())
}
