import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { axeViolations, expect, signInStaff, staffCookie, staffEnv, test, waitForHydration } from './fixtures'
import { freePort, startServer, tempDataDir, type RunningServer } from './server-process'

// First-party visitor analytics (docs/decisions/021) on a server of its own, so its counts are exactly this journey's:
// two browsers follow one campaign's link, read pages (a first load, then client-side navigations), one sends a
// form; the dashboard shows exactly those views, two visitors, the campaign and one conversion; and no file under
// DATA_DIR holds either browser's address or user agent. The browsers' addresses come through a trusted proxy's
// X-Forwarded-For (TRUST_PROXY=loopback), as they would behind a load balancer.
const PASSWORD = 'analytics-e2e-password'
const run = Math.random().toString(36).slice(2, 8)
const campaign = `journey-${run}`
const visitors = [0, 1].map((i) => ({
  address: `198.51.100.${Math.floor(Math.random() * 200) + 20 + i}`,
  userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Journey${run}V${i}`,
}))
// Distinct addresses even when the random pick collides.
if (visitors[0]!.address === visitors[1]!.address) visitors[1]!.address = '198.51.100.250'

let server: RunningServer
let dataDir: string

/** A browser of one visitor: its own user agent and address, India's language settings. */
async function visitor(browser: Browser, i: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.origin,
    userAgent: visitors[i]!.userAgent,
    locale: 'en-IN',
    extraHTTPHeaders: { 'X-Forwarded-For': visitors[i]!.address },
  })
  return context.newPage()
}

/** Opens the campaign's link as someone coming from Instagram would, and waits for the page to be live. */
async function arrive(page: Page) {
  await page.goto(`/realworkstudio?utm_source=instagram&utm_medium=social&utm_campaign=${campaign}`, {
    referer: 'https://www.instagram.com/',
  })
  await waitForHydration(page)
}

/** Follows a link of the studio's main navigation (a client-side navigation: React Router fetches its .data). */
async function navigate(page: Page, name: string, url: string) {
  const data = page.waitForResponse((r) => r.url().includes('.data'))
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click()
  await expect(page).toHaveURL(url)
  expect((await data).status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    return statSync(file).isDirectory() ? filesUnder(file) : [file]
  })
}

test.describe('visitor analytics', () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async () => {
    dataDir = tempDataDir('analytics')
    server = await startServer({
      port: await freePort(),
      dataDir,
      env: { ...staffEnv(PASSWORD), TRUST_PROXY: 'loopback' },
    })
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  test('a campaign visit from two browsers shows as two visitors, their views, the campaign and one conversion', async ({
    browser,
    page,
  }) => {
    const first = await visitor(browser, 0)
    await arrive(first)
    // A prefetch, as React Router's <Link prefetch> makes one: Chromium marks it (Sec-Purpose), and it is not a view.
    const prefetched = first.waitForResponse((r) => r.url().endsWith('/realworkstudio/about.data'))
    await first.evaluate(() => {
      const link = document.createElement('link')
      link.rel = 'prefetch'
      link.href = '/realworkstudio/about.data'
      document.head.append(link)
    })
    expect((await prefetched).request().headers()['sec-purpose']).toMatch(/prefetch/)
    await navigate(first, 'Courses', '/realworkstudio/course')
    await navigate(first, 'Contact Us', '/realworkstudio/contact')
    const form = first.getByRole('form', { name: 'Ask about a course' })
    await form.getByLabel('Full Name').fill(`Analytics ${run}`)
    await form.getByLabel('Email Address').fill(`analytics.${run}@example.com`)
    await form.getByLabel('Phone Number').fill('+91 98450 12345')
    await form.getByLabel('Course Interest').selectOption('data-science')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(first.getByRole('status')).toContainText('Thank You!')

    const second = await visitor(browser, 1)
    await arrive(second)
    await navigate(second, 'Courses', '/realworkstudio/course')
    // A page opened by its address, without a query: answered from memory by the fast path, counted all the same.
    await second.goto('/realworkstudio/about')
    await expect(second.getByRole('heading', { level: 1 })).toBeVisible()
    await first.context().close()
    await second.context().close()

    // Staff read the dashboard (the default browser: its own agent, address 127.0.0.1).
    await signInStaff(page, server.origin, '/staff/analytics?range=today', PASSWORD)
    await expect(page).toHaveURL(/\/staff\/analytics\?range=today/)
    await expect(page.getByRole('heading', { level: 1, name: 'Visitors and conversions' })).toBeVisible()
    const tile = (name: string) => page.locator('dl > div').filter({ has: page.getByText(name, { exact: true }) })
    await expect(tile('Visitors').locator('dd')).toHaveText('2')
    await expect(tile('Page views').locator('dd')).toHaveText('6')
    await expect(tile('Forms sent').locator('dd')).toHaveText('1')
    await expect(tile('Took a seat').locator('dd')).toHaveText('0')
    await expect(tile('Students who paid').locator('dd')).toHaveText('0')
    await expect(tile('Fees received').locator('dd')).toHaveText('₹0.00')

    const row = page.locator(`#campaign-instagram--social--${campaign}`)
    await expect(row.locator('th, td')).toHaveText([
      'instagram',
      'social',
      campaign,
      '2',
      '2',
      '1',
      '0',
      '0',
      '₹0.00',
      '50%',
    ])
    const pages = page.getByRole('region', { name: 'Top pages' })
    await expect(pages.getByRole('row')).toHaveText([
      'PagePage viewsEntries',
      '/realworkstudio22',
      '/realworkstudio/course20',
      '/realworkstudio/about11',
      '/realworkstudio/contact10',
    ])
    const referrers = page.getByRole('region', { name: 'Referring sites' })
    await expect(referrers.getByRole('row').nth(1)).toHaveText('instagram.com2')
    const funnel = page.getByRole('list', { name: 'Funnel' })
    await expect(funnel.getByRole('listitem')).toHaveText([
      'Visitors: 2',
      'Sent a form: 1 (50% of the step before)',
      'Registered or booked a call or demo class: 0 (0% of the step before)',
      'Took a seat: 0 (no share: nobody was counted at the step before)',
      'Paid: 0 (no share: nobody was counted at the step before)',
    ])
    // The chart's figures, for screen readers, and the same as CSV.
    const today = (await page.getByTestId('range-shown').textContent())!.match(/\d{4}-\d{2}-\d{2}/)![0]
    await expect(page.getByRole('table').first().getByRole('row').nth(1)).toHaveText(`${today}26`)
    const cookie = await staffCookie(server.origin, PASSWORD)
    const csv = await fetch(`${server.origin}/staff/analytics/export/campaigns?range=today`, { headers: { cookie } })
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const bytes = Buffer.from(await csv.arrayBuffer())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]) // the UTF-8 byte-order mark, for Excel (issue 52)
    expect(bytes.subarray(3).toString('utf8')).toContain(`instagram,social,${campaign},2,2,1,0,0,0.00,50.0`)

    expect(await axeViolations(page, page.getByRole('main'))).toEqual([])

    // The lead's page links its campaign to the campaign's row.
    await page.goto(`${server.origin}/staff`)
    await page.getByRole('link', { name: new RegExp(`Analytics ${run}`) }).click()
    await page.getByRole('link', { name: 'This campaign’s visitors and conversions' }).click()
    await expect(page).toHaveURL(new RegExp(`#campaign-instagram--social--${campaign}$`))
    await expect(page.locator(`#campaign-instagram--social--${campaign}`)).toBeVisible()
  })

  test('the dashboard reads and changes its range without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await signInStaff(page, server.origin, '/staff/analytics', PASSWORD)
    await expect(page.getByRole('heading', { level: 1, name: 'Visitors and conversions' })).toBeVisible()
    await page.getByLabel('Range').selectOption('custom')
    await page.getByLabel('First day').fill('2026-01-05')
    await page.getByLabel('Last day').fill('2026-01-01')
    await page.getByRole('button', { name: 'Show' }).click()
    // A refused range says why and shows the last 30 days.
    await expect(page.getByRole('status')).toContainText('The last day comes before the first.')
    await page.getByLabel('Range').selectOption('custom')
    await page.getByLabel('First day').fill('2026-01-01')
    await page.getByLabel('Last day').fill('2026-01-05')
    await page.getByRole('button', { name: 'Show' }).click()
    await expect(page.getByTestId('range-shown')).toContainText('Showing 2026-01-01 to 2026-01-05.')
    await expect(page.getByRole('table').first().getByRole('row')).toHaveCount(6)
    await context.close()
  })

  test('no file under DATA_DIR holds a visitor’s address or user agent', async () => {
    // Stopped (counts flushed, the database closed): every byte the server wrote is in the files now.
    await server.stop()
    const files = filesUnder(dataDir)
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) {
      const text = readFileSync(file).toString('latin1')
      for (const { address, userAgent } of visitors) {
        expect(text.includes(address), `${address} in ${file}`).toBe(false)
        expect(text.includes(userAgent), `the user agent in ${file}`).toBe(false)
        expect(text.includes(userAgent.slice(-12)), `the user agent's last part in ${file}`).toBe(false)
      }
    }
  })
})
