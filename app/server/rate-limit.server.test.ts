import { describe, expect, it } from 'vitest'
import { withTestDatabase } from './db/test-database.server'
import { clearLimit, peekLimit, sweepLimits, takeLimit, type LimitRule } from './rate-limit.server'

const store = withTestDatabase({ clear: false })

const rule: LimitRule = { name: 'test', max: 3, windowMs: 1000 }
const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms)

describe('database rate limits', () => {
  it('allows max hits per window per key, then refuses until the window ends', async () => {
    const hits = []
    for (let i = 0; i < 4; i++) hits.push((await takeLimit(store.db, rule, 'a', at(0))).allowed)
    expect(hits).toEqual([true, true, true, false])
    expect((await takeLimit(store.db, rule, 'b', at(10))).allowed).toBe(true)
    expect((await takeLimit(store.db, rule, 'a', at(999))).allowed).toBe(false)
    expect(await takeLimit(store.db, rule, 'a', at(1000))).toMatchObject({ allowed: true, count: 1 })
    expect(await peekLimit(store.db, rule, 'a', at(1001))).toBe(1)
    expect(await peekLimit(store.db, rule, 'a', at(2000))).toBe(0)
  })

  it('counts concurrent hits exactly once each (one statement per hit)', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => takeLimit(store.db, rule, 'burst', at(0))))
    expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
    expect(results.filter((r) => r.allowed)).toHaveLength(3)
  })

  it('keeps rules apart, clears a key, and sweeps ended windows', async () => {
    const other: LimitRule = { ...rule, name: 'other' }
    await takeLimit(store.db, rule, 'shared', at(0))
    expect(await peekLimit(store.db, other, 'shared', at(0))).toBe(0)
    await clearLimit(store.db, rule, 'shared')
    expect(await peekLimit(store.db, rule, 'shared', at(0))).toBe(0)
    await takeLimit(store.db, rule, 'old', at(0))
    await sweepLimits(store.db, at(5000))
    const left = await store.db.selectFrom('rate_limits').select('key').where('key', '=', 'test:old').execute()
    expect(left).toEqual([])
  })
})
