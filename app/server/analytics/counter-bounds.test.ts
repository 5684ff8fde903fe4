// The counter under abuse (issue 53): a human rate per address, a few new visitors per address and hour however the
// user agent varies, a fixed number of distinct values per day, and the figures of what was not counted. The flood of
// 100,000 hostile requests runs on a SQLite file, so the database's growth in bytes is measured, not guessed.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/database.server'
import { withTestDatabase } from '../db/test-database.server'
import { ADDRESS_LIMITS, DAY_LIMITS, OTHER } from './bounds.server'
import { classifyRequest, pageViewOf, type ViewRequest } from './count-rules.server'
import { createCounter } from './counter.server'
import { uncountedFigures } from '~/staff/analytics/server/uncounted.server'

const store = withTestDatabase()

const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

function request(url: string, headers: ViewRequest['headers'] = {}, status = 200): ViewRequest {
  return {
    method: 'GET',
    url,
    headers: { 'user-agent': UA, 'accept-language': 'en-IN', accept: 'text/html', ...headers },
    host: () => 'realworktech.in',
    status,
    contentType: 'text/html',
  }
}

function view(url: string, headers: ViewRequest['headers'] = {}) {
  const counted = pageViewOf(request(url, headers))
  if (!counted) throw new Error(`not a view: ${url}`)
  return counted
}

/** A clock the test moves. */
function clockAt(iso: string) {
  let now = new Date(iso).getTime()
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) }
}

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const DAY = '2026-03-05'
const NOON = '2026-03-05T06:30:00Z' // noon in India

async function sums() {
  const views = await store.db
    .selectFrom('analytics_views')
    .select((eb) => [eb.fn.countAll<number>().as('rows'), eb.fn.sum<number>('views').as('views')])
    .executeTakeFirstOrThrow()
  const visitors = await store.db
    .selectFrom('analytics_day_visitors')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return { rows: Number(views.rows), views: Number(views.views ?? 0), visitors: Number(visitors.n) }
}

describe('per address', () => {
  it('counts at most 60 views a minute and 10 new visitors an hour, however the user agent varies', async () => {
    const clock = clockAt(NOON)
    const counter = createCounter(store.db, clock.now)
    for (let i = 0; i < 300; i++) counter.count(view('/', { 'user-agent': `${UA} Inflate/${i}` }), '203.0.113.5')
    await counter.flush()
    expect(await sums()).toMatchObject({ views: ADDRESS_LIMITS.viewsPerMinute, visitors: 10 })
    expect(await uncountedFigures(store.db, DAY, DAY)).toEqual({
      bots: 0,
      overRate: 300 - ADDRESS_LIMITS.viewsPerMinute,
      visitorCap: ADDRESS_LIMITS.viewsPerMinute - ADDRESS_LIMITS.visitorsPerHour,
      notFound: 0,
      folded: 0,
    })

    // The next minute counts again, the visitors already admitted included; a new agent waits for the next hour.
    clock.advance(60_000)
    counter.count(view('/about', { 'user-agent': `${UA} Inflate/3` }), '203.0.113.5')
    counter.count(view('/about', { 'user-agent': `${UA} Inflate/4000` }), '203.0.113.5')
    counter.count(view('/about', { 'user-agent': `${UA} Inflate/4000` }), '203.0.113.5')
    await counter.flush()
    expect(await sums()).toMatchObject({ views: ADDRESS_LIMITS.viewsPerMinute + 3, visitors: 10 })
    expect((await uncountedFigures(store.db, DAY, DAY)).visitorCap).toBe(51) // the refused visitor is one figure
    clock.advance(3_600_000)
    counter.count(view('/about', { 'user-agent': `${UA} Inflate/4000` }), '203.0.113.5')
    await counter.flush()
    expect((await sums()).visitors).toBe(11)
    // Another address is not held back by the first.
    counter.count(view('/'), '198.51.100.7')
    await counter.flush()
    expect((await sums()).visitors).toBe(12)
  })
})

