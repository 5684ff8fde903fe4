import path from 'node:path'
import Database from 'better-sqlite3'
import type { Browser, Page } from '@playwright/test'
import { axeViolations, expect, openSignedIn, STAFF_PASSWORD, staffCookie, test, waitForHydration } from './fixtures'
import type { RunningServer } from './server-process'

// Careers on the worker's staff server (`staffServer` in tests/e2e/fixtures.ts; no other journey there touches
// careers): the empty board offers the talent pool; staff publish an opening at /staff/careers; visitors apply with a
// PDF résumé with and without scripts; the applications are in the inbox under Job applications with the résumé
// downloadable; closing the opening keeps its page (200) without the form and without JobPosting data; a draft is 404.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n')
const TITLE = 'Android mentor'
const SLUG = '/careers/android-mentor'

let server: RunningServer
let dataDir: string

function stored(): { name: string; fields: Record<string, string> }[] {
  const db = new Database(path.join(dataDir, 'site.db'), { readonly: true, fileMustExist: true })
  try {
    const rows = db
      .prepare("select name, fields from submissions where kind = 'job-application' order by created_at")
      .all() as { name: string; fields: string }[]
    return rows.map((row) => ({ name: row.name, fields: JSON.parse(row.fields) as Record<string, string> }))
  } finally {
    db.close()
  }
}

/** The schema.org types in a page's JSON-LD. */
async function jsonLdTypes(pathname: string): Promise<string[]> {
  const html = await (await fetch(`${server.origin}${pathname}`)).text()
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    ([, json]) => (JSON.parse(json!) as { '@type': string })['@type'],
  )
}

async function fillApplication(page: Page, name: string, { interest }: { interest?: string } = {}) {
  const form = page.locator('form[enctype="multipart/form-data"]')
  await form.getByLabel('Full Name').fill(name)
  await form.getByLabel('Email Address').fill(`${name.split(' ')[0]!.toLowerCase()}@example.com`)
  await form.getByLabel('Phone Number').fill('+91 98450 12345')
  if (interest) await form.getByLabel('Area of interest').fill(interest)
  await form.getByLabel('LinkedIn profile').fill('https://www.linkedin.com/in/asha-rao')
  await form.getByLabel('A short note').fill('I have taught Kotlin to my team for two years.')
  await form.getByLabel('Résumé').setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF })
  return form
}

async function staffPage(browser: Browser, pathname: string) {
  const page = await browser.newPage()
  await openSignedIn(page, server.origin, pathname, STAFF_PASSWORD)
  await expect(page).toHaveURL(`${server.origin}${pathname}`)
  return page
}

