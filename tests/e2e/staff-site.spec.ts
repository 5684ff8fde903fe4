import { rmSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import type { Page } from '@playwright/test'
import { attack } from './attack'
import {
  axeViolations,
  expect,
  openSignedIn,
  STAFF_EMAIL,
  staffCookie,
  staffEnv,
  test,
  waitForHydration,
} from './fixtures'
import { freePort, startServer, tempDataDir, type RunningServer } from './server-process'
import { istDay } from './seed'

// Staff set the announcement at /staff/site and a batch at /staff/batches, on a server of their own (its own
// database); the public pages show them at once, served from the page cache, and never a batch or announcement that
// has expired by the server's clock.
const PASSWORD = 'staff-site-e2e-password'
const env = staffEnv(PASSWORD)

let server: RunningServer
let dataDir: string

/** India's calendar day `days` from now ('YYYY-MM-DD'). */

function longDate(day: string) {
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  )
}

async function signIn(page: Page) {
  await openSignedIn(page, server.origin, '/staff/site', PASSWORD)
  await expect(page).toHaveURL(`${server.origin}/staff/site`)
}

async function publicPage(pathname: string) {
  const response = await fetch(`${server.origin}${pathname}`)
  return { cache: response.headers.get('x-page-cache'), html: await response.text() }
}

