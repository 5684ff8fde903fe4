import { describe, expect, it } from 'vitest'
import { servicesAbout } from './about'
import {
  cataloguePage,
  coreServicesIn,
  filterLabel,
  findQuotableService,
  parseFilter,
  parseView,
  supportServicesIn,
} from './catalogue'
import { homeCategories, parseHomeCategory } from './categories'
import { claims, clientGroups, maintenanceStat, servicesStatClaims } from './claims'
import { servicesContact } from './contact'
import { coreServices, findCoreService } from './core-services'
import { servicesHome } from './home'
import { pricingModels } from './pricing-models'
import {
  ClientGroupSchema,
  CoreServiceSchema,
  HomeCategorySchema,
  PricingModelSchema,
  ServiceCategorySchema,
  ServicesAboutPageSchema,
  ServicesCataloguePageSchema,
  ServicesContactPageSchema,
  ServicesHomePageSchema,
  ServicesTestimonialSchema,
  StatSchema,
  SupportServiceSchema,
} from './schema'
import { supportServices } from './support-services'
import { servicesTestimonials } from './testimonials'
import { catalogueHref, quoteHref, quoteMessage } from './urls'
import { formatRupees } from '~/lib/format'

/** Parses every entry and reports all issues at once, labelled by index. */
function expectAllParse(
  schema: { safeParse: (value: unknown) => { error?: { issues: unknown[] } } },
  items: readonly unknown[],
) {
  const issues = items.flatMap((item, i) => (schema.safeParse(item).error?.issues ?? []).map((issue) => ({ i, issue })))
  expect(issues).toEqual([])
}

function expectUnique(values: string[]) {
  expect(values.filter((value, i) => values.indexOf(value) !== i)).toEqual([])
}

/** Every sentence of a piece of copy, for the no-repeats and no-placeholder checks. */
function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(allStrings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings)
  return []
}

describe('services home categories', () => {
  it('parses with the schema', () => expectAllParse(HomeCategorySchema, homeCategories))

  it('has the six tabs in order, starting on web, with their delivery times and project counts', () => {
    expect(homeCategories.map((c) => [c.key, c.deliveryTime, c.completedProjects])).toEqual([
      ['web', '2-4 weeks', 'web-projects'],
      ['mobile', '4-8 weeks', 'mobile-projects'],
      ['webapp', '6-12 weeks', 'webapp-projects'],
      ['backend', '3-6 weeks', 'backend-projects'],
      ['ai', '4-10 weeks', 'ai-projects'],
      ['cloud', '2-6 weeks', 'cloud-projects'],
    ])
    expect(parseHomeCategory(null)).toBe('web')
    expect(parseHomeCategory('cloud')).toBe('cloud')
    expect(parseHomeCategory('<script>')).toBe('web')
  })

  it('points every tab at a catalogue category that lists core services', () => {
    for (const category of homeCategories)
      expect(coreServicesIn(category.catalogueCategory).length, category.key).toBeGreaterThan(0)
  })
})

describe('core services', () => {
  it('parses with the schema and has unique ids and titles', () => {
    expectAllParse(CoreServiceSchema, coreServices)
    expectUnique(coreServices.map((s) => s.id))
    expectUnique(coreServices.map((s) => s.title))
  })

  it('has the eight services with the exact starting and advanced prices, categories and delivery windows', () => {
    expect(coreServices.map((s) => [s.id, s.startingPrice, s.advancedPrice, s.category, s.deliveryTime])).toEqual([
      ['website', 5_000, 20_000, 'web', '1-4 weeks'],
      ['mobile-app', 25_000, 75_000, 'mobile', '4-8 weeks'],
      ['web-application', 30_000, 100_000, 'web', '4-12 weeks'],
      ['backend', 15_000, 50_000, 'backend', '2-6 weeks'],
      ['ai-automation', 20_000, 80_000, 'ai', '3-8 weeks'],
      ['cloud-devops', 18_000, 60_000, 'cloud', '2-6 weeks'],
      ['data-analytics', 22_000, 70_000, 'data', '3-8 weeks'],
      ['ui-ux-design', 12_000, 40_000, 'design', '2-4 weeks'],
    ])
  })

  it('has 5 to 8 features and 3 to 4 examples each, all distinct', () => {
    for (const service of coreServices) {
      expect(service.features.length, service.id).toBeGreaterThanOrEqual(5)
      expect(service.features.length, service.id).toBeLessThanOrEqual(8)
      expect(service.examples.length, service.id).toBeGreaterThanOrEqual(3)
      expect(service.examples.length, service.id).toBeLessThanOrEqual(4)
    }
    expectUnique(coreServices.flatMap((s) => s.features))
    expectUnique(coreServices.flatMap((s) => s.examples))
  })

  it('formats starting prices in Indian rupees', () => {
    expect(formatRupees(findCoreService('website')!.startingPrice)).toBe('₹5,000')
    expect(formatRupees(findCoreService('web-application')!.advancedPrice)).toBe('₹1,00,000')
    expect(findCoreService('nope')).toBeUndefined()
  })
})

