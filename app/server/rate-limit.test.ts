import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { openDatabase, type DbHandle } from './db/database.server'
import { emptyTestDatabase, withTestDatabase } from './db/test-database.server'
import { clearLimit, forgiveLimit, peekLimit, sweepLimits, takeLimit, type LimitRule } from './rate-limit.server'

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
    const before = await store.db.selectFrom('rate_limits').select('key').where('key', 'like', 'test:%').execute()
    expect(before.length).toBeGreaterThan(0)
    await sweepLimits(store.db, at(5000))
    const left = await store.db.selectFrom('rate_limits').select('key').where('key', 'like', 'test:%').execute()
    expect(left).toEqual([])
  })

  it('stores the rule name and a keyed hash, never an email or IP address (issue 37)', async () => {
    const keys = ['Asha.Iyer+jobs@example.com', '203.0.113.9', 'registration:2001:db8::7', 'owner@realwork.example']
    for (const key of keys) {
      await takeLimit(store.db, rule, key, at(0))
      await forgiveLimit(store.db, rule, key, 1, at(1))
    }
    await clearLimit(store.db, rule, keys[3]!)
    expect(await peekLimit(store.db, rule, keys[0]!, at(2))).toBe(0)
    expect((await takeLimit(store.db, rule, keys[0]!, at(3))).count).toBe(1)
    const stored = (await store.db.selectFrom('rate_limits').select('key').execute()).map((r) => r.key)
    expect(stored.length).toBeGreaterThanOrEqual(3)
    for (const key of stored) expect(key).toMatch(/^[a-z-]+:[A-Za-z0-9_-]{43}$/)
    const text = stored.join('\n')
    for (const part of ['@', 'example.com', 'asha', '203.0.113', 'db8']) expect(text).not.toContain(part)
  })

  it('hashes with a key kept in the database: every handle on it, and a transaction, counts the same row', async () => {
    // Two servers on one database: two handles on one SQLite file, or on one PostgreSQL database.
    const dir = mkdtempSync(path.join(tmpdir(), 'realwork-limits-'))
    const pgDatabase = process.env.DATABASE_URL ? await emptyTestDatabase(process.env.DATABASE_URL) : undefined
    const open = () =>
      openDatabase(pgDatabase ? { databaseUrl: pgDatabase.url } : { sqlitePath: path.join(dir, 'site.db') })
    const handles: DbHandle[] = []
    try {
      handles.push(await open())
      handles.push(await open())
      const [one, two] = handles.map((h) => h.db) as [DbHandle['db'], DbHandle['db']]
      // Both make the key at once: one is stored and both use it.
      await Promise.all([takeLimit(one, rule, 'visitor', at(0)), takeLimit(two, rule, 'visitor', at(0))])
      expect(await peekLimit(one, rule, 'visitor', at(1))).toBe(2)
      expect(await one.transaction().execute((trx) => takeLimit(trx, rule, 'visitor', at(2)))).toMatchObject({
        count: 3,
        allowed: true,
      })
      expect(await takeLimit(two, rule, 'visitor', at(3))).toMatchObject({ count: 4, allowed: false })
      expect(await one.selectFrom('rate_limits').select('key').execute()).toHaveLength(1)
    } finally {
      for (const handle of handles) await handle.db.destroy()
      await pgDatabase?.drop()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
