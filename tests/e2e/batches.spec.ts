import type { Browser, Page } from '@playwright/test'
import { formatDate } from '../../app/lib/format'
import type { TestSmtp } from '../../app/server/test-smtp.server'
import { attack } from './attack'
import {
  axeViolations,
  expect,
  openSignedIn,
  staffCookie,
  staffEnv,
  test,
  uniqueName,
  waitForHydration,
  waitForPageScripts,
} from './fixtures'
import { startMailedServer, stopMailedServer } from './mailed-server'
import type { RunningServer } from './server-process'
import { istDay } from './seed'

// From a batch to its roster: staff create a batch of two seats; the course page says "2 seats left"; two leads
// enrolled make it full and a third is waitlisted; the roster lists them and exports them; before the batch has run,
// nobody can be completed or certified and the roster says why (the rest: certificates-earned.spec). Enroll Now leads
// to Register for this batch. On a server of its own (its own database and mail server).
const PASSWORD = 'batches-e2e-password'

let server: RunningServer
let dataDir: string
let smtp: TestSmtp
let batchPath = ''
let seated: string[] = []

/** India's calendar day `days` from now ('YYYY-MM-DD'). */

/** The new batch's first day, as the pages write it. */
const startsOn = formatDate(istDay(5))

/** The pages besides the course page that show the frontend bootcamp's next batch and its seats, and their words. */
const shownWithSeats = ['/realworkstudio/course/frontend', '/', '/realworkstudio/compare']
const seatsLine: Record<string, (date: string, seats: string) => string> = {
  '/realworkstudio/course/frontend': (date, seats) => `Next batch: ${date} · Online · ${seats}`,
  '/': (date, seats) => `Next batch ${date} · Frontend Development · ${seats}`,
  '/realworkstudio/compare': (date, seats) => `${date} ${seats}`, // the seats on a line of their own
}

/** A page's text as a reader meets it: React's text separators dropped, tags as spaces, entities decoded. */
function text(html: string) {
  return html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
}

async function publicPage(pathname: string) {
  const response = await fetch(`${server.origin}${pathname}`)
  return { cache: response.headers.get('x-page-cache'), html: await response.text() }
}

/** A registration for the frontend bootcamp, sent as the page's script sends it. */
async function register(name: string) {
  const response = await fetch(`${server.origin}/api/forms/registration`, {
    method: 'POST',
    body: new URLSearchParams({
      fullName: name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
      phone: '+91 98450 44444',
      bootcamp: 'frontend-development',
      track: 'standard',
    }),
  })
  const result = (await response.json()) as { ok: boolean; reference?: string }
  expect(result).toMatchObject({ ok: true, reference: expect.stringMatching(/^RW-[0-9A-F]{8}$/) })
}

