import { z } from 'zod'
import icons from '~/lib/icons.json' with { type: 'json' }
import type { IconName } from '~/lib/icons'
import { CLAIM_IDS } from './claims'

/** Shapes of all fixed site content. Each content module is parsed with these in `content.test.ts`. */

const text = z.string().trim().min(1)

/** A claimed figure's id (claims.ts): the figure and its basis are staff's, in the database. */
export const ClaimIdSchema = z.enum(CLAIM_IDS)

/**
 * Every page's search-result title and description: the `seo` key of each page's copy (the one page-copy convention:
 * a zod schema per page, the copy module `satisfies` its type, and loaders hand it to the page as `copy`).
 */
export const PageSeoSchema = z.object({ title: text.max(70), description: text.min(80).max(170) })
export type PageSeo = z.infer<typeof PageSeoSchema>

// ---------------------------------------------------------------- company

export const CompanySchema = z.object({
  name: text,
  legalName: text,
  shortName: text,
  tagline: text,
  description: text,
  founded: z.number().int(),
  address: z.object({
    street: text,
    locality: text,
    city: text,
    region: text,
    postalCode: z.string().regex(/^\d{6}$/),
    country: text,
  }),
  registration: z.array(z.object({ label: text, value: text })).min(1),
  phones: z.array(z.object({ label: text, display: text, e164: z.string().regex(/^\+\d{10,14}$/) })).min(1),
  emails: z.array(z.object({ label: text, address: z.email() })).min(1),
  whatsapp: z.object({ e164: z.string().regex(/^\+\d{10,14}$/), message: text }),
  map: z.object({ lat: z.number(), lng: z.number(), label: text }),
  hours: text,
  social: z.array(z.object({ label: text, url: z.url() })),
})
export type Company = z.infer<typeof CompanySchema>

// ---------------------------------------------------------------- blog

export const BlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('p'), text }),
  z.object({ type: z.literal('h2'), text }),
  z.object({ type: z.literal('ul'), items: z.array(text).min(2) }),
  z.object({ type: z.literal('ol'), items: z.array(text).min(2) }),
  z.object({ type: z.literal('quote'), text }),
])
export type Block = z.infer<typeof BlockSchema>

export const BlogPostSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: text,
  date: z.iso.date(),
  author: text,
  authorRole: text,
  image: z.string().startsWith('/images/'),
  imageAlt: text,
  excerpt: text,
  readingMinutes: z.number().int().positive(),
  body: z.array(BlockSchema).min(6),
})
export type BlogPost = z.infer<typeof BlogPostSchema>

// ---------------------------------------------------------------- legal

export const LegalDocSchema = z.object({
  slug: z.enum(['privacy-policy', 'refund-policy', 'terms-of-service']),
  title: text,
  summary: text,
  effectiveDate: z.literal('21/07/2025'),
  sections: z
    .array(z.object({ heading: text, paragraphs: z.array(text).min(1), items: z.array(text).optional() }))
    .min(5),
})
export type LegalDoc = z.infer<typeof LegalDocSchema>

// ---------------------------------------------------------------- roadmap guides

/** An icon of the site's sprite, by its name in `lib/icons.json` (the one icon registry). */
export const IconNameSchema = z.enum(Object.keys(icons) as [IconName, ...IconName[]])

export const PhasePageSchema = z.object({
  title: text,
  topics: z.array(text).min(3),
  handsOn: z.array(text).min(2),
  /** Cloud guide only: what this page's labs may cost beyond the free tier. */
  cost: text.optional(),
})

export const MiniProjectSchema = z.object({
  title: text,
  description: text,
  deliverables: z.array(text).min(3),
})

export const PhaseSchema = z.object({
  id: z.number().int().nonnegative(),
  title: text,
  level: text,
  duration: text,
  objective: text,
  icon: IconNameSchema,
  requirements: text.optional(),
  /** Cloud guide only, e.g. '95% Free'. */
  freeTier: z.enum(['100% Free', '95% Free', '90% Free', '85% Free', '80% Free', '70% Free']).optional(),
  pages: z.array(PhasePageSchema).min(1),
  miniProject: MiniProjectSchema.optional(),
})
export type Phase = z.infer<typeof PhaseSchema>

export const CapstoneSchema = z.object({
  title: text,
  tech: z.array(text).min(2),
  description: text,
  requirements: z.array(text).optional(),
  /** Cloud guide only: expected monthly cost. */
  cost: text.optional(),
})
export type Capstone = z.infer<typeof CapstoneSchema>

/** Per-guide extra blocks (career outcomes, learning features, achievements) are data, not component forks. */
export const GuideExtraSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('cards'),
    heading: text,
    intro: text.optional(),
    cards: z.array(z.object({ title: text, description: text, icon: IconNameSchema })).min(2),
  }),
  z.object({ kind: z.literal('list'), heading: text, intro: text.optional(), items: z.array(text).min(3) }),
])
export type GuideExtra = z.infer<typeof GuideExtraSchema>

/** Which colour scale the level badges use. */
export const LevelScaleSchema = z.enum(['android', 'standard'])

