import { describe, expect, it } from 'vitest'
import { fieldErrors } from './fields'
import { CallBookingSchema } from './call-booking.schema'

const valid = {
  purpose: 'choosing-a-bootcamp',
  startsAt: '2027-03-11T04:30:00.000Z',
  name: 'Ananya Sharma',
  email: 'ananya@example.in',
  phone: '+91 98450 12345',
}

describe('the call booking form', () => {
  it('takes a purpose, an offered start and the visitor’s details', () => {
    expect(CallBookingSchema.parse({ ...valid, question: '  ', zone: 'America/New_York' })).toEqual({
      ...valid,
      question: undefined,
      zone: 'America/New_York',
    })
  })

  it('refuses a missing time, an unknown purpose or course and a bad phone, each beside its field', () => {
    const parsed = CallBookingSchema.safeParse({
      ...valid,
      startsAt: 'tomorrow',
      purpose: 'anything',
      course: 'astrology',
      phone: '12',
    })
    expect(parsed.success).toBe(false)
    if (parsed.success) return
    expect(fieldErrors(parsed.error)).toEqual({
      startsAt: 'Please choose a time for the call.',
      purpose: 'Please choose what the call is for.',
      course: 'Please choose a course from the list.',
      phone: 'Please enter a phone number of 7 to 15 digits, like +91 98450 12345.',
    })
  })

  it('bounds the question', () => {
    expect(CallBookingSchema.safeParse({ ...valid, question: 'x'.repeat(1001) }).success).toBe(false)
  })
})
