// The counter, the daily salt and the goals on the store: SQLite in memory by default, PostgreSQL with DATABASE_URL
// (`bash scripts/test-postgres.sh`). Two counters on one database stand for two servers.
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { withTestDatabase } from '../db/test-database.server'
import { saveSubmission } from '../submissions.server'
import { pageViewOf, type ViewRequest } from './count-rules.server'
import { DAY_LIMITS } from './bounds.server'
import { createCounter } from './counter.server'
import { recordGoal } from './goals.server'
import { loadDaySalt, visitorKey } from './salt.server'

const store = withTestDatabase()

const UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 CounterTest/7'
const ADDRESS = '203.0.113.77'

function view(url: string, headers: ViewRequest['headers'] = {}) {
  const counted = pageViewOf({
    method: 'GET',
    url,
    headers: { 'user-agent': UA, 'accept-language': 'en-IN', accept: 'text/html', ...headers },
    host: () => 'realworktech.in',
    status: 200,
    contentType: 'text/html',
  })
  if (!counted) throw new Error(`not a view: ${url}`)
  return counted
}

/** A clock the test moves. */
function clockAt(iso: string) {
  let now = new Date(iso)
  return { now: () => now, set: (next: string) => (now = new Date(next)) }
}

async function allText(): Promise<string> {
  const { db } = store
  const tables = [
    'analytics_salts',
    'analytics_views',
    'analytics_day_visitors',
    'analytics_visitors',
    'analytics_goals',
  ] as const
  const rows = await Promise.all(tables.map((t) => db.selectFrom(t).selectAll().execute()))
  return JSON.stringify(rows)
}

describe('the daily salt', () => {
  it("gives the same address and agent different keys on two days, and deletes the first day's salt", async () => {
    const first = await loadDaySalt(store.db, '2026-03-01')
    const again = await loadDaySalt(store.db, '2026-03-01')
    expect(again.salt).toBe(first.salt) // every server of the day shares it
    const second = await loadDaySalt(store.db, '2026-03-02')
    expect(second.salt).not.toBe(first.salt)
    expect(visitorKey(first.salt, ADDRESS, UA)).not.toBe(visitorKey(second.salt, ADDRESS, UA))
    const days = await store.db.selectFrom('analytics_salts').select('day').execute()
    expect(days.map((d) => d.day)).toEqual(['2026-03-02'])
  })
})

