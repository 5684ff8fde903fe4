import path from 'node:path'
import Database from 'better-sqlite3'
import { axeViolations, expect, openSignedIn, staffCookie, staffEnv, test } from './fixtures'
import { freePort, startServer, tempDataDir, type RunningServer } from './server-process'

// Issue 53: the dashboard's figures against a known truth. A simulated month's traffic is driven into the real server
// (the production build, started on 127.0.0.1 with TRUST_PROXY=loopback, so each simulated person's address comes in
// X-Forwarded-For as behind a load balancer): 2,000 people on three devices, from three campaigns, two referring sites
// and direct, a quarter of them opening the course page; bots, prefetches and scripts without a browser's headers among
// them; leads sent through the public form API with their source, some from a campaign whose visits were never
// counted; enrolments put in the store, payments and cancellations recorded through the fee desk. The server has no
// test clock, so the month is simulated within one India day (today). Goals, enrolled, paid and fees must equal the
// truth exactly; visitors within 1 % (people behind one address with the same browser count as one: 10 such pairs here).
const PASSWORD = 'analytics-accuracy-password'
const PEOPLE = 2_000
const SHARED = 10 // pairs of people with one address and one browser (a college lab): counted as one visitor each
const run = Math.random().toString(36).slice(2, 7)

const AGENTS = {
  phone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  tablet:
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
} as const
type Device = keyof typeof AGENTS
const DEVICES = Object.keys(AGENTS) as Device[]

interface Origin {
  utm?: { source: string; medium: string; campaign: string }
  referrer?: string
}
// By person number modulo 10: where they came from.
const ORIGINS: Origin[] = [
  { utm: { source: 'instagram', medium: 'social', campaign: `ig-${run}` }, referrer: 'instagram.com' },
  { utm: { source: 'instagram', medium: 'social', campaign: `ig-${run}` }, referrer: 'instagram.com' },
  { utm: { source: 'instagram', medium: 'social', campaign: `ig-${run}` }, referrer: 'instagram.com' },
  { utm: { source: 'google', medium: 'cpc', campaign: `search-${run}` }, referrer: 'google.com' },
  { utm: { source: 'google', medium: 'cpc', campaign: `search-${run}` }, referrer: 'google.com' },
  { utm: { source: 'newsletter', medium: 'email', campaign: `nl-${run}` } },
  { referrer: 'google.com' },
  { referrer: 'google.com' },
  { referrer: 'linkedin.com' },
  {},
]
// Leads of a campaign whose visits were never counted (a link opened in an app's preview, say).
const UNSEEN = { source: 'whatsapp', medium: 'chat', campaign: `wa-${run}` }

let server: RunningServer
let dataDir: string

const addressOf = (n: number) => `198.18.${n >> 8}.${n & 255}`

/** Runs `tasks` with at most `width` at once. */
async function pool<T>(tasks: (() => Promise<T>)[], width = 12): Promise<T[]> {
  const results: T[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const i = next++
        results[i] = await tasks[i]!()
      }
    }),
  )
  return results
}

async function get(pathname: string, headers: Record<string, string>, expected = 200) {
  const response = await fetch(`${server.origin}${pathname}`, { headers, redirect: 'manual' })
  await response.arrayBuffer()
  expect(response.status, pathname).toBe(expected)
}

const browserHeaders = (address: string, device: Device, extra: Record<string, string> = {}) => ({
  'User-Agent': AGENTS[device],
  'Accept-Language': 'en-IN,en;q=0.9,hi;q=0.8',
  Accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
  'X-Forwarded-For': address,
  ...extra,
})

/** A registration through the public form API with its source, as the page's script sends it. */
async function register(n: number, address: string, source: Origin, utm = source.utm) {
  const body = new URLSearchParams({
    fullName: `Sim ${run} ${n}`,
    email: `sim.${run}.${n}@example.com`,
    phone: '+91 98450 44444',
    bootcamp: 'frontend-development',
    track: 'standard',
    _src_landing: '/realworkstudio',
    ...(source.referrer ? { _src_referrer: source.referrer } : {}),
    ...(utm ? { _src_utm_source: utm.source, _src_utm_medium: utm.medium, _src_utm_campaign: utm.campaign } : {}),
  })
  const response = await fetch(`${server.origin}/api/forms/registration`, {
    method: 'POST',
    body,
    headers: { 'X-Forwarded-For': address, 'User-Agent': AGENTS.desktop },
  })
  expect(response.status, await response.text()).toBe(200)
  return `Sim ${run} ${n}`
}

