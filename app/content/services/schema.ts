import { z } from 'zod'
import { ClaimIdSchema, IconNameSchema, PageSeoSchema } from '../schema'

/** Shapes of the services division's fixed content. Parsed entry by entry in `services.test.ts`. */

const text = z.string().trim().min(1)
const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
const rupees = z.number().int().positive()
/** Delivery windows are written as a range of weeks: '2-4 weeks'. */
const weeks = z.string().regex(/^\d+-\d+ weeks$/)

// ---------------------------------------------------------------- catalogue categories

/** The catalogue's category filter; 'all' is the filter's default, not a category of any service. */
export const ServiceCategorySchema = z.enum(['web', 'mobile', 'backend', 'ai', 'cloud', 'data', 'design'])
export type ServiceCategory = z.infer<typeof ServiceCategorySchema>

export const CatalogueFilterSchema = z.enum(['all', ...ServiceCategorySchema.options])
export type CatalogueFilter = z.infer<typeof CatalogueFilterSchema>

export const CatalogueViewSchema = z.enum(['core', 'support'])
export type CatalogueView = z.infer<typeof CatalogueViewSchema>

export const FilterOptionSchema = z.object({ value: CatalogueFilterSchema, label: text })
export type FilterOption = z.infer<typeof FilterOptionSchema>

// ---------------------------------------------------------------- services home tabs

export const HomeCategoryKeySchema = z.enum(['web', 'mobile', 'webapp', 'backend', 'ai', 'cloud'])
export type HomeCategoryKey = z.infer<typeof HomeCategoryKeySchema>

export const HomeCategorySchema = z.object({
  key: HomeCategoryKeySchema,
  /** Short tab label; `title` is the panel heading and the service named in a quote request. */
  label: text,
  title: text,
  icon: IconNameSchema,
  description: text,
  deliveryTime: weeks,
  /** The claim that counts its completed projects (shown only with its basis). */
  completedProjects: ClaimIdSchema,
  technologies: z.array(text).min(4),
  /** The catalogue filter that lists this category's priced services. */
  catalogueCategory: ServiceCategorySchema,
})
export type HomeCategory = z.infer<typeof HomeCategorySchema>

// ---------------------------------------------------------------- catalogue

export const ComplexitySchema = z.enum(['Low to Medium', 'Medium', 'Medium to High', 'High'])

export const CoreServiceSchema = z
  .object({
    id,
    title: text,
    icon: IconNameSchema,
    description: text,
    startingPrice: rupees,
    /** Price of a typical advanced build. Kept for quoting; not shown on the site. */
    advancedPrice: rupees,
    category: ServiceCategorySchema,
    deliveryTime: weeks,
    complexity: ComplexitySchema,
    features: z.array(text).min(5).max(8),
    examples: z.array(text).min(3).max(4),
    technologies: z.array(text).min(3),
  })
  .refine((s) => s.advancedPrice > s.startingPrice, 'advancedPrice must be above startingPrice')
export type CoreService = z.infer<typeof CoreServiceSchema>

/** How a support price is charged: once, per month, or per hour ('/month', '/hour' on the card). */
export const BillingUnitSchema = z.enum(['once', 'month', 'hour'])
export type BillingUnit = z.infer<typeof BillingUnitSchema>

export const SupportServiceSchema = z.object({
  id,
  title: text,
  price: rupees,
  unit: BillingUnitSchema,
  category: ServiceCategorySchema,
  /** One line on what the price includes. */
  description: text,
})
export type SupportService = z.infer<typeof SupportServiceSchema>

export const PricingModelSchema = z.object({
  id: z.enum(['fixed', 'hourly', 'retainer']),
  title: text,
  icon: IconNameSchema,
  summary: text,
  /** The lowest price on this model, taken from the catalogue. */
  from: z.object({ price: rupees, unit: BillingUnitSchema }),
  whenToUse: z.array(text).min(2),
  billing: z.array(text).min(2),
})
export type PricingModel = z.infer<typeof PricingModelSchema>

// ---------------------------------------------------------------- people and claims

export const ServicesTestimonialSchema = z.object({
  name: text,
  text: text.min(120),
  role: text,
  company: text,
  rating: z.number().int().min(1).max(5),
})
export type ServicesTestimonial = z.infer<typeof ServicesTestimonialSchema>

export const StatSchema = z.object({ value: text, label: text })
export type Stat = z.infer<typeof StatSchema>

