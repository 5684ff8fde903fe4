import { readFileSync, rmSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import {
  axeViolations,
  expect,
  signInStaff,
  STAFF_EMAIL,
  staffCookie,
  staffEnv,
  test,
  waitForHydration,
} from './fixtures'
import { freePort, startServer, tempDataDir, type RunningServer } from './server-process'

// The staff inbox runs on a server of its own, with ADMIN_EMAIL, ADMIN_PASSWORD and SESSION_SECRET set (the shared
// test server has none, which the last block uses to check the "not configured" state).
const PASSWORD = 'staff-e2e-password'
const env = { ...staffEnv(PASSWORD), FORM_RATE_LIMIT: '100000' }
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3000, 0x41), Buffer.from('\n%%EOF\n')])

let server: RunningServer
let dataDir: string
const run = Math.random().toString(36).slice(2, 7)
const registrant = `Asha Rao ${run}`

async function axe(page: Page, within?: Locator) {
  expect(await axeViolations(page, within)).toEqual([])
}

function signIn(page: Page, path = '/staff') {
  return signInStaff(page, server.origin, path, PASSWORD)
}

test.describe('staff inbox', () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async () => {
    dataDir = tempDataDir('staff')
    server = await startServer({ port: await freePort(), dataDir, env })
    for (let i = 0; i < 27; i++) {
      const body = new URLSearchParams({
        name: `Visitor ${run} ${String(i).padStart(2, '0')}`,
        _replyto: `visitor${i}.${run}@example.com`,
        phone: '+91 98450 12345',
        college: 'PES University',
        message: `Question ${i}`,
      })
      expect((await fetch(`${server.origin}/api/forms/enquiry`, { method: 'POST', body })).status).toBe(200)
    }
    const form = new FormData()
    for (const [k, v] of Object.entries({
      fullName: registrant,
      email: `asha.${run}@example.com`,
      phone: '+91 98450 12345',
      bootcamp: 'android-development',
      track: 'standard',
      whyJoin: '=cmd|" /C calc"!A0',
    }))
      form.append(k, v)
    form.append('resume', new File([PDF], 'Asha résumé "final".pdf', { type: 'application/pdf' }))
    const response = await fetch(`${server.origin}/api/forms/registration`, { method: 'POST', body: form })
    expect(response.status, await response.text()).toBe(200)
  })

  test.afterAll(async () => {
    await server?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  test('refuses every staff route and file download without a session, leaking nothing', async () => {
    // Find real ids first, through a signed-in request, so the refusals are about the session and not a missing row.
    const cookie = await staffCookie(server.origin, PASSWORD)
    const listResponse = await fetch(`${server.origin}/staff?kind=registration`, { headers: { cookie } })
    expect(listResponse.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(listResponse.headers.get('cache-control')).toBe('private, no-store')
    const list = await listResponse.text()
    expect(list).toContain('<meta name="robots" content="noindex, nofollow"/>')
    const submissionId = /\/staff\/submissions\/([\w-]+)/.exec(list)![1]!
    const detail = await (
      await fetch(`${server.origin}/staff/submissions/${submissionId}`, { headers: { cookie } })
    ).text()
    const fileId = /\/staff\/files\/([\w-]+)/.exec(detail)![1]!

    for (const path of [
      '/staff',
      '/staff?kind=registration&q=asha',
      `/staff/submissions/${submissionId}`,
      '/staff/site',
      '/staff/batches',
      '/staff/logout',
      '/staff/posts',
      '/staff/accounts',
      '/staff/audit',
      '/staff/audit?actor=owner%40realwork.example',
    ]) {
      const response = await fetch(`${server.origin}${path}`, { redirect: 'manual' })
      expect(response.status, path).toBe(302)
      expect(response.headers.get('location'), path).toMatch(/^\/staff\/login/)
      expect(await response.text(), path).not.toContain(run)
    }
    // Client-side navigations fetch loader data from .data URLs: those answer with the redirect, not the data.
    for (const path of [
      '/staff.data',
      `/staff/submissions/${submissionId}.data`,
      '/staff/accounts.data',
      '/staff/audit.data',
    ]) {
      const response = await fetch(`${server.origin}${path}`, { redirect: 'manual' })
      const body = await response.text()
      expect(body, path).toContain('/staff/login')
      expect(body, path).not.toContain(run)
    }
    for (const path of [`/staff/files/${fileId}`, '/staff/export/enquiry', '/staff/export/registration']) {
      const response = await fetch(`${server.origin}${path}`, { redirect: 'manual' })
      expect(response.status, path).toBe(401)
      expect(await response.text(), path).not.toContain(run)
    }
    for (const [path, body] of [
      [`/staff/submissions/${submissionId}`, 'intent=lead&status=won'],
      [`/staff/submissions/${submissionId}`, 'intent=note&note=refused'],
      ['/staff/accounts', 'intent=invite&email=mallory%40evil.example&name=Mallory&role=owner'],
      ['/staff/accounts', 'intent=end-session&session=x'],
      ['/staff/logout', ''],
    ] as const) {
      const response = await fetch(`${server.origin}${path}`, {
        method: 'POST',
        body: new URLSearchParams(body),
        redirect: 'manual',
      })
      expect(response.status, path).toBe(302)
      expect(response.headers.get('location')).toMatch(/^\/staff\/login/)
    }
    // A forged session cookie is no better than none.
    const forged = await fetch(`${server.origin}/staff/files/${fileId}`, {
      headers: { cookie: `${cookie.slice(0, -4)}AAAA` },
    })
    expect(forged.status).toBe(401)
    // The refused POSTs changed nothing.
    const after = await (
      await fetch(`${server.origin}/staff/submissions/${submissionId}`, { headers: { cookie } })
    ).text()
    expect(after).toContain('Sent the registration form') // the timeline holds only the submission
    expect(after).not.toContain('refused')
    expect(after).not.toContain('Enrolled/Won since')
    // The sign-in page itself is private too.
    const loginPage = await fetch(`${server.origin}/staff/login`)
    expect(loginPage.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(await loginPage.text()).toContain('<meta name="robots" content="noindex, nofollow"/>')
  })

  test('signs in, lists, searches, pages, opens, downloads, exports, follows a lead up and signs out', async ({
    page,
  }) => {
    test.slow() // a long journey: about 15 s alone, more on the shared 2-CPU machine
    await page.goto(`${server.origin}/staff/login`)
    await page.getByLabel('Email').fill(STAFF_EMAIL)
    await page.getByLabel('Password').fill('not the password')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page.getByRole('alert')).toHaveText('That email and password do not match an account.')
    await expect(page.getByLabel('Email')).toHaveValue(STAFF_EMAIL)
    await expect(page.getByLabel('Password')).toHaveValue('')

    await signIn(page)
    await expect(page).toHaveURL(`${server.origin}/staff`)
    await expect(page.getByRole('heading', { level: 1, name: 'Submissions' })).toBeVisible()
    const kinds = page.getByRole('navigation', { name: 'Submission kinds' })
    // The front page is one queue of every form, newest first: the registration came last.
    await expect(kinds.getByRole('link', { name: /All forms/ })).toHaveAttribute('aria-current', 'page')
    const rows = page.getByRole('table').getByRole('row')
    await expect(rows.nth(1)).toContainText(registrant)
    await expect(rows.nth(1)).toContainText('Android Development · registration')
    await expect(rows.nth(2)).toContainText(`Visitor ${run} 26`)
    await expect(rows.nth(2)).toContainText('General enquiry · enquiry')
    await expect(rows.nth(2)).toContainText('Question 26')

    // Search from the front page finds a lead of any form, and says which form.
    await page.getByLabel('Search by name, email or phone').fill(`ASHA.${run.toUpperCase()}@`)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page.getByRole('status')).toHaveText(/^1 lead matching/)
    await expect(rows).toHaveCount(2)
    await expect(rows.nth(1)).toContainText('registration')
    await page.getByRole('link', { name: 'Clear search and filters' }).click()

    // One form, newest first, 25 to a page.
    await kinds.getByRole('link', { name: /Enquiries/ }).click()
    await expect(kinds.getByRole('link', { name: /Enquiries/ })).toHaveAttribute('aria-current', 'page')
    await expect(rows).toHaveCount(26)
    await expect(rows.nth(1)).toContainText(`Visitor ${run} 26`)
    await page.getByRole('link', { name: 'Older' }).click()
    await expect(page.getByText('Page 2 of 2', { exact: true })).toBeVisible()
    await expect(rows).toHaveCount(3)
    await expect(rows.nth(2)).toContainText(`Visitor ${run} 00`)

    // Search by email, any case.
    await page.getByLabel('Search by name, email or phone').fill(`VISITOR7.${run.toUpperCase()}@`)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page.getByRole('status')).toHaveText(/^1 lead matching/)
    await expect(rows).toHaveCount(2)

    // The registration, with its file.
    await kinds.getByRole('link', { name: /Registrations/ }).click()
    await page.getByRole('link', { name: registrant }).click()
    await expect(page.getByRole('heading', { level: 1, name: registrant })).toBeVisible()
    await expect(page.getByText('Received')).toContainText('IST')
    await expect(page.getByText('=cmd|" /C calc"!A0')).toBeVisible()
    // Codes are shown by name: the bootcamp and the track.
    const sent = page.getByRole('region', { name: 'What they sent' })
    await expect(sent.getByText('Android Development', { exact: true })).toBeVisible()
    await expect(sent.getByText('Standard Bootcamp', { exact: true })).toBeVisible()
    await expect(page.getByRole('paragraph').filter({ hasText: 'Asha résumé "final".pdf' })).toBeVisible()
    await expect(page.getByText(/application\/pdf · 3 KB/)).toBeVisible()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: /Download Asha résumé/ }).click(),
    ])
    expect(download.suggestedFilename()).toBe('Asha résumé _final_.pdf') // the exact name from filename*; Chromium swaps quotes for _
    expect(readFileSync(await download.path())).toEqual(PDF)

    const href = await page.getByRole('link', { name: /Download Asha résumé/ }).getAttribute('href')
    const file = await page.request.get(`${server.origin}${href}`)
    expect(file.headers()['content-type']).toBe('application/pdf')
    expect(file.headers()['x-content-type-options']).toBe('nosniff')
    // The file's own policy alone, not the page's beside it.
    expect(file.headersArray().filter((header) => header.name.toLowerCase() === 'content-security-policy')).toEqual([
      { name: expect.any(String), value: "default-src 'none'; sandbox" },
    ])
    expect(file.headers()['content-disposition']).toBe(
      `attachment; filename="Asha r_sum_ _final_.pdf"; filename*=UTF-8''Asha%20r%C3%A9sum%C3%A9%20%22final%22.pdf`,
    )

    const csv = await page.request.get(`${server.origin}/staff/export/registration`)
    expect(csv.status()).toBe(200)
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers()['content-disposition']).toMatch(
      /^attachment; filename="realwork-registration-\d{4}-\d\d-\d\d\.csv"/,
    )
    const text = await csv.text()
    expect(text).toContain(registrant)
    expect(text).toContain(`"'=cmd|"" /C calc""!A0"`)
    expect(text).toContain(',Android Development,')
    expect(text).toContain(',Standard Bootcamp,')

    // Follow-up: contacted, assigned, a dated note; then the list filters and counts by it, and the CSV carries it.
    await page.getByLabel('Status', { exact: true }).selectOption('contacted')
    await page.getByLabel('Assigned to').selectOption({ label: 'owner' })
    await page.getByRole('button', { name: 'Save follow-up' }).click()
    await expect(page.getByText(/^Contacted since .* IST$/)).toBeVisible()
    await page.getByLabel('Add a note').fill('Called, wants the March batch')
    await page.getByRole('button', { name: 'Add note' }).click()
    // One timeline, newest last: the submission, the status change, the assignment, the note.
    const timeline = page.getByRole('region', { name: 'Timeline' }).getByRole('listitem')
    await expect(timeline).toHaveCount(4)
    await expect(timeline.nth(0)).toContainText('Sent the registration form')
    await expect(timeline.nth(1)).toContainText('Status: New → Contacted')
    await expect(timeline.nth(2)).toContainText('Assigned to: owner')
    await expect(timeline.nth(3)).toContainText('Called, wants the March batch')
    await expect(timeline.nth(3)).toContainText('IST')
    await expect(page.getByLabel('Add a note')).toHaveValue('')
    await page.getByRole('link', { name: 'Back to the list' }).click()
    await expect(page).toHaveURL(/\/staff\?kind=registration$/)
    await expect(page.getByRole('row', { name: new RegExp(registrant) })).toContainText('Contacted')
    await expect(page.getByRole('row', { name: new RegExp(registrant) })).toContainText('owner')
    const statuses = page.getByRole('navigation', { name: 'Filter by status' })
    await expect(statuses.getByRole('link', { name: /^Contacted/ })).toHaveText('Contacted1')
    await expect(statuses.getByRole('link', { name: /^New/ })).toHaveText('New0')
    await statuses.getByRole('link', { name: /^New/ }).click()
    await expect(page.getByText('Nothing matches that search.')).toBeVisible()
    await statuses.getByRole('link', { name: /^All/ }).click()
    // The filter form is keyed by the query, so it is drawn anew when the navigation lands: open "More filters" only
    // then, or the new, closed <details> hides the select (CI once waited on it until the test's time ran out).
    await expect(statuses.getByRole('link', { name: /^All/ })).toHaveAttribute('aria-current', 'page')
    await page.getByText('More filters').click()
    await expect(page.getByLabel('Assigned to')).toBeVisible()
    await page.getByLabel('Assigned to').selectOption({ label: 'owner' })
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(/assignee=[0-9a-f-]{36}/)
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2)
    const followed = await (await page.request.get(`${server.origin}/staff/export/registration`)).text()
    expect(followed).toContain(',Contacted,')
    expect(followed).toContain(',owner,,"Called, wants the March batch",')

    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/staff\/login$/)
    await page.goto(`${server.origin}/staff`)
    await expect(page).toHaveURL(/\/staff\/login/)
    expect((await page.request.get(`${server.origin}/staff/export/registration`)).status()).toBe(401)
  })

  test('"More filters" opened while a navigation is on its way stays open, and the search box follows the query', async ({
    page,
  }) => {
    await signIn(page, `/staff?kind=enquiry&status=new&q=visitor`)
    await expect(page).toHaveURL(`${server.origin}/staff?kind=enquiry&status=new&q=visitor`)
    await waitForHydration(page)
    await expect(page.getByLabel('Search by name, email or phone')).toHaveValue('visitor')
    // Each data request takes a second, so the click on "More filters" comes before the navigation lands.
    await page.route('**/*.data*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      await route.continue()
    })
    const statuses = page.getByRole('navigation', { name: 'Filter by status' })
    await statuses.getByRole('link', { name: /^All/ }).click()
    await page.getByText('More filters').click()
    await expect(statuses.getByRole('link', { name: /^All/ })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByLabel('Assigned to')).toBeVisible()
    await page.getByRole('link', { name: 'Clear search and filters' }).click()
    await expect(page).toHaveURL(`${server.origin}/staff?kind=enquiry`)
    await expect(page.getByLabel('Search by name, email or phone')).toHaveValue('')
  })

  test('works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await signIn(page, `/staff?kind=registration`)
    await expect(page).toHaveURL(`${server.origin}/staff?kind=registration`)
    await page.getByRole('link', { name: registrant }).click()
    await page.getByLabel('Status', { exact: true }).selectOption('won')
    await page.getByRole('button', { name: 'Save follow-up' }).click()
    await expect(page.getByRole('heading', { level: 1, name: registrant })).toBeVisible()
    await expect(page.getByText(/^Enrolled\/Won since/)).toBeVisible()
    await page.getByLabel('Add a note').fill('Paid the fee (no JavaScript)')
    await page.getByRole('button', { name: 'Add note' }).click()
    await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Paid the fee (no JavaScript)')
    await page.goto(`${server.origin}/staff?kind=registration&status=won`)
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2)
    await page.goto(`${server.origin}/staff?kind=enquiry&q=${run}%2005`)
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2)
    await context.close()
  })

  test('pages pass axe (WCAG 2.2 AA) @phone', async ({ page }) => {
    // The inbox and a lead with what this server holds; the pages' shell and the sign-in page: staff-shell-axe.spec.ts.
    await signIn(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Submissions' })).toBeVisible()
    await axe(page, page.getByRole('main'))
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(page.viewportSize()!.width)
    // On a phone a form's tab is inside its queue. Each click's page is waited for: the registrant's link is on the
    // queue's page too, and a click there while the next list was loading was overtaken by that list (a CI run).
    for (const [link, lands] of [
      [page.getByRole('navigation', { name: 'Queues' }).getByRole('link', { name: /Admissions/ }), /queue=admissions/],
      [
        page.getByRole('navigation', { name: 'Submission kinds' }).getByRole('link', { name: /Registrations/ }),
        /kind=registration/,
      ],
    ] as const) {
      await link.click()
      await expect(page).toHaveURL(lands)
    }
    await page.getByRole('link', { name: registrant }).click()
    await expect(page.getByRole('heading', { level: 1, name: registrant })).toBeVisible()
    await axe(page, page.getByRole('main'))
  })
})

test.describe('staff inbox without configuration', () => {
  test('says it is not configured and lets no one in', async ({ page, request }) => {
    await page.goto('/staff')
    await expect(page).toHaveURL(/\/staff\/login$/)
    await expect(page.getByText('The staff inbox is not configured.')).toBeVisible()
    // Said in words for whoever runs the server; no setting's name is shown to a visitor.
    await expect(page.getByRole('status')).toContainText('gives it a session secret and the first owner’s email')
    await expect(page.getByRole('status')).not.toContainText(/SESSION_SECRET|ADMIN_/)
    await expect(page.getByLabel('Password')).toHaveCount(0)
    const attempt = await request.post('/staff/login', { form: { password: '' }, maxRedirects: 0 })
    expect(attempt.status()).toBe(403)
    expect((await request.get('/staff/export/enquiry', { maxRedirects: 0 })).status()).toBe(403)
    expect((await request.get('/staff/files/anything', { maxRedirects: 0 })).status()).toBe(403)
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).not.toContain('/staff')
    await axe(page)
  })
})
