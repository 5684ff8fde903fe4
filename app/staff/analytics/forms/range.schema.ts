// The dashboard's range (GET /staff/analytics?range=…): one schema, the loader's gate; bad input gets a message and
// the default range, never an error page.
import { z } from 'zod'
import { RANGES, type RangeKind } from './ranges'

/** The longest custom range, in days: the retention period's 25 months. */
export const MAX_RANGE_DAYS = 762

export { RANGES, type RangeKind } from './ranges'

const day = z.string().trim().pipe(z.iso.date('Give a date as YYYY-MM-DD.'))

export const RangeQuerySchema = z
  .object({
    range: z.enum(RANGES).default('30d'),
    month: z
      .string()
      .trim()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Give a month as YYYY-MM.')
      .optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.range !== 'custom') return
    if (!value.from || !value.to) {
      ctx.addIssue({ code: 'custom', message: 'A custom range needs a first and a last day.', path: ['from'] })
      return
    }
    const span = (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000 + 1
    if (span < 1) ctx.addIssue({ code: 'custom', message: 'The last day comes before the first.', path: ['to'] })
    if (span > MAX_RANGE_DAYS) {
      ctx.addIssue({ code: 'custom', message: `A range is at most ${MAX_RANGE_DAYS} days (25 months).`, path: ['to'] })
    }
  })

export type RangeQuery = z.infer<typeof RangeQuerySchema>

export interface DayRange {
  kind: RangeKind
  from: string
  to: string
  /** The month shown by `month` ('YYYY-MM'). */
  month: string
}

function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)
}

/** The first and last day (inclusive) of a parsed range, given today's India day. */
export function resolveRange(query: RangeQuery, today: string): DayRange {
  const month = query.month ?? today.slice(0, 7)
  switch (query.range) {
    case 'today':
      return { kind: 'today', from: today, to: today, month }
    case '7d':
      return { kind: '7d', from: addDays(today, -6), to: today, month }
    case 'month': {
      const first = `${month}-01`
      const last = addDays(`${month === '9999-12' ? month : nextMonth(month)}-01`, -1)
      return { kind: 'month', from: first, to: last < today ? last : today >= first ? today : last, month }
    }
    case 'custom':
      return { kind: 'custom', from: query.from!, to: query.to!, month }
    default:
      return { kind: '30d', from: addDays(today, -29), to: today, month }
  }
}

function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`
}

/** Every day from `from` to `to`, inclusive. */
export function daysOf({ from, to }: Pick<DayRange, 'from' | 'to'>): string[] {
  const days: string[] = []
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day)
  return days
}