export const ClientGroupSchema = z.object({
  title: text,
  /** The claim that counts the group's clients (shown only with its basis). */
  claim: ClaimIdSchema,
  icon: IconNameSchema,
  description: text,
  typicalWork: z.array(text).min(2),
})
export type ClientGroup = z.infer<typeof ClientGroupSchema>

export const IconCardSchema = z.object({ title: text, text, icon: IconNameSchema })
export type IconCard = z.infer<typeof IconCardSchema>

export const ActionSchema = z.object({
  label: text,
  /** A site path (optionally with ?query or #hash), a same-page #anchor or a tel: link. */
  href: z.string().regex(/^(\/|#|tel:\+)/),
})
export type Action = z.infer<typeof ActionSchema>

export const CallToActionSchema = z.object({
  title: text,
  text,
  primary: ActionSchema,
  secondary: ActionSchema,
})
export type CallToAction = z.infer<typeof CallToActionSchema>

// ---------------------------------------------------------------- pages

export const ServicesHomePageSchema = z.object({
  seo: PageSeoSchema,
  hero: z.object({ eyebrow: text, title: text, lead: text, quoteLabel: text, exploreLabel: text }),
  categoriesIntro: z.object({ eyebrow: text, title: text, lead: text }),
  included: z.object({ title: text, items: z.array(text).min(4).max(8) }),
  customQuote: z.object({ title: text, text, cta: text }),
  whyChoose: z.object({ eyebrow: text, title: text, lead: text, reasons: z.array(IconCardSchema).min(4) }),
  whoWeServe: z.object({ eyebrow: text, title: text, lead: text }),
  testimonials: z.object({ eyebrow: text, title: text, lead: text }),
  cta: CallToActionSchema,
})
export type ServicesHomePage = z.infer<typeof ServicesHomePageSchema>

export const OfferingSchema = z.object({ serviceId: id, summary: text })

export const ServicesAboutPageSchema = z.object({
  seo: PageSeoSchema,
  intro: z.object({ eyebrow: text, title: text, lead: text }),
  mission: z.object({
    eyebrow: text,
    title: text,
    paragraphs: z.array(text).min(2),
    process: z.object({
      title: text,
      steps: z
        .array(z.object({ title: text, text }))
        .min(3)
        .max(5),
    }),
  }),
  offerings: z.object({ eyebrow: text, title: text, lead: text, items: z.array(OfferingSchema).length(6) }),
  capabilities: z.object({
    eyebrow: text,
    title: text,
    lead: text,
    groups: z.array(z.object({ title: text, icon: IconNameSchema, items: z.array(text).min(3) })).min(4),
  }),
  advantages: z.object({ eyebrow: text, title: text, items: z.array(IconCardSchema).min(3) }),
  guarantees: z.object({ title: text, items: z.array(z.object({ title: text, text })).min(3) }),
  audiences: z.object({ eyebrow: text, title: text, lead: text, items: z.array(IconCardSchema).length(4) }),
  cta: CallToActionSchema,
})
export type ServicesAboutPage = z.infer<typeof ServicesAboutPageSchema>

export const ServicesCataloguePageSchema = z.object({
  seo: PageSeoSchema,
  intro: z.object({ eyebrow: text, title: text, lead: text }),
  filters: z.array(FilterOptionSchema).length(8),
  views: z.object({ core: text, support: text }),
  emptyState: z.object({ title: text, text }),
  supportNote: text,
  examples: z.object({ eyebrow: text, title: text, lead: text }),
  pricing: z.object({ eyebrow: text, title: text, lead: text }),
  cta: z.object({ title: text, text, callLabel: text, secondary: ActionSchema }),
})
export type ServicesCataloguePage = z.infer<typeof ServicesCataloguePageSchema>

export const ServicesContactPageSchema = z.object({
  seo: PageSeoSchema,
  intro: z.object({ eyebrow: text, title: text, lead: text }),
  replyPromise: text,
  whatsappMessage: text,
  formTitle: text,
  nextSteps: z.object({ title: text, items: z.array(text).min(3) }),
  sent: z.object({ title: text, text, again: text }),
  /** Talking before writing: the services team's call, and the studio's mentor calls for those who want training. */
  talk: z.object({ title: text, project: text, training: text, mentor: ActionSchema }),
})
export type ServicesContactPage = z.infer<typeof ServicesContactPageSchema>
