import { rmSync } from 'node:fs'
import ICAL from 'ical.js'
import type { Browser, Page } from '@playwright/test'
import { axeViolations, expect, openSignedIn, staffEnv, test, uniqueName, waitForHydration } from './fixtures'
import { freePort, startServer, tempDataDir, type RunningServer } from './server-process'
import { istDay, withStore } from './seed'

// The staff side of counselling calls (issue 54 part A, decision 029): the first owner becomes a counsellor on
// Counsellors' hours (plain forms, without scripts) and the booking page offers exactly the times those hours give;
// a visitor books one, Calls today lists it with its links and records its outcome in one press, the lead's timeline
// shows it, and the counsellor's calendar feed lists it until its address is reset. A server of its own: the times
// offered depend on every counsellor in the store.
const PASSWORD = 'counselling-staff-e2e-password'
let server: RunningServer
let dataDir: string

/** A context without scripts, signed in, on `path`. */
async function plainPage(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await openSignedIn(page, server.origin, path, PASSWORD)
  return page
}

/** The starts the booking page offers, as India day and clock: { '2027-03-12': ['15:00', '15:20'] }. */
async function offeredTimes(): Promise<Record<string, string[]>> {
  const html = await (await fetch(`${server.origin}/talk-to-a-mentor`)).text()
  const times: Record<string, string[]> = {}
  for (const [, iso] of html.matchAll(/name="startsAt"[^>]*value="([^"]+)"/g)) {
    const india = new Date(Date.parse(iso!) + 330 * 60_000).toISOString()
    ;(times[india.slice(0, 10)] ??= []).push(india.slice(11, 16))
  }
  return times
}

function storedCall(email: string) {
  return withStore(
    dataDir,
    (db) =>
      db.prepare('select id, reference, submission_id, outcome from counselling_calls where email = ?').get(email) as {
        id: string
        reference: string
        submission_id: string | null
        outcome: string | null
      },
  )
}

