import { describe, expect, it } from 'vitest'
import { withOfficeHolidays } from './office-holidays.fixture'
import { callEnd, counsellorSlots, hoursOn, isFreeStart, openSlots, type CounsellorRules } from './booking-slots'
import { byIndiaDay, istClock, isTimeZone, visitorTime, zoneCity } from './booking-times'
import { istDate, istDateTime } from './ist'

const at = (day: string, time: string) => new Date(istDateTime(day, `${time}:00`)).toISOString()
const days = (starts: readonly string[]) => [...new Set(starts.map(istDate))]
const weekdayHours = [
  { from: '10:00', to: '13:00' },
  { from: '14:00', to: '18:00' },
]

/** Meera: 30-minute calls, Monday to Friday all day, Saturday mornings, 10 minutes' buffer, 3 hours' notice. */
const meera: CounsellorRules = {
  staffId: 'meera',
  callMinutes: 30,
  bufferMinutes: 10,
  noticeMinutes: 180,
  horizonDays: 14,
  dailyLimit: 8,
  weekly: [[], weekdayHours, weekdayHours, weekdayHours, weekdayHours, weekdayHours, [{ from: '10:00', to: '13:00' }]],
  overrides: [],
}

// Wednesday 10 March 2027, 8 am in India.
const now = new Date(at('2027-03-10', '08:00'))

// Good Friday 2027 and Christmas 2026 among them.
withOfficeHolidays()

describe('a counsellor’s free times', () => {
  it('start after the notice, on the call’s length from the hours’ start', () => {
    const starts = counsellorSlots(meera, [], now)
    expect(starts.slice(0, 3)).toEqual([
      at('2027-03-10', '11:00'),
      at('2027-03-10', '11:30'),
      at('2027-03-10', '12:00'),
    ])
    // 12:30 ends at 13:00, the morning's end; the afternoon starts at 14:00 and its last call starts at 17:30.
    expect(starts.filter((start) => istDate(start) === '2027-03-10').at(-1)).toBe(at('2027-03-10', '17:30'))
    expect(starts).toContain(at('2027-03-10', '12:30'))
    expect(starts).not.toContain(at('2027-03-10', '13:00'))
  })

  it('follow the weekly hours: a short Saturday, no Sunday', () => {
    const starts = counsellorSlots(meera, [], now)
    const saturday = starts.filter((start) => istDate(start) === '2027-03-13')
    expect(saturday.map(istClock)).toEqual(['10:00 am', '10:30 am', '11:00 am', '11:30 am', '12:00 pm', '12:30 pm'])
    expect(days(starts)).not.toContain('2027-03-14')
  })

  it('end with the horizon', () => {
    const starts = counsellorSlots(meera, [], now)
    expect(days(starts).at(-1)).toBe('2027-03-24')
    expect(
      counsellorSlots({ ...meera, horizonDays: 1 }, [], now)
        .map(istDate)
        .at(-1),
    ).toBe('2027-03-11')
  })

  it('skip the office’s holidays unless the counsellor set hours for that day', () => {
    expect(hoursOn(meera, '2027-03-26')).toEqual([]) // Good Friday
    const extra = { ...meera, overrides: [{ day: '2027-03-26', hours: [{ from: '10:00', to: '11:00' }] }] }
    expect(hoursOn(extra, '2027-03-26')).toEqual([{ from: '10:00', to: '11:00' }])
    const later = new Date(at('2027-03-20', '08:00'))
    expect(days(counsellorSlots(meera, [], later))).not.toContain('2027-03-26')
    expect(counsellorSlots(extra, [], later).filter((start) => istDate(start) === '2027-03-26')).toEqual([
      at('2027-03-26', '10:00'),
      at('2027-03-26', '10:30'),
    ])
  })

  it('take a day’s override: a half day and a day off', () => {
    const rules = {
      ...meera,
      overrides: [
        { day: '2027-03-11', hours: [{ from: '10:00', to: '13:00' }] },
        { day: '2027-03-12', hours: [] },
      ],
    }
    const starts = counsellorSlots(rules, [], now)
    expect(starts.filter((start) => istDate(start) === '2027-03-11').at(-1)).toBe(at('2027-03-11', '12:30'))
    expect(days(starts)).not.toContain('2027-03-12')
  })

  it('keep the buffer free before and after a booked call', () => {
    const busy = [{ staffId: 'meera', startsAt: at('2027-03-11', '11:00'), endsAt: at('2027-03-11', '11:30') }]
    const thursday = counsellorSlots(meera, busy, now).filter((start) => istDate(start) === '2027-03-11')
    // 10:30 would end at 11:00, within 10 minutes of the call; 11:30 would start right after it.
    expect(thursday.slice(0, 3).map(istClock)).toEqual(['10:00 am', '12:00 pm', '12:30 pm'])
    const noBuffer = counsellorSlots({ ...meera, bufferMinutes: 0 }, busy, now)
    expect(noBuffer).toContain(at('2027-03-11', '10:30'))
    expect(noBuffer).toContain(at('2027-03-11', '11:30'))
  })

  it('ignore other counsellors’ calls', () => {
    const busy = [{ staffId: 'arjun', startsAt: at('2027-03-11', '11:00'), endsAt: at('2027-03-11', '11:30') }]
    expect(counsellorSlots(meera, busy, now)).toContain(at('2027-03-11', '11:00'))
  })

  it('stop for the day at the daily limit', () => {
    const busy = [
      { staffId: 'meera', startsAt: at('2027-03-11', '10:00'), endsAt: at('2027-03-11', '10:30') },
      { staffId: 'meera', startsAt: at('2027-03-11', '15:00'), endsAt: at('2027-03-11', '15:30') },
    ]
    expect(days(counsellorSlots({ ...meera, dailyLimit: 2 }, busy, now))).not.toContain('2027-03-11')
    expect(days(counsellorSlots({ ...meera, dailyLimit: 3 }, busy, now))).toContain('2027-03-11')
  })
})