describe('per day', () => {
  it('stores at most the cap of distinct campaign tags and folds the rest into (other)', async () => {
    const clock = clockAt(NOON)
    const counter = createCounter(store.db, clock.now)
    for (let i = 0; i < 3_000; i++) {
      // One address each (the rate is not what is tested), each with a unique 100-character campaign.
      const tag = `c${i}`.padEnd(100, 'x')
      counter.count(view(`/?utm_source=s${i}&utm_medium=m${i}&utm_campaign=${tag}`), `10.0.${i >> 8}.${i & 255}`)
    }
    await counter.flush()
    const distinct = async (column: 'utm_source' | 'utm_medium' | 'utm_campaign') =>
      (await store.db.selectFrom('analytics_views').select(column).distinct().execute()).map((r) => r[column])
    for (const column of ['utm_source', 'utm_medium', 'utm_campaign'] as const) {
      const values = await distinct(column)
      expect(values.length).toBeLessThanOrEqual(DAY_LIMITS.utm + 1)
      expect(values).toContain(OTHER)
    }
    expect((await sums()).views).toBe(3_000) // folded, not lost
    expect((await uncountedFigures(store.db, DAY, DAY)).folded).toBe(3_000 - DAY_LIMITS.utm)
  })

  it("does not open the caps again after a restart: the day's stored values count against them", async () => {
    const clock = clockAt(NOON)
    const first = createCounter(store.db, clock.now)
    first.start()
    for (let i = 0; i < DAY_LIMITS.utm; i++) first.count(view(`/?utm_campaign=c${i}`), `10.1.0.${i}`)
    await first.stop()
    const restarted = createCounter(store.db, clock.now)
    restarted.start()
    restarted.count(view('/?utm_campaign=one-more'), '10.1.1.1')
    await restarted.stop()
    const campaigns = await store.db.selectFrom('analytics_views').select('utm_campaign').distinct().execute()
    expect(campaigns.map((c) => c.utm_campaign)).toContain(OTHER)
    expect(campaigns.map((c) => c.utm_campaign)).not.toContain('one-more')
  })

  it('records bots and pages not found as figures, never their paths', async () => {
    const counter = createCounter(store.db, clockAt(NOON).now)
    const bot = classifyRequest(request('/about', { 'user-agent': 'Googlebot/2.1' }))
    const curl = classifyRequest(request('/about', { 'user-agent': 'curl/8', 'accept-language': undefined }))
    const missing = classifyRequest(request('/no-such-page-secret', {}, 404))
    expect([bot, curl, missing]).toEqual(['bot', 'bot', 'notFound'])
    counter.notCounted('bots')
    counter.notCounted('bots')
    counter.notCounted('notFound')
    await counter.flush()
    expect(await uncountedFigures(store.db, DAY, DAY)).toMatchObject({ bots: 2, notFound: 1 })
    expect(await uncountedFigures(store.db, '2026-03-06', '2026-03-07')).toMatchObject({ bots: 0, notFound: 0 })
    expect((await sums()).rows).toBe(0)
  })
})

describe('100,000 hostile requests', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'analytics-bounds-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it("keep a day's rows and the database's growth within the stated bound", async () => {
    const handle = await openDatabase({ sqlitePath: path.join(dir, 'site.db') })
    const { db, sqlite } = handle
    const bytes = () =>
      Number(sqlite!.pragma('page_count', { simple: true })) * Number(sqlite!.pragma('page_size', { simple: true }))
    const clock = clockAt('2026-03-05T00:00:00Z') // 05:30 in India
    const counter = createCounter(db, clock.now)
    await counter.flush()
    const before = bytes()
    const long = (prefix: string, i: number) => `${prefix}${i}-`.padEnd(100, 'z')
    // The worst the caps allow: every device, entry and onward views, and sources mixed from more values than the
    // caps take, so that the distinct rows (not only the values) reach their bound; 150-character paths.
    const agents = [UA, IPHONE, IPAD]
    for (let i = 0; i < 100_000; i++) {
      const address = i % 3 === 0 ? '203.0.113.9' : `2001:db8::${i.toString(16)}` // one hot address, many others
      const kind = i % 4
      const headers = {
        'user-agent': `${agents[i % 3]} Hostile/${i}`,
        referer:
          kind === 0
            ? 'https://realworktech.in/'
            : kind === 1
              ? ''
              : `https://${long('r', i % 150).slice(0, 60)}.example/`,
      }
      const tags = `utm_source=${long('s', i % 70)}&utm_medium=${long('m', (i * 7) % 70)}&utm_campaign=${long('c', (i * 13) % 70)}`
      const url = `/${long('p', i % 400).slice(0, 150)}?${tags}`
      const counted = pageViewOf(request(url, headers))
      if (counted) counter.count(counted, address)
      clock.advance(300) // 100,000 requests over about 8 hours of the same India day
      if (i % 20_000 === 19_999) await counter.flush()
    }
    await counter.flush()
    const count = async (table: 'analytics_views' | 'analytics_day_visitors' | 'analytics_uncounted') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const paths = (await db.selectFrom('analytics_views').select('path').distinct().execute()).length
    expect(paths).toBeLessThanOrEqual(DAY_LIMITS.paths + 1)
    // Rows without a source: paths × entry flag × device; with one: the cap, plus one "(other)" row per path and device.
    const maxRows = (DAY_LIMITS.paths + 1) * 2 * 3 + DAY_LIMITS.sourcedRows + (DAY_LIMITS.paths + 1) * 3
    expect(await count('analytics_views')).toBeLessThanOrEqual(maxRows)
    expect(await count('analytics_day_visitors')).toBeLessThanOrEqual(DAY_LIMITS.visitors)
    const figures = await uncountedFigures(db, DAY, DAY)
    expect(figures.overRate).toBeGreaterThan(0)
    expect(figures.folded).toBeGreaterThan(50_000)
    // Fold the day: its visitor keys become counts, and what stays is the day's permanent rows.
    clock.advance(24 * 3_600_000)
    await counter.flush()
    await counter.stop()
    const kept = await db
      .selectFrom('analytics_visitors')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(kept.n)).toBeLessThanOrEqual(maxRows)
    expect(await count('analytics_day_visitors')).toBe(0)
    sqlite!.exec('vacuum')
    const grown = bytes() - before
    console.log(
      `100,000 hostile requests: ${await count('analytics_views')} view rows, ${kept.n} visitor rows, +${grown} bytes`,
    )
    expect(grown).toBeLessThanOrEqual(BYTES_PER_DAY)
    await db.destroy()
  }, 120_000)
})

/** The bound stated in docs/decisions/021 ("Bounds"): the database's growth for one India day, whatever arrives. */
const BYTES_PER_DAY = 5.3 * 1024 * 1024