/** Opens the lead from the inbox and enrols it in the batch chosen by its code. */
async function enrol(page: Page, name: string, code: string) {
  await page.goto(`${server.origin}/staff`)
  await page.getByRole('link', { name }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  const section = page.getByRole('region', { name: 'Enrol in batch' })
  await section.getByLabel('Batch').selectOption({ label: await batchLabel(page, code) })
  await section.getByRole('button', { name: 'Enrol' }).click()
  return section
}

/** Signs in as the owner and waits for the page asked for. */
async function signIn(page: Page, path: string) {
  await openSignedIn(page, server.origin, path, PASSWORD)
  await expect(page).toHaveURL(`${server.origin}${path}`)
  await waitForHydration(page)
}

async function batchLabel(page: Page, code: string) {
  const options = await page.getByRole('region', { name: 'Enrol in batch' }).getByRole('option').allTextContents()
  return options.find((o) => o.startsWith(`${code}:`))!
}

test.describe('batches, seats, the waitlist and certificates from the roster', () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async () => {
    // Its own server: the public pages show the first frontend batch in the store (none before this file's).
    ;({ server, smtp, dataDir } = await startMailedServer('batches', staffEnv(PASSWORD)))
  })
  test.afterAll(() => stopMailedServer({ server, smtp, dataDir }))

  test('staff create a batch of two seats; the course page shows "2 seats left" and the batch page passes axe', async ({
    page,
  }) => {
    // Warm the cache: the batch must replace the cached page, not wait for it to expire.
    for (const pathname of ['/realworkstudio/course', ...shownWithSeats]) {
      await publicPage(pathname)
      expect((await publicPage(pathname)).cache, pathname).toBe('HIT')
    }
    // Before the batch: the guide's Register box shows the studio calendar's date, without seats.
    expect(text((await publicPage('/realworkstudio/course/frontend')).html)).toMatch(
      /Next batch: \d{1,2} \w+ \d{4}(?! ·)/,
    )

    await signIn(page, '/staff/batches')
    await expect(page.getByRole('heading', { level: 1, name: 'Batches' })).toBeVisible()
    const form = page.getByRole('region', { name: 'New batch' })
    await form.getByLabel('Course').selectOption('frontend-development')
    await form.getByLabel('First day').fill(istDay(5))
    await form.getByLabel('Last day', { exact: true }).fill(istDay(4))
    await form.getByLabel('Last day to enrol').fill(istDay(3))
    await form.getByLabel('Seats').fill('2')
    await form.getByRole('button', { name: 'Create batch' }).click()
    await expect(form.getByText('The last day cannot be before the first.')).toBeVisible()
    await form.getByLabel('Last day', { exact: true }).fill(istDay(95))
    await form.getByRole('button', { name: 'Create batch' }).click()
    await expect(page.getByRole('status')).toHaveText('Batch created.')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Batch FE-\d{4}-\d{2}$/)
    await expect(page.getByText('0 of 2 seats taken, 2 left')).toBeVisible()
    await expect(page.getByText('₹7,000', { exact: true })).toBeVisible() // the course's price, as none was given
    batchPath = new URL(page.url()).pathname
    expect(await axeViolations(page, page.getByRole('main'))).toEqual([])

    const course = await publicPage('/realworkstudio/course')
    expect(course.cache).toBe('MISS')
    expect(course.html).toContain('2 seats left')
    for (const pathname of [
      '/realworkstudio/register?bootcamp=frontend-development',
      '/realworkstudio/compare?tracks=frontend&tracks=backend',
    ])
      expect((await publicPage(pathname)).html, pathname).toContain('2 seats left')
    for (const pathname of shownWithSeats) {
      const shown = await publicPage(pathname)
      expect(shown.cache, pathname).toBe('MISS') // the cached copy warmed above was dropped with the new version
      expect(text(shown.html), pathname).toContain(seatsLine[pathname]!(startsOn, '2 seats left'))
    }
    // The seats lines read well: each page with them passes axe.
    await page.context().clearCookies() // the public pages as a visitor sees them (cached)
    for (const pathname of shownWithSeats) {
      await page.goto(`${server.origin}${pathname}`)
      await waitForPageScripts(page)
      await expect(page.getByText('2 seats left').first()).toBeAttached()
      expect(await axeViolations(page), pathname).toEqual([])
    }
  })

  test('two enrolments fill the batch, a third is waitlisted; the roster lists them and exports CSV', async ({
    page,
  }) => {
    test.slow() // three registrations enrolled through the staff pages
    const names = [uniqueName('Asha Seat'), uniqueName('Bala Seat'), uniqueName('Chitra Wait')]
    seated = names.slice(0, 2)
    for (const name of names) await register(name)
    await signIn(page, batchPath)
    const code = (await page.getByRole('heading', { level: 1 }).textContent())!.replace('Batch ', '')

    let section = await enrol(page, names[0]!, code)
    await expect(
      section.getByRole('link', { name: new RegExp(`In batch ${code} as ${code}-001: enrolled`) }),
    ).toBeVisible()
    await expect(page.getByText('Enrolled/Won', { exact: true }).first()).toBeVisible()
    await expect(page.getByRole('region', { name: 'Timeline' })).toContainText(`Enrolled in ${code} as ${code}-001`)
    expect((await publicPage('/realworkstudio/course')).html).toContain('1 seat left')

    section = await enrol(page, names[1]!, code)
    await expect(section).toContainText(`${code}-002: enrolled`)
    expect((await publicPage('/realworkstudio/course')).html).toContain('Full: register to join the waitlist')
    // The guide, the home card and the compare overview were cached with seats left: the full batch renders them anew.
    for (const pathname of shownWithSeats)
      expect(text((await publicPage(pathname)).html), pathname).toContain(
        seatsLine[pathname]!(startsOn, 'Full: register to join the waitlist'),
      )

    await page.goto(`${server.origin}/staff`)
    await page.getByRole('link', { name: names[2] }).click()
    await expect(page.getByRole('heading', { level: 1, name: names[2] })).toBeVisible()
    expect(await batchLabel(page, code)).toContain('full: joins the waitlist')
    section = await enrol(page, names[2]!, code)
    await expect(section).toContainText(`${code}-003: waitlisted`)

    await page.goto(`${server.origin}${batchPath}`)
    await waitForHydration(page)
    await expect(page.getByText('2 of 2 seats taken, 0 left')).toBeVisible()
    const students = page.getByRole('region', { name: 'Students' })
    await expect(students.getByRole('row')).toHaveCount(3)
    await expect(students.getByRole('row').nth(1)).toContainText(`${names[0]}${code}-001`)
    await expect(students.getByRole('link', { name: names[1], exact: true })).toHaveAttribute(
      'href',
      /^\/staff\/submissions\//,
    )
    const waitlist = page.getByRole('region', { name: 'Waitlist' })
    await expect(waitlist.getByRole('row')).toHaveCount(2)
    await expect(waitlist.getByRole('row').nth(1)).toContainText(`1${names[2]}${code}-003`)
    expect(await axeViolations(page, page.getByRole('main'))).toEqual([])

    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Download the roster (CSV)' }).click()
    const csv = Buffer.concat(await (await (await download).createReadStream()).toArray())
    // The UTF-8 byte-order mark first, so Excel reads ₹ and names with diacritics (issue 52).
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = csv.subarray(3).toString('utf8').trim().split('\r\n')
    expect(lines[0]).toBe('Reference,Name,Email,Phone,State,Fee,Joined,Completed on,Mentor,Certificate')
    expect(lines.slice(1).map((l) => l.split(',')[4])).toEqual(['Enrolled', 'Enrolled', 'Waitlisted (place 1)'])
  })

  test('before the batch has begun nobody is completed or certified, and the roster says why', async ({ page }) => {
    // Finishing, completing and certificates from a finished batch: certificates-earned.spec.
    await signIn(page, batchPath)
    const complete = page.getByRole('region', { name: 'Mark completed' })
    await complete.getByRole('button', { name: 'Mark completed' }).click()
    // The browser asks for the mentor first; nothing is marked without one.
    await expect(complete.getByLabel('Approved by (mentor)')).toBeFocused()
    await complete.getByLabel('Every enrolled student').check()
    await complete.getByLabel('Approved by (mentor)').fill('Arjun Menon')
    await complete.getByRole('button', { name: 'Mark completed' }).click()
    const lastDay = formatDate(istDay(95))
    await expect(page.getByRole('alert')).toContainText(`is not finished (its last day is ${lastDay})`)
    await page
      .getByRole('region', { name: 'Issue certificates' })
      .getByRole('button', { name: 'Issue certificates' })
      .click()
    await expect(page.getByRole('alert')).toHaveText(
      `No certificate was issued. Batch not finished: it ends on ${lastDay}.`,
    )
    const students = page.getByRole('region', { name: 'Students' })
    for (const name of seated) {
      const row = students.getByRole('row').filter({ hasText: name })
      await expect(row).toContainText(`Batch not finished: it ends on ${lastDay}`)
      await expect(row).toContainText('Not marked completed')
      await expect(row).toContainText('₹7,000 still to pay')
    }
    await expect(students.getByText(/^Certificate RW-/)).toHaveCount(0)
  })

  test('Enroll Now lands on the registration with the course chosen; asking first shows the batch and Register', async ({
    page,
  }) => {
    await page.goto(`${server.origin}/realworkstudio/course`)
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Enroll Now for Frontend Development' }).click()
    await expect(page).toHaveURL(`${server.origin}/realworkstudio/register?bootcamp=frontend-development`)
    await expect(page.getByRole('combobox', { name: 'Bootcamp' })).toHaveValue('frontend-development')
    await expect(page.getByText('Full: register to join the waitlist').first()).toBeVisible()
    // The contact page reached with a course (a guide's Ask about this course) still leads with that batch.
    await page.goto(`${server.origin}/realworkstudio/contact?course=frontend-development`)
    const panel = page.getByRole('region', { name: 'Enrol in the Frontend Development Bootcamp' })
    await expect(panel).toContainText('Full: register to join the waitlist')
    await expect(panel).toContainText('₹7,000')
    expect(await axeViolations(page)).toEqual([])
    await panel.getByRole('link', { name: 'Register for this batch' }).click()
    await expect(page).toHaveURL(`${server.origin}/realworkstudio/register?bootcamp=frontend-development`)
    await expect(page.getByRole('combobox', { name: 'Bootcamp' })).toHaveValue('frontend-development')
    // The question form is still there for those who ask first.
    await page.goBack()
    await expect(page.getByRole('form', { name: 'Ask about a course' })).toBeVisible()
  })

  test('the batch pages fit a 390 px screen', async ({ browser }: { browser: Browser }) => {
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } })
    await signIn(phone, '/staff/batches')
    await phone.goto(`${server.origin}${batchPath}`)
    await waitForHydration(phone)
    expect(await axeViolations(phone, phone.getByRole('main'))).toEqual([])
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await phone.close()
  })

  test('without a session nothing is read or changed; forged and oversized posts are refused', async () => {
    for (const path of ['/staff/batches', batchPath, `${batchPath}/roster.csv`]) {
      const response = await fetch(`${server.origin}${path}`, { redirect: 'manual' })
      expect(response.status, path).toBeGreaterThanOrEqual(300)
      expect(await response.text(), path).not.toContain('@example.com')
    }
    const forged = await fetch(`${server.origin}/staff/batches`, {
      method: 'POST',
      body: new URLSearchParams({ intent: 'create', courseId: 'ai-ml', seats: '5' }),
      redirect: 'manual',
    })
    expect(forged.status).toBe(302)
    expect(forged.headers.get('location')).toMatch(/^\/staff\/login/)

    const cookie = await staffCookie(server.origin, PASSWORD)
    const post = (path: string, body: Record<string, string>) =>
      fetch(`${server.origin}${path}`, {
        method: 'POST',
        body: new URLSearchParams(body),
        headers: { Cookie: cookie },
        redirect: 'manual',
      })
    // A student id of another batch, or none: refused with a message, nothing moves.
    const withdraw = await post(batchPath, { intent: 'withdraw', enrolmentId: 'not-a-student' })
    expect(withdraw.status).toBe(400)
    expect(await withdraw.text()).toContain('That student is no longer on this roster.')
    const seats = await post(batchPath, { intent: 'save', courseId: 'frontend-development', seats: '1' })
    expect(seats.status).toBe(400)
    const results = await attack(server, [
      {
        path: batchPath,
        contentType: 'application/x-www-form-urlencoded',
        head: 'intent=complete&mentor=',
        fill: 'x',
        bytes: 50 * 1024 * 1024,
        headers: { Cookie: cookie },
      },
    ])
    expect(results.map((r) => r.status)).toEqual([413])
    expect(results[0]!.sent).toBeLessThan(32 * 1024 * 1024)
  })
})
