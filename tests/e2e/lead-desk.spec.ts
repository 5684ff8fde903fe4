import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import Database from 'better-sqlite3'
import { axeViolations, expect, openSignedIn, staffCookie, staffEnv, test, uniqueName } from './fixtures'
import { freePort, startServer, tempDataDir, type RunningServer } from './server-process'

// The lead desk built for a day of calls (issue 41), on a server of its own whose clock the test moves forward
// (TEST_CLOCK_FILE, honoured only with NODE_ENV=test): a lead's age and reply time, Due, the lead page's actions and
// channels, call outcomes, queues, bulk changes without scripts, and the staff side on a phone.
const PASSWORD = 'lead-desk-password'
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n')
let server: RunningServer
let dataDir: string
let clockFile: string

/**
 * The test server's time at setClock(0): Wednesday 2 December 2026, 11:00 in India, so that what depends on the day of
 * the week (Sundays and holidays are skipped) does not depend on the day the suite runs. Leads are dated by it too.
 */
const BASE = Date.parse('2026-12-02T05:30:00.000Z')

/** When this file loaded: the server's clock runs on from BASE as the real one does from here. */
const START = Date.now()

/** Sets the test server's clock `hours` after BASE (plus the real time since START; the file holds the offset). */
function setClock(hours: number) {
  writeFileSync(clockFile, String(BASE - START + hours * 3_600_000))
}

/** India's day `days` from the test server's clock at `clockHours`, as the lead page writes it ('3 December 2026'). */
function istDayText(days: number, clockHours = 0): string {
  const at = new Date(BASE + clockHours * 3_600_000 + days * 86_400_000 + 330 * 60_000)
  const month = at.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' })
  return `${at.getUTCDate()} ${month} ${at.getUTCFullYear()}`
}

/** A studio contact lead posted to the form API (the visitor's side is tested elsewhere). */
async function studioLead(name: string, phone = '98450 77777'): Promise<void> {
  const sent = await fetch(`${server.origin}/api/forms/studio-contact`, {
    method: 'POST',
    body: new URLSearchParams({
      name,
      email: `${name.split(' ').at(-1)}@example.com`,
      phone,
      course: 'android-development',
    }),
  })
  expect(await sent.json()).toEqual({ ok: true })
}

/** The stored status and assignee of the lead with this name (the server's SQLite file). */
function storedLead(name: string) {
  const db = new Database(path.join(dataDir, 'site.db'), { readonly: true, fileMustExist: true })
  try {
    return db.prepare('select status, assignee_id from submissions where name = ?').get(name)
  } finally {
    db.close()
  }
}

async function signedIn(page: Page, to = '/staff') {
  await openSignedIn(page, server.origin, to, PASSWORD)
  await expect(page).toHaveURL((url) => !url.pathname.startsWith('/staff/login'))
}

