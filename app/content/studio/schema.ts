import { z } from 'zod'

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

/** Course options of the contact form. */
export const ContactCourseSchema = z.enum([
  'frontend',
  'backend',
  'fullstack',
  'mobile',
  'ai-ml',
  'data-science',
  'devops',
  'cloud',
])
export type ContactCourse = z.infer<typeof ContactCourseSchema>

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
  'AI & ML',
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
  title: text,
  description: text,
  duration: text,
  projects: z.number().int().positive(),
  technologies: z.array(text).min(1),
  /** Id of the bootcamp this track leads to. */
  bootcampId: kebab,
})
export type Track = z.infer<typeof TrackSchema>

export const BootcampSchema = z.object({
  id: kebab,
  title: text,
  description: text,
  duration: z.literal('3 Months'),
  level: z.enum(['Beginner → Advanced', 'Intermediate → Advanced']),
  category: BootcampCategorySchema,
  originalPrice: z.literal(10000),
  discountPrice: z.literal(7000),
  phases: z.number().int().positive(),
  projects: z.array(text).min(4).max(6),
  careers: z.array(text).min(4).max(6),
  technologies: z.array(text).min(6).max(10),
  /** The roadmap route the View Details button opens. */
  guideSlug: BootcampGuideSlugSchema,
  /** The contact form course option that fits this bootcamp. */
  contactCourse: ContactCourseSchema,
})
export type Bootcamp = z.infer<typeof BootcampSchema>

// ---------------------------------------------------------------- crash courses

export const CrashCourseSchema = z.object({
  id: kebab,
  title: text,
  /** Whole rupees. */
  price: z.number().int().min(1000).max(3000),
  duration: z.enum(['1 Month', '1.5 Months']),
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

// ---------------------------------------------------------------- stats and registration

export const StatisticSchema = z.object({
  number: text,
  label: text,
})
export type Statistic = z.infer<typeof StatisticSchema>

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
