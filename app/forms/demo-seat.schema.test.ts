import { describe, expect, it } from 'vitest'
import { fieldErrors } from './fields'
import { DemoSeatSchema } from './demo-seat.schema'

const valid = {
  classId: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
  name: 'Rohan Kulkarni',
  email: 'rohan@example.in',
  phone: '+91 98450 12345',
}

describe('the demo class booking form', () => {
  it('takes an offered class and the visitor’s details', () => {
    expect(DemoSeatSchema.parse({ ...valid, course: 'frontend-development', question: '  ' })).toEqual({
      ...valid,
      course: 'frontend-development',
      question: undefined,
    })
  })

  it('refuses a missing class, an unknown course and a bad email, each beside its field', () => {
    const parsed = DemoSeatSchema.safeParse({ ...valid, classId: '', course: 'astrology', email: 'rohan@' })
    expect(parsed.success).toBe(false)
    if (parsed.success) return
    expect(fieldErrors(parsed.error)).toMatchObject({
      classId: 'Please choose a class.',
      course: 'Please choose a course from the list.',
      email: expect.any(String),
    })
  })

  it('bounds the question', () => {
    expect(DemoSeatSchema.safeParse({ ...valid, question: 'x'.repeat(1001) }).success).toBe(false)
    expect(DemoSeatSchema.safeParse({ ...valid, question: 'x'.repeat(1000) }).success).toBe(true)
  })
})
