import { rmSync } from 'node:fs'
import type { Browser, Page } from '@playwright/test'
import { axeViolations, expect, openSignedIn, staffEnv, test, waitForHydration } from './fixtures'
import { freePort, startServer, tempDataDir, type RunningServer } from './server-process'
import { istDay, withStore } from './seed'

// The office's holidays, entered once by an owner for everyone (issue 54, decision 030): a day added on
// /staff/holidays (a plain form, without scripts) closes the booking page's times that day for every counsellor, a
// second entry of that day or a Sunday is refused with its reason, and removing it (with scripts) opens the times
// again. A server of its own: the times offered depend on every counsellor and holiday in the store.
const PASSWORD = 'office-holidays-e2e-password'
const NINE_TO_TEN = [{ from: '09:00', to: '10:00' }]
let server: RunningServer
let dataDir: string

/** The India days the booking page offers times on, from its HTML. */
async function daysOffered(): Promise<string[]> {
  const html = await (await fetch(`${server.origin}/talk-to-a-mentor`)).text()
  const days = [...html.matchAll(/name="startsAt"[^>]*value="([^"]+)"/g)].map(([, iso]) =>
    new Date(Date.parse(iso!) + 330 * 60_000).toISOString().slice(0, 10),
  )
  return [...new Set(days)]
}

async function plainPage(browser: Browser, path: string): Promise<Page> {
  const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage()
  await openSignedIn(page, server.origin, path, PASSWORD)
  return page
}

/**
 * A counsellor who takes calls 9 to 10 every day, a week ahead (seeded after the owner's first sign-in, which makes the
 * owner's account only while there is none); returns the day under test: the first from tomorrow that is neither a
 * Sunday nor a holiday already.
 */
function seedCounsellor(): string {
  return withStore(dataDir, (db) => {
    const at = new Date().toISOString()
    db.prepare(
      `insert into staff_accounts (id, email, name, role, password_hash, created_at, last_sign_in_at)
       values ('meera', 'meera.iyer@realwork.example', 'Meera Iyer', 'editor', null, ?, null)`,
    ).run(at)
    db.prepare(
      `insert into counsellors (staff_id, active, call_minutes, buffer_minutes, notice_minutes, horizon_days,
       daily_limit, weekly_hours, call_link, updated_at) values ('meera', 1, 20, 0, 0, 7, 12, ?, null, ?)`,
    ).run(JSON.stringify(Array.from({ length: 7 }, () => NINE_TO_TEN)), at)
    const stored = (d: string) => db.prepare('select 1 from office_holidays where day = ?').get(d) !== undefined
    return [1, 2, 3, 4, 5, 6].map(istDay).find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() !== 0 && !stored(d))!
  })
}

test.describe('office holidays', () => {
  test.describe.configure({ mode: 'serial' })
  let day: string

  test.beforeAll(async () => {
    dataDir = tempDataDir('office-holidays')
    server = await startServer({ port: await freePort(), dataDir, env: staffEnv(PASSWORD) })
  })
  test.afterAll(async () => {
    await server?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  test('an owner adds a holiday without scripts and the booking page offers no times that day', async ({ browser }) => {
    const page = await plainPage(browser, '/staff/holidays')
    day = seedCounsellor()
    expect(await daysOffered()).toContain(day)
    await expect(page.getByRole('heading', { level: 1, name: 'Office holidays' })).toBeVisible()
    const year = istDay(0).slice(0, 4)
    await expect(page.getByRole('heading', { level: 2, name: `Holidays in ${year}` })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: `Holidays in ${Number(year) + 1}` })).toBeVisible()

    await page.getByLabel('Date (India)').fill(day)
    await page.getByLabel('Name', { exact: true }).fill('Polling day')
    await page.getByRole('button', { name: 'Add holiday' }).click()
    await expect(page.getByRole('status')).toHaveText(
      'Added. Talk to a Mentor offers no calls that day, and follow-ups and reply times skip it.',
    )
    const listed = page
      .getByRole('region', { name: `Holidays in ${day.slice(0, 4)}` })
      .getByRole('listitem')
      .filter({ hasText: 'Polling day' })
    await expect(listed.locator('time')).toHaveAttribute('datetime', day)
    expect(await daysOffered()).not.toContain(day)

    // The same day again, and a Sunday: each refused with its reason, the form as typed.
    await page.getByLabel('Date (India)').fill(day)
    await page.getByLabel('Name', { exact: true }).fill('Bengaluru bandh')
    await page.getByRole('button', { name: 'Add holiday' }).click()
    await expect(page.getByRole('alert')).toHaveText('Please correct the fields marked below; nothing was saved.')
    await expect(
      page.getByText('That day is already a holiday: Polling day. Remove it first to give it another name.'),
    ).toBeVisible()
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Bengaluru bandh')
    const sunday = [1, 2, 3, 4, 5, 6, 7].map(istDay).find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 0)!
    await page.getByLabel('Date (India)').fill(sunday)
    await page.getByRole('button', { name: 'Add holiday' }).click()
    await expect(page.getByText('That day is a Sunday: the office is closed on Sundays anyway.')).toBeVisible()
    await expect(page.getByLabel('Date (India)')).toHaveAttribute('aria-invalid', 'true')
    await page.context().close()
  })

  test('removing it opens that day’s times again, and the audit log names both', async ({ page }) => {
    await openSignedIn(page, server.origin, '/staff/holidays', PASSWORD)
    await waitForHydration(page)
    // The page and a refused form pass axe (a past day, with scripts this time).
    await page.getByLabel('Date (India)').fill(istDay(-1))
    await page.getByLabel('Name', { exact: true }).fill('Late entry')
    await page.getByRole('button', { name: 'Add holiday' }).click()
    await expect(page.getByText('Choose today or a later day: a past day can no longer be closed.')).toBeVisible()
    expect(await axeViolations(page, page.getByRole('main'))).toEqual([])

    await page.getByRole('button', { name: /^Remove Polling day on / }).click()
    await expect(page.getByRole('status')).toHaveText('Removed. That day is a working day again.')
    await expect(page.getByText('Polling day', { exact: true })).toHaveCount(0)
    expect(await daysOffered()).toContain(day)
    expect(await axeViolations(page, page.getByRole('main'))).toEqual([])

    await page.goto(`${server.origin}/staff/audit`)
    const entries = page.locator('ol')
    await expect(entries.getByText('Added an office holiday')).toBeVisible()
    await expect(entries.getByText('Removed an office holiday')).toBeVisible()
  })
})