describe('the free times of all counsellors', () => {
  const arjun: CounsellorRules = {
    ...meera,
    staffId: 'arjun',
    callMinutes: 20,
    bufferMinutes: 0,
    weekly: [[], [{ from: '16:00', to: '17:00' }], [], [], [], [], []],
  }

  it('are the union of each one’s, with who is free at each start', () => {
    const monday = openSlots([meera, arjun], [], now).filter((slot) => istDate(slot.startsAt) === '2027-03-15')
    const four = monday.find((slot) => slot.startsAt === at('2027-03-15', '16:00'))
    expect(four?.staffIds).toEqual(['meera', 'arjun'])
    expect(monday.find((slot) => slot.startsAt === at('2027-03-15', '16:20'))?.staffIds).toEqual(['arjun'])
    expect(monday.find((slot) => slot.startsAt === at('2027-03-15', '16:30'))?.staffIds).toEqual(['meera'])
    expect(monday.map((slot) => slot.startsAt)).toEqual([...monday.map((slot) => slot.startsAt)].sort())
  })

  it('answer the booking’s question for one start the same way', () => {
    const busy = [{ staffId: 'meera', startsAt: at('2027-03-11', '11:00'), endsAt: at('2027-03-11', '11:30') }]
    expect(isFreeStart(meera, busy, now, at('2027-03-11', '10:00'))).toBe(true)
    expect(isFreeStart(meera, busy, now, at('2027-03-11', '10:30'))).toBe(false) // the buffer
    expect(isFreeStart(meera, busy, now, at('2027-03-11', '10:10'))).toBe(false) // not a start
    expect(isFreeStart(meera, busy, now, at('2027-03-10', '10:00'))).toBe(false) // inside the notice
    expect(isFreeStart(meera, busy, now, at('2027-03-25', '10:00'))).toBe(false) // past the horizon
    expect(isFreeStart(meera, busy, now, at('2027-03-09', '10:00'))).toBe(false) // yesterday
    expect(callEnd(meera, at('2027-03-11', '10:00'))).toBe(at('2027-03-11', '10:30'))
  })
})

describe('a free time as the visitor reads it', () => {
  // 5:30 pm in India on the Friday before New York moves its clocks (14 March 2027) and on the Monday after.
  const friday = at('2027-03-12', '17:30')
  const monday = at('2027-03-15', '17:30')

  it('keeps India time while New York changes to daylight saving', () => {
    const starts = counsellorSlots(meera, [], now)
    expect(starts).toContain(friday)
    expect(starts).toContain(monday)
    expect([istClock(friday), istClock(monday)]).toEqual(['5:30 pm', '5:30 pm'])
    expect(visitorTime(friday, 'America/New_York')).toBe('Fri, 12 Mar, 7:00 am GMT-5')
    expect(visitorTime(monday, 'America/New_York')).toBe('Mon, 15 Mar, 8:00 am GMT-4')
    expect(zoneCity('America/New_York')).toBe('New York')
  })

  it('gives Dubai its own time, half past an hour earlier', () => {
    expect(visitorTime(friday, 'Asia/Dubai')).toBe('Fri, 12 Mar, 4:00 pm GST')
    expect(zoneCity('Asia/Dubai')).toBe('Dubai')
  })

  it('adds nothing for a visitor in India, under either name, or for a zone that is not one', () => {
    expect(visitorTime(friday, 'Asia/Kolkata')).toBeUndefined()
    expect(visitorTime(friday, 'Asia/Calcutta')).toBeUndefined()
    expect(visitorTime(friday, 'Mars/Olympus_Mons')).toBeUndefined()
    expect(visitorTime(friday, undefined)).toBeUndefined()
    expect(isTimeZone('Europe/London')).toBe(true)
    expect(isTimeZone('<script>')).toBe(false)
  })

  it('groups the free times by their India day', () => {
    const grouped = byIndiaDay(openSlots([meera], [], now))
    expect(grouped[0]?.day).toBe('2027-03-10')
    expect(grouped.map((day) => day.day)).not.toContain('2027-03-14')
    expect(grouped.every((day) => day.slots.every((slot) => istDate(slot.startsAt) === day.day))).toBe(true)
  })
})
