import { gzipSync } from 'node:zlib'
import { expect, test, waitForHydration, waitForReadingModule } from './fixtures'

// Pages that are read are served without React's runtime (decision 031): one small module of custom elements (the
// header's menu, back to top, print) and speculation rules. Their other journeys are in guides.spec, search.spec and
// main-site.spec; these are the module's own.

/** First-load JavaScript of a page that is read, gzip (bench/bytes.mjs judges the build by the same budget). */
const READING_JS_BUDGET = 15 * 1024

const readingPages = [
  '/realworkstudio/course/frontend?phase=3',
  '/blogs',
  '/blogs/first-tech-job-in-india-2025',
  '/privacy-policy',
  '/our-numbers',
  '/realworkstudio/about',
  '/services/about',
  '/verify',
]

test.describe('pages that are read', () => {
  for (const path of readingPages) {
    test(`${path} loads at most 15 KB of JavaScript (gzip) and no React`, async ({ page }) => {
      const scripts: Promise<number>[] = []
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') {
          scripts.push(response.body().then((body) => gzipSync(body).length))
        }
      })
      await page.goto(path)
      await waitForReadingModule(page)
      const sizes = await Promise.all(scripts)
      expect(sizes.length, 'the reading module is its one script').toBe(1)
      expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(READING_JS_BUDGET)
      expect(await page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith('__react')))).toBe(false)
    })
  }

  test('the menu opens and closes with the keyboard, its close button, the overlay and a press outside @phone', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'phone layout only')
    await page.goto('/blogs/first-tech-job-in-india-2025')
    await waitForReadingModule(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    const toggle = nav.locator('summary')
    const blog = nav.getByRole('link', { name: 'Blog', exact: true })
    await expect(blog).toBeHidden()

    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(blog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(blog).toBeHidden()
    await expect(toggle).toBeFocused()

    await page.keyboard.press('Space')
    await expect(blog).toBeVisible()
    await nav.getByRole('button', { name: 'Close menu' }).click()
    await expect(blog).toBeHidden()
    await expect(toggle).toBeFocused()

    await toggle.click()
    await page.getByTestId('menu-overlay').click({ position: { x: 20, y: 600 } })
    await expect(blog).toBeHidden()

    await toggle.click()
    const box = (await toggle.boundingBox())!
    await page.mouse.click(box.x - 80, box.y + box.height / 2)
    await expect(blog).toBeHidden()
    await expect(page).toHaveURL('/blogs/first-tech-job-in-india-2025')
  })

  test('back to top shows past 300 px on a guide and returns focus to the top', async ({ page }) => {
    await page.goto('/realworkstudio/course/backend?phase=2')
    await waitForReadingModule(page)
    const button = page.getByRole('button', { name: 'Back to top' })
    await expect(button).toBeHidden()
    await page.evaluate(() => window.scrollTo({ top: 2400, behavior: 'instant' }))
    await expect(button).toBeVisible()
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(page.locator('#top')).toBeFocused()
    await expect(button).toBeHidden()
  })

  test("the print view's button prints", async ({ page }) => {
    await page.goto('/realworkstudio/course/genai?view=print')
    await waitForReadingModule(page)
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', '')
    })
    await expect(page.getByText(/Use your browser’s Print command/)).toBeHidden()
    await page.getByRole('button', { name: 'Print this roadmap' }).click()
    await expect(page.locator('body')).toHaveAttribute('data-printed', '')
  })

  test('the next and previous phase are prefetched by speculation rules, not by a script', async ({ page }) => {
    await page.goto('/realworkstudio/course/devops?phase=3')
    await waitForReadingModule(page)
    const rules = JSON.parse(await page.locator('script[type="speculationrules"]').innerHTML()) as {
      prefetch: { where: { selector_matches?: string } }[]
    }
    const selector = rules.prefetch.find((rule) => rule.where.selector_matches)!.where.selector_matches!
    const prefetched = page.getByRole('navigation', { name: 'Previous and next phase' }).locator(selector)
    await expect(prefetched).toHaveCount(2)
    await expect(prefetched.first()).toHaveAttribute('href', /\?phase=2#phase-2$/)
    await expect(prefetched.last()).toHaveAttribute('href', /\?phase=4#phase-4$/)
  })

  test("a hydrated page's link to a guide loads it as a document, which then runs only the reading module", async ({
    page,
  }) => {
    await page.goto('/realworkstudio/course')
    await waitForHydration(page)
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
    await page.locator('main a[href="/realworkstudio/course/frontend"]').first().click()
    await expect(page).toHaveURL('/realworkstudio/course/frontend')
    await waitForReadingModule(page)
    expect(await page.evaluate(() => 'sameDocument' in window), 'a new document').toBe(false)
  })
})