describe('support services', () => {
  it('parses with the schema and has unique ids and titles', () => {
    expectAllParse(SupportServiceSchema, supportServices)
    expectUnique(supportServices.map((s) => s.id))
    expectUnique(supportServices.map((s) => s.title))
  })

  it('has the twenty services with their exact prices and billing units', () => {
    expect(supportServices.map((s) => [s.id, s.price, s.unit])).toEqual([
      ['website-maintenance', 3_000, 'month'],
      ['mobile-app-support', 5_000, 'month'],
      ['database-optimization', 8_000, 'once'],
      ['security-audit', 15_000, 'once'],
      ['performance-optimization', 10_000, 'once'],
      ['api-integration', 8_000, 'once'],
      ['payment-gateway-setup', 6_000, 'once'],
      ['ssl-setup', 2_000, 'once'],
      ['domain-hosting', 3_000, 'once'],
      ['email-server', 5_000, 'once'],
      ['backup-recovery', 7_000, 'once'],
      ['load-testing', 8_000, 'once'],
      ['code-review', 5_000, 'once'],
      ['technical-consultation', 2_500, 'hour'],
      ['architecture-review', 12_000, 'once'],
      ['technology-migration', 20_000, 'once'],
      ['legacy-upgrade', 25_000, 'once'],
      ['third-party-integration', 10_000, 'once'],
      ['custom-plugin', 8_000, 'once'],
      ['bug-fixing', 3_000, 'once'],
    ])
  })
})

describe('catalogue filter', () => {
  it('offers all plus the seven categories, each with a label', () => {
    expect(cataloguePage.filters.map((f) => f.value)).toEqual(['all', ...ServiceCategorySchema.options])
    expect(filterLabel('ai')).toBe('AI & Automation')
  })

  it("shows everything under 'all'", () => {
    expect(coreServicesIn('all')).toHaveLength(8)
    expect(supportServicesIn('all')).toHaveLength(20)
  })

  it('has something in every category, on the core list or the support list', () => {
    for (const category of ServiceCategorySchema.options) {
      expect(coreServicesIn(category).length + supportServicesIn(category).length, category).toBeGreaterThan(0)
    }
  })

  it('applies one filter to both lists', () => {
    expect(coreServicesIn('web').map((s) => s.id)).toEqual(['website', 'web-application'])
    expect(supportServicesIn('web').every((s) => s.category === 'web')).toBe(true)
    expect(supportServicesIn('cloud').map((s) => s.id)).toEqual([
      'ssl-setup',
      'domain-hosting',
      'email-server',
      'backup-recovery',
      'technology-migration',
    ])
    expect(supportServicesIn('design')).toEqual([])
  })

  it('reads view and category from the query, falling back to core and all', () => {
    expect(parseView('support')).toBe('support')
    expect(parseView(null)).toBe('core')
    expect(parseView('SUPPORT')).toBe('core')
    expect(parseFilter('data')).toBe('data')
    expect(parseFilter('webapp')).toBe('all')
    expect(parseFilter(null)).toBe('all')
  })

  it('builds catalogue links that leave defaults out', () => {
    expect(catalogueHref({})).toBe('/services/services#catalogue')
    expect(catalogueHref({ view: 'support', category: 'web' })).toBe(
      '/services/services?view=support&category=web#catalogue',
    )
    expect(catalogueHref({ category: 'ai' }, '')).toBe('/services/services?category=ai')
  })
})

