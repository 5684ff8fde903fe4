import { describe, expect, it } from 'vitest'
import { daysOf, RangeQuerySchema, resolveRange } from './range.schema'

const TODAY = '2026-04-11'
const resolve = (raw: Record<string, string>) => resolveRange(RangeQuerySchema.parse(raw), TODAY)

describe('the range schema', () => {
  it('resolves each kind to its first and last India day', () => {
    expect(resolve({})).toMatchObject({ kind: '30d', from: '2026-03-13', to: TODAY })
    expect(resolve({ range: 'today' })).toMatchObject({ from: TODAY, to: TODAY })
    expect(resolve({ range: '7d' })).toMatchObject({ from: '2026-04-05', to: TODAY })
    expect(resolve({ range: 'month', month: '2026-02' })).toMatchObject({ from: '2026-02-01', to: '2026-02-28' })
    expect(resolve({ range: 'month' })).toMatchObject({ from: '2026-04-01', to: TODAY })
    expect(resolve({ range: 'custom', from: '2025-12-30', to: '2026-01-02' })).toMatchObject({
      from: '2025-12-30',
      to: '2026-01-02',
    })
    expect(daysOf({ from: '2025-12-30', to: '2026-01-02' })).toEqual([
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
    ])
  })

  it('refuses what is not a range, with a message', () => {
    const refused = (raw: Record<string, string>) => {
      const parsed = RangeQuerySchema.safeParse(raw)
      return parsed.success ? undefined : parsed.error.issues[0]?.message
    }
    expect(refused({ range: 'year' })).toBeDefined()
    expect(refused({ range: 'month', month: '2026-13' })).toBe('Give a month as YYYY-MM.')
    expect(refused({ range: 'custom', from: '2026-02-30', to: '2026-03-01' })).toBe('Give a date as YYYY-MM-DD.')
    expect(refused({ range: 'custom', from: '2026-03-02', to: '2026-03-01' })).toBe(
      'The last day comes before the first.',
    )
    expect(refused({ range: 'custom', from: '2020-01-01', to: '2026-03-01' })).toMatch(/at most 762 days/)
    expect(refused({ range: 'custom' })).toBe('A custom range needs a first and a last day.')
  })
})
