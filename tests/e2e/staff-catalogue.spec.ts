import { rmSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { axeViolations, expect, openSignedIn, STAFF_EMAIL, staffEnv, test, waitForHydration } from './fixtures'
import { freePort, startServer, tempDataDir, type RunningServer } from './server-process'

// Staff edit the catalogue at /staff/catalogue on a server of their own (its own database): a price change shows at
// once on every page that shows the course (home, studio home, courses, compare, registration, search) and in its
// schema.org Offer, served from the page cache; a hidden course leaves every list, search and registration option,
// while its roadmap guide stays (and in the sitemap).
const PASSWORD = 'staff-catalogue-e2e-password'

let server: RunningServer
let dataDir: string

async function publicPage(pathname: string) {
  const response = await fetch(`${server.origin}${pathname}`)
  return { status: response.status, cache: response.headers.get('x-page-cache'), html: await response.text() }
}

/** The Offer price of a bootcamp in the courses page's JSON-LD. */
function offerPrice(html: string, title: string): number | undefined {
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)) {
    const data = JSON.parse(json!) as { '@type'?: string; name?: string; offers?: { price: number } }
    for (const item of Array.isArray(data) ? data : [data])
      if (item['@type'] === 'Course' && item.name === `${title} Bootcamp`) return item.offers?.price
  }
  return undefined
}

async function signIn(page: Page) {
  await openSignedIn(page, server.origin, '/staff/catalogue', PASSWORD)
  await expect(page).toHaveURL(`${server.origin}/staff/catalogue`)
}