/** The CSV of one dashboard table for today, as rows of cells (no cell here holds a comma). */
async function csv(table: string, cookie: string): Promise<string[][]> {
  const response = await fetch(`${server.origin}/staff/analytics/export/${table}?range=today`, { headers: { cookie } })
  expect(response.status).toBe(200)
  const text = (await response.text()).replace(/^\uFEFF/, '')
  return text
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(','))
}

test.describe('analytics accuracy', () => {
  test.beforeAll(async () => {
    dataDir = tempDataDir('analytics-accuracy')
    server = await startServer({
      port: await freePort(),
      dataDir,
      env: { ...staffEnv(PASSWORD), TRUST_PROXY: 'loopback' },
    })
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  test('a simulated month: the dashboard and its CSVs equal the truth', async ({ page }) => {
    test.slow()
    const truth = {
      people: PEOPLE,
      visitors: PEOPLE - SHARED,
      views: 0,
      devices: { phone: 0, tablet: 0, desktop: 0 } as Record<Device, number>,
      referrers: new Map<string, number>(),
      campaigns: new Map<string, { visitors: number; offer: number; leads: number }>(),
    }
    const campaignOf = (utm: { source: string; medium: string; campaign: string }) => {
      const key = `${utm.source},${utm.medium},${utm.campaign}`
      if (!truth.campaigns.has(key)) truth.campaigns.set(key, { visitors: 0, offer: 0, leads: 0 })
      return truth.campaigns.get(key)!
    }

    // Visits: each person an entry page, a quarter then the course page (a client-side navigation's .data).
    const visits: (() => Promise<void>)[] = []
    for (let n = 0; n < PEOPLE; n++) {
      // The last SHARED people share the address and browser of the SHARED before them.
      const shared = n >= PEOPLE - SHARED
      const who = shared ? n - SHARED : n
      const device = DEVICES[who % 3]!
      const origin = ORIGINS[who % 10]!
      const address = addressOf(who)
      const query = origin.utm
        ? `?utm_source=${origin.utm.source}&utm_medium=${origin.utm.medium}&utm_campaign=${origin.utm.campaign}`
        : ''
      const referer: Record<string, string> = origin.referrer ? { Referer: `https://www.${origin.referrer}/` } : {}
      const course = n % 4 === 0
      truth.views += course ? 2 : 1
      if (!shared) {
        truth.devices[device] += 1
        if (origin.referrer) truth.referrers.set(origin.referrer, (truth.referrers.get(origin.referrer) ?? 0) + 1)
        if (origin.utm) campaignOf(origin.utm).visitors += 1
      }
      if (origin.utm && course && !(shared && who % 4 === 0)) campaignOf(origin.utm).offer += 1
      visits.push(async () => {
        await get(`/realworkstudio${query}`, browserHeaders(address, device, referer))
        if (course) {
          await get(
            '/realworkstudio/course.data',
            browserHeaders(address, device, { Accept: '*/*', Referer: `${server.origin}/realworkstudio` }),
          )
        }
      })
    }
    // Not counted: bots, prefetches, scripts without a browser's headers.
    for (let i = 0; i < 100; i++) {
      visits.push(() =>
        get('/realworkstudio', {
          'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
          Accept: 'text/html',
          'Accept-Language': 'en',
          'X-Forwarded-For': addressOf(5000 + i),
        }),
      )
      visits.push(() =>
        get(
          '/realworkstudio/about',
          browserHeaders(addressOf(i), DEVICES[i % 3]!, { 'Sec-Purpose': 'prefetch', Referer: server.origin }),
        ),
      )
      visits.push(() => get('/realworkstudio', { 'User-Agent': 'curl/8.5.0', 'X-Forwarded-For': addressOf(6000 + i) }))
    }
    const started = Date.now()
    await pool(visits)
    const elapsed = Date.now() - started

    // Leads: every 25th person registers with the source of their visit; five more from a campaign never seen.
    const names: string[] = []
    const forms: (() => Promise<void>)[] = []
    for (let n = 0; n < PEOPLE - SHARED; n += 25) {
      const origin = ORIGINS[n % 10]!
      if (origin.utm) campaignOf(origin.utm).leads += 1
      forms.push(async () => void names.push(await register(n, addressOf(n), origin)))
    }
    for (let i = 0; i < 5; i++) {
      campaignOf(UNSEEN).leads += 1
      forms.push(async () => void names.push(await register(9000 + i, addressOf(7000 + i), {}, UNSEEN)))
    }
    await pool(forms, 4)
    const leads = names.length
    // Only the unseen campaign's leads passed no counted visit; with visits far above leads no share is capped.

    // Enrolments in the store (one batch of 60 seats): the first 30 leads by name.
    const db = new Database(path.join(dataDir, 'site.db'))
    db.pragma('busy_timeout = 5000')
    const now = new Date().toISOString()
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10)
    const batchId = crypto.randomUUID()
    const enrolled = names.slice(0, 30)
    db.prepare(
      `insert into batches (id, code, course_id, starts_on, ends_on, enrol_by, seats, seats_taken, last_number, mode,
       fee_paise, early_fee_paise, early_until, status, created_at, updated_at)
       values (?, ?, 'frontend-development', '2027-03-01', '2027-05-29', '2027-02-28', 60, ?, ?, 'online', 700000,
       null, null, 'open', ?, ?)`,
    ).run(batchId, `SIM-${run.toUpperCase()}`, enrolled.length, enrolled.length, now, now)
    const enrolments = enrolled.map((name, i) => {
      const { id: submissionId } = db.prepare('select id from submissions where name = ?').get(name) as { id: string }
      const id = crypto.randomUUID()
      db.prepare(
        `insert into enrolments (id, reference, batch_id, submission_id, state, fee_paise, starts_on, created_at,
         enrolled_at, updated_at) values (?, ?, ?, ?, 'enrolled', 700000, '2027-03-01', ?, ?, ?)`,
      ).run(id, `SIM-${run.toUpperCase()}-${String(i + 1).padStart(3, '0')}`, batchId, submissionId, now, now, now)
      return { id, name }
    })

    // Payments through the fee desk: 20 students pay ₹3,000, five of them ₹2,000 more; three payments are cancelled
    // (the only payment of one student, the second of two others).
    const cookie = await staffCookie(server.origin, PASSWORD)
    let utr = 0
    const post = async (enrolmentId: string, form: Record<string, string>) => {
      const response = await fetch(`${server.origin}/staff/fees/${enrolmentId}`, {
        method: 'POST',
        body: new URLSearchParams({ ...form, confirm: 'yes' }),
        headers: { cookie, Origin: server.origin },
        redirect: 'manual',
      })
      expect(response.status, await response.text()).toBeLessThan(400)
    }
    const pay = (enrolmentId: string, rupees: string) =>
      post(enrolmentId, {
        intent: 'payment',
        amount: rupees,
        onDay: today,
        method: 'upi',
        utr: `${run.toUpperCase()}${String(++utr).padStart(8, '0')}`,
        state: '29',
      })
    const paymentsOf = (enrolmentId: string) =>
      db
        .prepare(`select id from payments where enrolment_id = ? and kind = 'payment' order by document_number`)
        .all(enrolmentId) as { id: string }[]
    const cancel = (enrolmentId: string, paymentId: string) =>
      post(enrolmentId, { intent: 'cancel', paymentId, reasonCode: 'duplicate', note: 'Recorded twice' })
    for (const e of enrolments.slice(0, 20)) await pay(e.id, '3000')
    for (const e of enrolments.slice(0, 5)) await pay(e.id, '2000')
    await cancel(enrolments[0]!.id, paymentsOf(enrolments[0]!.id)[1]!.id)
    await cancel(enrolments[1]!.id, paymentsOf(enrolments[1]!.id)[1]!.id)
    await cancel(enrolments[19]!.id, paymentsOf(enrolments[19]!.id)[0]!.id)
    db.close()
    const paidStudents = 19
    const feesPaise = 20 * 300_000 + 5 * 200_000 - 2 * 200_000 - 300_000

    // The truth's campaign figures for enrolled and paid: by the lead each enrolment came from.
    const leadCampaign = (name: string) => {
      const n = Number(name.split(' ').at(-1))
      return n >= 9000 ? UNSEEN : ORIGINS[n % 10]!.utm
    }

    // The dashboard, through its CSVs (the page renders the same tables).
    const funnel = await csv('funnel', cookie)
    expect(funnel.map((r) => r[0])).toEqual([
      'Visitors',
      'Sent a form',
      'Registered or booked a call or demo class',
      'Took a seat',
      'Paid',
    ])
    const counted = Number(funnel[0]![1])
    expect(Math.abs(counted - truth.people) / truth.people).toBeLessThanOrEqual(0.01)
    expect(counted).toBe(truth.visitors)
    expect(funnel.slice(1).map((r) => Number(r[1]))).toEqual([leads, leads, 30, paidStudents])
    for (const r of funnel.slice(1)) expect(Number(r[2])).toBeLessThanOrEqual(100)

    const days = await csv('days', cookie)
    expect(days).toEqual([[today, String(truth.visitors), String(truth.views)]])
    const devices = await csv('devices', cookie)
    expect(Object.fromEntries(devices.map((r) => [r[0]!.toLowerCase(), Number(r[1])]))).toEqual(truth.devices)
    const referrers = await csv('referrers', cookie)
    expect(new Map(referrers.map((r) => [r[0]!, Number(r[1])]))).toEqual(truth.referrers)

    const campaigns = await csv('campaigns', cookie)
    for (const [key, c] of truth.campaigns) {
      const [source, medium, campaign] = key.split(',')
      const mine = enrolments.filter((e) => leadCampaign(e.name)?.campaign === campaign)
      const row = campaigns.find((r) => r.slice(0, 3).join(',') === key)
      expect(row, key).toBeDefined()
      const conversion = c.visitors > 0 && c.leads <= c.visitors ? ((c.leads / c.visitors) * 100).toFixed(1) : 'n/a'
      expect(row!.slice(3), `${source} ${medium} ${campaign}`).toEqual([
        String(c.visitors),
        String(c.offer),
        String(c.leads),
        String(mine.length),
        String(mine.filter((e) => enrolments.indexOf(e) < 19).length),
        expect.any(String),
        conversion,
      ])
    }
    const campaignFees = campaigns.reduce((sum, r) => sum + Math.round(Number(r[8]) * 100), 0)
    const tagged = enrolments.slice(0, 20).filter((e) => leadCampaign(e.name))
    expect(campaignFees).toBe(
      tagged.reduce((sum, e) => {
        const i = enrolments.indexOf(e)
        return sum + (i === 19 ? 0 : 300_000) + (i >= 2 && i < 5 ? 200_000 : 0)
      }, 0),
    )

    // The page's tiles and the ledger's total agree with the truth to the paisa.
    const dashboard = await fetch(`${server.origin}/staff/analytics?range=today`, { headers: { cookie } })
    const html = await dashboard.text()
    const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(feesPaise / 100)
    expect(html).toContain(rupees)
    // The ledger (this financial year) prints its net total the same way, without empty paise.
    const ledger = await fetch(`${server.origin}/staff/payments`, { headers: { cookie } })
    expect((await ledger.text()).replace(/<!-- -->/g, '')).toContain(`: ${rupees.replace('.00', '')}`)
    // The page a person reads: the funnel's shares of the step before, how visitors are counted, no axe finding.
    await openSignedIn(page, server.origin, '/staff/analytics?range=today', PASSWORD)
    const steps = page.getByRole('list', { name: 'Funnel' }).getByRole('listitem')
    await expect(steps.nth(4)).toHaveText(`Paid: ${paidStudents} (63.3% of the step before)`)
    await expect(page.getByTestId('how-counted')).toContainText('may count as one')
    await expect(page.getByTestId('uncounted').locator('dt')).toHaveCount(5)
    expect(await axeViolations(page, page.getByRole('main'))).toEqual([])
    test.info().annotations.push({
      type: 'accuracy',
      description: `${visits.length} page requests in ${elapsed} ms; visitors ${counted} counted of ${truth.people} people (${truth.visitors} distinct address and browser)`,
    })
  })
})