test.describe('counsellors’ hours, Calls today and the calendar feed', () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async () => {
    // Its own server: the times offered (none at first) are every counsellor's; counselling-call-mail adds one.
    dataDir = tempDataDir('counselling-staff')
    server = await startServer({ port: await freePort(), dataDir, env: staffEnv(PASSWORD) })
  })
  test.afterAll(async () => {
    await server?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  test('a counsellor sets hours and days off without scripts, and the booking page offers those times', async ({
    browser,
  }) => {
    expect(await offeredTimes()).toEqual({})
    const page = await plainPage(browser, '/staff/counsellors')
    await expect(page.getByRole('heading', { level: 1, name: 'Counsellors’ hours' })).toBeVisible()
    await expect(page.getByText('Not taking calls yet')).toBeVisible()
    // Days need a counsellor first.
    await expect(page.getByText('Save the weekly hours first; then you can change single days.')).toBeVisible()

    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
      await page.getByLabel(day, { exact: true }).fill('09:00-10:00')
    await page.getByLabel('Wednesday', { exact: true }).fill('18:00-09:00')
    await page.getByLabel('20 minutes').check()
    await page.getByLabel('Break between calls (minutes)').fill('0')
    await page.getByLabel('Minimum notice (hours)').fill('0')
    await page.getByLabel('Bookable days ahead').fill('3')
    await page.getByRole('button', { name: 'Save hours and rules' }).click()
    await expect(page.getByRole('alert')).toContainText('Please correct the fields marked below; nothing was saved.')
    await expect(page.getByText('“18:00-09:00” ends before it starts: write the earlier time first.')).toBeVisible()
    await expect(page.getByLabel('Wednesday', { exact: true })).toHaveAttribute('aria-invalid', 'true')
    expect(await offeredTimes()).toEqual({})

    await page.getByLabel('Wednesday', { exact: true }).fill('9-10')
    await page.getByRole('button', { name: 'Save hours and rules' }).click()
    await expect(page.getByRole('status')).toHaveText('Saved. Talk to a Mentor offers the new times at once.')
    await expect(page.getByLabel('Wednesday', { exact: true })).toHaveValue('09:00-10:00')

    // Tomorrow off, the day after a half day in the afternoon.
    await page.getByLabel('Day', { exact: true }).fill(istDay(1))
    await page.getByLabel('Note (optional)').fill('Diwali')
    await page.getByRole('button', { name: 'Save this day' }).click()
    await expect(page.getByRole('status')).toHaveText('Saved the change for that day.')
    await page.getByLabel('Day', { exact: true }).fill(istDay(2))
    await page.getByLabel('Hours that day (IST)').fill('15:00-16:00')
    await page.getByRole('button', { name: 'Save this day' }).click()
    await expect(page.getByRole('region', { name: 'Days off and one-off changes' })).toContainText('Day off · Diwali')
    await expect(page.getByRole('region', { name: 'Days off and one-off changes' })).toContainText('15:00-16:00')

    const offered = await offeredTimes()
    expect(offered[istDay(1)]).toBeUndefined()
    expect(offered[istDay(2)]).toEqual(['15:00', '15:20', '15:40'])
    // The weekly hours, unless the office is closed that day (a holiday closes it for everyone).
    const holiday = withStore(dataDir, (db) => db.prepare('select 1 from office_holidays where day = ?').get(istDay(3)))
    expect(offered[istDay(3)]).toEqual(holiday ? undefined : ['09:00', '09:20', '09:40'])
    await page.context().close()
  })

  test('Calls today lists a booked call with its links, and its outcome is one press that the lead shows', async ({
    browser,
    page,
  }) => {
    const name = uniqueName('Kavya Call')
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.in`
    const lead = await fetch(`${server.origin}/api/forms/studio-contact`, {
      method: 'POST',
      body: new URLSearchParams({ name, email, phone: '98450 12345', course: 'frontend-development' }),
    })
    expect(await lead.json()).toEqual({ ok: true })
    // The visitor books the afternoon the counsellor set for the day after tomorrow.
    const visitor = await (await browser.newContext({ javaScriptEnabled: false })).newPage()
    await visitor.goto(`${server.origin}/talk-to-a-mentor`)
    await visitor.getByText('Fees, instalments and payment').click()
    const start = new Date(`${istDay(2)}T15:00:00+05:30`).toISOString()
    const time = visitor.locator(`input[name="startsAt"][value="${start}"]`)
    // Its day opens by its summary unless it is the first day offered, which is open already.
    const day = visitor.locator('details', { has: time })
    if ((await day.getAttribute('open')) === null) await day.locator('summary').click()
    await time.check()
    await visitor.getByLabel('Your name').fill(name)
    await visitor.getByLabel('Email').fill(email)
    await visitor.getByLabel('Phone (with WhatsApp, if you use it)').fill('98450 12345')
    await visitor.getByRole('button', { name: 'Book my call' }).click()
    await expect(visitor.getByRole('heading', { level: 1, name: 'Your call is booked' })).toBeVisible()
    await visitor.context().close()
    const call = storedCall(email)
    expect(call.submission_id).not.toBeNull()

    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openSignedIn(page, server.origin, '/staff/calls', PASSWORD)
    await expect(page.getByRole('heading', { level: 1, name: 'Calls today' })).toBeVisible()
    await expect(page.getByText('No calls booked for this day.')).toBeVisible()
    await waitForHydration(page)
    await page.goto(`${server.origin}/staff/calls?day=${istDay(2)}`)
    const card = page.getByRole('article', { name: new RegExp(name) })
    await expect(card).toContainText('3:00 pm–3:20 pm')
    await expect(card).toContainText('Fees, instalments and payment')
    await expect(card).toContainText(call.reference)
    await expect(card.getByRole('link', { name: 'Call 98450 12345' })).toHaveAttribute('href', 'tel:+919845012345')
    await expect(card.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/919845012345\?text=Hello%20/,
    )
    await waitForHydration(page)
    expect(await axeViolations(page, card)).toEqual([])

    await card.getByRole('button', { name: 'Talked' }).click()
    await expect(page.getByRole('status')).toHaveText('Recorded the call’s outcome.')
    await expect(card).toContainText('Recorded: Talked (owner)')
    await expect(card.getByRole('button', { name: 'Talked' })).toHaveAttribute('aria-pressed', 'true')
    expect(storedCall(email).outcome).toBe('talked')

    // Pressed by mistake, then put right: the visitor is mailed once to choose a new time.
    await card.getByRole('button', { name: 'Rescheduled by us' }).click()
    await expect(page.getByRole('status')).toHaveText(
      'Recorded: rescheduled by us. The visitor is mailed to choose a new time, and the call’s reminders are off.',
    )
    const sorry = withStore(
      dataDir,
      (db) =>
        db
          .prepare("select recipient, subject from outbox where ref_id = ? and subject like 'We need a new time%'")
          .all(storedCall(email).id) as { recipient: string; subject: string }[],
    )
    expect(sorry).toEqual([
      { recipient: email, subject: `We need a new time for your call with RealWork Technologies (${call.reference})` },
    ])
    await card.getByRole('button', { name: 'Talked' }).click()
    await expect(page.getByRole('status')).toHaveText('Recorded the call’s outcome.')
    await expect(card.getByRole('button', { name: 'Talked' })).toHaveAttribute('aria-pressed', 'true')
    expect(storedCall(email).outcome).toBe('talked')

    await card.getByRole('link', { name: 'Open the lead' }).click()
    const timeline = page.getByRole('region', { name: 'Timeline' })
    await expect(timeline).toContainText(`Call: Counselling call ${call.reference}: Talked`)
    await expect(timeline).toContainText(`${name} booked a counselling call (${call.reference})`)
    await expect(timeline).toContainText('Outcome: Talked.')
  })

  test('the counsellor’s calendar feed lists their calls until its address is reset', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openSignedIn(page, server.origin, '/staff/counsellors', PASSWORD)
    await waitForHydration(page)
    expect(await axeViolations(page, page.getByRole('main'))).toEqual([])
    const feed = page.getByRole('region', { name: 'Calendar feed' })
    await expect(feed).toContainText('No calendar address yet.')
    await feed.getByRole('button', { name: 'Make my calendar address' }).click()
    const address = await feed.getByLabel('Calendar address').inputValue()
    const url = `${server.origin}${new URL(address).pathname}`

    const response = await fetch(url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const calendar = new ICAL.Component(ICAL.parse(await response.text()))
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent))
    const ids = withStore(dataDir, (db) => db.prepare('select id from counselling_calls').all() as { id: string }[])
    expect(events.map((event) => event.uid.split('@')[0])).toEqual(ids.map((row) => row.id))
    expect(events[0]!.summary).toMatch(/^Call with Kavya Call .+: Fees, instalments and payment$/)

    // Shown once: a reload shows no address, only that one is set.
    await page.goto(`${server.origin}/staff/counsellors`)
    await expect(feed.getByLabel('Calendar address')).toHaveCount(0)
    await expect(feed).toContainText('A calendar address is set.')
    await feed.getByRole('button', { name: 'Make a new address (the old one stops working)' }).click()
    await expect(feed.getByLabel('Calendar address')).not.toHaveValue(address)
    expect((await fetch(url)).status).toBe(404)
  })
})
