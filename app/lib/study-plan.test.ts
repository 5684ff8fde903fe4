import { describe, expect, it } from 'vitest'
import {
  addDays,
  buildStudyPlan,
  formatPlanDate,
  formatWeeks,
  parseIsoDate,
  parsePlanParams,
  phaseDays,
} from './study-plan'

const q = (search: string) => parsePlanParams(new URLSearchParams(search))
const effort = { min: 12, max: 15 }

describe('phaseDays', () => {
  it('reads every wording the guides use', () => {
    expect(phaseDays('1 Week')).toBe(7)
    expect(phaseDays('2 Weeks')).toBe(14)
    expect(phaseDays('10 days')).toBe(10)
    expect(phaseDays('3-4 days')).toBe(4) // a range counts at its upper end
    expect(phaseDays('3–4 days')).toBe(4)
    expect(phaseDays('4+ weeks')).toBe(28) // an open end at its stated minimum
    expect(phaseDays('4 Weeks')).toBe(28)
  })
  it('refuses text it cannot read', () => {
    expect(() => phaseDays('a while')).toThrow(/Unreadable/)
    expect(() => phaseDays('2 months')).toThrow(/Unreadable/)
  })
})

describe('dates', () => {
  it('accepts real dates only', () => {
    expect(parseIsoDate('2027-01-04')?.toISOString()).toBe('2027-01-04T00:00:00.000Z')
    expect(parseIsoDate('2028-02-29')).toBeDefined() // leap year
    expect(parseIsoDate('2027-02-29')).toBeUndefined()
    expect(parseIsoDate('2100-02-29')).toBeUndefined() // century, not a leap year
    expect(parseIsoDate('2000-02-29')).toBeDefined() // divisible by 400
    expect(parseIsoDate('2027-04-31')).toBeUndefined()
    expect(parseIsoDate('2027-13-01')).toBeUndefined()
    expect(parseIsoDate('2027-1-4')).toBeUndefined()
    expect(parseIsoDate('04/01/2027')).toBeUndefined()
  })
  it('adds days across month and year ends and leap days', () => {
    expect(addDays('2027-01-31', 1)).toBe('2027-02-01')
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01')
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01')
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28')
  })
  it('formats the same everywhere', () => {
    expect(formatPlanDate('2027-01-04')).toBe('4 Jan 2027')
    expect(formatWeeks(10.5)).toBe('1.5')
    expect(formatWeeks(14)).toBe('2')
  })
})

describe('parsePlanParams', () => {
  it('is empty without parameters', () => {
    expect(q('')).toEqual({ status: 'none' })
    expect(q('phase=3')).toEqual({ status: 'none' })
  })
  it('reads a valid plan', () => {
    expect(q('hours=10&start=2027-01-04&phase=2')).toEqual({ status: 'ok', hours: 10, start: '2027-01-04' })
  })
  it('explains each bad value', () => {
    const result = q('hours=0&start=2027-02-30')
    expect(result.status).toBe('invalid')
    if (result.status !== 'invalid') return
    expect(result.errors.hours).toMatch(/whole number from 1 to 60/)
    expect(result.errors.start).toMatch(/real start date/)
    for (const hours of ['61', '7.5', '-3', 'ten', '', '1e1']) {
      const r = q(`hours=${hours}&start=2027-01-04`)
      expect(r.status, hours).toBe('invalid')
    }
    const missingStart = q('hours=10')
    expect(missingStart.status === 'invalid' && missingStart.errors).toEqual({
      start: expect.stringMatching(/real start date/),
    })
    const farFuture = q('hours=10&start=2150-01-01')
    expect(farFuture.status === 'invalid' && farFuture.errors.start).toMatch(/between 2000 and 2099/)
  })
})

describe('buildStudyPlan', () => {
  const phases = [
    { id: 1, title: 'One', duration: '1 Week' },
    { id: 2, title: 'Two', duration: '3-4 days' },
    { id: 3, title: 'Three', duration: '2 Weeks' },
  ]
  it('keeps the stated lengths at the guide pace', () => {
    const plan = buildStudyPlan(phases, effort, 12, '2027-01-04')
    expect(plan.phases.map((p) => [p.start, p.end, p.days])).toEqual([
      ['2027-01-04', '2027-01-10', 7],
      ['2027-01-11', '2027-01-14', 4],
      ['2027-01-15', '2027-01-28', 14],
    ])
    expect(plan.finish).toBe('2027-01-28')
    expect(plan.totalDays).toBe(25)
  })
  it('stretches at fewer hours and rounds up to whole days (1 week at 12 h = 1.5 weeks at 8 h)', () => {
    const plan = buildStudyPlan(phases, effort, 8, '2027-01-04')
    expect(plan.phases.map((p) => p.days)).toEqual([11, 6, 21]) // 10.5 → 11, 6 → 6, 21
    expect(plan.phases[1]!.start).toBe('2027-01-15')
  })
  it('shrinks at more hours but never below one day', () => {
    const plan = buildStudyPlan(phases, effort, 60, '2027-01-04')
    expect(plan.phases.map((p) => p.days)).toEqual([2, 1, 3]) // 1.4 → 2, 0.8 → 1, 2.8 → 3
  })
  it('crosses month ends and leap days', () => {
    const plan = buildStudyPlan([{ id: 0, title: 'Zero', duration: '2 Weeks' }, ...phases], effort, 12, '2028-02-20')
    expect(plan.phases[0]).toMatchObject({ id: 0, start: '2028-02-20', end: '2028-03-04' })
    expect(plan.phases[1]!.start).toBe('2028-03-05')
    const december = buildStudyPlan(phases, effort, 12, '2027-12-25')
    expect(december.phases[0]!.end).toBe('2027-12-31')
    expect(december.phases[1]!.start).toBe('2028-01-01')
  })
  it('refuses hours that are not a positive whole number', () => {
    expect(() => buildStudyPlan(phases, effort, 0, '2027-01-04')).toThrow()
    expect(() => buildStudyPlan(phases, effort, 2.5, '2027-01-04')).toThrow()
  })
})
