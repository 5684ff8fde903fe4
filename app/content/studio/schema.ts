import { z } from 'zod'
import { IconNameSchema, PageSeoSchema } from '../schema'

/** Shapes of the RealWork Studio content: tracks, bootcamps, crash courses, testimonials, showcase and stats. */

const text = z.string().trim().min(1)
const kebab = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case')

// ---------------------------------------------------------------- enums

export const TrackKeySchema = z.enum([
  'frontend',
  'backend',
  'ai',
  'genai',
  'android',
  'datascience',
  'MernStack',
  'DataAnalytics',
  'DataEngineering',
  'FullStack',
])
export type TrackKey = z.infer<typeof TrackKeySchema>

export const BootcampCategorySchema = z.enum(['web', 'ai', 'data', 'mobile'])
export type BootcampCategory = z.infer<typeof BootcampCategorySchema>

/** Roadmap routes a bootcamp's View Details button can open (a subset of the guide slugs). */
export const bootcampGuideSlugs = [
  'frontend',
  'backend',
  'aiml',
  'genai',
  'ds',
  'android',
  'fullstack',
  'mern',
  'dataengineer',
  'dataanalytics',
] as const
export const BootcampGuideSlugSchema = z.enum(bootcampGuideSlugs)
export type BootcampGuideSlug = z.infer<typeof BootcampGuideSlugSchema>

export const CrashCourseCategorySchema = z.enum([
  'programming',
  'database',
  'backend',
  'frontend',
  'fullstack',
  'ai',
  'devops',
  'cloud',
  'testing',
])
export type CrashCourseCategory = z.infer<typeof CrashCourseCategorySchema>

export const ProjectCategorySchema = z.enum(['frontend', 'backend', 'fullstack', 'ai', 'mobile', 'data'])
export type ProjectCategory = z.infer<typeof ProjectCategorySchema>

export const ProjectTrackSchema = z.enum([
  'Frontend Development',
  'Backend Development',
  'AI & Machine Learning',
  'Deep Learning',
  'Generative AI',
  'Android Development',
  'Data Science',
])
export type ProjectTrack = z.infer<typeof ProjectTrackSchema>

export const DifficultySchema = z.enum(['Beginner', 'Intermediate', 'Advanced', 'Expert'])
export type Difficulty = z.infer<typeof DifficultySchema>

export const ProjectDurationSchema = z.enum(['2 Weeks', '3 Weeks', '4 Weeks', '5 Weeks', '6 Weeks'])
export type ProjectDuration = z.infer<typeof ProjectDurationSchema>

// ---------------------------------------------------------------- tracks and bootcamps

export const TrackSchema = z.object({
  key: TrackKeySchema,
  description: text,
  duration: text,
  technologies: z.array(text).min(1),
  /** Id of the bootcamp this track leads to. */
  bootcampId: kebab,
})
export type Track = z.infer<typeof TrackSchema>

export const BootcampSchema = z.object({
  id: kebab,
  title: text,
  description: text,
  duration: text,
  level: text,
  category: BootcampCategorySchema,
  /** Whole rupees; staff edit both (app/server/catalogue), the price never above the original. */
  originalPrice: z.number().int().positive(),
  discountPrice: z.number().int().positive(),
  phases: z.number().int().positive(),
  projects: z.array(text).min(4).max(10),
  careers: z.array(text).min(4).max(6),
  technologies: z.array(text).min(6).max(10),
  /** The roadmap route the View Details button opens. */
  guideSlug: BootcampGuideSlugSchema,
})
export type Bootcamp = z.infer<typeof BootcampSchema>

// ---------------------------------------------------------------- crash courses

export const CrashCourseSchema = z.object({
  id: kebab,
  title: text,
  /** Whole rupees. */
  price: z.number().int().positive(),
  duration: text,
  category: CrashCourseCategorySchema,
  description: text,
  topics: z.array(text).min(3).max(5),
})
export type CrashCourse = z.infer<typeof CrashCourseSchema>

// ---------------------------------------------------------------- testimonials

export const StudioTestimonialSchema = z.object({
  name: text,
  text,
  linkedin: z.url(),
  github: z.url(),
  image: z.string().regex(/^\/images\/testimonials\/[a-z0-9-]+\.svg$/),
  /** Current role and company. */
  role: text,
})
export type StudioTestimonial = z.infer<typeof StudioTestimonialSchema>

