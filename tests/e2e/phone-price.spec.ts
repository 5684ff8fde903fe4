import type { Locator, Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'

// A first-time visitor on a phone meets the bootcamp fee and the next batch within the first two screens (390 × 844:
// the top 1,688 px) of the home page, the studio home and the course page, without the first-visit popup (issue 43).
const twoScreens = 2 * 844
const pages: { path: string; fee: (page: Page) => Locator; batch: (page: Page) => Locator }[] = [
  {
    path: '/',
    fee: (page) => page.getByRole('region', { name: 'At a glance' }).getByText('Bootcamp fee: ₹7,000'),
    batch: (page) =>
      page
        .getByRole('region', { name: 'At a glance' })
        .locator('div')
        .filter({ has: page.getByText('Next batch', { exact: true }) }),
  },
  {
    path: '/realworkstudio',
    fee: (page) => page.getByRole('complementary', { name: 'Every bootcamp includes' }).getByText('₹7,000'),
    batch: (page) =>
      page.getByRole('complementary', { name: 'Every bootcamp includes' }).getByText(/^Next batch starts/),
  },
  {
    path: '/realworkstudio/course',
    fee: (page) => page.getByRole('article').first().getByText('₹7,000', { exact: true }),
    batch: (page) =>
      page
        .getByRole('article')
        .first()
        .locator('p')
        .filter({ hasText: /^Next batch:/ }),
  },
]

// Run by the phone project (a Pixel 7 set to these sizes): the desktop browser narrowed to them only checked it again.
test.describe('on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'a phone’s first screens: the phone project runs it')
  for (const { path, fee, batch } of pages) {
    test(`${path}: the fee and the next batch within the first two screens on a phone @phone`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      // A first visit: the popup may come, but the page does not rely on it.
      await page.addInitScript(() => localStorage.removeItem('seenBootcampPopup'))
      await page.goto(path)
      await waitForHydration(page)
      for (const [name, part] of [
        ['fee', fee(page)],
        ['next batch', batch(page)],
      ] as const) {
        await expect(part, `${path}: ${name}`).toBeVisible()
        const bottom = await part.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY)
        expect(bottom, `${path}: the ${name} ends within two screens`).toBeLessThanOrEqual(twoScreens)
      }
      await expect(batch(page)).toContainText(/\d{1,2} \w+ \d{4}/)
    })
  }
})
