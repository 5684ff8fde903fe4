import { z } from 'zod'
import { EMPLOYMENT_TYPES, OPENING_STATUSES, SALARY_PERIODS } from '~/content/careers-types'
import { rupees } from '~/staff/shell/forms/form-text'
import { OPENING_LIMITS } from '~/staff/shell/forms/limits'
import { postedText, ticked, trimmedText } from '~/staff/shell/forms/form-text'

const line = (label: string, max: number) =>
  trimmedText.pipe(z.string().min(1, `Give the ${label}.`).max(max, `Keep the ${label} within ${max} characters.`))

const values = <T extends string>(options: readonly { value: T }[]) =>
  options.map((option) => option.value) as [T, ...T[]]

/** Empty → null; otherwise whole rupees, with the rupee parser's own messages. */
const optionalRupees = (what: string) => {
  const amount = rupees(what, OPENING_LIMITS.maxSalary)
  return postedText.transform((value, ctx): number | null => {
    if (value.trim() === '') return null
    const parsed = amount.safeParse(value)
    if (parsed.success) return parsed.data
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message })
    return z.NEVER
  })
}

/**
 * An opening as staff post it, the intent's gate: every field text, `remote` present only when ticked. The apply-by date is a day in
 * India ('YYYY-MM-DD'); an open opening's cannot have passed (`today` is that day, given by the caller). A salary is
 * optional: a minimum alone, or a range, per month or per year.
 */
export function openingFormSchema(today: string) {
  return z
    .object({
      title: line('title', OPENING_LIMITS.title),
      team: line('team', OPENING_LIMITS.team),
      location: trimmedText.pipe(
        z.string().max(OPENING_LIMITS.location, `Keep the location within ${OPENING_LIMITS.location} characters.`),
      ),
      remote: ticked('on'),
      type: z.enum(values(EMPLOYMENT_TYPES), { error: 'Choose the type of role.' }),
      applyBy: trimmedText.refine(
        (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)),
        'Give the last day to apply as a date, e.g. 2026-12-31.',
      ),
      summary: line('summary', OPENING_LIMITS.summary),
      description: line('description', OPENING_LIMITS.description),
      salaryMin: optionalRupees('lowest salary'),
      salaryMax: optionalRupees('highest salary'),
      salaryPeriod: postedText.pipe(z.union([z.literal(''), z.enum(values(SALARY_PERIODS))])),
      status: z.enum(values(OPENING_STATUSES), { error: 'Choose draft, open or closed.' }),
    })
    .superRefine((o, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
      if (!o.location && !o.remote) issue('location', 'Give the city, or tick “Remote within India”, or both.')
      if (o.status === 'open' && o.applyBy < today)
        issue('applyBy', 'This day has passed. Give a later last day to apply, or save the opening as closed.')
      if (o.salaryMax !== null && o.salaryMin === null) issue('salaryMin', 'Give the lowest salary too, or neither.')
      if (o.salaryMin !== null && o.salaryMax !== null && o.salaryMax < o.salaryMin)
        issue('salaryMax', 'The highest salary cannot be below the lowest.')
      if (o.salaryMin !== null && !o.salaryPeriod) issue('salaryPeriod', 'Say whether the salary is a month or a year.')
    })
}

export type OpeningFormOutput = z.output<ReturnType<typeof openingFormSchema>>
/** The form as posted: every field text, `remote` present only when ticked. */
export type OpeningFormValues = Record<Exclude<keyof OpeningFormOutput, 'remote'>, string> & { remote?: string }
export const OPENING_FIELDS = [
  'title',
  'team',
  'location',
  'remote',
  'type',
  'applyBy',
  'summary',
  'description',
  'salaryMin',
  'salaryMax',
  'salaryPeriod',
  'status',
] as const satisfies readonly (keyof OpeningFormValues)[]
