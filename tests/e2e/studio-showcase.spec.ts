import { expect, test } from './fixtures'

test.describe('project showcase', () => {
  test('filters by category in place, with the spec labels and grid', async ({ page }) => {
    await page.goto('/realworkstudio/project')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Real-World Projects')
    const filters = page.getByRole('group', { name: 'Filter projects by category' })
    await expect(filters.getByRole('link')).toHaveText([
      'All Projects',
      'Frontend',
      'Backend',
      'Full Stack',
      'AI & ML',
      'Mobile',
      'Data Science',
    ])
    const cards = page.getByRole('article')
    await expect(cards).toHaveCount(17)
    const grid = page.getByRole('list').filter({ has: cards.first() })
    await expect(grid).toHaveCSS('grid-template-columns', /^\S+ \S+ \S+$/) // three columns at 1280 px (xl)

    await filters.getByRole('link', { name: 'AI & ML' }).click()
    await expect(page).toHaveURL('/realworkstudio/project?category=ai')
    await expect(filters.getByRole('link', { name: 'AI & ML' })).toHaveAttribute('aria-current', 'true')
    await expect(cards).toHaveCount(5)
    await expect(page.getByText('Showing 5 of 17 projects')).toBeVisible()
    await filters.getByRole('link', { name: 'Full Stack' }).click()
    await expect(cards).toHaveCount(2)
    await expect(page.getByRole('heading', { name: 'Kirana Store Billing & Inventory' })).toBeVisible()
    await filters.getByRole('link', { name: 'All Projects' }).click()
    await expect(page).toHaveURL('/realworkstudio/project')
    await expect(cards).toHaveCount(17)
  })

  test('cards show track, difficulty, three features, duration and safe external links', async ({ page }) => {
    await page.goto('/realworkstudio/project')
    const card = page.getByRole('article', { name: 'UPI Expense Tracker' })
    await expect(card).toContainText('Android Development')
    await expect(card.getByText('Intermediate')).toHaveClass(/bg-yellow-100/)
    await expect(card.getByRole('list', { name: 'Key features' }).getByRole('listitem')).toHaveCount(3)
    await expect(card).toContainText('4 Weeks')
    const demo = card.getByRole('link', { name: 'Live Demo for UPI Expense Tracker (opens in a new tab)' })
    await expect(demo).toHaveAttribute('href', 'https://upi-expense-tracker.demo.realworktech.in')
    const code = card.getByRole('link', { name: 'Code for UPI Expense Tracker (opens in a new tab)' })
    await expect(code).toHaveAttribute('href', 'https://github.com/realwork-studio/upi-expense-tracker')
    const external = page.locator('a[target="_blank"]')
    const count = await external.count()
    expect(count).toBeGreaterThanOrEqual(34)
    for (let i = 0; i < count; i++) await expect(external.nth(i)).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(
      page.getByRole('article', { name: 'Kannada & Hindi News Summariser' }).getByText('Expert'),
    ).toHaveClass(/bg-red-100/)
  })

  test('View Details opens a dialog; Escape closes it and focus returns to the button', async ({ page }) => {
    await page.goto('/realworkstudio/project')
    const opener = page.getByRole('button', { name: 'View Details for UPI Expense Tracker' })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'UPI Expense Tracker' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('heading', { name: 'Project overview' })).toBeVisible()
    await expect(dialog).toContainText('Everything stays on the phone in a Room database')
    await expect(dialog.getByRole('heading', { name: 'Technologies used' })).toBeVisible()
    await expect(dialog.getByText('Offline-only storage with CSV export')).toBeVisible() // the fifth feature
    await expect(dialog.getByRole('link', { name: /^View Live Demo/ })).toHaveAttribute('target', '_blank')
    await expect(dialog.getByRole('link', { name: /^View Source Code/ })).toHaveAttribute('rel', 'noopener noreferrer')
    const box = await dialog.boundingBox()
    expect(box!.height).toBeLessThanOrEqual(800 * 0.8 + 1)
    await expect(dialog).toHaveCSS('overflow-y', 'auto')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()

    const other = page.getByRole('button', { name: 'View Details for Crop Price Forecaster' })
    await other.click()
    const second = page.getByRole('dialog', { name: 'Crop Price Forecaster' })
    await expect(second).toBeVisible()
    await second.getByRole('button', { name: 'Close project details' }).click()
    await expect(second).toBeHidden()
    await expect(other).toBeFocused()
  })

  test('statistics and calls to action', async ({ page }) => {
    await page.goto('/realworkstudio/project')
    const stats = page.getByRole('region', { name: 'The studio in numbers' })
    // Only claims with a basis are shown (a fresh database: technologies taught), each with a mark to its basis.
    await expect(stats).toContainText('15+')
    await expect(stats.getByRole('link', { name: 'How we count Technologies taught' })).toHaveAttribute(
      'href',
      '/our-numbers#claim-technologies',
    )
    for (const n of ['50+', '100+', '95%']) await expect(stats.getByText(n, { exact: true })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute(
      'href',
      '/realworkstudio/contact',
    )
    await page.getByRole('link', { name: 'View All Courses' }).click()
    await expect(page).toHaveURL('/realworkstudio/course')
  })

  test('the grid has two columns on large screens', async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 800 })
    await page.goto('/realworkstudio/project')
    const grid = page.getByRole('list').filter({ has: page.getByRole('article').first() })
    await expect(grid).toHaveCSS('grid-template-columns', /^\S+ \S+$/)
  })
})

test.describe('project showcase without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the filter and the details are links the server answers', async ({ page }) => {
    await page.goto('/realworkstudio/project')
    await page.getByRole('link', { name: 'Mobile', exact: true }).click()
    await expect(page).toHaveURL('/realworkstudio/project?category=mobile')
    await expect(page.getByRole('article')).toHaveCount(3)
    await page.getByRole('link', { name: 'View Details for Medicine Reminder for Elders' }).click()
    await expect(page).toHaveURL(/project=medicine-reminder/)
    const dialog = page.getByRole('dialog', { name: 'Medicine Reminder for Elders' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('heading', { name: 'Project overview' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Close project details' }).click()
    await expect(dialog).toBeHidden()
  })
})
