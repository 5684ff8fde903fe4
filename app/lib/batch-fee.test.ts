import { describe, expect, it } from 'vitest'
import { feeAt, plainFee, struckPaise } from './batch-fee'

const early = { feePaise: 700_000, earlyFeePaise: 600_000, earlyUntil: '2026-12-15' }

describe('feeAt', () => {
  it('charges the early-bird fee through the whole of its last day in India', () => {
    const charged = { paise: 600_000, fullPaise: 700_000, earlyUntil: '2026-12-15' }
    expect(feeAt(early, new Date('2026-12-01T10:00:00+05:30'))).toEqual(charged)
    // 11:59 pm on the last day in Bengaluru is still that day, though it is 18:29 UTC.
    expect(feeAt(early, new Date('2026-12-15T23:59:59.999+05:30'))).toEqual(charged)
    // Just after midnight IST it is 15 December in UTC, but 16 December in India: the full fee.
    expect(feeAt(early, new Date('2026-12-15T18:30:00.000Z'))).toEqual({
      paise: 700_000,
      fullPaise: 700_000,
      earlyUntil: null,
    })
    // 00:30 on 15 December in India is 14 December in UTC: early-bird.
    expect(feeAt(early, new Date('2026-12-14T19:00:00Z'))).toEqual(charged)
  })
  it('charges the full fee after the last day', () => {
    expect(feeAt(early, new Date('2027-01-02T09:00:00+05:30'))).toEqual({
      paise: 700_000,
      fullPaise: 700_000,
      earlyUntil: null,
    })
  })
  it('charges the full fee of a batch without an early-bird fee', () => {
    const none = { feePaise: 700_000, earlyFeePaise: null, earlyUntil: null }
    expect(feeAt(none, new Date('2026-12-01T10:00:00+05:30'))).toEqual({
      paise: 700_000,
      fullPaise: 700_000,
      earlyUntil: null,
    })
    expect(plainFee(7000)).toEqual({ paise: 700_000, fullPaise: 700_000, earlyUntil: null })
  })
})

describe('struckPaise', () => {
  it('strikes the full fee while an early-bird fee lasts, whatever the catalogue’s original price', () => {
    const early = { paise: 600_000, fullPaise: 700_000, earlyUntil: '2026-12-15' }
    expect(struckPaise(early)).toBe(700_000)
    expect(struckPaise(early, 9000)).toBe(700_000)
  })
  it('strikes the original price only when it is above the fee', () => {
    expect(struckPaise(plainFee(7000), 9000)).toBe(900_000)
    expect(struckPaise(plainFee(7000), 7000)).toBe(0)
    expect(struckPaise(plainFee(7000), 5000)).toBe(0)
    expect(struckPaise(plainFee(7000))).toBe(0)
  })
})
