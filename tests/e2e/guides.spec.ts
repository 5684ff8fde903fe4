import type { Page } from '@playwright/test'
import { axeViolations, expect, test, waitForReadingModule } from './fixtures'

// Roadmap guides: phases, paging, the phase bar, and a phase that can be shared by its ?phase= link.

const phaseBar = (page: Page) => page.getByRole('navigation', { name: 'Roadmap phases' })
/** A phase link by id; `(?!\d)` keeps 'Phase 1' from matching 'Phase 10'. */
const phaseLink = (page: Page, id: number) =>
  phaseBar(page).getByRole('link', { name: new RegExp(`^Phase ${id}(?!\\d)`) })
const pager = (page: Page) => page.getByRole('navigation', { name: 'Previous and next phase' })
const progress = (page: Page) => page.getByRole('progressbar', { name: 'Roadmap progress' })
const phaseCard = (page: Page, id: number) => page.locator(`#phase-${id}`)

/**
 * Opens a guide and waits until its module runs. A guide is read without React (decision 031): every phase and the
 * pager are links, each a page of its own (`?phase=N#phase-N`).
 */
async function openGuide(page: Page, path: string) {
  await page.goto(path)
  await waitForReadingModule(page)
}

async function expectCurrent(page: Page, id: number, position: string) {
  await expect(phaseLink(page, id)).toHaveAttribute('aria-current', 'step')
  await expect(phaseBar(page).locator('[aria-current]')).toHaveCount(1)
  await expect(phaseCard(page, id)).toBeVisible()
  await expect(pager(page).getByText(position, { exact: true })).toBeVisible()
}

