import { describe, expect, it } from 'vitest'
import { withOfficeHolidays } from './office-holidays.fixture'
import { isWorkingDay, officeHoliday, setOfficeHolidays, workingDayAfter } from './working-days'

describe('working days', () => {
  withOfficeHolidays()

  it('are Monday to Saturday', () => {
    expect(isWorkingDay('2026-11-28')).toBe(true) // Saturday
    expect(isWorkingDay('2026-11-29')).toBe(false) // Sunday
    expect(isWorkingDay('2026-11-30')).toBe(true) // Monday
  })

  it('skip the office holidays', () => {
    expect(isWorkingDay('2026-12-25')).toBe(false)
    expect(officeHoliday('2026-12-25')).toBe('Christmas')
    expect(officeHoliday('2026-12-24')).toBeUndefined()
  })

  it('make a Saturday’s next working day the Monday', () => {
    expect(workingDayAfter('2026-11-28', 1)).toBe('2026-11-30')
    expect(workingDayAfter('2026-11-29', 1)).toBe('2026-11-30') // from a Sunday too
    expect(workingDayAfter('2026-11-27', 1)).toBe('2026-11-28') // Friday → Saturday
    expect(workingDayAfter('2026-11-28', 3)).toBe('2026-12-02') // Monday, Tuesday, Wednesday
  })

  it('step over a holiday and the Sunday beside it', () => {
    // Thursday 24 Dec 2026 → Christmas Friday → Saturday 26th.
    expect(workingDayAfter('2026-12-24', 1)).toBe('2026-12-26')
    // Saturday 8 Nov 2026 → Sunday → Deepavali Monday → Tuesday 10th.
    expect(workingDayAfter('2026-11-07', 1)).toBe('2026-11-10')
    // Friday 1 Oct 2027 → Gandhi Jayanti Saturday → Sunday → Monday 4th.
    expect(workingDayAfter('2027-10-01', 1)).toBe('2027-10-04')
  })

  it('keep today when the office works, else the next working day, for "today"', () => {
    expect(workingDayAfter('2026-11-28', 0)).toBe('2026-11-28')
    expect(workingDayAfter('2026-11-29', 0)).toBe('2026-11-30')
    expect(workingDayAfter('2026-12-25', 0)).toBe('2026-12-26')
  })

  it('count with the holidays they were last given, and none before', () => {
    setOfficeHolidays([{ day: '2026-12-24', name: 'Christmas Eve' }])
    expect(isWorkingDay('2026-12-24')).toBe(false)
    expect(isWorkingDay('2026-12-25')).toBe(true)
    expect(workingDayAfter('2026-12-23', 1)).toBe('2026-12-25')
    setOfficeHolidays([])
    expect(officeHoliday('2026-12-24')).toBeUndefined()
  })
})