test.describe('lead desk', () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async () => {
    dataDir = tempDataDir('lead-desk')
    clockFile = path.join(dataDir, 'clock-offset')
    setClock(0)
    server = await startServer({
      port: await freePort(),
      dataDir,
      env: { ...staffEnv(PASSWORD), NODE_ENV: 'test', TEST_CLOCK_FILE: clockFile, FORM_RATE_LIMIT: '1000' },
    })
  })

  test.afterAll(async () => {
    await server?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  test('a new lead shows its age and reply time, and falls into Due once its reply time passes', async ({ page }) => {
    setClock(0)
    const name = uniqueName('Due Lead')
    await studioLead(name)
    await signedIn(page)
    const row = page.getByRole('row', { name: new RegExp(name) })
    await expect(row).toContainText(/Arrived just now|\d+ min old/)
    await expect(row).toContainText('Reply due in 23 h')
    await expect(row).toContainText('Nobody')
    expect(await axeViolations(page, row)).toEqual([])

    // Not due yet: Due does not list it.
    await page.getByRole('navigation', { name: 'Filter by status' }).getByRole('link', { name: 'Due' }).click()
    await expect(page.getByRole('status')).toContainText('waiting for a reply or a follow-up')
    await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0)

    // A day and an hour later nobody has answered: it is overdue and in Due.
    setClock(25)
    await page.reload()
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Reply overdue by 1 h')
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('1 day old')

    // A logged call answers it: it leaves Due until tomorrow's follow-up.
    await page.getByRole('link', { name }).click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page.getByText('Reply overdue by 1 h')).toBeVisible()
    await page.getByRole('button', { name: 'No answer' }).click()
    const timeline = page.getByRole('region', { name: 'Timeline' })
    await expect(timeline).toContainText('Call: No answer')
    await expect(timeline).toContainText(`Next follow-up: ${istDayText(1, 25)}`)
    await expect(page.getByText(`Next follow-up: ${istDayText(1, 25)}`).first()).toBeVisible()
    await expect(page.getByText('Reply overdue by 1 h')).toHaveCount(0)
    await page.goto(`${server.origin}/staff?due=1`)
    await expect(page.getByRole('status')).toContainText('waiting for a reply or a follow-up')
    await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0)
    // The next day the follow-up is due.
    setClock(49)
    await page.reload()
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('(due)')
    setClock(0)
  })

  test('the lead page puts the actions first; WhatsApp carries 91 and the number; a call outcome is one press', async ({
    page,
  }) => {
    setClock(0)
    const name = uniqueName('Call Lead')
    await studioLead(name, '098450 61234')
    await signedIn(page)
    await page.getByRole('link', { name }).click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page.getByText(/Android Development · arrived (just now|\d+ min ago)/)).toBeVisible()

    const contact = page.getByRole('list', { name: 'Contact them' })
    await expect(contact.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+919845061234')
    const whatsApp = contact.getByRole('link', { name: /WhatsApp/ })
    const href = (await whatsApp.getAttribute('href'))!
    expect(href).toMatch(/^https:\/\/wa\.me\/919845061234\?text=/)
    const message = new URL(href).searchParams.get('text')
    expect(message).toContain(`Hello ${name}, this is RealWork Studio admissions.`)
    expect(message).toContain('Android Development')
    await expect(contact.getByRole('link', { name: 'Reply by email' })).toHaveAttribute('href', '#reply')

    // Actions come before what they sent.
    const actions = await page.getByRole('region', { name: 'Next step' }).boundingBox()
    const sent = await page.getByRole('region', { name: 'What they sent' }).boundingBox()
    expect(actions!.y).toBeLessThan(sent!.y)
    expect(await axeViolations(page, page.getByRole('main'))).toEqual([])

    // "Busy / call back" with a note: Contacted, the day picked, on the timeline.
    await page.getByLabel('Call note (optional; the reason when not interested)').fill('In a lecture, call after 5')
    await page.getByRole('button', { name: 'Busy / call back' }).click()
    const timeline = page.getByRole('region', { name: 'Timeline' })
    await expect(timeline).toContainText('Call: Busy / call back: In a lecture, call after 5')
    await expect(timeline).toContainText('Status: New → Contacted')
    await expect(timeline).toContainText(`Next follow-up: ${istDayText(1)}`)
    await expect(page.getByLabel('Call note (optional; the reason when not interested)')).toHaveValue('')

    // "Not interested" needs a reason; with one it closes the lead.
    await page.getByRole('button', { name: 'Not interested' }).click()
    await expect(page.getByRole('alert')).toContainText('Say why they are not interested, in the note.')
    await page.getByLabel('Call note (optional; the reason when not interested)').fill('Joined a college course')
    await page.getByRole('button', { name: 'Not interested' }).click()
    await expect(timeline).toContainText('Call: Not interested: Joined a college course')
    await expect(timeline).toContainText('Status: Contacted → Closed')
  })

  test('templates exist on a fresh install, in the company’s voice', async ({ page }) => {
    await signedIn(page, '/staff/templates')
    for (const name of [
      'First reply: registration',
      'First reply: services enquiry',
      'We missed you on the phone',
      'Fees and batch dates',
      'After a counselling call',
      'WhatsApp: first hello',
    ])
      await expect(page.getByRole('region', { name })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Fees and batch dates' }).getByLabel('Message')).toHaveValue(
      /Fee: \{fee\}, including GST/,
    )
    expect(await axeViolations(page, page.getByRole('main'))).toEqual([])
  })

  test('queues: Hiring holds the job application, Admissions does not', async ({ page }) => {
    const applicant = uniqueName('Hiring Applicant')
    const body = new FormData()
    for (const [k, v] of Object.entries({ name: applicant, email: 'applicant@example.com', phone: '9845012345' }))
      body.append(k, v)
    body.append('resume', new Blob([PDF], { type: 'application/pdf' }), 'cv.pdf')
    const applied = await fetch(`${server.origin}/api/forms/job-application`, { method: 'POST', body })
    expect(applied.status).toBe(200)
    const learner = uniqueName('Admissions Lead')
    await studioLead(learner)

    await signedIn(page)
    const queues = page.getByRole('navigation', { name: 'Queues' })
    await queues.getByRole('link', { name: /^Hiring/ }).click()
    await expect(page).toHaveURL(/queue=hiring/)
    await expect(page.getByRole('heading', { level: 2, name: 'Hiring' })).toBeVisible()
    await expect(page.getByRole('row', { name: new RegExp(applicant) })).toBeVisible()
    await expect(page.getByRole('row', { name: new RegExp(learner) })).toHaveCount(0)
    await expect(queues.getByRole('link', { name: /^Hiring/ })).toHaveAttribute('aria-current', 'page')

    await queues.getByRole('link', { name: /^Admissions/ }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Admissions' })).toBeVisible()
    await expect(page.getByRole('row', { name: new RegExp(learner) })).toBeVisible()
    await expect(page.getByRole('row', { name: new RegExp(applicant) })).toHaveCount(0)
    // Its forms, one tab each.
    await expect(page.getByRole('navigation', { name: 'Submission kinds' }).getByRole('link')).toHaveText([
      /All admissions/,
      /Enquiries/,
      /Studio contacts/,
      /Registrations/,
    ])
    expect(await axeViolations(page, page.getByRole('main'))).toEqual([])
  })

  test('three leads assigned at once, without scripts', async ({ browser }) => {
    const run = uniqueName('Bulk')
    for (const n of [1, 2, 3]) await studioLead(`${run} Lead ${n}`)
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await signedIn(page, `/staff?q=${encodeURIComponent(run.toLowerCase())}`)
    const rows = page.getByRole('row', { name: new RegExp(run) })
    await expect(rows).toHaveCount(3)
    // Nothing ticked: a clear message, nothing changed.
    await page.getByText('Change the leads you tick').click()
    await page.getByLabel('Assign to').selectOption({ label: 'owner' })
    await page.getByRole('button', { name: 'Apply to selected' }).click()
    await expect(page.getByRole('alert')).toContainText('Tick at least one lead first.')
    for (const n of [1, 2, 3]) await page.getByRole('checkbox', { name: `Select ${run} Lead ${n}` }).check()
    await page.getByLabel('Assign to').selectOption({ label: 'owner' })
    await page.getByLabel('Set status').selectOption('contacted')
    await page.getByRole('button', { name: 'Apply to selected' }).click()
    await expect(page).toHaveURL(/\/staff\?q=/)
    for (const n of [1, 2, 3]) {
      const row = page.getByRole('row', { name: new RegExp(`${run} Lead ${n}`) })
      await expect(row).toContainText('owner')
      await expect(row).toContainText('Contacted')
    }
    await page.getByRole('link', { name: `${run} Lead 2` }).click()
    await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Assigned to: owner')
    await context.close()
  })

  test('the bulk form refuses over HTTP what its page never sends, before changing anything', async () => {
    const name = uniqueName('Attack Lead')
    await studioLead(name)
    const cookie = await staffCookie(server.origin, PASSWORD)
    const page = await (
      await fetch(`${server.origin}/staff?q=${encodeURIComponent(name)}`, { headers: { cookie } })
    ).text()
    const id = new RegExp(`name="ids" value="([0-9a-f-]{36})"`).exec(page)![1]!
    const post = (fields: [string, string][], headers: Record<string, string> = { cookie }) =>
      fetch(`${server.origin}/staff?index`, {
        method: 'POST',
        body: new URLSearchParams([['intent', 'bulk'], ...fields]),
        headers,
        redirect: 'manual',
      })
    const close: [string, string][] = [
      ['bulk', 'close'],
      ['bulkAssignee', ''],
      ['bulkStatus', ''],
    ]
    // Signed out: sent to sign in.
    const signedOut = await post([...close, ['ids', id]], {})
    expect(signedOut.status).toBe(302)
    expect(signedOut.headers.get('location')).toMatch(/^\/staff\/login/)
    // A thousand ids: refused while read (413); 26: refused by the schema; not an id, or an account that is none: 400.
    const many = Array.from({ length: 1000 }, (): [string, string] => ['ids', crypto.randomUUID()])
    expect((await post([...close, ...many])).status).toBe(413)
    const tooMany = await post([...close, ...many.slice(0, 26)])
    expect(tooMany.status).toBe(400)
    expect(await tooMany.text()).toContain('Change at most 25 leads at once.')
    expect((await post([...close, ['ids', `${id}' or 1=1 --`]])).status).toBe(400)
    const stranger = await post([
      ['bulk', 'apply'],
      ['bulkAssignee', crypto.randomUUID()],
      ['bulkStatus', ''],
      ['ids', id],
    ])
    expect(stranger.status).toBe(400)
    expect(await stranger.text()).toContain('Choose a person from the list.')
    // Nothing changed: the lead is still New and nobody's; the real thing closes it.
    expect(storedLead(name)).toEqual({ status: 'new', assignee_id: null })
    expect((await post([...close, ['ids', id]])).status).toBe(303)
    expect(storedLead(name)).toEqual({ status: 'closed', assignee_id: null })
  })

  test('@phone the first lead is in the first screen, the menu is grouped, and nothing scrolls sideways', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'phone layout only: the phone project runs it')
    const name = uniqueName('Phone Lead')
    await studioLead(name)
    await signedIn(page)
    const first = page.getByRole('table').getByRole('row').nth(1)
    await expect(first).toContainText(name)
    const box = (await first.boundingBox())!
    expect(box.y + 40).toBeLessThanOrEqual(844)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    // The menu: grouped, closed until asked for.
    const nav = page.getByRole('navigation', { name: 'Staff' })
    await expect(nav.getByRole('link', { name: 'Blog posts' })).toBeHidden()
    await nav.getByText('Menu').click()
    await expect(nav.getByRole('list', { name: 'Site' }).getByRole('link', { name: 'Blog posts' })).toBeVisible()
    await expect(nav.getByRole('list', { name: 'Leads' }).getByRole('link', { name: 'Submissions' })).toBeVisible()
    expect(await axeViolations(page, nav)).toEqual([])

    // The lead page: who and the actions before what they sent, no sideways scrolling.
    await page.getByRole('link', { name }).click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Call' })).toBeInViewport()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(await axeViolations(page, page.getByRole('main'))).toEqual([])
    for (const path of [
      '/staff/templates',
      '/staff/posts',
      '/staff/posts/new',
      '/staff/site',
      '/staff/catalogue',
      '/staff/testimonials',
      '/staff/careers',
      '/staff/certificates',
      '/staff/accounts',
      '/staff/audit',
      '/staff/people',
      '/staff/operations',
      '/staff/security',
      '/staff/calls',
      '/staff/counsellors',
      '/staff/holidays',
    ]) {
      await page.goto(`${server.origin}${path}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390)
    }
  })

  // Last: the first of these dates its lead on the Saturday after the others', which would top the lists above.
  test('@phone the list calls and WhatsApps without opening a lead; a Saturday’s No answer is confirmed for Monday', async ({
    page,
    browser,
  }) => {
    setClock(72) // Saturday 5 December 2026, 11:00 in India
    const name = uniqueName('Saturday Lead')
    await studioLead(name, '98450 71234')
    await signedIn(page)
    const row = page.getByRole('row', { name: new RegExp(name) })
    const call = row.getByRole('link', { name: 'Call 98450 71234' })
    await expect(call).toHaveAttribute('href', 'tel:+919845071234')
    await expect(row.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/919845071234\?text=/,
    )
    // A thumb's target, and the number on one line.
    for (const link of [call, row.getByRole('link', { name: /^WhatsApp/ })]) {
      const box = (await link.boundingBox())!
      expect(box.height).toBeGreaterThanOrEqual(44)
      expect(box.height).toBeLessThan(60)
    }
    await expect(call).toHaveCSS('white-space', 'nowrap')
    expect(await axeViolations(page, page.getByRole('main'))).toEqual([])

    await page.getByRole('link', { name, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    const summary = page.getByText('Other WhatsApp messages')
    expect((await summary.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    await summary.click()
    const other = page.getByRole('link', { name: /opens WhatsApp in a new tab/ })
    await expect(other.first()).toBeVisible()
    for (const link of await other.all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44)

    // No answer on a Saturday: the follow-up is Monday (Sunday is closed), said beside the buttons.
    await page.getByRole('button', { name: 'No answer' }).click()
    const actions = page.getByRole('region', { name: 'Next step' })
    await expect(actions.getByRole('status')).toHaveText('Recorded: No answer. Next follow-up: Monday 7 December 2026.')
    await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Next follow-up: 7 December 2026')
    expect(await axeViolations(page, page.getByRole('main'))).toEqual([])

    // Without scripts the same press redirects to the page with the confirmation: three working days on.
    const context = await browser.newContext({ javaScriptEnabled: false })
    const plain = await context.newPage()
    await openSignedIn(plain, server.origin, new URL(page.url()).pathname, PASSWORD)
    await plain.getByRole('button', { name: 'Talked' }).click()
    await expect(plain.getByRole('region', { name: 'Next step' }).getByRole('status')).toHaveText(
      'Recorded: Talked. Next follow-up: Wednesday 9 December 2026.',
    )
    await context.close()
    setClock(0)
  })

  test('@phone a services lead gets the services team’s words and no batch panel', async ({ page }) => {
    setClock(0)
    const name = uniqueName('Dental Clinic')
    const sent = await fetch(`${server.origin}/api/forms/services-contact`, {
      method: 'POST',
      body: new URLSearchParams({
        name,
        email: `${name.split(' ').at(-1)}@example.com`,
        phone: '98450 55555',
        message: 'We run a dental clinic in Jayanagar and want a website where patients can book appointments.',
      }),
    })
    expect(await sent.json()).toEqual({ ok: true })
    await signedIn(page, '/staff?queue=services')
    await page.getByRole('link', { name, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    const whatsApp = page.getByRole('list', { name: 'Contact them' }).getByRole('link', { name: /WhatsApp/ })
    const message = new URL((await whatsApp.getAttribute('href'))!).searchParams.get('text')!
    expect(message).toContain(`Hello ${name}, this is the RealWork Technologies services team.`)
    expect(message).not.toContain('Studio')
    const templates = page.getByLabel('Start from a template').getByRole('option')
    await expect(templates.filter({ hasText: 'First reply: services enquiry' })).toHaveCount(1)
    await expect(templates.filter({ hasText: 'First reply: registration' })).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Next step' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Enrol in batch' })).toHaveCount(0)
    await expect(page.getByText('Other WhatsApp messages')).toHaveCount(0)
    expect(await axeViolations(page, page.getByRole('main'))).toEqual([])
  })
})
