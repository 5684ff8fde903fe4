import { describe, expect, it } from 'vitest'
import { countOf, plural } from './plural'

describe('plural', () => {
  it('says one for exactly one and the plural for every other count', () => {
    expect(countOf(1, 'certificate')).toBe('1 certificate')
    expect(countOf(0, 'certificate')).toBe('0 certificates')
    expect(countOf(2, 'certificate')).toBe('2 certificates')
    expect(countOf(21, 'certificate')).toBe('21 certificates')
    expect(countOf(100000, 'lead')).toBe('100000 leads')
  })
  it('takes an irregular plural and words with the count inside', () => {
    expect(countOf(1, 'entry', 'entries')).toBe('1 entry')
    expect(countOf(3, 'entry', 'entries')).toBe('3 entries')
    const words = { one: '{count} certificate issued and mailed.', other: '{count} certificates issued and mailed.' }
    expect(plural(1, words)).toBe('1 certificate issued and mailed.')
    expect(plural(12, words)).toBe('12 certificates issued and mailed.')
  })
  it('agrees with Intl.PluralRules for en-IN, fractions included', () => {
    const rules = new Intl.PluralRules('en-IN')
    for (const n of [0, 1, 1.5, 2, 11, 101]) {
      expect(countOf(n, 'day')).toBe(`${n} ${rules.select(n) === 'one' ? 'day' : 'days'}`)
    }
  })
})
