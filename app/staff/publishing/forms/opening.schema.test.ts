import { describe, expect, it } from 'vitest'
import { openingFormSchema } from './opening.schema'

const schema = openingFormSchema('2026-11-25')
const valid = {
  title: 'Android mentor',
  team: 'Training studio',
  location: 'Bengaluru',
  type: 'part-time',
  applyBy: '2026-12-31',
  summary: 'Teach Kotlin and Jetpack Compose to our Android batch.',
  description: '## What you will do\n\n- Teach live classes',
  salaryMin: '',
  salaryMax: '',
  salaryPeriod: '',
  status: 'open',
}
const errors = (values: Record<string, string | undefined>) => {
  const parsed = schema.safeParse(values)
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]))
}

describe('opening form', () => {
  it('takes an opening without a salary', () => {
    expect(schema.parse(valid)).toMatchObject({ remote: false, salaryMin: null, salaryMax: null, status: 'open' })
  })

  it('needs a city or remote, and takes both', () => {
    expect(errors({ ...valid, location: '' })).toHaveProperty('location')
    expect(schema.parse({ ...valid, location: '', remote: 'on' })).toMatchObject({ location: '', remote: true })
    expect(schema.parse({ ...valid, remote: 'on' })).toMatchObject({ location: 'Bengaluru', remote: true })
  })

  it('refuses to open an opening whose last day has passed, but may close it', () => {
    expect(errors({ ...valid, applyBy: '2026-11-24' })).toHaveProperty('applyBy')
    expect(schema.parse({ ...valid, applyBy: '2026-11-25' }).applyBy).toBe('2026-11-25')
    expect(schema.parse({ ...valid, applyBy: '2026-11-24', status: 'closed' }).status).toBe('closed')
    expect(errors({ ...valid, applyBy: '31/12/2026' })).toHaveProperty('applyBy')
    expect(errors({ ...valid, status: 'published' })).toHaveProperty('status')
    expect(errors({ ...valid, type: 'freelance' })).toHaveProperty('type')
  })

  it('checks a salary: whole rupees, a range in order, a period', () => {
    expect(schema.parse({ ...valid, salaryMin: '₹30,000', salaryMax: '45000', salaryPeriod: 'MONTH' })).toMatchObject({
      salaryMin: 30000,
      salaryMax: 45000,
      salaryPeriod: 'MONTH',
    })
    expect(errors({ ...valid, salaryMin: '30000', salaryPeriod: '' })).toHaveProperty('salaryPeriod')
    expect(errors({ ...valid, salaryMax: '30000', salaryPeriod: 'MONTH' })).toHaveProperty('salaryMin')
    expect(errors({ ...valid, salaryMin: '50000', salaryMax: '40000', salaryPeriod: 'MONTH' })).toHaveProperty(
      'salaryMax',
    )
    expect(errors({ ...valid, salaryMin: '30000.50', salaryPeriod: 'MONTH' })).toEqual({
      salaryMin: 'Give the lowest salary in whole rupees, without paise.',
    })
  })

  it('bounds the text fields', () => {
    expect(errors({ ...valid, title: 'a'.repeat(101) })).toHaveProperty('title')
    expect(errors({ ...valid, summary: '' })).toHaveProperty('summary')
    expect(errors({ ...valid, description: 'a'.repeat(10_001) })).toHaveProperty('description')
  })
})
