import { expect, holdScripts, test, waitForHydration } from './fixtures'

const navLinks = [
  ['Home', '/realworkstudio'],
  ['About Us', '/realworkstudio/about'],
  ['Courses', '/realworkstudio/course'],
  ['Project', '/realworkstudio/project'],
  ['Contact Us', '/realworkstudio/contact'],
] as const

test.describe('studio layout', () => {
  test('has its own nav, footer, and no floating contact button or drawer', async ({ page }) => {
    await page.goto('/realworkstudio/about')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'RealWork Studio, home' })).toHaveAttribute('href', '/')
    for (const [name, href] of navLinks)
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Training' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Contact Us' })).toHaveCount(0)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('heading', { name: 'RealWork Studio' })).toBeVisible()
    await expect(footer.getByRole('link', { name: 'Student projects' })).toHaveAttribute(
      'href',
      '/realworkstudio/project',
    )
  })

  test('every nav link leads to its page', async ({ page }) => {
    await page.goto('/realworkstudio')
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const [name, href] of [...navLinks].reverse()) {
      await nav.getByRole('link', { name, exact: true }).click()
      await expect(page).toHaveURL(href)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    }
    await nav.getByRole('link', { name: 'Register' }).click()
    await expect(page).toHaveURL('/realworkstudio/register')
    await nav.getByRole('link', { name: 'RealWork Studio, home' }).click()
    await expect(page).toHaveURL('/')
  })

  test('a menu opened before the scripts run stays open when the page hydrates @phone', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone layout only')
    const releaseScripts = await holdScripts(page)
    // A page that hydrates (a guide is read without React: decision 031).
    await page.goto('/realworkstudio/project', { waitUntil: 'commit' })
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.locator('summary').click()
    const courses = nav.getByRole('link', { name: 'Courses' })
    await expect(courses).toBeVisible()
    releaseScripts()
    await waitForHydration(page)
    await expect(courses).toBeVisible()
    await courses.click()
    await expect(page).toHaveURL('/realworkstudio/course')
    await expect(courses).toBeHidden()
  })

  test('an unknown studio path is a 404 inside the studio layout @phone', async ({ page }) => {
    const response = await page.goto('/realworkstudio/nonexistent')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 – Page Not Found')
    await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible()
    await expect(page).toHaveTitle(/404/)
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Project', includeHidden: true }).first()).toHaveAttribute(
      'href',
      '/realworkstudio/project',
    )
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'RealWork Studio' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to home' }).click()
    await expect(page).toHaveURL('/')
  })
})
