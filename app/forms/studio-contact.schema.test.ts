import { describe, expect, it } from 'vitest'
import { fieldErrors } from './fields'
import { StudioContactSchema } from './studio-contact.schema'

const valid = {
  name: 'Kavya Shetty',
  email: 'kavya.shetty@example.in',
  phone: '+91 98450 31870',
  course: 'data-science',
}

describe('StudioContactSchema', () => {
  it('accepts a complete message and trims it', () => {
    const parsed = StudioContactSchema.parse({ ...valid, name: '  Kavya Shetty ', email: ' kavya.shetty@example.in ' })
    expect(parsed).toEqual({ ...valid, crashCourse: undefined })
  })

  it.each(['name', 'email', 'phone', 'course'] as const)('requires %s', (field) => {
    const result = StudioContactSchema.safeParse({ ...valid, [field]: '  ' })
    expect(result.success).toBe(false)
    expect(Object.keys(fieldErrors(result.error!))).toEqual([field])
  })

  it('reports every missing field of an empty post', () => {
    const result = StudioContactSchema.safeParse({})
    expect(Object.keys(fieldErrors(result.error!)).sort()).toEqual(['course', 'email', 'name', 'phone'])
    expect(fieldErrors(result.error!).course).toBe('Please choose the course you are interested in.')
  })

  it.each([
    'frontend-development',
    'fullstack-development',
    'ai-ml',
    'data-science',
    'data-engineer',
    'crash-course',
    'undecided',
  ])('accepts the course %s', (course) => {
    expect(StudioContactSchema.safeParse({ ...valid, course }).success).toBe(true)
  })

  // The old course list's codes are no longer choices: a post must name a bootcamp, a crash course or "not sure".
  it.each(['Frontend', 'blockchain', 'ai_ml', '<script>', 'frontend', 'devops', 'cloud'])(
    'rejects the course %s',
    (course) => {
      expect(fieldErrors(StudioContactSchema.safeParse({ ...valid, course }).error!).course).toMatch(
        /choose the course/,
      )
    },
  )

  it.each(['kavya', 'kavya@', '@example.in', 'kavya@example', 'kavya shetty@example.in'])(
    'rejects the email %s',
    (email) => {
      expect(fieldErrors(StudioContactSchema.safeParse({ ...valid, email }).error!).email).toMatch(/valid email/)
    },
  )

  it.each(['12345', 'call me', '1'.repeat(16), '98450<b>31870'])('rejects the phone %s', (phone) => {
    expect(StudioContactSchema.safeParse({ ...valid, phone }).success).toBe(false)
  })

  it('bounds lengths', () => {
    expect(StudioContactSchema.safeParse({ ...valid, name: 'n'.repeat(120) }).success).toBe(true)
    expect(fieldErrors(StudioContactSchema.safeParse({ ...valid, name: 'n'.repeat(121) }).error!).name).toMatch(
      /at most 120/,
    )
    expect(
      fieldErrors(StudioContactSchema.safeParse({ ...valid, email: `${'e'.repeat(250)}@example.in` }).error!).email,
    ).toMatch(/too long/)
    expect(fieldErrors(StudioContactSchema.safeParse({ ...valid, phone: '+91 '.repeat(8) }).error!).phone).toBeDefined()
  })

  it('stores markup as plain text', () => {
    expect(StudioContactSchema.parse({ ...valid, name: '<script>alert(1)</script>' }).name).toBe(
      '<script>alert(1)</script>',
    )
  })

  it('keeps a known crash course and silently drops an unknown one', () => {
    expect(StudioContactSchema.parse({ ...valid, crashCourse: 'docker' }).crashCourse).toBe('docker')
    expect(
      StudioContactSchema.parse({ ...valid, crashCourse: '<img src=x onerror=alert(1)>' }).crashCourse,
    ).toBeUndefined()
    expect(StudioContactSchema.parse({ ...valid, crashCourse: '' }).crashCourse).toBeUndefined()
  })

  it('drops unknown fields', () => {
    expect(StudioContactSchema.parse({ ...valid, message: 'hi', is_admin: 'yes' })).not.toHaveProperty('is_admin')
  })
})