describe('the counter', () => {
  it('counts views and one visitor per day, adds across flushes and servers, and stores no address or agent', async () => {
    const clock = clockAt('2026-03-05T06:00:00Z')
    const one = createCounter(store.db, clock.now)
    const two = createCounter(store.db, clock.now)
    one.count(
      view('/services?utm_source=Google&utm_medium=cpc&utm_campaign=Spring', { referer: 'https://www.google.com/' }),
      ADDRESS,
    )
    await one.flush()
    one.count(view('/services/services', { referer: 'https://realworktech.in/services' }), ADDRESS)
    two.count(view('/services/services', { referer: 'https://realworktech.in/services' }), ADDRESS)
    two.count(view('/', { 'sec-gpc': '1' }), '198.51.100.9')
    await Promise.all([one.flush(), two.flush()])

    const views = await store.db
      .selectFrom('analytics_views')
      .select(['path', 'entry', 'utm_campaign', 'referrer', 'views'])
      .orderBy('path')
      .execute()
    expect(views.map((r) => ({ ...r, entry: Number(r.entry), views: Number(r.views) }))).toEqual([
      { path: '/', entry: 1, utm_campaign: '', referrer: '', views: 1 },
      { path: '/services', entry: 1, utm_campaign: 'spring', referrer: 'google.com', views: 1 },
      { path: '/services/services', entry: 0, utm_campaign: '', referrer: '', views: 2 },
    ])
    // One visitor (the GPC view has no key), with its entry's source, who reached a service page.
    const visitors = await store.db.selectFrom('analytics_day_visitors').selectAll().execute()
    expect(visitors).toHaveLength(1)
    expect(visitors[0]).toMatchObject({
      day: '2026-03-05',
      entry_path: '/services',
      utm_source: 'google',
      referrer: 'google.com',
    })
    expect(Number(visitors[0]!.offer)).toBe(1)
    const text = await allText()
    expect(text).not.toContain(ADDRESS)
    expect(text).not.toContain('198.51.100.9')
    expect(text).not.toContain('CounterTest')
  })

  it("reuses an address's key only for the same agent and day", async () => {
    const clock = clockAt('2026-03-05T06:00:00Z')
    const counter = createCounter(store.db, clock.now)
    const otherAgent = `${UA} Other/1`
    counter.count(view('/'), ADDRESS)
    await counter.flush() // the day's salt is loaded: what follows goes through the address's key
    counter.count(view('/about'), ADDRESS)
    counter.count(view('/blogs'), ADDRESS)
    counter.count(view('/blogs'), '198.51.100.20')
    counter.count(view('/blogs', { 'user-agent': otherAgent }), ADDRESS)
    await counter.flush()
    clock.set('2026-03-06T06:00:00Z')
    counter.count(view('/'), ADDRESS)
    await counter.flush()
    counter.count(view('/about'), ADDRESS)
    await counter.flush()

    const salts = await store.db.selectFrom('analytics_salts').selectAll().execute()
    expect(salts.map((s) => s.day)).toEqual(['2026-03-06'])
    const keys = await store.db.selectFrom('analytics_day_visitors').select(['day', 'visitor']).execute()
    // Day one's keys were folded into counts at the day's end: three visitors, never the same key for two clients.
    const folded = await store.db.selectFrom('analytics_visitors').select(['day', 'visitors']).execute()
    expect(folded.reduce((sum, r) => sum + Number(r.visitors), 0)).toBe(3)
    expect(keys).toEqual([{ day: '2026-03-06', visitor: visitorKey(salts[0]!.salt, ADDRESS, UA) }])
  })

  it("updates an address's visitor in the map being filled, not in rows already taken for a write", async () => {
    const clock = clockAt('2026-03-05T06:00:00Z')
    const counter = createCounter(store.db, clock.now)
    counter.count(view('/'), ADDRESS)
    await counter.flush()
    counter.count(view('/about'), ADDRESS) // the address now holds the visitor's row
    await counter.flush()
    counter.count(view('/realworkstudio/course'), ADDRESS) // the course list, after the row was written
    await counter.flush()
    const visitors = await store.db.selectFrom('analytics_day_visitors').select(['entry_path', 'offer']).execute()
    expect(visitors.map((r) => ({ ...r, offer: Number(r.offer) }))).toEqual([{ entry_path: '/', offer: 1 }])
  })

  it('keeps the source of the entry view when another server flushed the same visitor mid-visit first', async () => {
    const clock = clockAt('2026-03-05T06:00:00Z')
    const entryServer = createCounter(store.db, clock.now)
    const otherServer = createCounter(store.db, clock.now)
    entryServer.count(
      view('/?utm_source=newsletter&utm_campaign=march', { referer: 'https://mail.example.com/' }),
      ADDRESS,
    )
    otherServer.count(view('/realworkstudio/course', { referer: 'https://realworktech.in/' }), ADDRESS)
    await otherServer.flush()
    await entryServer.flush()
    const [row] = await store.db.selectFrom('analytics_day_visitors').selectAll().execute()
    expect(row).toMatchObject({
      entry_path: '/',
      utm_source: 'newsletter',
      utm_campaign: 'march',
      referrer: 'mail.example.com',
    })
    expect(Number(row!.offer)).toBe(1)
  })

  it('folds a finished day into visitors per source and deletes its keys and salt', async () => {
    const clock = clockAt('2026-03-05T12:00:00Z')
    const counter = createCounter(store.db, clock.now)
    counter.count(view('/?utm_source=google&utm_campaign=spring', { referer: 'https://google.com/' }), ADDRESS)
    counter.count(view('/?utm_source=google&utm_campaign=spring', { referer: 'https://google.com/' }), '203.0.113.78')
    counter.count(view('/realworkstudio/course', { referer: 'https://realworktech.in/' }), '203.0.113.78')
    await counter.flush()
    clock.set('2026-03-05T19:00:00Z') // 00:30 on 6 March in India
    counter.count(view('/'), ADDRESS)
    await counter.flush()
    const visitors = await store.db.selectFrom('analytics_visitors').selectAll().execute()
    expect(
      visitors.map((v) => ({ ...v, visitors: Number(v.visitors), offer_visitors: Number(v.offer_visitors) })),
    ).toEqual([
      {
        day: '2026-03-05',
        entry_path: '/',
        device: 'desktop',
        referrer: 'google.com',
        utm_source: 'google',
        utm_medium: '',
        utm_campaign: 'spring',
        visitors: 2,
        offer_visitors: 1,
      },
    ])
    const keys = await store.db.selectFrom('analytics_day_visitors').select('day').execute()
    expect(keys.map((k) => k.day)).toEqual(['2026-03-06'])
    const salts = await store.db.selectFrom('analytics_salts').select('day').execute()
    expect(salts.map((s) => s.day)).toEqual(['2026-03-06'])
  })

  it('gives the same visitor a key on the next day that nothing links to the first', async () => {
    const clock = clockAt('2026-03-05T12:00:00Z')
    const counter = createCounter(store.db, clock.now)
    counter.count(view('/'), ADDRESS)
    await counter.flush()
    const [first] = await store.db.selectFrom('analytics_day_visitors').select('visitor').execute()
    clock.set('2026-03-06T12:00:00Z')
    counter.count(view('/'), ADDRESS)
    await counter.flush()
    const [second] = await store.db.selectFrom('analytics_day_visitors').select('visitor').execute()
    expect(second!.visitor).not.toBe(first!.visitor)
    // The first day's key and salt are gone: only counts remain of it.
    expect(await allText()).not.toContain(first!.visitor)
  })

  it('writes what it holds at stop', async () => {
    const counter = createCounter(store.db, () => new Date('2026-03-05T12:00:00Z'))
    counter.count(view('/careers'), ADDRESS)
    await counter.stop()
    const row = await store.db
      .selectFrom('analytics_views')
      .select('views')
      .where('path', '=', '/careers')
      .executeTakeFirst()
    expect(Number(row?.views)).toBe(1)
  })
})

