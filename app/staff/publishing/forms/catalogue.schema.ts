import { z } from 'zod'
import { crashCourseCategoryLabels } from '~/content/studio/crash-courses'
import type { CrashCourseCategory } from '~/content/studio/schema'
import { formatRupees } from '~/lib/format'
import { ungroupRupees } from '~/lib/money'
import { postedText, ticked, trimmedText } from '~/staff/shell/forms/form-text'

/** Limits of the staff catalogue forms, shared with the hints the page shows. */
export const CATALOGUE_LIMITS = {
  maxPrice: 1_000_000,
  description: 600,
  short: 60,
  title: 80,
  item: 120,
  items: 12,
} as const

/**
 * '7000', '7,000', '₹1,20,000' or '120,000' → 7000 or 120000; paise, stray commas, signs and words are refused with a
 * message saying why. Bounded by `max` (₹10,00,000 for a course; a yearly salary is allowed more).
 */
export const rupees = (what: string, max: number = CATALOGUE_LIMITS.maxPrice) =>
  trimmedText
    .transform((value) => {
      // Commas only where Indian or international grouping puts them (see ungroupRupees); a stray one stays, refused.
      const [whole = '', paise] = value.replace(/^₹\s*/, '').split(/(?=\.)/, 2)
      return `${ungroupRupees(whole) ?? whole}${paise ?? ''}`
    })
    .superRefine((value, ctx) => {
      if (value === '') ctx.addIssue({ code: 'custom', message: `Give the ${what} in rupees, e.g. 7000.` })
      else if (/^[\d,]+(\.\d*)?$/.test(value) && value.includes(','))
        ctx.addIssue({ code: 'custom', message: `Put commas in the ${what} only between digit groups, e.g. 1,20,000.` })
      else if (/^\d+\.\d*$/.test(value))
        ctx.addIssue({ code: 'custom', message: `Give the ${what} in whole rupees, without paise.` })
      else if (!/^\d+$/.test(value))
        ctx.addIssue({ code: 'custom', message: `Give the ${what} as a number of rupees, e.g. 7000.` })
      else if (Number(value) < 1) ctx.addIssue({ code: 'custom', message: `The ${what} must be at least ₹1.` })
      else if (Number(value) > max)
        ctx.addIssue({ code: 'custom', message: `The ${what} must be at most ${formatRupees(max)}.` })
    })
    .transform(Number)

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
