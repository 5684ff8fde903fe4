import { describe, expect, it } from 'vitest'
import { fixedInsert, fixedQuery } from './fixed-query.server'
import { withTestDatabase } from './test-database.server'

const store = withTestDatabase({ clear: false })

describe('fixedQuery', () => {
  it('builds once per dialect, fills each call with its own values and keeps the fixed ones', async () => {
    let builds = 0
    const hit = fixedQuery<'key' | 'reset', { key: string; count: number; reset_at: string }>((db, param) => {
      builds++
      return db
        .insertInto('rate_limits')
        .values({ key: param('key'), count: 7, reset_at: param('reset') })
        .returning(['key', 'count', 'reset_at'])
    })
    const first = await hit(store.db, { key: 'fixed:a', reset: '2026-01-01T00:00:00.000Z' })
    const second = await hit(store.db, { key: 'fixed:b', reset: '2026-02-01T00:00:00.000Z' })
    expect(first.rows).toEqual([{ key: 'fixed:a', count: 7, reset_at: '2026-01-01T00:00:00.000Z' }])
    expect(second.rows).toEqual([{ key: 'fixed:b', count: 7, reset_at: '2026-02-01T00:00:00.000Z' }])

    // A transaction shares its database's dialect: the compiled statement serves it, and a rollback undoes its row.
    await expect(
      store.db.transaction().execute(async (trx) => {
        await hit(trx, { key: 'fixed:c', reset: '2026-03-01T00:00:00.000Z' })
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    expect(builds).toBe(1)
    const keys = await store.db
      .selectFrom('rate_limits')
      .select('key')
      .where('key', 'like', 'fixed:%')
      .orderBy('key')
      .execute()
    expect(keys.map((row) => row.key)).toEqual(['fixed:a', 'fixed:b'])
  })

  it('fixedInsert puts each value in its own column, whatever the order of the row object', async () => {
    const insert = fixedInsert('rate_limits', ['key', 'count', 'reset_at'])
    await insert(store.db, { reset_at: '2026-04-01T00:00:00.000Z', count: 2, key: 'fixed:d' })
    await insert(store.db, { key: 'fixed:e', reset_at: '2026-05-01T00:00:00.000Z', count: 3 })
    const rows = await store.db
      .selectFrom('rate_limits')
      .select(['key', 'count', 'reset_at'])
      .where('key', 'in', ['fixed:d', 'fixed:e'])
      .orderBy('key')
      .execute()
    expect(rows.map((row) => ({ ...row, count: Number(row.count) }))).toEqual([
      { key: 'fixed:d', count: 2, reset_at: '2026-04-01T00:00:00.000Z' },
      { key: 'fixed:e', count: 3, reset_at: '2026-05-01T00:00:00.000Z' },
    ])
  })
})