test.describe('roadmap guide', () => {
  test('renders the header, the first phase and a unique title', async ({ page }) => {
    await page.goto('/realworkstudio/course/frontend')
    await expect(page).toHaveTitle('Frontend Development Roadmap | RealWork Technologies')
    await expect(page.getByRole('heading', { level: 1, name: 'Frontend Development' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' })).toHaveAttribute(
      'href',
      '/realworkstudio/course',
    )
    await expect(phaseBar(page).getByRole('link')).toHaveCount(13)
    await expectCurrent(page, 1, '1 of 13')
    await expect(phaseCard(page, 2)).toBeHidden()
    const card = phaseCard(page, 1)
    await expect(card.getByRole('heading', { name: 'Topics Covered' }).first()).toBeVisible()
    await expect(card.getByRole('heading', { name: 'Hands-On Labs' }).first()).toBeVisible()
    await expect(card.getByRole('heading', { name: /^Mini Project: / })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Capstone Projects' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Journal Prompts' })).toBeVisible()
    await expect(
      page.getByRole('heading', { level: 2, name: 'Journal Prompts' }).locator('xpath=following-sibling::ol[1]/li'),
    ).toHaveCount(5)
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(ld.some((json) => JSON.parse(json)['@type'] === 'Course')).toBe(true)
    expect(ld.some((json) => JSON.parse(json)['@type'] === 'BreadcrumbList')).toBe(true)
  })

  test('phase buttons jump to their phase and mark it current; the address follows', async ({ page }) => {
    await openGuide(page, '/realworkstudio/course/frontend')
    await phaseLink(page, 5).click()
    await expectCurrent(page, 5, '5 of 13')
    await expect(phaseCard(page, 1)).toBeHidden()
    await expect(page).toHaveURL(/\/realworkstudio\/course\/frontend\?phase=5#phase-5$/)
    await phaseLink(page, 13).click()
    await expectCurrent(page, 13, '13 of 13')
    await expect(page).toHaveURL(/\?phase=13#phase-13$/)
  })

  test('Previous and Next wrap both ways, with the N of total label and the progress bar', async ({ page }) => {
    await openGuide(page, '/realworkstudio/course/frontend')
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '1')
    await expect(progress(page)).toHaveAttribute('aria-valuemin', '0')
    await expect(progress(page)).toHaveAttribute('aria-valuemax', '13')

    await pager(page)
      .getByRole('link', { name: /^Previous/ })
      .click()
    await expectCurrent(page, 13, '13 of 13')
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '13')
    // Focus moves to the new phase's heading, so keyboard and screen-reader users land on it.
    await waitForReadingModule(page)
    await expect(phaseCard(page, 13).getByRole('heading', { level: 3 })).toBeFocused()

    await pager(page).getByRole('link', { name: /^Next/ }).click()
    await expectCurrent(page, 1, '1 of 13')
    await pager(page).getByRole('link', { name: /^Next/ }).click()
    await expectCurrent(page, 2, '2 of 13')
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '2')
    await expect(page).toHaveURL(/\?phase=2#phase-2$/)

    // The bar's width is (index + 1) / total of the track (polled: the width animates).
    const ratio = () =>
      progress(page).evaluate(
        (bar) => (bar.firstElementChild as HTMLElement).offsetWidth / (bar as HTMLElement).clientWidth,
      )
    await expect.poll(ratio).toBeCloseTo(2 / 13, 2)
  })

  test('cloud and devops start at Phase 0 and wrap from the last to Phase 0', async ({ page }) => {
    await openGuide(page, '/realworkstudio/course/cloud?phase=7')
    await expectCurrent(page, 7, '8 of 8')
    await pager(page).getByRole('link', { name: /^Next/ }).click()
    await expectCurrent(page, 0, '1 of 8')
    await expect(page).toHaveURL(/\?phase=0#phase-0$/)

    await openGuide(page, '/realworkstudio/course/devops')
    await expect(phaseBar(page).getByRole('link').first()).toHaveAccessibleName(/^Phase 0/)
    await expectCurrent(page, 0, '1 of 9')
    await pager(page)
      .getByRole('link', { name: /^Previous/ })
      .click()
    await expectCurrent(page, 8, '9 of 9')
  })

  test('a deep link ?phase=N opens that phase, in the server HTML too, and the address follows navigation', async ({
    page,
    request,
  }) => {
    // The first response carries that phase only; every other phase is one link away.
    const html = await (await request.get('/realworkstudio/course/cloud?phase=3')).text()
    expect(html).toMatch(/<section id="phase-3"(?![^>]*hidden)[^>]*>/)
    expect(html).not.toContain('<section id="phase-0"')
    expect(html).toContain('href="?phase=0#phase-0"')

    await openGuide(page, '/realworkstudio/course/cloud?phase=3')
    await expectCurrent(page, 3, '4 of 8')
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '4')
    await pager(page).getByRole('link', { name: /^Next/ }).click()
    await expect(page).toHaveURL(/\/realworkstudio\/course\/cloud\?phase=4#phase-4$/)
    await phaseLink(page, 1).click()
    await expect(page).toHaveURL(/\?phase=1#phase-1$/)

    // A shared link with an unknown phase falls back to the first.
    await openGuide(page, '/realworkstudio/course/cloud?phase=42')
    await expectCurrent(page, 0, '1 of 8')
  })

  test('#phase-N opens that phase and scrolls to it', async ({ page }) => {
    await page.goto('/realworkstudio/course/devops#phase-5')
    await expectCurrent(page, 5, '6 of 9')
    await expect(page).toHaveURL(/\?phase=5#phase-5$/)
    await expect(phaseCard(page, 5).getByRole('heading', { level: 3 })).toBeInViewport()
  })

  test('the phase bar is links in the Tab order; Enter on one opens that phase with focus on its heading', async ({
    page,
  }) => {
    await openGuide(page, '/realworkstudio/course/ds')
    // Read without React (decision 031), the bar has no roving tabindex: every phase is a Tab stop, as without scripts.
    await expect(phaseBar(page).locator('a[tabindex="-1"]')).toHaveCount(0)
    await phaseLink(page, 1).focus()
    await page.keyboard.press('Tab')
    await expect(phaseLink(page, 2)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\?phase=2#phase-2$/)
    await expectCurrent(page, 2, '2 of 7')
    await waitForReadingModule(page)
    await expect(phaseCard(page, 2).getByRole('heading', { level: 3 })).toBeFocused()
  })

  test('back to top appears after scrolling past 300 px, returns to the top and moves focus there', async ({
    page,
  }) => {
    await openGuide(page, '/realworkstudio/course/android')
    const button = page.getByRole('button', { name: 'Back to top' })
    await expect(button).toHaveCount(0)
    // Wait until the page has handled that scroll (its listener ran), then check nothing shows.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener('scroll', () => requestAnimationFrame(() => setTimeout(resolve)), { once: true })
          window.scrollTo({ top: 250, behavior: 'instant' })
        }),
    )
    await expect(button).toHaveCount(0)
    await page.evaluate(() => window.scrollTo({ top: 2400, behavior: 'instant' }))
    await expect(button).toBeVisible()
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(page.locator('#top')).toBeFocused()
    await expect(button).toHaveCount(0)
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  })

  test('the print view has every phase, the capstones and prompts; printing a phase names the print view', async ({
    page,
  }) => {
    await openGuide(page, '/realworkstudio/course/dataengineer')
    await expect(phaseCard(page, 4)).toHaveCount(0)
    // Printing the phase view prints its phase, with the address of the whole roadmap.
    await page.emulateMedia({ media: 'print' })
    await expect(phaseBar(page)).toBeHidden()
    await expect(
      page.getByText(/^This printout has Phase 1 only\. .*\/realworkstudio\/course\/dataengineer\?view=print$/),
    ).toBeVisible()
    await page.emulateMedia({ media: 'screen' })

    await page.getByRole('link', { name: 'Print the whole roadmap' }).click()
    await expect(page).toHaveURL(/\/realworkstudio\/course\/dataengineer\?view=print$/)
    await expect(page).toHaveTitle(/^Data Engineering Roadmap, every phase/)
    for (let id = 1; id <= 7; id++) await expect(phaseCard(page, id).getByRole('heading', { level: 3 })).toBeVisible()
    await expect(phaseCard(page, 3).getByRole('heading', { name: 'Topics Covered' }).first()).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Journal Prompts' })).toBeVisible()
    await expect(phaseBar(page)).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Print this roadmap' })).toBeVisible()
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('button', { name: 'Print this roadmap' })).toBeHidden()
    for (let id = 1; id <= 7; id++) await expect(phaseCard(page, id)).toBeVisible()
    await page.emulateMedia({ media: 'screen' })

    // Back to the phase view, where the phase links open their phases again.
    await page.getByRole('link', { name: 'Back to the phase-by-phase view' }).click()
    await expect(page).toHaveURL(/\/realworkstudio\/course\/dataengineer$/)
    await phaseLink(page, 5).click()
    await expectCurrent(page, 5, '5 of 7')
    await expect(phaseCard(page, 5).getByRole('heading', { name: 'Topics Covered' }).first()).toBeVisible()
  })

  test('the print view has no WCAG 2.2 AA violations', async ({ page }) => {
    test.slow() // every phase on one page: the scan takes several seconds on a busy machine
    await page.goto('/realworkstudio/course/ds?view=print')
    await waitForReadingModule(page)
    expect(await axeViolations(page)).toEqual([])
  })

  test('an unknown guide answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/realworkstudio/course/cobol')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: '404 – Page Not Found' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' })).toBeVisible()
  })

  test('cloud: free-tier badges by phase, page costs and capstone costs', async ({ page }) => {
    await openGuide(page, '/realworkstudio/course/cloud')
    await expect(phaseCard(page, 0).getByText('100% Free')).toBeVisible()
    await expect(
      phaseCard(page, 0)
        .getByText(/^Cost:/)
        .first(),
    ).toBeVisible()
    await phaseLink(page, 6).click()
    await expect(phaseCard(page, 6).getByText(/\d+% Free$/)).toBeVisible()
    const capstones = page
      .getByRole('heading', { level: 2, name: 'Capstone Projects' })
      .locator('xpath=following-sibling::ol[1]/li')
    await expect(capstones).toHaveCount(3)
    for (const capstone of await capstones.all()) await expect(capstone.getByText('Estimated cost:')).toBeVisible()
  })

  test('devops: three capstones with requirements side by side on wide screens', async ({ page }) => {
    await page.goto('/realworkstudio/course/devops')
    const capstones = page
      .getByRole('heading', { level: 2, name: 'Capstone Projects' })
      .locator('xpath=following-sibling::ol[1]/li')
    await expect(capstones).toHaveCount(3)
    const tops = await Promise.all((await capstones.all()).map(async (c) => (await c.boundingBox())!.y))
    expect(new Set(tops).size).toBe(1)
    for (const capstone of await capstones.all())
      await expect(capstone.getByRole('heading', { name: 'Requirements' })).toBeVisible()
    await expect(phaseCard(page, 0).getByRole('heading', { name: 'Requirements' })).toBeVisible()
  })

  test('android: requirements note, career outcomes and the four learning features', async ({ page }) => {
    await page.goto('/realworkstudio/course/android')
    await expect(page.getByRole('complementary', { name: 'Before you start' })).toContainText('8 GB RAM')
    await expect(page.getByRole('heading', { level: 2, name: 'Career Outcomes' })).toBeVisible()
    const features = page
      .getByRole('heading', { level: 2, name: 'Complete Learning Features' })
      .locator('xpath=following-sibling::ul[1]')
    await expect(features.getByRole('heading', { level: 3 })).toHaveText([
      'Clean Architecture',
      'Modern Tools',
      'Material Design 3',
      'Production Ready',
    ])
    await expect(phaseBar(page).getByRole('link')).toHaveCount(15)
  })
})

