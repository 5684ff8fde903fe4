import { describe, expect, it } from 'vitest'
import { withOfficeHolidays } from './office-holidays.fixture'
import { ageText, firstResponseDue, replyDue, spanText } from './reply-promise'

const at = (iso: string) => new Date(iso)

// Good Friday 2027 and Christmas 2026 among them.
withOfficeHolidays()

describe('the reply-time promise', () => {
  it('is 24 hours after arrival by default, moved to the next working day when that is a Sunday or a holiday', () => {
    // Friday 21:30 IST → Saturday 21:30 IST.
    expect(firstResponseDue(at('2026-11-27T16:00:00.000Z')).toISOString()).toBe('2026-11-28T16:00:00.000Z')
    // Saturday 21:30 IST → Sunday, closed → Monday 21:30 IST.
    expect(firstResponseDue(at('2026-11-28T16:00:00.000Z')).toISOString()).toBe('2026-11-30T16:00:00.000Z')
    // Thursday 24 Dec 2026, 11:00 IST → Christmas (a holiday) → Saturday 26 Dec, 11:00 IST.
    expect(firstResponseDue(at('2026-12-24T05:30:00.000Z')).toISOString()).toBe('2026-12-26T05:30:00.000Z')
    expect(firstResponseDue(at('2026-11-27T16:00:00.000Z'), { hours: 4, businessHours: false }).toISOString()).toBe(
      '2026-11-27T20:00:00.000Z',
    )
  })

  it('counts only office hours (Monday to Saturday, 9:30 am to 6:30 pm India time) when asked', () => {
    const office = { hours: 4, businessHours: true }
    // Friday 27 Nov 2026, 11:00 IST: the same afternoon, 15:00 IST.
    expect(firstResponseDue(at('2026-11-27T05:30:00.000Z'), office).toISOString()).toBe('2026-11-27T09:30:00.000Z')
    // Saturday 17:30 IST: one hour that evening, three on Monday from 9:30 (Sunday is closed) → Monday 12:30 IST.
    expect(firstResponseDue(at('2026-11-28T12:00:00.000Z'), office).toISOString()).toBe('2026-11-30T07:00:00.000Z')
    // Sunday night 23:00 IST: Monday 9:30 + 4 h → 13:30 IST.
    expect(firstResponseDue(at('2026-11-29T17:30:00.000Z'), office).toISOString()).toBe('2026-11-30T08:00:00.000Z')
    // 24 office hours is nearly three office days: Monday 9:30 → Wednesday 15:30 IST.
    expect(firstResponseDue(at('2026-11-30T04:00:00.000Z'), { hours: 24, businessHours: true }).toISOString()).toBe(
      '2026-12-02T10:00:00.000Z',
    )
    // Thursday 24 Dec 2026, 17:30 IST: one hour that evening, then Christmas is skipped → Saturday 26 Dec, 12:30 IST.
    expect(firstResponseDue(at('2026-12-24T12:00:00.000Z'), office).toISOString()).toBe('2026-12-26T07:00:00.000Z')
  })

  it('says how old a lead is and where it stands, short', () => {
    const now = at('2026-11-27T12:00:00.000Z')
    expect(ageText('2026-11-27T11:59:30.000Z', now)).toBe('just now')
    expect(ageText('2026-11-27T11:48:00.000Z', now)).toBe('12 min')
    expect(ageText('2026-11-27T09:00:00.000Z', now)).toBe('3 h')
    expect(ageText('2026-11-26T11:00:00.000Z', now)).toBe('1 day')
    expect(ageText('2026-11-22T12:00:00.000Z', now)).toBe('5 days')
    expect(spanText(-5)).toBe('just now')
    const due = { firstResponseDueAt: '2026-11-27T15:00:00.000Z', firstResponseAt: null }
    expect(replyDue(due, now)).toEqual({ overdue: false, text: 'Reply due in 3 h' })
    expect(replyDue(due, at('2026-11-27T14:59:45.000Z'))).toEqual({
      overdue: false,
      text: 'Reply due in under a minute',
    })
    expect(replyDue(due, at('2026-11-28T17:00:00.000Z'))).toEqual({ overdue: true, text: 'Reply overdue by 1 day' })
    expect(replyDue({ ...due, firstResponseAt: '2026-11-27T13:00:00.000Z' }, now)).toBeNull()
    expect(replyDue({ firstResponseDueAt: null, firstResponseAt: null }, now)).toBeNull()
  })
})
