import { describe, expect, it } from 'vitest'
import { formatIst, fromIstLocalInput, istDate, istDateTime, istHour, istToday, toIstLocalInput } from './ist'

describe('India time', () => {
  it('gives the Indian calendar date and hour of an instant, across midnight in India', () => {
    expect(istDate('2025-01-01T03:30:00.000Z')).toBe('2025-01-01')
    expect(istDate('2025-01-01T18:29:00.000Z')).toBe('2025-01-01')
    expect(istDate('2025-01-01T18:30:00.000Z')).toBe('2025-01-02')
    expect(istToday(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01')
    expect(istHour(new Date('2026-11-27T03:29:00Z'))).toBe(8)
    expect(istHour(new Date('2026-11-27T03:30:00Z'))).toBe(9)
    expect(istHour(new Date('2026-11-27T18:30:00Z'))).toBe(0)
  })

  it('writes a day and time in India as an instant with its offset', () => {
    expect(istDateTime('2026-12-31', '23:59:59')).toBe('2026-12-31T23:59:59+05:30')
    expect(new Date(istDateTime('2027-01-05')).toISOString()).toBe('2027-01-04T18:30:00.000Z')
  })

  it('reads and writes datetime-local values as India time', () => {
    expect(fromIstLocalInput('2026-03-02T09:00')!.toISOString()).toBe('2026-03-02T03:30:00.000Z')
    expect(fromIstLocalInput('2026-03-02T09:00:30')!.toISOString()).toBe('2026-03-02T03:30:30.000Z')
    expect(toIstLocalInput('2026-03-02T03:30:00.000Z')).toBe('2026-03-02T09:00')
    for (const bad of ['', 'tomorrow', '2026-13-40T99:99', '2026-03-02 09:00'])
      expect(fromIstLocalInput(bad)).toBeUndefined()
  })

  it('shows an instant as Bengaluru time, as Intl writes it for en-IN', () => {
    const shown = formatIst('2025-03-04T10:05:00Z')
    expect(shown).toMatch(/^4 Mar 2025, 3:35\spm IST$/)
    expect(formatIst('2025-03-04T20:00:00Z')).toMatch(/^5 Mar 2025, 1:30\sam IST$/)
  })
})