test.describe('careers', () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(({ staffServer }) => {
    ;({ server, dataDir } = staffServer)
  })

  test('an empty board says so and its talent-pool form stores an entry with scripts', async ({ page }) => {
    await page.goto(`${server.origin}/careers`)
    await waitForHydration(page)
    await expect(page.getByText('We have no open roles right now.')).toBeVisible()
    const form = await fillApplication(page, 'Kiran Shetty', { interest: 'Mentoring React and Node.js' })
    await form.getByRole('button', { name: 'Join the talent pool' }).click()
    await expect(page.getByRole('status')).toContainText('You are in our talent pool')
    expect(stored().find((s) => s.name === 'Kiran Shetty')?.fields).toMatchObject({
      interest: 'Mentoring React and Node.js',
      linkedin: 'https://www.linkedin.com/in/asha-rao',
    })
    expect(await axeViolations(page)).toEqual([])
  })

  test('the talent-pool form works without scripts', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${server.origin}/careers`)
    const form = await fillApplication(page, 'Meera Nair', { interest: 'An AI and data internship' })
    await form.getByRole('button', { name: 'Join the talent pool' }).click()
    await expect(page).toHaveURL(`${server.origin}/careers?sent=1`)
    await expect(page.getByRole('status')).toContainText('You are in our talent pool')
    expect(stored().filter((s) => s.name === 'Meera Nair')).toHaveLength(1)
    await context.close()
  })

  test('refuses /staff/careers and its form without a session, and creates nothing', async () => {
    for (const pathname of ['/staff/careers', '/staff/careers/new']) {
      const response = await fetch(`${server.origin}${pathname}`, { redirect: 'manual' })
      expect(response.status, pathname).toBe(302)
    }
    const post = await fetch(`${server.origin}/staff/careers/new`, {
      method: 'POST',
      body: new URLSearchParams({ title: 'Unsigned opening', team: 'Studio', type: 'full-time', status: 'open' }),
      redirect: 'manual',
    })
    expect(post.status).toBe(302)
    expect(await (await fetch(`${server.origin}/careers`)).text()).toContain('We have no open roles right now.')
  })

  test('staff publish an opening: listed, with its page and JobPosting, within a second', async ({ browser }) => {
    const page = await staffPage(browser, '/staff/careers')
    await page.getByRole('link', { name: 'Add an opening' }).click()
    await page.getByLabel('Status').selectOption('open')
    await page.getByLabel('Title').fill(TITLE)
    await page.getByLabel('Team').fill('Training studio')
    await page.getByLabel('Type').selectOption('part-time')
    await page.getByLabel('City').fill('Bengaluru')
    await page.getByLabel('Apply by (last day, India time)').fill('2999-12-31')
    await page.getByLabel('Summary').fill('Teach Kotlin and Jetpack Compose to our Android batch.')
    await page
      .getByLabel('Description (Markdown)')
      .fill('## What you will do\n\n- Teach live classes\n\n<script>x</script>')
    await page.getByRole('button', { name: 'Create the opening' }).click()
    await expect(page.getByRole('status')).toContainText(`${TITLE}: Saved.`)
    expect(await axeViolations(page, page.getByRole('main'))).toEqual([])
    await page.close()

    await expect.poll(async () => (await fetch(`${server.origin}/careers`)).text(), { timeout: 3000 }).toContain(TITLE)
    const response = await fetch(`${server.origin}${SLUG}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;') // sanitised as posts are: raw HTML is text
    expect(await jsonLdTypes(SLUG)).toEqual(['JobPosting', 'BreadcrumbList'])
    expect(await (await fetch(`${server.origin}/sitemap.xml`)).text()).toContain(`${SLUG}</loc>`)
  })

  test('an opening page fits a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 })
    await page.goto(`${server.origin}${SLUG}`)
    await waitForHydration(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await expect(page.getByRole('button', { name: 'Send my application' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })

  test('a visitor applies with a PDF with scripts', async ({ page }) => {
    await page.goto(`${server.origin}${SLUG}`)
    await waitForHydration(page)
    expect(await axeViolations(page)).toEqual([])
    const form = await fillApplication(page, 'Asha Rao')
    await form.getByRole('button', { name: 'Send my application' }).click()
    await expect(page.getByRole('status')).toContainText('Your application is in')
    expect(stored().find((s) => s.name === 'Asha Rao')?.fields).toMatchObject({
      opening: 'android-mentor',
      role: TITLE,
    })
  })

  test('a visitor applies without scripts, and a file that is not a PDF is refused', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${server.origin}${SLUG}`)
    let form = await fillApplication(page, 'Ravi Kumar')
    await form
      .getByLabel('Résumé')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ') })
    await form.getByRole('button', { name: 'Send my application' }).click()
    await expect(page.getByText('Your résumé must be a PDF file. The file you chose is not.')).toBeVisible()
    form = await fillApplication(page, 'Ravi Kumar')
    await form.getByRole('button', { name: 'Send my application' }).click()
    await expect(page).toHaveURL(`${server.origin}${SLUG}?sent=1`)
    await expect(page.getByRole('status')).toContainText('Your application is in')
    expect(stored().filter((s) => s.name === 'Ravi Kumar')).toEqual([
      expect.objectContaining({ fields: expect.objectContaining({ role: TITLE }) }),
    ])
    await context.close()
  })

  test('the applications are in the inbox under Job applications, with the résumé downloadable', async ({
    browser,
  }) => {
    const page = await staffPage(browser, '/staff')
    await page.getByRole('link', { name: /Job applications/ }).click()
    await expect(page).toHaveURL(/\/staff\?kind=job-application$/)
    const row = page.getByRole('row').filter({ hasText: 'Asha Rao' })
    await expect(row).toContainText(TITLE)
    await expect(page.getByRole('row').filter({ hasText: 'Kiran Shetty' })).toContainText('Talent pool')
    await row.getByRole('link').first().click()
    await expect(page.getByText('Role applied for')).toBeVisible()
    const download = page.getByRole('link', { name: /Download/ })
    const href = await download.getAttribute('href')
    const cookie = await staffCookie(server.origin, STAFF_PASSWORD)
    const file = await fetch(`${server.origin}${href}`, { headers: { cookie } })
    expect(file.status).toBe(200)
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true)
    const csv = await (await fetch(`${server.origin}/staff/export/job-application`, { headers: { cookie } })).text()
    expect(csv).toContain('Role applied for')
    expect(csv).toContain('Asha Rao')
    await page.close()
  })

  test('closing the opening keeps its page (200) without the form or JobPosting; a draft is 404', async ({
    browser,
  }) => {
    const page = await staffPage(browser, '/staff/careers')
    await page.getByRole('link', { name: `Edit ${TITLE}` }).click()
    await page.getByLabel('Status').selectOption('closed')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('status')).toContainText(`${TITLE}: Saved.`)
    await page.goto(`${server.origin}/staff/audit`)
    await expect(page.getByText('status: “open” → “closed”')).toBeVisible()

    await expect
      .poll(async () => (await fetch(`${server.origin}${SLUG}`)).text(), { timeout: 3000 })
      .toContain('This role is closed')
    const response = await fetch(`${server.origin}${SLUG}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).not.toMatch(/<form[^>]*multipart\/form-data/)
    expect(html).not.toContain('id="apply-title"')
    expect(await jsonLdTypes(SLUG)).toEqual(['BreadcrumbList'])
    expect(await (await fetch(`${server.origin}/sitemap.xml`)).text()).not.toContain(SLUG)
    await expect.poll(async () => (await fetch(`${server.origin}/careers`)).text()).toContain('We have no open roles')
    // An application posted to the closed opening is refused and nothing is stored.
    const count = stored().length
    const body = new FormData()
    for (const [k, v] of Object.entries({ name: 'Late', email: 'late@example.com', phone: '9845012345' }))
      body.append(k, v)
    body.append('opening', 'android-mentor')
    body.append('resume', new Blob([PDF], { type: 'application/pdf' }), 'cv.pdf')
    const late = await fetch(`${server.origin}/api/forms/job-application`, { method: 'POST', body })
    expect(late.status).toBe(400)
    expect(stored()).toHaveLength(count)

    await page.goto(`${server.origin}/staff/careers`)
    await page.getByRole('link', { name: `Edit ${TITLE}` }).click()
    await page.getByLabel('Status').selectOption('draft')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('status')).toContainText('Saved.')
    await expect.poll(async () => (await fetch(`${server.origin}${SLUG}`)).status, { timeout: 3000 }).toBe(404)
    await page.close()
  })
})
