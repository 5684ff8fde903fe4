import { describe, expect, it } from 'vitest'
import { fieldErrors } from '~/forms/fields'
import { AttendanceSchema, CancelDemoClassSchema, demoClassSchema } from './demo-class.schema'

// Wednesday 10 March 2027, 8 am in India.
const now = new Date('2027-03-10T02:30:00.000Z')
const valid = {
  topic: '  Your first   React component ',
  description: 'Build a product card in React.\r\nProps and state.',
  courseId: 'frontend-development',
  startsAt: '2027-03-11T18:30',
  minutes: '60',
  joinLink: 'https://meet.google.com/abc-defg-hij',
  seats: '50',
}

describe('a new demo class', () => {
  it('reads the start as India time and the numbers as numbers', () => {
    expect(demoClassSchema(now).parse(valid)).toEqual({
      topic: 'Your first React component',
      description: 'Build a product card in React.\nProps and state.',
      courseId: 'frontend-development',
      startsAt: '2027-03-11T13:00:00.000Z',
      minutes: 60,
      joinLink: 'https://meet.google.com/abc-defg-hij',
      seats: 50,
    })
  })

  it('refuses a past start, an unknown course, a plain http link and no seats, each beside its field', () => {
    const parsed = demoClassSchema(now).safeParse({
      ...valid,
      startsAt: '2027-03-09T18:30',
      courseId: 'astrology',
      joinLink: 'http://meet.example.com/x',
      seats: '0',
      topic: ' ',
    })
    expect(parsed.success).toBe(false)
    if (parsed.success) return
    expect(fieldErrors(parsed.error)).toEqual({
      topic: 'Give the class a topic, e.g. “Your first React component”.',
      startsAt: 'The class must start later than now.',
      courseId: 'Choose the course the class belongs to.',
      joinLink: 'Give the joining link as an https:// address, e.g. a Google Meet link.',
      seats: 'The number of seats is at least 1.',
    })
  })

  it('refuses a start that is not a day and time, one over a year ahead, and a length past four hours', () => {
    const errors = (input: Partial<typeof valid>) => {
      const parsed = demoClassSchema(now).safeParse({ ...valid, ...input })
      return parsed.success ? {} : fieldErrors(parsed.error)
    }
    expect(errors({ startsAt: 'tomorrow' }).startsAt).toMatch(/day and time in India/)
    expect(errors({ startsAt: '2028-04-01T10:00' }).startsAt).toBe('Announce a class at most a year ahead.')
    expect(errors({ minutes: '300' }).minutes).toBe('The length in minutes is at most 240.')
    expect(errors({ seats: 'fifty' }).seats).toBe('Give the number of seats as a whole number, e.g. 50.')
  })
})

describe('attendance', () => {
  it('takes the ticked seats, none included', () => {
    expect(AttendanceSchema.parse({ came: ['a', 'b'] })).toEqual({ came: ['a', 'b'] })
    expect(AttendanceSchema.parse({ came: [] })).toEqual({ came: [] })
  })
})

describe('cancelling a demo class', () => {
  it('keeps the reason on one line and refuses none or a long one', () => {
    expect(CancelDemoClassSchema.parse({ reason: '  Our mentor is\r\nunwell ' })).toEqual({
      reason: 'Our mentor is unwell',
    })
    const empty = CancelDemoClassSchema.safeParse({ reason: '   ' })
    expect(empty.success ? {} : fieldErrors(empty.error)).toEqual({ reason: expect.stringContaining('why the class') })
    const long = CancelDemoClassSchema.safeParse({ reason: 'x'.repeat(201) })
    expect(long.success ? {} : fieldErrors(long.error)).toEqual({ reason: expect.stringContaining('200') })
  })
})