test.describe('roadmap guide without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('is readable: first phase shown, phase links and Next lead to other phases', async ({ page }) => {
    await page.goto('/realworkstudio/course/frontend')
    await expectCurrent(page, 1, '1 of 13')
    await expect(phaseCard(page, 1).getByRole('heading', { name: 'Topics Covered' }).first()).toBeVisible()
    await expect(phaseCard(page, 2)).toBeHidden()
    // Without scripts every phase link stays in the Tab order.
    await expect(phaseBar(page).locator('a[tabindex="-1"]')).toHaveCount(0)

    await phaseLink(page, 3).click()
    await expect(page).toHaveURL(/\?phase=3#phase-3$/)
    await expectCurrent(page, 3, '3 of 13')
    await expect(phaseCard(page, 1)).toBeHidden()

    await pager(page).getByRole('link', { name: /^Next/ }).click()
    await expect(page).toHaveURL(/\?phase=4#phase-4$/)
    await expectCurrent(page, 4, '4 of 13')
    await pager(page)
      .getByRole('link', { name: /^Previous/ })
      .click()
    await expectCurrent(page, 3, '3 of 13')
    await expect(phaseCard(page, 3).getByRole('heading', { name: 'Hands-On Labs' }).first()).toBeVisible()
  })

  test('the print view has every phase and says how to print it', async ({ page }) => {
    await page.goto('/realworkstudio/course/frontend')
    await page.getByRole('link', { name: 'Print the whole roadmap' }).click()
    await expect(page).toHaveURL(/\?view=print$/)
    for (let id = 1; id <= 13; id++) await expect(phaseCard(page, id).getByRole('heading', { level: 3 })).toBeVisible()
    await expect(page.getByText(/Use your browser’s Print command/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Print this roadmap' })).toHaveCount(0)
  })
})

test.describe('roadmap guide on a phone @phone', () => {
  // At desktop width these are the journeys of 'roadmap guide' above.
  test.skip(({ isMobile }) => !isMobile, 'phone layout only: the phone project runs it')
  test('phase buttons and Next work on a narrow screen @phone', async ({ page }) => {
    await openGuide(page, '/realworkstudio/course/ds')
    await expect(page.getByRole('heading', { level: 1, name: 'Data Science' })).toBeVisible()
    await phaseLink(page, 4).click()
    await expectCurrent(page, 4, '4 of 7')
    await pager(page).getByRole('link', { name: /^Next/ }).click()
    await expectCurrent(page, 5, '5 of 7')
    await expect(phaseCard(page, 5).getByRole('heading', { level: 3 })).toBeInViewport()
    await expect(page.getByRole('heading', { level: 2, name: 'Reflection Questions' })).toBeAttached()
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  })

  test('back to top works on a phone @phone', async ({ page }) => {
    await openGuide(page, '/realworkstudio/course/cloud')
    await page.evaluate(() => window.scrollTo({ top: 3000, behavior: 'instant' }))
    const button = page.getByRole('button', { name: 'Back to top' })
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(page.locator('#top')).toBeFocused()
  })
})
