// The office works Monday to Saturday, except the holidays in content/office-holidays.ts. One place decides which
// India days are working days; every follow-up date and reply-time promise is counted with it.
import { OFFICE_HOLIDAYS } from '~/content/office-holidays'

const DAY_MS = 86_400_000
const holidays: ReadonlyMap<string, string> = new Map(OFFICE_HOLIDAYS.map((h) => [h.day, h.name]))

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** The holiday's name when the office is closed for one on `day` ('YYYY-MM-DD'), else undefined. */
export function officeHoliday(day: string): string | undefined {
  return holidays.get(day)
}

/** Whether the office works on an India day: not a Sunday, not a holiday. */
export function isWorkingDay(day: string): boolean {
  return new Date(`${day}T00:00:00Z`).getUTCDay() !== 0 && !holidays.has(day)
}

/**
 * The working day `days` working days after `day` ('YYYY-MM-DD'): 1 is the next working day (a Saturday's or a
 * Sunday's is Monday, unless Monday is a holiday); 0 is `day` itself when the office works that day, else the next
 * working day.
 */
export function workingDayAfter(day: string, days: number): string {
  let next = day
  if (days === 0) while (!isWorkingDay(next)) next = addDays(next, 1)
  for (let left = days; left > 0; left--)
    do next = addDays(next, 1)
    while (!isWorkingDay(next))
  return next
}