async function editBootcamp(page: Page, title: string) {
  await page.goto(`${server.origin}/staff/catalogue`)
  await page.getByRole('link', { name: `Edit ${title}` }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} bootcamp`)
}

test.describe('staff edit the catalogue', () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async () => {
    dataDir = tempDataDir('catalogue')
    server = await startServer({ port: await freePort(), dataDir, env: staffEnv(PASSWORD) })
  })
  test.afterAll(async () => {
    await server?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  test('refuses /staff/catalogue and its forms without a session', async () => {
    for (const pathname of ['/staff/catalogue', '/staff/catalogue/bootcamps/frontend-development']) {
      const response = await fetch(`${server.origin}${pathname}`, { redirect: 'manual' })
      expect(response.status).toBe(302)
    }
    const post = await fetch(`${server.origin}/staff/catalogue/bootcamps/frontend-development`, {
      method: 'POST',
      body: new URLSearchParams({ price: '1', originalPrice: '2' }),
      redirect: 'manual',
    })
    expect(post.status).toBe(302)
    expect((await publicPage('/realworkstudio/course')).html).toContain('₹7,000')
  })

  test('a price change shows on every page that shows the course and in its Offer, then reverts', async ({ page }) => {
    test.slow()
    // Warm the cache first: the save must replace the cached pages, not wait for them to expire.
    const cached = ['/', '/realworkstudio', '/realworkstudio/course', '/realworkstudio/compare']
    for (const pathname of cached) await publicPage(pathname)
    for (const pathname of cached) expect((await publicPage(pathname)).cache, pathname).toBe('HIT')
    expect((await publicPage('/')).html).toContain('Bootcamp fee: ₹7,000')
    expect(offerPrice((await publicPage('/realworkstudio/course')).html, 'Frontend Development')).toBe(7000)

    await signIn(page)
    await waitForHydration(page)
    await editBootcamp(page, 'Frontend Development')
    await page.getByLabel('Price (₹)', { exact: true }).fill('12000')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('The price cannot be above the original price.')).toBeVisible()
    await expect(page.getByLabel('Price (₹)', { exact: true })).toHaveAttribute('aria-invalid', 'true')
    await page.getByLabel('Price (₹)', { exact: true }).fill('6499.50')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Give the price in whole rupees, without paise.')).toBeVisible()
    await page.getByLabel('Price (₹)', { exact: true }).fill('₹6,499')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByRole('status')).toHaveText('Frontend Development: Saved. The site shows it now.')
    await expect(page.getByRole('row', { name: /Frontend Development/ })).toContainText('₹6,499')

    const course = await publicPage('/realworkstudio/course')
    expect(course.cache).toBe('MISS')
    expect(course.html).toContain('₹6,499')
    expect(offerPrice(course.html, 'Frontend Development')).toBe(6499)
    expect(offerPrice(course.html, 'Backend Development')).toBe(7000)
    expect((await publicPage('/realworkstudio/course')).cache).toBe('HIT')
    expect((await publicPage('/realworkstudio')).html).toContain('₹6,499')
    expect((await publicPage('/realworkstudio/register?bootcamp=frontend-development')).html).toContain('₹6,499')
    expect((await publicPage('/realworkstudio/register?bootcamp=backend-development')).html).not.toContain('₹6,499')
    // The home page's fact and popup quote the lowest fee; compare shows the course's own.
    const home = await publicPage('/')
    expect(home.cache).toBe('MISS')
    expect(home.html).toContain('Bootcamps from: ₹6,499')
    expect(home.html).toContain('₹6,499 instead of ₹10,000 for this batch.')
    const compare = await publicPage('/realworkstudio/compare')
    expect(compare.cache).toBe('MISS')
    expect(compare.html).toMatch(/Frontend Development.*?₹6,499/s)
    expect((await publicPage('/realworkstudio/compare?tracks=frontend,backend')).html).toContain('₹6,499')
    // Search finds the course and names no fee: what a course charges follows its next batch (an early-bird fee ends
    // on a day), which the index cannot follow, so the result leads to the course card that states it.
    const search = (await publicPage('/search?q=frontend+react')).html
    expect(search).toContain('#bootcamp-frontend-development')
    expect(search).toMatch(/#bootcamp-frontend-development.*?>3 Months · Beginner → Advanced</s)

    // The audit log has it, before → after.
    await page.goto(`${server.origin}/staff/audit`)
    const entry = page.getByRole('listitem').filter({ hasText: 'Changed a course in the catalogue' }).first()
    await expect(entry).toContainText(STAFF_EMAIL)
    await expect(entry).toContainText('price: ₹7,000 → ₹6,499')

    await editBootcamp(page, 'Frontend Development')
    await page.getByLabel('Price (₹)', { exact: true }).fill('7000')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByRole('status')).toContainText('Saved.')
    for (const pathname of [
      '/',
      '/realworkstudio',
      '/realworkstudio/course',
      '/realworkstudio/compare',
      '/realworkstudio/register?bootcamp=frontend-development',
      '/search?q=frontend+react',
    ])
      expect((await publicPage(pathname)).html, pathname).not.toContain('₹6,499')
    expect(offerPrice((await publicPage('/realworkstudio/course')).html, 'Frontend Development')).toBe(7000)
  })

  test('a hidden course leaves every list, search and registration option; its guide stays', async ({
    page,
    browser,
  }) => {
    test.slow()
    // Without scripts: the catalogue forms are real forms.
    const context = await browser.newContext({ javaScriptEnabled: false })
    const plain = await context.newPage()
    await signIn(plain)
    await editBootcamp(plain, 'Data Analytics')
    await plain.getByLabel('Shown on the site').uncheck()
    await plain.getByRole('button', { name: 'Save changes' }).click()
    await expect(plain.getByRole('row', { name: /Data Analytics/ })).toContainText('Hidden')
    await plain.getByRole('link', { name: 'Edit Docker', exact: true }).click()
    await plain.getByLabel('Shown on the site').uncheck()
    await plain.getByRole('button', { name: 'Save changes' }).click()
    await expect(plain.getByRole('status')).toContainText('Saved.')

    const course = await publicPage('/realworkstudio/course')
    expect(course.html).not.toContain('id="bootcamp-data-analytics"')
    expect(offerPrice(course.html, 'Data Analytics')).toBeUndefined()
    expect(course.html).toContain('id="bootcamp-data-science"')
    expect((await publicPage('/realworkstudio/course?tab=crash')).html).not.toContain('id="crash-docker')
    expect((await publicPage('/realworkstudio/register')).html).not.toContain('value="data-analytics"')
    expect((await publicPage('/realworkstudio/register')).html).toContain('value="data-science"')
    const search = await publicPage('/search?q=power+bi+tableau')
    expect(search.html).not.toContain('#bootcamp-data-analytics')
    expect((await publicPage('/search?q=docker')).html).not.toContain('#crash-docker')
    expect((await publicPage('/realworkstudio/course/dataanalytics')).status).toBe(200)
    expect((await publicPage('/sitemap.xml')).html).toContain('/realworkstudio/course/dataanalytics</loc>')
    const compare = (await publicPage('/realworkstudio/compare')).html
    expect(compare).not.toContain('value="dataanalytics"')
    expect(compare).toContain('All nine bootcamps side by side')
    expect((await publicPage('/')).html).toContain('9 bootcamps')
    expect((await publicPage('/realworkstudio')).html).toContain('Nine career tracks')
    expect((await publicPage('/')).html).toContain('and 30 short crash courses')

    // Adding a crash course, then showing the hidden ones again.
    await plain.goto(`${server.origin}/staff/catalogue`)
    await plain.getByRole('link', { name: 'Add a crash course' }).click()
    await plain.getByLabel('Title').fill('Rust Fundamentals')
    await plain.getByRole('button', { name: 'Add the crash course' }).click()
    await expect(plain.getByText('Choose the category the course is listed under.')).toBeVisible()
    await expect(plain.getByLabel('Title')).toHaveValue('Rust Fundamentals')
    await plain.getByLabel('Category').selectOption('Programming')
    await plain.getByLabel('Price (₹)', { exact: true }).fill('2200')
    await plain.getByLabel('Duration').fill('1 Month')
    await plain.getByLabel('Description').fill('Write safe, fast Rust: ownership, borrowing, traits and Cargo.')
    await plain.getByLabel('Topics').fill('Ownership and borrowing\nTraits and generics\nCargo and crates')
    await plain.getByRole('button', { name: 'Add the crash course' }).click()
    await expect(plain.getByRole('status')).toHaveText('Rust Fundamentals: Saved. The site shows it now.')
    const crash = await publicPage('/realworkstudio/course?tab=crash')
    expect(crash.html).toContain('id="crash-rust-fundamentals"')
    expect(crash.html).toContain('₹2,200')
    expect((await publicPage('/search?q=rust+ownership')).html).toContain('#crash-rust-fundamentals')
    await context.close()

    await signIn(page)
    await editBootcamp(page, 'Data Analytics')
    await page.getByLabel('Shown on the site').check()
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByRole('status')).toContainText('Saved.')
    expect((await publicPage('/realworkstudio/course')).html).toContain('id="bootcamp-data-analytics"')
  })

  test('the catalogue pages pass axe and fit a 390 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await signIn(page)
    await waitForHydration(page)
    for (const pathname of [
      '/staff/catalogue',
      '/staff/catalogue/bootcamps/ai-ml',
      '/staff/catalogue/crash-courses/new',
    ]) {
      await page.goto(`${server.origin}${pathname}`)
      expect(await axeViolations(page, page.getByRole('main')), pathname).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth), pathname).toBeLessThanOrEqual(390)
    }
  })
})
