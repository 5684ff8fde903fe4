import { z } from 'zod'
import { HOLIDAY_LIMITS } from '~/staff/shell/forms/limits'
import { oneLineText, postedDay } from '~/staff/shell/forms/form-text'

// The office holidays page's intents (app/staff/holidays): add a day, remove one. Made for the request's India day:
// a holiday is entered from today to the end of next year, never on a Sunday (closed anyway); a past holiday stays.
// That a day is already a holiday needs the store, so the handler says it.

const AS_DATE = 'Give the day as a date, e.g. 2027-01-26.'

const dayField = postedDay(AS_DATE)

/** The last day a holiday may be entered on today: 31 December of next year (the page lists this year and next). */
export function lastHolidayDay(today: string): string {
  return `${Number(today.slice(0, 4)) + 1}-12-31`
}

/** A new holiday: its India day and its name. */
export function HolidaySchema(today: string) {
  return z.object({
    day: dayField
      .refine((day) => day >= today, 'Choose today or a later day: a past day can no longer be closed.')
      .refine(
        (day) => day <= lastHolidayDay(today),
        `Enter holidays up to 31 December ${lastHolidayDay(today).slice(0, 4)}; later ones next year.`,
      )
      .refine(
        (day) => new Date(`${day}T00:00:00Z`).getUTCDay() !== 0,
        'That day is a Sunday: the office is closed on Sundays anyway.',
      ),
    name: oneLineText.pipe(
      z
        .string()
        .min(1, 'Give the holiday’s name, e.g. “Ugadi”.')
        .max(HOLIDAY_LIMITS.name, `Keep the name within ${HOLIDAY_LIMITS.name} characters.`),
    ),
  })
}

export const HOLIDAY_FIELDS = ['day', 'name'] as const

/** Removes a holiday from today on: the days already counted with a past one stay as they were. */
export function RemoveHolidaySchema(today: string) {
  return z.object({
    day: dayField.refine((day) => day >= today, 'A past holiday stays on the list.'),
  })
}
