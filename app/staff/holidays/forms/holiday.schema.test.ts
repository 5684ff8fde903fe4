import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { fieldErrors } from '~/forms/fields'
import { HolidaySchema, lastHolidayDay, RemoveHolidaySchema } from './holiday.schema'

// Today is Monday 30 November 2026 in India: holidays from today to 31 December 2027.
const TODAY = '2026-11-30'

function refused(input: Record<string, unknown>, schema: z.ZodObject = HolidaySchema(TODAY)) {
  const parsed = schema.safeParse(input)
  expect(parsed.success).toBe(false)
  return parsed.success ? {} : fieldErrors(parsed.error)
}

describe('a new office holiday', () => {
  it('takes an India date from today to the end of next year and a one-line name', () => {
    expect(HolidaySchema(TODAY).parse({ day: ' 2027-04-07 ', name: '  Ugadi \n ' })).toEqual({
      day: '2027-04-07',
      name: 'Ugadi',
    })
    expect(HolidaySchema(TODAY).parse({ day: TODAY, name: 'Bengaluru bandh' }).day).toBe(TODAY)
    expect(lastHolidayDay(TODAY)).toBe('2027-12-31')
    expect(HolidaySchema(TODAY).parse({ day: '2027-12-31', name: 'New Year’s Eve' }).day).toBe('2027-12-31')
  })

  it('refuses a past day, a Sunday, a day past next year and what is not a date, each with its reason', () => {
    expect(refused({ day: '2026-11-28', name: 'Late entry' }).day).toBe(
      'Choose today or a later day: a past day can no longer be closed.',
    )
    expect(refused({ day: '2026-12-06', name: 'Sunday' }).day).toBe(
      'That day is a Sunday: the office is closed on Sundays anyway.',
    )
    expect(refused({ day: '2028-01-15', name: 'Makara Sankranti' }).day).toBe(
      'Enter holidays up to 31 December 2027; later ones next year.',
    )
    for (const day of ['2027-02-30', '2027-02-29', '26/01/2027', '', 'tomorrow'])
      expect(refused({ day, name: 'Republic Day' }).day, day).toBe('Give the day as a date, e.g. 2027-01-26.')
  })

  it('refuses an empty or overlong name', () => {
    expect(refused({ day: '2027-04-07', name: '   ' }).name).toBe('Give the holiday’s name, e.g. “Ugadi”.')
    expect(refused({ day: '2027-04-07', name: 'x'.repeat(81) }).name).toBe('Keep the name within 80 characters.')
    expect(refused({ day: '2027-04-07' }).name).toBeDefined()
  })
})

describe('removing a holiday', () => {
  it('is for today or later: a past holiday stays', () => {
    expect(RemoveHolidaySchema(TODAY).parse({ day: '2026-12-25' })).toEqual({ day: '2026-12-25' })
    expect(refused({ day: '2026-11-09' }, RemoveHolidaySchema(TODAY)).day).toBe('A past holiday stays on the list.')
  })
})