export const GuideSchema = z.object({
  slug: z.enum([
    'frontend',
    'backend',
    'aiml',
    'genai',
    'cloud',
    'devops',
    'android',
    'fullstack',
    'mern',
    'dataengineer',
    'dataanalytics',
    'ds',
  ]),
  title: text,
  tagline: text,
  intro: text,
  /** Short facts shown in the header, e.g. { label: 'Phases', value: '13' }. */
  facts: z
    .array(z.object({ label: text, value: text }))
    .min(2)
    .max(5),
  levelScale: LevelScaleSchema,
  /** Optional note shown above the phases, e.g. Android's 8 GB RAM requirement. */
  requirementsNote: text.optional(),
  /** Columns of the phase-button grid on wide screens (Data Science uses 7). */
  phaseColumns: z.number().int().min(4).max(8).optional(),
  phases: z.array(PhaseSchema).min(7),
  capstonesHeading: text,
  capstoneColumns: z.union([z.literal(2), z.literal(3)]),
  capstones: z.array(CapstoneSchema).min(3),
  promptsHeading: z.enum(['Journal Prompts', 'Reflection Questions']),
  prompts: z.array(text).length(5),
  extras: z.array(GuideExtraSchema),
})
export type Guide = z.infer<typeof GuideSchema>

// ---------------------------------------------------------------- main-site pages

export const LandingPageSchema = z.object({
  // The home page's title names the company in full, so it may run past the usual 70 characters.
  seo: PageSeoSchema.extend({ title: text.max(90) }),
  hero: z.object({
    eyebrow: text,
    title: text,
    lead: text,
    cards: z
      .array(z.object({ key: text, title: text, tag: text.optional(), text, href: text, cta: text }))
      .length(3)
      .readonly(),
    /** The hero's two buttons: the studio and the services division. */
    actions: z.object({
      studio: z.object({ label: text, href: text }),
      services: z.object({ label: text, href: text }),
    }),
    mentorLink: text,
    /** The facts panel beside the heading on wide screens; `{...}` are filled from the catalogue. */
    glance: z.object({
      title: text,
      fee: z.object({ label: text, fromLabel: text, text: text.includes('{original}') }),
      bootcamps: z.object({ label: text.includes('{count}'), text: text.includes('{crash}') }),
      batch: z.object({ label: text, none: text, seats: text.includes('{seats}') }),
      services: z.object({ label: text.includes('{price}'), text }),
    }),
  }),
  mission: z.object({
    heading: text,
    lead: text,
    paragraphs: z.array(text).min(1),
    points: z.array(z.object({ title: text, text })).min(2),
  }),
  vision: z.object({ heading: text, lead: text, paragraphs: z.array(text).min(1), goals: z.array(text).min(2) }),
  team: z.object({
    heading: text,
    lead: text,
    cards: z
      .array(z.object({ title: text, summary: text, responsibilities: z.array(text).min(2), icon: IconNameSchema }))
      .min(2),
  }),
  about: z.object({
    heading: text,
    paragraphs: z.array(text).min(1),
    claim: ClaimIdSchema,
    facts: z.array(z.object({ value: text, label: text })).min(2),
  }),
  products: z.object({
    heading: text,
    lead: text,
    demoLabel: text,
    items: z
      .array(
        z.object({
          name: text,
          status: z.enum(['Live', 'Pilot', 'In development']),
          summary: text,
          features: z.array(text).min(2),
          forWhom: text,
          icon: IconNameSchema,
        }),
      )
      .min(2),
  }),
  bootcampPopup: z.object({
    heading: text.includes('{date}'),
    text: text.includes('{count}'),
    discount: text.includes('{price}').includes('{original}'),
    cta: text,
    href: text,
  }),
})
export type LandingPage = z.infer<typeof LandingPageSchema>

/** A page whose copy is only its search-result title and description (the blog index, the enquiry page). */
export const SeoOnlyPageSchema = z.object({ seo: PageSeoSchema })

// ---------------------------------------------------------------- search

/** The /search page. `{query}`, `{count}`, `{shown}`, `{total}` and `{max}` are filled in as it renders. */
export const SearchPageSchema = z.object({
  seo: PageSeoSchema,
  eyebrow: text,
  title: text,
  lead: text,
  emptyTitle: text,
  emptyText: text,
  hint: text,
  noResultsTitle: text.includes('{query}'),
  noResultsText: text,
  didYouMean: text,
  suggestionsLabel: text,
  resultCount: z.object({
    none: text.includes('{query}'),
    one: text.includes('{query}'),
    many: text.includes('{count}').includes('{query}'),
  }),
  moreResults: text.includes('{shown}').includes('{total}'),
  truncated: text.includes('{max}'),
  suggestions: z.array(text).min(4),
})
export type SearchPage = z.infer<typeof SearchPageSchema>

/** The Our numbers page (claims.ts): its copy and the words of the mark beside each claimed figure. */
export const OurNumbersPageSchema = z.object({
  seo: PageSeoSchema,
  eyebrow: text,
  title: text,
  lead: text,
  counts: text,
  asOf: text,
  source: text,
  none: text,
  mark: text.includes('{label}'),
})
export type OurNumbersPage = z.infer<typeof OurNumbersPageSchema>
