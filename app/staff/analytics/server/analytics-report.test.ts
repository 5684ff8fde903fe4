// The dashboard's figures from the store: SQLite in memory by default, PostgreSQL with DATABASE_URL
// (`bash scripts/test-postgres.sh`).
import { describe, expect, it } from 'vitest'
import { pageViewOf } from '~/server/analytics/count-rules.server'
import { createCounter } from '~/server/analytics/counter.server'
import { recordGoal } from '~/server/analytics/goals.server'
import { withTestDatabase } from '~/server/db/test-database.server'
import { reportTables } from '~/staff/analytics/lib/report-tables'
import { analyticsReport } from './analytics-report.server'

const store = withTestDatabase()
const UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

function view(url: string, referer?: string) {
  const counted = pageViewOf({
    method: 'GET',
    url,
    headers: { 'user-agent': UA, 'accept-language': 'hi-IN', accept: 'text/html', referer },
    host: () => 'realworktech.in',
    status: 200,
    contentType: 'text/html',
  })
  if (!counted) throw new Error(url)
  return counted
}

describe('analyticsReport', () => {
  it('joins finished days and today, pages, campaigns, goals and the funnel', async () => {
    let now = new Date('2026-04-10T06:00:00Z')
    const counter = createCounter(store.db, () => now)
    const campaign = '/?utm_source=Instagram&utm_medium=social&utm_campaign=april-batch'
    // 10 April: two campaign visitors, one of whom opens a course; one visitor from Google.
    counter.count(view(campaign, 'https://instagram.com/'), '203.0.113.1')
    counter.count(view('/realworkstudio/course', 'https://realworktech.in/'), '203.0.113.1')
    counter.count(view(campaign, 'https://instagram.com/'), '203.0.113.2')
    counter.count(view('/services', 'https://www.google.com/'), '203.0.113.3')
    await counter.flush()
    // 11 April (today): the first campaign visitor again (a new key), and a direct visitor.
    now = new Date('2026-04-11T06:00:00Z')
    counter.count(view(campaign, 'https://instagram.com/'), '203.0.113.1')
    counter.count(view('/careers'), '203.0.113.4')
    await counter.flush()
    const source = {
      landing: '/',
      referrer: 'instagram.com',
      utmSource: 'instagram',
      utmMedium: 'social',
      utmCampaign: 'april-batch',
    }
    const at = new Date('2026-04-10T07:00:00Z')
    await recordGoal(store.db, { goal: 'registration', source, at })
    // Enrolment and payment goal rows are not read: those steps come from the store (funnel.test.ts).
    await recordGoal(store.db, { goal: 'enrolment', source, at })
    await recordGoal(store.db, { goal: 'payment', source, amountPaise: 1_850_000, at })
    await recordGoal(store.db, { goal: 'form', source: { landing: '/services', referrer: 'google.com' }, at })

    const report = await analyticsReport(store.db, {
      kind: 'custom',
      from: '2026-04-09',
      to: '2026-04-11',
      month: '2026-04',
    })
    expect(report.days).toEqual([
      { day: '2026-04-09', visitors: 0, views: 0 },
      { day: '2026-04-10', visitors: 3, views: 4 },
      { day: '2026-04-11', visitors: 2, views: 2 },
    ])
    expect(report.totals).toMatchObject({ visitors: 5, offerVisitors: 1, views: 6, paidPaise: 0 })
    expect(report.totals.goals).toEqual({ form: 1, registration: 1, enrolment: 0, payment: 0, call: 0, demo: 0 })
    expect(report.pages[0]).toEqual({ path: '/', views: 3, entries: 3 })
    expect(report.campaigns).toEqual([
      {
        source: 'instagram',
        medium: 'social',
        campaign: 'april-batch',
        visitors: 3,
        offerVisitors: 1,
        goals: { form: 0, registration: 1, enrolment: 0, payment: 0, call: 0, demo: 0 },
        paidPaise: 0,
      },
    ])
    expect(report.referrers).toEqual([
      { referrer: 'instagram.com', visitors: 3 },
      { referrer: 'google.com', visitors: 1 },
    ])
    expect(report.devices).toEqual([{ device: 'phone', visitors: 5, views: 6 }])
    const google = report.sources.find((s) => s.source === 'google.com')
    expect(google).toMatchObject({ visitors: 1, goals: { form: 1 } })

    const tables = reportTables(report)
    const campaigns = tables.find((t) => t.id === 'campaigns')!
    expect(campaigns.rows).toEqual([['instagram', 'social', 'april-batch', 3, 1, 1, 0, 0, 0, 1 / 3]])
    expect(campaigns.rowIds).toEqual(['campaign-instagram--social--april-batch'])
    const entries = tables.find((t) => t.id === 'entries')!
    expect(entries.rows.find((r) => r[0] === '/services')).toEqual(['/services', 1, 1, 0, 0, 0, 1])
    // Registered or booked, like enrolled and paid, comes from the store (funnel.test.ts): no rows here.
    expect(report.funnel.map((s) => s.people)).toEqual([5, 2, 0, 0, 0])
  })

  it('leaves out days outside the range', async () => {
    const counter = createCounter(store.db, () => new Date('2026-04-10T06:00:00Z'))
    counter.count(view('/'), '203.0.113.9')
    await counter.flush()
    const report = await analyticsReport(store.db, {
      kind: 'today',
      from: '2026-04-11',
      to: '2026-04-11',
      month: '2026-04',
    })
    expect(report.totals.visitors).toBe(0)
    expect(report.pages).toEqual([])
  })
})
