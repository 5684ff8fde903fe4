import { describe, expect, it } from 'vitest'
import { fromIstLocalInput, istDate, toIstLocalInput } from './post-dates'

describe('post dates in IST', () => {
  it('gives the Indian calendar date of an instant', () => {
    expect(istDate('2025-01-01T03:30:00.000Z')).toBe('2025-01-01')
    expect(istDate('2025-01-01T18:29:00.000Z')).toBe('2025-01-01')
    expect(istDate('2025-01-01T18:30:00.000Z')).toBe('2025-01-02')
  })

  it('reads and writes datetime-local values as IST', () => {
    expect(fromIstLocalInput('2026-03-02T09:00')!.toISOString()).toBe('2026-03-02T03:30:00.000Z')
    expect(toIstLocalInput('2026-03-02T03:30:00.000Z')).toBe('2026-03-02T09:00')
    for (const bad of ['', 'tomorrow', '2026-13-40T99:99', '2026-03-02 09:00'])
      expect(fromIstLocalInput(bad)).toBeUndefined()
  })
})
