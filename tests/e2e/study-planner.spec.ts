import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test, waitForReadingModule } from './fixtures'

// Study planner on every guide (issue 13 §2): a GET form, dates per phase, an .ics download, print, no-JS.

const planner = (page: Page) => page.locator('#study-plan')
const planTable = (page: Page) => page.getByRole('table', { name: 'Start and end date of each phase' })
const phaseBar = (page: Page) => page.getByRole('navigation', { name: 'Roadmap phases' })

async function fillPlan(page: Page, hours: string, start: string) {
  await page.getByLabel('I can study').fill(hours)
  await page.getByLabel('starting').fill(start)
  await page.getByRole('button', { name: 'Show my plan' }).click()
}

/** Frontend at 8 h a week from 4 Jan 2027 (the guide assumes 12 h): 1 week becomes 11 days, 3-4 days become 6. */
async function expectFrontendPlan(page: Page) {
  await expect(planner(page).getByRole('heading', { name: 'Your plan' })).toBeVisible()
  await expect(planner(page)).toContainText('At 8 hours a week from 4 Jan 2027, you finish on 26 Oct 2027')
  const rows = planTable(page).getByRole('row')
  await expect(rows).toHaveCount(14)
  await expect(rows.nth(1)).toContainText('4 Jan 2027')
  await expect(rows.nth(1)).toContainText('9 Jan 2027')
  await expect(rows.nth(2)).toContainText('10 Jan 2027')
  await expect(rows.nth(2)).toContainText('20 Jan 2027')
  await expect(rows.nth(13)).toContainText('26 Oct 2027')
}

test.describe('study planner', () => {
  test('plans every phase, keeps the plan while changing phase, and downloads a calendar', async ({ page }) => {
    await page.goto('/realworkstudio/course/frontend')
    await waitForReadingModule(page) // a guide is read without React (decision 031): its planner is a GET form
    await expect(planner(page)).toContainText('a 1-week phase takes 1.5 weeks at 8 hours a week')
    await fillPlan(page, '8', '2027-01-04')
    await expect(page).toHaveURL(/\/realworkstudio\/course\/frontend\?phase=1&hours=8&start=2027-01-04#study-plan$/)
    await expectFrontendPlan(page)

    await phaseBar(page)
      .getByRole('link', { name: /^Phase 3/ })
      .click()
    await expect(page).toHaveURL(/\?phase=3&hours=8&start=2027-01-04#phase-3$/)
    await expect(page.locator('#phase-3')).toBeVisible()
    await expect(planTable(page)).toBeVisible()

    await planTable(page).getByRole('link', { name: /^5\. / }).click()
    await expect(page).toHaveURL(/\?phase=5&hours=8&start=2027-01-04/)
    await expect(page.locator('#phase-5')).toBeVisible()

    const calendar = planner(page).getByRole('link', { name: 'Add to calendar (.ics)' })
    const href = await calendar.getAttribute('href')
    expect(href).toBe('/realworkstudio/course/frontend/plan.ics?hours=8&start=2027-01-04')
    const response = await page.request.get(href!)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8')
    const ics = await response.text()
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(13)
    expect(ics).toContain('DTSTART;VALUE=DATE:20270104\r\n')
    expect(ics).toContain('UID:frontend-phase-13@')

    await page.getByRole('link', { name: 'Clear plan' }).click()
    await expect(page).toHaveURL(/\?phase=5$/)
    await expect(planTable(page)).toHaveCount(0)
  })

  test('explains invalid input next to the form', async ({ page }) => {
    await page.goto('/realworkstudio/course/ds?hours=0&start=2027-02-30')
    const alert = planner(page).getByRole('alert')
    await expect(alert).toContainText('whole number from 1 to 60')
    await expect(alert).toContainText('Enter a real start date')
    await expect(page.getByLabel('I can study')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('starting')).toHaveAttribute('aria-invalid', 'true')
    await expect(planTable(page)).toHaveCount(0)
  })

  test('a plan across a leap day on a guide that starts at Phase 0, checked by axe', async ({ page }) => {
    await page.goto('/realworkstudio/course/cloud?hours=6&start=2028-02-20')
    const rows = planTable(page).getByRole('row')
    await expect(rows).toHaveCount(9)
    await expect(rows.nth(1).getByRole('rowheader')).toHaveText(/^0\. /)
    await expect(rows.nth(1)).toContainText('2 Mar 2028')
    await expect(planner(page)).toContainText('you finish on 6 Sep 2028')
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    expect(results.violations.map((v) => v.id)).toEqual([])
  })

  test('prints the plan with the guide, without the form', async ({ page }) => {
    await page.goto('/realworkstudio/course/frontend?hours=8&start=2027-01-04')
    await page.emulateMedia({ media: 'print' })
    await expect(planTable(page)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Show my plan' })).toBeHidden()
    await page.goto('/realworkstudio/course/frontend')
    await expect(planner(page)).toBeHidden()
  })
})

test.describe('study planner without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the GET form plans from the current phase, and phase links keep the plan', async ({ page }) => {
    await page.goto('/realworkstudio/course/frontend?phase=3')
    await fillPlan(page, '8', '2027-01-04')
    await expect(page).toHaveURL(/\?phase=3&hours=8&start=2027-01-04#study-plan$/)
    await expect(page.locator('#phase-3')).toBeVisible()
    await expectFrontendPlan(page)
    await page.getByRole('navigation', { name: 'Previous and next phase' }).getByRole('link', { name: /^Next/ }).click()
    await expect(page).toHaveURL(/\?phase=4&hours=8&start=2027-01-04#phase-4$/)
    await expect(page.locator('#phase-4')).toBeVisible()
    await expect(planTable(page)).toBeVisible()
  })
})

test.describe('study planner on a phone @phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone layout only: the phone project runs it')

  test('the plan fits a narrow screen @phone', async ({ page }) => {
    await page.goto('/realworkstudio/course/android')
    await fillPlan(page, '10', '2027-06-30')
    await expect(planTable(page).getByRole('row')).toHaveCount(16)
    await expect(planTable(page).getByRole('row').nth(1)).toContainText('30 Jun 2027')
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  })
})
