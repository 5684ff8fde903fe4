/**
 * Study planner date logic (issue 13 §2): when each phase of a roadmap guide starts and ends at the visitor's own
 * weekly hours. Dates are calendar dates (`YYYY-MM-DD`), computed in UTC so no time zone can shift a day.
 *
 * The rule: a guide's phase durations assume its weekly effort at the lower end (a 1-week phase of a 12–15 h/week
 * guide is 12 hours of study). At `hours` a week a phase takes `days × effort / hours` days, rounded up to whole
 * days; each phase starts the day after the previous one ends.
 */

export interface WeeklyEffort {
  /** Hours a week the guide's phase durations assume (the lower end of its stated range). */
  min: number
  /** Upper end of the stated range; equal to `min` when the guide states one figure. */
  max: number
}

export const PLAN_LIMITS = { minHours: 1, maxHours: 60, minYear: 2000, maxYear: 2099 } as const

const durationPattern = /^(\d+)(?:\s*[-–]\s*(\d+))?(\+)?\s+(day|days|week|weeks)$/i

/**
 * Calendar days a phase duration stands for: '10 days' → 10, '1 Week' → 7, a range counts at its upper end
 * ('3-4 days' → 4) and an open end at its stated minimum ('4+ weeks' → 28). Throws for text it cannot read, so a new
 * wording fails the content tests rather than a visitor's plan.
 */
export function phaseDays(duration: string): number {
  const match = durationPattern.exec(duration.trim())
  if (!match) throw new Error(`Unreadable phase duration: "${duration}"`)
  const amount = Number(match[2] ?? match[1])
  return /week/i.test(match[4]!) ? amount * 7 : amount
}

/** The calendar date `iso` names, or undefined when it is not a real date (2027-02-29, 2026-13-01, '2027-1-4'). */
export function parseIsoDate(iso: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  const sameDay = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  return sameDay ? date : undefined
}

/** `YYYY-MM-DD` of a UTC date. */
export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/** The date `days` calendar days after `iso` (negative goes back). */
export function addDays(iso: string, days: number): string {
  const date = parseIsoDate(iso)
  if (!date) throw new Error(`Not a date: "${iso}"`)
  return toIsoDate(new Date(date.getTime() + days * 86_400_000))
}

export type PlanParams =
  | { status: 'none' }
  | { status: 'invalid'; hours: string; start: string; errors: { hours?: string; start?: string } }
  | { status: 'ok'; hours: number; start: string }

/**
 * Reads `?hours=10&start=2027-01-04`. No plan when neither is given; otherwise both must be valid, and each bad one
 * gets a message that says what to enter.
 */
export function parsePlanParams(params: URLSearchParams): PlanParams {
  const hours = (params.get('hours') ?? '').trim()
  const start = (params.get('start') ?? '').trim()
  if (!hours && !start) return { status: 'none' }
  const errors: { hours?: string; start?: string } = {}
  const { minHours, maxHours, minYear, maxYear } = PLAN_LIMITS
  const hoursNumber = Number(hours)
  if (!/^\d{1,2}$/.test(hours) || hoursNumber < minHours || hoursNumber > maxHours) {
    errors.hours = `Enter the hours you can study each week as a whole number from ${minHours} to ${maxHours}.`
  }
  const date = parseIsoDate(start)
  if (!date) {
    errors.start = 'Enter a real start date, for example 2027-01-04 (year, month, day).'
  } else if (date.getUTCFullYear() < minYear || date.getUTCFullYear() > maxYear) {
    errors.start = `Choose a start date between ${minYear} and ${maxYear}.`
  }
  if (errors.hours || errors.start) return { status: 'invalid', hours, start, errors }
  return { status: 'ok', hours: hoursNumber, start }
}

export interface PlannedPhase {
  id: number
  title: string
  /** Calendar days the phase takes at the visitor's hours. */
  days: number
  /** First and last day of the phase, inclusive. */
  start: string
  end: string
}

export interface StudyPlan {
  hours: number
  start: string
  phases: PlannedPhase[]
  /** The last day of the last phase. */
  finish: string
  totalDays: number
}

/** Dates of every phase when studying `hours` a week from `start` (see the rule at the top of this file). */
export function buildStudyPlan(
  phases: readonly { id: number; title: string; duration: string }[],
  effort: WeeklyEffort,
  hours: number,
  start: string,
): StudyPlan {
  if (!Number.isInteger(hours) || hours < 1) throw new Error(`Hours must be a positive whole number: ${hours}`)
  let next = start
  const planned = phases.map((phase) => {
    // Whole numbers throughout, so the division is exact before rounding up (7 × 12 / 8 = 10.5 → 11 days).
    const days = Math.max(1, Math.ceil((phaseDays(phase.duration) * effort.min) / hours))
    const item = { id: phase.id, title: phase.title, days, start: next, end: addDays(next, days - 1) }
    next = addDays(item.end, 1)
    return item
  })
  const finish = planned.at(-1)?.end ?? start
  return { hours, start, phases: planned, finish, totalDays: planned.reduce((sum, p) => sum + p.days, 0) }
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** '4 Jan 2027' for '2027-01-04'. Not Intl: the server's and the browser's ICU may spell months differently. */
export function formatPlanDate(iso: string): string {
  const date = parseIsoDate(iso)
  return date ? `${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}` : iso
}

/** '1.5' for 10.5/7: weeks with at most one decimal, for the stated rule. */
export function formatWeeks(days: number): string {
  return String(Math.round((days / 7) * 10) / 10)
}
