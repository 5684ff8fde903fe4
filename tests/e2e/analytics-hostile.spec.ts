import path from 'node:path'
import Database from 'better-sqlite3'
import { expect, test } from './fixtures'
import { freePort, startServer, tempDataDir, type RunningServer } from './server-process'

// Attacks on the visitor counts (issue 53, docs/decisions/021 "Bounds") against the real built server on 127.0.0.1,
// with bounded loops: one address inflating visitors with varied user agents, unique 100-character campaign tags to
// fill the disk, a student's payment link, and the staff sign-in spelled to slip past the staff check. Afterwards the
// server is stopped (its counts flushed) and the database's analytics rows are read: each within its bound. The
// addresses come through X-Forwarded-For from a trusted proxy (TRUST_PROXY=loopback), as behind a load balancer.
test.describe.configure({ mode: 'serial' })

const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const TOKEN = 'pQ7sEcReTtOkEn9xZ2wV4mK8'

let server: RunningServer
let dataDir: string

/** A browser-like document request from `address`. */
async function page(pathAndQuery: string, address: string, userAgent = UA): Promise<number> {
  const response = await fetch(`${server.origin}${pathAndQuery}`, {
    headers: {
      'user-agent': userAgent,
      'accept-language': 'en-IN,en;q=0.9',
      accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
      'x-forwarded-for': address,
    },
  })
  await response.arrayBuffer()
  return response.status
}

/** Runs `count` requests, `parallel` at a time. */
async function flood(count: number, parallel: number, one: (i: number) => Promise<number>): Promise<number[]> {
  const statuses: number[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) statuses.push(await one(next++))
    }),
  )
  return statuses
}

test.beforeAll(async () => {
  dataDir = tempDataDir('analytics-hostile')
  server = await startServer({ port: await freePort(), dataDir, env: { TRUST_PROXY: 'loopback' } })
})
test.afterAll(async () => {
  await server?.stop()
})

test('inflation, disk filling, a payment link and a disguised staff path stay within the bounds', async () => {
  test.setTimeout(180_000)
  // 300 views of the home page from one address, each with another user agent.
  const inflation = await flood(300, 4, (i) => page('/', '203.0.113.44', `${UA} Inflate/${i}`))
  expect(inflation.every((s) => s === 200)).toBe(true)
  // 3,000 entries, each from its own address with unique 100-character campaign tags.
  const tag = (kind: string, i: number) => `${kind}${i}-`.padEnd(100, 'q')
  const filling = await flood(3_000, 8, (i) =>
    page(
      `/?utm_source=${tag('s', i)}&utm_medium=${tag('m', i)}&utm_campaign=${tag('c', i)}`,
      `10.9.${i >> 8}.${i & 255}`,
    ),
  )
  expect(filling.every((s) => s === 200)).toBe(true)
  // A payment link (unknown here, so answered 404), and the staff sign-in in disguise.
  await page(`/pay/${TOKEN}`, '198.51.100.61')
  await page(`/PAY/${TOKEN}/`, '198.51.100.61')
  for (const disguised of ['/%73taff/login', '/STAFF/login', '//staff//login/', '/blogs/../staff/login']) {
    await page(disguised, '198.51.100.62')
  }

  await server.stop() // counts flushed, the database closed
  const db = new Database(path.join(dataDir, 'site.db'), { readonly: true })
  try {
    const views = db
      .prepare('select path, referrer, utm_source, utm_medium, utm_campaign, views from analytics_views')
      .all() as {
      path: string
      utm_source: string
      utm_medium: string
      utm_campaign: string
      views: number
    }[]
    const total = views.reduce((sum, row) => sum + row.views, 0)
    // The inflating address: 60 views in its minute (the loop takes far less), the 3,000 entries each counted.
    expect(total).toBeGreaterThanOrEqual(3_000 + 60)
    expect(total).toBeLessThanOrEqual(3_000 + 2 * 60) // at most two minutes' worth if the loop crossed a minute
    // At most 50 distinct values of each tag, plus (other); rows within the day's bound (docs/decisions/021).
    for (const column of ['utm_source', 'utm_medium', 'utm_campaign'] as const) {
      expect(new Set(views.map((row) => row[column])).size).toBeLessThanOrEqual(50 + 2) // the values, '' and (other)
    }
    expect(views.length).toBeLessThanOrEqual(201 * 6 + 500 + 201 * 3)
    // Neither a token nor a staff path is stored.
    expect(views.map((row) => row.path).filter((p) => /staff|pay/i.test(p))).toEqual([])
    const visitors = db.prepare('select count(*) as n from analytics_day_visitors').get() as { n: number }
    // The inflating address brought at most 10 visitors an hour; each filling address one.
    expect(visitors.n).toBeLessThanOrEqual(3_000 + 2 * 10 + 2)
    const figures = db.prepare('select * from analytics_uncounted').all() as Record<string, number>[]
    const sum = (column: string) => figures.reduce((n, row) => n + Number(row[column]), 0)
    expect(sum('over_rate')).toBeGreaterThanOrEqual(300 - 2 * 60)
    expect(sum('visitor_cap')).toBeGreaterThanOrEqual(60 - 2 * 10)
    expect(sum('folded')).toBeGreaterThanOrEqual(3_000 - 50)
    expect(sum('not_found')).toBeGreaterThanOrEqual(2)
    const text = JSON.stringify(db.prepare('select * from analytics_views').all())
    expect(text).not.toContain(TOKEN.toLowerCase())
    expect(text).not.toContain(TOKEN)
  } finally {
    db.close()
  }
})
