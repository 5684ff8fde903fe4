import { describe, expect, it } from 'vitest'
import { fieldErrors } from '~/forms/fields'
import { hoursText, parseHoursText } from '~/staff/counselling/lib/hours-text'
import {
  ClearDaySchema,
  CounsellorDaySchema,
  CounsellorSchema,
  counsellorSettings,
  FeedSecretSchema,
} from './counsellor.schema'

const week = {
  mon: '10:00-13:00, 14:00-18:00',
  tue: '10-13',
  wed: '9.30 to 12',
  thu: '14:00–18:00',
  fri: '10:00-13:00',
  sat: '',
  sun: '',
}

const form = {
  staffId: 'meera',
  active: 'yes',
  callMinutes: '20',
  bufferMinutes: '10',
  noticeHours: '3',
  horizonDays: '14',
  dailyLimit: '6',
  callMode: 'phone',
  callLink: '',
  ...week,
}

function refused(input: Record<string, unknown>) {
  const parsed = CounsellorSchema.safeParse(input)
  expect(parsed.success).toBe(false)
  return parsed.success ? {} : fieldErrors(parsed.error)
}

describe('a day’s hours as typed', () => {
  it('reads ranges in the ways people write them, sorted, and writes them back the one way', () => {
    expect(parseHoursText('14:00-18:00, 10-13')).toEqual({
      hours: [
        { from: '10:00', to: '13:00' },
        { from: '14:00', to: '18:00' },
      ],
    })
    expect(parseHoursText('9.30 to 12; 24:00-24:00')).toHaveProperty('error')
    expect(parseHoursText('')).toEqual({ hours: [] })
    expect(hoursText([{ from: '09:30', to: '12:00' }])).toBe('09:30-12:00')
  })

  it('refuses a range that ends before it starts, one it cannot read, and overlapping ranges', () => {
    expect(parseHoursText('13:00-10:00')).toEqual({
      error: '“13:00-10:00” ends before it starts: write the earlier time first.',
    })
    expect(parseHoursText('morning')).toEqual({
      error: 'Write “morning” as a start and an end in 24-hour time, e.g. 10:00-13:00.',
    })
    expect(parseHoursText('10:00-13:00, 12:00-15:00')).toEqual({
      error: '10:00-13:00 and 12:00-15:00 overlap: join them into one range.',
    })
    expect(parseHoursText('10:75-11:00')).toHaveProperty('error')
  })
})

describe('the counsellor’s rules', () => {
  it('gives the store the week with Sunday first, minutes of notice, and no link for phone calls', () => {
    const parsed = CounsellorSchema.parse({ ...form, callLink: 'https://meet.google.com/ignored' })
    expect(counsellorSettings(parsed)).toEqual({
      active: true,
      callMinutes: 20,
      bufferMinutes: 10,
      noticeMinutes: 180,
      horizonDays: 14,
      dailyLimit: 6,
      callLink: null,
      weekly: [
        [],
        [
          { from: '10:00', to: '13:00' },
          { from: '14:00', to: '18:00' },
        ],
        [{ from: '10:00', to: '13:00' }],
        [{ from: '09:30', to: '12:00' }],
        [{ from: '14:00', to: '18:00' }],
        [{ from: '10:00', to: '13:00' }],
        [],
      ],
    })
  })

  it('keeps the video link for video calls, and reads an unticked box as paused', () => {
    const { active: _, ...unticked } = form
    const settings = counsellorSettings(
      CounsellorSchema.parse({ ...unticked, callMode: 'video', callLink: 'https://meet.google.com/abc-defg-hij' }),
    )
    expect(settings.callLink).toBe('https://meet.google.com/abc-defg-hij')
    expect(settings.active).toBe(false)
  })

  it('names each field it refuses', () => {
    expect(refused({ ...form, callMinutes: '45' })).toEqual({ callMinutes: 'Choose a call of 20 or 30 minutes.' })
    expect(refused({ ...form, bufferMinutes: 'ten' })).toEqual({ bufferMinutes: 'Give the buffer as a whole number.' })
    expect(refused({ ...form, horizonDays: '0' })).toEqual({ horizonDays: 'The number of days ahead is at least 1.' })
    expect(refused({ ...form, dailyLimit: '99' })).toEqual({ dailyLimit: 'The daily limit is at most 24.' })
    expect(refused({ ...form, wed: '18:00-09:00' })).toEqual({
      wed: '“18:00-09:00” ends before it starts: write the earlier time first.',
    })
    expect(refused({ ...form, callMode: 'video', callLink: 'http://meet.example/x' })).toEqual({
      callLink: 'Give the video link in full, starting https:// (e.g. https://meet.google.com/abc-defg-hij).',
    })
    expect(refused({ ...form, staffId: '' })).toEqual({ staffId: 'Choose one from the list.' })
  })
})

describe('a day’s change and the feed', () => {
  const DaySchema = CounsellorDaySchema('2027-03-10')

  it('takes a day off (no hours) or a half day, from today on', () => {
    expect(DaySchema.parse({ staffId: 'meera', day: '2027-03-10', hours: '', note: '  Holi  ' })).toEqual({
      staffId: 'meera',
      day: '2027-03-10',
      hours: [],
      note: 'Holi',
    })
    expect(DaySchema.parse({ staffId: 'meera', day: '2027-03-12', hours: '10-13', note: '' }).hours).toEqual([
      { from: '10:00', to: '13:00' },
    ])
  })

  it('refuses a past day, a day that is not a date, and a note past its limit', () => {
    const errors = (input: Record<string, unknown>) => {
      const parsed = DaySchema.safeParse(input)
      return parsed.success ? {} : fieldErrors(parsed.error)
    }
    expect(errors({ staffId: 'meera', day: '2027-03-09', hours: '', note: '' })).toEqual({
      day: 'Choose today or a later day: past days no longer matter.',
    })
    for (const day of ['12/03/2027', '2027-02-29', '2027-04-31'])
      expect(errors({ staffId: 'meera', day, hours: '', note: '' }), day).toEqual({
        day: 'Give the day as a date, e.g. 2027-01-26.',
      })
    expect(errors({ staffId: 'meera', day: '2027-03-12', hours: '', note: 'x'.repeat(121) })).toEqual({
      note: 'Keep the note within 120 characters.',
    })
    expect(ClearDaySchema.safeParse({ staffId: 'meera', day: 'soon' }).success).toBe(false)
    expect(FeedSecretSchema.safeParse({ staffId: '' }).success).toBe(false)
  })
})