test.describe('staff set a batch and the announcement', () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async () => {
    // Its own server: the announcement is on every page, and the clock step rewrites every frontend batch.
    dataDir = tempDataDir('site')
    server = await startServer({ port: await freePort(), dataDir, env })
  })
  test.afterAll(async () => {
    await server?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  test('refuses /staff/site without a session, and changes nothing', async () => {
    const response = await fetch(`${server.origin}/staff/site`, { redirect: 'manual' })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toMatch(/^\/staff\/login/)
    expect(await (await fetch(`${server.origin}/staff/site.data`)).text()).toContain('/staff/login')
    for (const body of [
      'intent=announcement&text=Forged&linkHref=&linkText=&startsOn=2020-01-01&endsOn=2099-01-01',
      'intent=remove-announcement',
    ]) {
      const post = await fetch(`${server.origin}/staff/site`, {
        method: 'POST',
        body: new URLSearchParams(body),
        redirect: 'manual',
      })
      expect(post.status).toBe(302)
      expect(post.headers.get('location')).toMatch(/^\/staff\/login/)
    }
    expect((await publicPage('/realworkstudio/course')).html).not.toContain('Forged')
  })

  test('a batch and an announcement saved by staff show at once on the courses, registration and home pages', async ({
    page,
    browser,
  }) => {
    test.slow() // a long journey through three browsers: about 15 s alone, more on the shared 2-CPU machine
    const batchDay = istDay(9)
    // Warm the cache first: the save must replace the cached pages, not wait for them to expire.
    await publicPage('/realworkstudio/course')
    expect((await publicPage('/realworkstudio/course')).cache).toBe('HIT')

    await signIn(page)
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Go to Batches' }).click()
    const form = page.getByRole('region', { name: 'New batch' })
    await form.getByLabel('Course').selectOption('frontend-development')
    await form.getByLabel('First day').fill(batchDay)
    await form.getByLabel('Last day', { exact: true }).fill(istDay(99))
    await form.getByLabel('Last day to enrol').fill(istDay(8))
    await form.getByRole('button', { name: 'Create batch' }).click()
    await expect(page.getByRole('status')).toHaveText('Batch created.')

    const course = await publicPage('/realworkstudio/course')
    expect(course.cache).toBe('MISS')
    expect(course.html).toContain(`<time dateTime="${batchDay}">Starts ${longDate(batchDay)}</time>`)
    expect((await publicPage('/realworkstudio/course')).cache).toBe('HIT')
    const register = await publicPage('/realworkstudio/register?bootcamp=frontend-development')
    expect(register.html).toContain(`starts on ${longDate(batchDay)}`)

    // Without scripts: the announcement form is a real form.
    const context = await browser.newContext({ javaScriptEnabled: false })
    await context.addCookies(await page.context().cookies())
    const plain = await context.newPage()
    await plain.goto(`${server.origin}/staff/site`)
    await plain.getByLabel('Announcement', { exact: true }).fill('Free demo class on Saturday: see a sprint review.')
    await plain.getByLabel('Link address (optional)').fill('/realworkstudio/register')
    await plain.getByLabel('Link text (optional)').fill('Book a seat')
    await plain.getByLabel('First day').fill(istDay(0))
    await plain.getByLabel('Last day').fill(istDay(-1))
    await plain.getByRole('button', { name: 'Save announcement' }).click()
    await expect(plain.getByText('The last day cannot be before the first.')).toBeVisible()
    await plain.getByLabel('Last day').fill(istDay(3))
    await plain.getByRole('button', { name: 'Save announcement' }).click()
    await expect(plain.getByRole('status')).toHaveText('Announcement saved.')
    await expect(plain.getByText('Showing now.')).toBeVisible()
    await context.close()

    // Both edits are in the owner's audit log, with who made them.
    await page.goto(`${server.origin}/staff/audit`)
    for (const action of ['Created a batch', 'Set the announcement']) {
      await expect(page.getByRole('listitem').filter({ hasText: action }).first()).toContainText(STAFF_EMAIL)
    }

    for (const pathname of ['/realworkstudio/course', '/realworkstudio/register']) {
      const { html } = await publicPage(pathname)
      expect(html, pathname).toContain('Free demo class on Saturday: see a sprint review.')
      expect(html, pathname).toContain('Book a seat')
    }

    // The courses page with the announcement passes axe and fits a 390 px screen.
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } })
    await phone.goto(`${server.origin}/realworkstudio/course`)
    await waitForHydration(phone)
    expect(await axeViolations(phone)).toEqual([])
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await phone.close()

    // The first-visit popup (a fresh visitor) names the earliest batch and shows the announcement.
    const visitor = await browser.newPage()
    await visitor.clock.install()
    await visitor.goto(`${server.origin}/`)
    await waitForHydration(visitor)
    await visitor.clock.runFor(6_000) // the popup opens after the visitor has read for a while
    const popup = visitor.getByRole('dialog', { name: `Next bootcamp batch starts ${longDate(batchDay)}` })
    await expect(popup).toBeVisible()
    await expect(popup.getByRole('region', { name: 'Announcement' })).toContainText('Free demo class on Saturday')
    await expect(popup.getByRole('link', { name: 'Book a seat' })).toHaveAttribute('href', '/realworkstudio/register')
    await visitor.close()
  })

  test('the staff page passes axe and fits a 390 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await signIn(page)
    await waitForHydration(page)
    expect(await axeViolations(page, page.getByRole('main'))).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })

  test("never shows a batch that began today or an announcement whose last day has passed (server's clock)", async () => {
    // Rows as they would be after time moved on: written straight into the server's database, the version bumped
    // as any edit does, so the server reads them at its next check.
    const db = new Database(path.join(dataDir, 'site.db'))
    try {
      db.prepare('update batches set starts_on = ?, enrol_by = ? where course_id = ?').run(
        istDay(0),
        istDay(-1),
        'frontend-development',
      )
      db.prepare('update site_announcement set starts_on = ?, ends_on = ? where id = 1').run(istDay(-5), istDay(-1))
      db.prepare('update content_version set version = version + 1 where id = 2').run()
    } finally {
      db.close()
    }
    await new Promise((resolve) => setTimeout(resolve, 1_100)) // the server re-reads the versions once a second
    const course = await publicPage('/realworkstudio/course')
    expect(course.cache).toBe('MISS')
    expect(course.html).not.toContain(`dateTime="${istDay(0)}"`)
    expect(course.html).not.toContain('Free demo class')
    const register = await publicPage('/realworkstudio/register?bootcamp=frontend-development')
    expect(register.html).not.toContain(longDate(istDay(0)))
    expect(register.html).not.toContain('Free demo class')
  })

  test('a body over the 16 KB limit is refused with 413 as it arrives, chunked, without being read to its end', async () => {
    const cookie = await staffCookie(server.origin, PASSWORD)
    const results = await attack(server, [
      {
        path: '/staff/site',
        contentType: 'application/x-www-form-urlencoded',
        head: 'intent=announcement&text=',
        fill: 'x',
        bytes: 200 * 1024 * 1024,
        headers: { Cookie: cookie },
      },
    ])
    expect(results.map((r) => r.status)).toEqual([413])
    // Of 200 MB, the server read 16 KB; the rest of what the connection took waits, unread, in the sockets' buffers.
    expect(results[0]!.sent).toBeLessThan(32 * 1024 * 1024)
    expect((await publicPage('/realworkstudio/course')).html).not.toContain('xxxxxxxxxxxxxxxx')
  })

  test('a flood of thousands of fields is refused with 4xx, and none of them comes back', async () => {
    const cookie = await staffCookie(server.origin, PASSWORD)
    // 2,000 fields in 14 KB: under the byte limit, so the field count is what refuses it.
    const flood = `intent=announcement&${'pwnd=1&'.repeat(2_000)}`
    expect(flood.length).toBeLessThan(16 * 1024)
    const response = await fetch(`${server.origin}/staff/site`, {
      method: 'POST',
      body: flood,
      headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    })
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    expect(await response.text()).not.toContain('pwnd')
  })

  test('markup typed into the announcement is stored, then shown as text and never run', async ({ page }) => {
    const hostile =
      '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2"></script><script>window.__pwned = 3</script>'
    await signIn(page)
    await waitForHydration(page)
    const announcement = page.getByLabel('Announcement', { exact: true })
    await announcement.fill(hostile)
    await page.getByLabel('Link address (optional)').fill('javascript:window.__pwned = 4')
    await page.getByLabel('Link text (optional)').fill('Find out more')
    await page.getByLabel('First day').fill(istDay(0))
    await page.getByLabel('Last day').fill(istDay(3))
    await page.getByRole('button', { name: 'Save announcement' }).click()
    await expect(
      page.getByText('Use a page of this site (/realworkstudio/register) or an https:// address.'),
    ).toBeVisible()
    await page.getByLabel('Link address (optional)').fill('/realworkstudio/register')
    await page.getByRole('button', { name: 'Save announcement' }).click()
    await expect(page.getByRole('status')).toHaveText('Announcement saved.')
    await expect(announcement).toHaveValue(hostile)

    for (const pathname of ['/realworkstudio/course', '/realworkstudio/register']) {
      await page.goto(`${server.origin}${pathname}`)
      await waitForHydration(page)
      const shown = page.getByRole('region', { name: 'Announcement' })
      await expect(shown, pathname).toContainText(hostile)
      expect(await shown.locator('script, img').count(), pathname).toBe(0)
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned), pathname).toBeUndefined()
    }
  })
})
