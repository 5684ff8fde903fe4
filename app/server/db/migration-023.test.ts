// Migration 023 on analytics written before it (issue 53): a payment link's token becomes its pattern, added into the
// pattern's row, and staff paths (stored decoded from `/%73taff/…`) are deleted.
import { describe, expect, it } from 'vitest'
import { migrate } from './database.server'
import { withTestDatabase } from './test-database.server'

const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'

describe(`migration 023 on stored analytics (${engine})`, () => {
  const store = withTestDatabase({ clear: false, migrateTo: '022_fee_account' })

  it('keeps no token or staff path, and loses no public view', async () => {
    const row = (path: string, views: number) => ({
      day: '2026-11-20',
      path,
      entry: 1,
      device: 'phone',
      referrer: '',
      utm_source: '',
      utm_medium: '',
      utm_campaign: '',
      views,
    })
    await store.db
      .insertInto('analytics_views')
      .values([
        row('/pay/tokenAAA', 2),
        row('/pay/tokenBBB', 3),
        row('/pay/tokenAAA/documents/inv-1', 1),
        row('/staff/login', 4),
        row('/about', 5),
      ])
      .execute()
    const { day, device, referrer, utm_source, utm_medium, utm_campaign } = row('', 0)
    const source = { day, device, referrer, utm_source, utm_medium, utm_campaign }
    await store.db
      .insertInto('analytics_visitors')
      .values([
        { ...source, entry_path: '/pay/tokenAAA', visitors: 1, offer_visitors: 0 },
        { ...source, entry_path: '/pay/tokenBBB', visitors: 2, offer_visitors: 1 },
      ])
      .execute()

    await migrate(store)

    const views = await store.db.selectFrom('analytics_views').select(['path', 'views']).orderBy('path').execute()
    expect(views.map((v) => [v.path, Number(v.views)])).toEqual([
      ['/about', 5],
      ['/pay/:token', 5],
      ['/pay/:token/documents/:id', 1],
    ])
    const visitors = await store.db.selectFrom('analytics_visitors').selectAll().execute()
    expect(visitors.map((v) => [v.entry_path, Number(v.visitors), Number(v.offer_visitors)])).toEqual([
      ['/pay/:token', 3, 1],
    ])
  })
})