describe('quotes', () => {
  it('sends every Get Quote to the contact form with the service named', () => {
    expect(quoteHref('Website Development')).toBe('/services/contact?service=Website+Development')
    expect(new URL(quoteHref('AI & Automation'), 'https://x.test').searchParams.get('service')).toBe('AI & Automation')
    expect(quoteMessage('Bug Fixing')).toBe("I'd like a quote for: Bug Fixing")
  })

  it('pre-fills only known service names', () => {
    for (const s of [...homeCategories, ...coreServices, ...supportServices])
      expect(findQuotableService(s.title)).toBe(s.title)
    expect(findQuotableService('Free money')).toBeUndefined()
    expect(findQuotableService(null)).toBeUndefined()
    expect(findQuotableService('')).toBeUndefined()
  })
})

describe('testimonials, pricing models and claims', () => {
  it('has three testimonials rated 1 to 5', () => {
    expectAllParse(ServicesTestimonialSchema, servicesTestimonials)
    expect(servicesTestimonials).toHaveLength(3)
    expectUnique(servicesTestimonials.map((t) => t.name))
  })

  it('has the three pricing models, whose "from" prices exist in the catalogue', () => {
    expectAllParse(PricingModelSchema, pricingModels)
    expect(pricingModels.map((m) => m.title)).toEqual(['Fixed Price', 'Hourly Rate', 'Retainer'])
    const prices = [
      ...coreServices.map((s) => `${s.startingPrice}/once`),
      ...supportServices.map((s) => `${s.price}/${s.unit}`),
    ]
    for (const model of pricingModels) expect(prices, model.id).toContain(`${model.from.price}/${model.from.unit}`)
    expect(pricingModels.find((m) => m.id === 'fixed')!.from.price).toBe(
      Math.min(...coreServices.map((s) => s.startingPrice)),
    )
  })

  it("states the division's promises exactly and names its claimed figures", () => {
    expect(claims).toMatchObject({ freeMaintenance: '3 months' })
    expect(claims.guarantee).toBe('3 months of free maintenance or post-launch optimization')
    expectAllParse(StatSchema, [maintenanceStat])
    expect(servicesStatClaims).toEqual(['services-projects', 'client-satisfaction', 'returning-clients'])
    expectAllParse(ClientGroupSchema, clientGroups)
    expect(clientGroups.map((g) => g.claim)).toEqual(['businesses-served', 'startups-launched', 'clients-abroad'])
  })
})

describe('pages', () => {
  it('parse with their schemas', () => {
    expect(ServicesHomePageSchema.safeParse(servicesHome).error?.issues).toBeUndefined()
    expect(ServicesAboutPageSchema.safeParse(servicesAbout).error?.issues).toBeUndefined()
    expect(ServicesCataloguePageSchema.safeParse(cataloguePage).error?.issues).toBeUndefined()
    expect(ServicesContactPageSchema.safeParse(servicesContact).error?.issues).toBeUndefined()
  })

  it('quotes the real starting price in the catalogue title', () => {
    expect(cataloguePage.seo.title).toContain(formatRupees(Math.min(...coreServices.map((s) => s.startingPrice))))
  })

  it('links the about page offerings to six distinct core services', () => {
    const ids = servicesAbout.offerings.items.map((o) => o.serviceId)
    expectUnique([...ids])
    for (const id of ids) expect(findCoreService(id), id).toBeDefined()
  })

  it('gives every call to action a real destination', () => {
    expect(servicesHome.cta.primary.href).toBe('/services/contact')
    expect(servicesHome.cta.secondary.href).toBe('/services/portfolio')
    expect(servicesAbout.cta.primary.href).toBe('/services/contact')
    expect(servicesAbout.cta.secondary.href).toBe('/services/services')
  })

  it('has no placeholder copy and never repeats a sentence across the division', () => {
    const copy = allStrings([
      servicesHome,
      servicesAbout,
      cataloguePage,
      servicesContact,
      homeCategories,
      coreServices,
      supportServices,
      servicesTestimonials,
      pricingModels,
      clientGroups,
    ])
    for (const text of copy) expect(text, text).not.toMatch(/lorem|ipsum|coming soon|\bTODO\b|\bTBD\b|placeholder/i)
    const sentences = copy.filter((text) => text.length > 60)
    expectUnique(sentences)
  })
})