// ---------------------------------------------------------------- showcase

export const ShowcaseProjectSchema = z
  .object({
    id: kebab,
    title: text,
    description: text,
    longDescription: text,
    tech: z.array(text).min(2),
    category: ProjectCategorySchema,
    track: ProjectTrackSchema,
    image: z.string().regex(/^\/images\/projects\/[a-z0-9-]+\.svg$/),
    features: z.array(text).min(4).max(7),
    demoUrl: z.url({ protocol: /^https$/ }),
    githubUrl: z.url({ protocol: /^https$/ }),
    difficulty: DifficultySchema,
    duration: ProjectDurationSchema,
  })
  .refine((p) => p.image === `/images/projects/${p.id}.svg`, { message: 'image must be /images/projects/<id>.svg' })
export type ShowcaseProject = z.infer<typeof ShowcaseProjectSchema>
/** A project as its card shows it: no overview, its first three features (the details dialog has the rest). */
export type ProjectSummary = Omit<ShowcaseProject, 'longDescription'>

/** The card's part of a project (issue 10: the showcase's first response carries the dialogs' text only for an open one). */
export function projectSummary({ longDescription: _overview, ...project }: ShowcaseProject): ProjectSummary {
  return { ...project, features: project.features.slice(0, 3) }
}

// ---------------------------------------------------------------- stats and registration

export const RegistrationTrackValueSchema = z.enum(['standard', 'simulation', 'internship', 'mentor', 'any'])
export type RegistrationTrackValue = z.infer<typeof RegistrationTrackValueSchema>

export const RegistrationTrackSchema = z.object({
  value: RegistrationTrackValueSchema,
  label: text,
  description: text,
})
export type RegistrationTrack = z.infer<typeof RegistrationTrackSchema>

// ---------------------------------------------------------------- bootcamp batches

/** One bootcamp batch (see batches.ts): its first class, an ISO date in India time. */
export const BatchSchema = z.object({
  id: kebab,
  startsOn: z.iso.date(),
})
export type Batch = z.infer<typeof BatchSchema>

// ---------------------------------------------------------------- page copy (pages.ts)

const LinkSchema = z.object({ label: text, href: z.string().startsWith('/') })
const IconCardSchema = z.object({ icon: IconNameSchema, title: text, text })
const IntroSchema = z.object({ eyebrow: text, title: text, lead: text })
const CtaBandSchema = z.object({ title: text, text, primary: LinkSchema, secondary: LinkSchema })

export const StudioNavSchema = z.object({
  brand: LinkSchema.extend({ sub: text }),
  items: z.array(LinkSchema).min(3),
  cta: LinkSchema,
  footerTitle: text,
  footerLinks: z.array(LinkSchema).min(3),
})

/** The studio home's highlights (home-highlights.ts, apart from the page's other copy). */
export const StudioHighlightsSchema = z.object({ eyebrow: text, title: text, items: z.array(IconCardSchema).min(3) })

export const StudioHomePageSchema = z.object({
  seo: PageSeoSchema,
  hero: IntroSchema.extend({
    offerTitle: text,
    /** The earliest next batch beside the fee (`{date}`), or `none` while no date is set. */
    nextBatch: z.object({ label: text, none: text }),
    offerPoints: z.array(text).min(2),
    primary: LinkSchema,
    secondary: LinkSchema,
    register: LinkSchema,
    /** The free demo classes (issue 54), a text link after the buttons. */
    demo: LinkSchema,
  }),
  tracks: IntroSchema,
  stories: IntroSchema,
})

/** The studio home's closing call to action (home-highlights.ts). */
export const StudioHomeCtaSchema = CtaBandSchema

export const StudioAboutPageSchema = z.object({
  seo: PageSeoSchema,
  hero: IntroSchema,
  mission: z.object({
    eyebrow: text,
    title: text,
    paragraphs: z.array(text).min(1),
    principles: z.array(z.object({ title: text, text })).min(2),
  }),
  mentors: IntroSchema.extend({
    practices: z.array(text).min(2),
  }),
  highlights: z.object({ eyebrow: text, title: text, items: z.array(IconCardSchema).min(3) }),
  achievements: z.object({ eyebrow: text, title: text, milestones: z.array(text).min(2) }),
  cta: CtaBandSchema,
})

