import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fillTemplate, formatDate, formatRupees } from './format'

// The formatters avoid Intl in the browser (its first en-IN formatter costs ~50 ms of main thread); Node's full ICU
// is the reference they must match.
const intlDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
const intlRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })

describe('format', () => {
  it('fills named placeholders, every occurrence, and leaves unknown ones', () => {
    expect(fillTemplate('{count} results for “{query}”', { count: 3, query: 'react' })).toBe('3 results for “react”')
    expect(fillTemplate('{a}, {a} and {b}', { a: 'x' })).toBe('x, x and {b}')
    expect(fillTemplate('{n}', { n: 0 })).toBe('0')
    // Names every object inherits are not placeholders either (issue 37: `{constructor}` printed `function Object()…`).
    expect(fillTemplate('{constructor}, {toString}, {__proto__}, {hasOwnProperty}', {})).toBe(
      '{constructor}, {toString}, {__proto__}, {hasOwnProperty}',
    )
  })
  it('formats rupees with Indian digit grouping', () => {
    expect(formatRupees(7000)).toBe('₹7,000')
    expect(formatRupees(100000)).toBe('₹1,00,000')
    expect(formatRupees(2500)).toBe('₹2,500')
    expect(formatRupees(999)).toBe('₹999')
    expect(formatRupees(0)).toBe('₹0')
  })
  it('formats rupees exactly as Intl en-IN does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (amount) => {
        expect(formatRupees(amount)).toBe(intlRupees.format(amount))
      }),
      { numRuns: 2000 },
    )
  })
  it('formats ISO dates in Indian English', () => {
    expect(formatDate('2025-01-10')).toBe('10 January 2025')
  })
  it('formats dates exactly as Intl en-IN does', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }), (d) => {
        const iso = d.toISOString().slice(0, 10)
        expect(formatDate(iso)).toBe(intlDate.format(new Date(`${iso}T00:00:00Z`)))
      }),
      { numRuns: 2000 },
    )
  })
})