describe('goals', () => {
  it('keeps a lead’s landing page as a view is counted: a payment link under its pattern, a staff page not at all', async () => {
    const at = new Date('2026-03-05T12:00:00Z')
    const token = 'uHEvCugvXhCxqSCbD2dB9vLt53OxvSN2'
    await recordGoal(store.db, { goal: 'form', source: { landing: `/pay/${token}` }, at })
    await recordGoal(store.db, { goal: 'registration', source: { landing: '/%73taff/login' }, at })
    const rows = await store.db.selectFrom('analytics_goals').select(['goal', 'entry_path']).orderBy('goal').execute()
    expect(rows).toEqual([
      { goal: 'form', entry_path: '/pay/:token' },
      { goal: 'registration', entry_path: '' },
    ])
  })

  it('counts a stored form and a registration with the lead source, and payments with their paise', async () => {
    const at = new Date('2026-03-05T12:00:00Z')
    const source = {
      landing: '/realworkstudio/course',
      referrer: 'google.com',
      utmSource: 'Google',
      utmCampaign: 'Spring',
    }
    const lead = { name: 'Asha', email: 'asha@example.com', phone: '9876543210', fields: {}, source }
    await saveSubmission(store.db, { ...lead, kind: 'enquiry' }, at)
    await saveSubmission(store.db, { ...lead, kind: 'registration' }, at)
    await recordGoal(store.db, { goal: 'payment', source, amountPaise: 2_499_900, at })
    await recordGoal(store.db, { goal: 'payment', source, amountPaise: 1_000_000, at })
    const rows = await store.db
      .selectFrom('analytics_goals')
      .select(['goal', 'entry_path', 'utm_source', 'utm_campaign', 'count', 'amount_paise'])
      .orderBy('goal')
      .execute()
    expect(rows.map((r) => ({ ...r, count: Number(r.count), amount_paise: Number(r.amount_paise) }))).toEqual([
      {
        goal: 'form',
        entry_path: '/realworkstudio/course',
        utm_source: 'google',
        utm_campaign: 'spring',
        count: 1,
        amount_paise: 0,
      },
      {
        goal: 'payment',
        entry_path: '/realworkstudio/course',
        utm_source: 'google',
        utm_campaign: 'spring',
        count: 2,
        amount_paise: 3_499_900,
      },
      {
        goal: 'registration',
        entry_path: '/realworkstudio/course',
        utm_source: 'google',
        utm_campaign: 'spring',
        count: 1,
        amount_paise: 0,
      },
    ])
  })

  it('is part of the caller’s transaction: a rolled-back payment counts nothing', async () => {
    await expect(
      store.db.transaction().execute(async (trx) => {
        await recordGoal(trx, { goal: 'payment', amountPaise: 500_000 })
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    const n = await sql<{ n: number }>`select count(*) as n from analytics_goals`.execute(store.db)
    expect(Number(n.rows[0]!.n)).toBe(0)
  })
})

describe('retention', () => {
  it('keeps 25 months of per-day rows by default and deletes older ones', async () => {
    const { analyticsKeptFrom, pruneAnalytics } = await import('./retention.server')
    const now = new Date('2026-03-31T06:00:00Z')
    expect(analyticsKeptFrom(now, 25)).toBe('2024-02-29')
    await recordGoal(store.db, { goal: 'form', at: new Date('2024-02-28T06:00:00Z') })
    await recordGoal(store.db, { goal: 'form', at: new Date('2024-02-29T06:00:00Z') })
    const counter = createCounter(store.db, () => new Date('2024-02-28T06:00:00Z'))
    counter.count(view('/'), ADDRESS)
    await counter.flush()
    expect(await pruneAnalytics(store.db, { now })).toBe(2) // the old goal row and the old page-view row
    const days = await store.db.selectFrom('analytics_goals').select('day').execute()
    expect(days.map((d) => d.day)).toEqual(['2024-02-29'])
  })
})

describe('a flood of distinct views', () => {
  it('starts a flush past its buffer limit, never holds more than its cap a map, and a flush writes the rest', async () => {
    // The limits made small (MAX_BUFFERED_ROWS and MAX_HELD_ROWS in production), so the flood is quick.
    const [MAX_BUFFERED_ROWS, MAX_HELD_ROWS] = [200, 1_000]
    const counter = createCounter(store.db, () => new Date('2026-03-05T12:00:00Z'), {
      maxBuffered: MAX_BUFFERED_ROWS,
      maxHeld: MAX_HELD_ROWS,
      // The day's caps (bounds.server.ts, tested in counter-bounds.test.ts) lifted: this is the memory's own cap.
      dayLimits: { ...DAY_LIMITS, utm: 1e6, sourcedRows: 1e6 },
    })
    await counter.flush() // nothing yet; the salt is not loaded until the first keyed view
    const flood = MAX_HELD_ROWS + MAX_BUFFERED_ROWS + 5_000
    for (let i = 0; i < flood; i++) {
      // No address: no visitor key, so only the views map grows (one row per distinct campaign).
      counter.count(view(`/?utm_source=flood&utm_campaign=c${i}`), undefined)
      expect(counter.buffered().views).toBeLessThanOrEqual(MAX_HELD_ROWS)
    }
    await counter.flush()
    expect(counter.buffered().views).toBe(0)
    const row = await store.db
      .selectFrom('analytics_views')
      .select((eb) => [eb.fn.countAll<number>().as('rows'), eb.fn.sum<number>('views').as('views')])
      .executeTakeFirstOrThrow()
    // The first MAX_BUFFERED_ROWS + 1 went with the early flush; the rest up to the cap waited for the next.
    expect(Number(row.rows)).toBe(Number(row.views))
    expect(Number(row.rows)).toBeGreaterThan(MAX_HELD_ROWS)
    expect(Number(row.rows)).toBeLessThan(flood)
  })
})