export const CoursesPageSchema = z.object({
  seo: PageSeoSchema,
  hero: IntroSchema,
  tabsLabel: text,
  filterLabel: text,
  bootcampsIntro: text,
  crashIntro: text,
  emptyText: text,
  crashOnlyInAll: text,
  roadmaps: IntroSchema,
  cta: CtaBandSchema,
})

export const StudioContactPageSchema = z.object({
  seo: PageSeoSchema,
  hero: IntroSchema,
  panel: z.object({
    title: text,
    promise: text,
    phonesLabel: text,
    emailsLabel: text,
    addressLabel: text,
    hoursLabel: text,
    whatsappLabel: text,
    mentorLabel: text,
  }),
  form: z.object({ title: text, intro: text, sentTitle: text, sentText: text, sentAgain: text, crashNote: text }),
})

export const ShowcasePageSchema = z.object({
  seo: PageSeoSchema,
  hero: IntroSchema,
  /** The project list's heading (read by screen readers; the page's h1 says the same to sighted visitors). */
  listTitle: text,
  filterLabel: text,
  emptyText: text,
  stats: z.object({ title: text }),
  cta: CtaBandSchema,
})

export const RegisterPageSchema = z.object({
  seo: PageSeoSchema,
  eyebrow: text,
  genericHeading: text,
  lead: text,
  selectedPrefix: text,
  sections: z.object({ about: text, education: text, track: text, experience: text, documents: text }),
  bootcampLabel: text,
  bootcampPlaceholder: text,
  trackLabel: text,
  tracksLead: text,
  documentsNote: text,
  /** Why each optional file is asked for, by upload field; shown before its accepted types. */
  uploadNotes: z.object({ resume: text, idProof: text }),
  reattachNote: text,
  submitLabel: text,
  cancelLabel: text,
  thankYou: text,
  thankYouDetail: text,
  fee: z.object({ title: text, text }),
})

export type StudioNav = z.infer<typeof StudioNavSchema>
export type StudioHomePage = z.infer<typeof StudioHomePageSchema>
export type StudioHighlights = z.infer<typeof StudioHighlightsSchema>
export type StudioHomeCta = z.infer<typeof StudioHomeCtaSchema>
export type StudioAboutPage = z.infer<typeof StudioAboutPageSchema>
export type CoursesPage = z.infer<typeof CoursesPageSchema>
export type StudioContactPage = z.infer<typeof StudioContactPageSchema>
export type ShowcasePage = z.infer<typeof ShowcasePageSchema>
export type RegisterPage = z.infer<typeof RegisterPageSchema>

export const ComparePageSchema = z.object({
  // Its description lists the compared facts; search results cut it after about 160 characters, which still reads.
  seo: PageSeoSchema.extend({ description: text.min(80).max(200) }),
  hero: IntroSchema,
  form: z.object({ legend: text, submit: text, showAll: text }),
  messages: z.object({ tooFew: text, tooMany: text, unknown: text }),
  allTitle: text,
  pickedTitle: text,
  paceNote: text,
  labels: z.object({
    track: text,
    bootcamp: text,
    modules: text,
    phases: text,
    guide: text,
    capstones: text,
    effort: text,
    prerequisites: text,
    technologies: text,
    careers: text,
    batch: text,
    links: text,
  }),
  /** When a track has no batch ahead. */
  noBatch: text,
  /** Column headings of the all-tracks overview: a word or two each, so a row fits one line of a wide screen. */
  short: z.object({
    track: text.max(14),
    fee: text.max(14),
    modules: text.max(14),
    phases: text.max(14),
    capstones: text.max(14),
    effort: text.max(14),
    technologies: text.max(14),
    batch: text.max(14),
  }),
  /** In the overview a track shows its first few technologies; `{count}` more are in its guide. */
  moreTechnologies: text.includes('{count}'),
  units: z.object({ modules: text, phases: text, capstones: text }),
  links: z.object({ guide: text, register: text }),
})
export type ComparePage = z.infer<typeof ComparePageSchema>
