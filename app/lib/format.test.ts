import { describe, expect, it } from 'vitest'
import { formatDate, formatRupees } from './format'

describe('format', () => {
  it('formats rupees with Indian digit grouping', () => {
    expect(formatRupees(7000)).toBe('₹7,000')
    expect(formatRupees(100000)).toBe('₹1,00,000')
    expect(formatRupees(2500)).toBe('₹2,500')
  })
  it('formats ISO dates in Indian English', () => {
    expect(formatDate('2025-01-10')).toBe('10 January 2025')
  })
})
