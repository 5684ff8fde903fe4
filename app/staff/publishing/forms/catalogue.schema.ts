import { z } from 'zod'
import { crashCourseCategoryLabels } from '~/content/studio/crash-courses'
import type { CrashCourseCategory } from '~/content/studio/schema'
import { postedText, rupees, ticked, trimmedText } from '~/staff/shell/forms/form-text'
import { MAX_COURSE_PRICE } from '~/staff/shell/forms/limits'

/** Limits of the staff catalogue forms, shared with the hints the page shows. */
export const CATALOGUE_LIMITS = {
  maxPrice: MAX_COURSE_PRICE,
  description: 600,
  short: 60,
  title: 80,
  item: 120,
  items: 12,
} as const

const line = (label: string, max: number) =>
  trimmedText.pipe(z.string().min(1, `Give the ${label}.`).max(max, `Keep the ${label} within ${max} characters.`))

/** A textarea of one item per line: blank lines dropped, each item and the count bounded. */
const lines = (label: string, min = 1) =>
  postedText
    .transform((value) =>
      value
        .split(/\r?\n/)
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .superRefine((items, ctx) => {
      if (items.length < min) ctx.addIssue({ code: 'custom', message: `List at least ${min} ${label}, one per line.` })
      else if (items.length > CATALOGUE_LIMITS.items)
        ctx.addIssue({ code: 'custom', message: `List at most ${CATALOGUE_LIMITS.items} ${label}.` })
      const long = items.find((item) => item.length > CATALOGUE_LIMITS.item)
      if (long)
        ctx.addIssue({
          code: 'custom',
          message: `Keep each line within ${CATALOGUE_LIMITS.item} characters (“${long.slice(0, 30)}…” is longer).`,
        })
    })

const shown = ticked('on')

export type BootcampEdit = z.output<typeof BootcampFormSchema>
export const BootcampFormSchema = z
  .object({
    price: rupees('price'),
    originalPrice: rupees('original price'),
    description: line('description', CATALOGUE_LIMITS.description),
    duration: line('duration', CATALOGUE_LIMITS.short),
    level: line('level', CATALOGUE_LIMITS.short),
    technologies: lines('technologies'),
    projects: lines('projects'),
    careers: lines('careers'),
    shown,
  })
  .refine((b) => b.price <= b.originalPrice, {
    path: ['price'],
    message: 'The price cannot be above the original price. Raise the original price first, or lower the price.',
  })
/** The form as posted: every field text, `shown` present only when ticked. */
export type BootcampFormValues = Record<Exclude<keyof BootcampEdit, 'shown'>, string> & { shown?: string }
export const BOOTCAMP_FIELDS = Object.keys(BootcampFormSchema.shape) as (keyof BootcampFormValues)[]

const categories = Object.keys(crashCourseCategoryLabels) as [CrashCourseCategory, ...CrashCourseCategory[]]

export const CrashCourseFormSchema = z.object({
  title: line('title', CATALOGUE_LIMITS.title),
  category: z.enum(categories, { error: 'Choose the category the course is listed under.' }),
  price: rupees('price'),
  duration: line('duration', CATALOGUE_LIMITS.short),
  description: line('description', CATALOGUE_LIMITS.description),
  topics: lines('topics'),
  shown,
})
/** The form as posted: every field text ('' for no category chosen yet), `shown` present only when ticked. */
export type CrashCourseFormValues = Record<Exclude<keyof z.output<typeof CrashCourseFormSchema>, 'shown'>, string> & {
  shown?: string
}
export type CrashCourseEdit = z.output<typeof CrashCourseFormSchema>
export const CRASH_COURSE_FIELDS = Object.keys(CrashCourseFormSchema.shape) as (keyof CrashCourseFormValues)[]
