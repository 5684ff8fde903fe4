import { expect, test } from './fixtures'

// Issue 14: the places where a visitor would stop and frown, each kept fixed by a journey.

test.describe('main navigation marks one item', () => {
  test('only Home on the landing page, the section item below it, nothing elsewhere', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.locator('[aria-current]')).toHaveCount(2) // the desktop list and the phone menu, one item each
    await expect(nav.locator('[aria-current]:visible')).toHaveText('Home')
    await expect(nav.locator('[aria-current]:visible')).toHaveAttribute('aria-current', 'page')

    await page.goto('/realworkstudio/course/backend')
    const current = page.getByRole('navigation', { name: 'Main' }).locator('[aria-current]:visible')
    await expect(current).toHaveCount(1)
    await expect(current).toHaveText('Courses')
    await expect(current).toHaveAttribute('aria-current', 'true')

    await page.goto('/services/about')
    await expect(page.getByRole('navigation', { name: 'Main' }).locator('[aria-current]:visible')).toHaveText(
      'About Us',
    )
  })
})

test.describe('copy that says which figure is which', () => {
  test('the track selector gives the bootcamp length; the guide its self-paced length and its link back', async ({
    page,
  }) => {
    await page.goto('/realworkstudio?track=backend#tracks')
    const panel = page.getByRole('tabpanel', { name: 'Backend Development' })
    await expect(panel).toContainText('Bootcamp length3 Months')
    await expect(panel).toContainText('Spring Boot')
    await expect(panel).not.toContainText('Express')

    await page.goto('/realworkstudio/course/backend')
    const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) })
    await expect(header).toContainText('Self-paced duration6 months')
    await expect(header).toContainText('Guide phases13')
    await expect(header).toContainText("The live Backend Development bootcamp covers this roadmap's core in 3 months")
    await expect(header).toContainText('14 bootcamp modules')
  })

  test('bootcamp cards count modules, not phases', async ({ page }) => {
    await page.goto('/realworkstudio/course')
    const card = page.getByRole('article', { name: 'Backend Development' })
    await expect(card).toContainText('Modules14 modules')
    await expect(card).toContainText('Java')
    await expect(card).not.toContainText('phases')
  })
})

test.describe('roadmap guides end with a next step', () => {
  test('enrol in the matching bootcamp, ask about the course, see related projects', async ({ page }) => {
    await page.goto('/realworkstudio/course/android')
    const next = page.getByRole('region', { name: 'Learn it in the Android Development bootcamp' })
    await expect(next.getByRole('link', { name: 'Enrol in Android Development' })).toHaveAttribute(
      'href',
      '/realworkstudio/register?bootcamp=android-development',
    )
    await expect(next.getByRole('link', { name: 'Ask about this course' })).toHaveAttribute(
      'href',
      '/realworkstudio/contact?course=mobile',
    )
    await next.getByRole('link', { name: 'See related student projects' }).click()
    await expect(page).toHaveURL('/realworkstudio/project?category=mobile')
    await expect(page.getByRole('link', { name: 'Mobile', exact: true })).toHaveAttribute('aria-current', 'true')
  })

  test('a roadmap without a bootcamp points to crash courses instead', async ({ page }) => {
    await page.goto('/realworkstudio/course/devops')
    const next = page.getByRole('region', { name: 'Want a mentor for this roadmap?' })
    await expect(next.getByRole('link', { name: 'Browse crash courses' })).toHaveAttribute(
      'href',
      '/realworkstudio/course',
    )
    await expect(next.getByRole('link', { name: 'Ask about this course' })).toHaveAttribute(
      'href',
      '/realworkstudio/contact?course=devops',
    )
  })
})

test.describe('product cards offer a demo', () => {
  test('Request a demo opens the drawer with the product named in the message', async ({ page }) => {
    await page.goto('/#products')
    await page.getByRole('button', { name: 'Contact Us' }).waitFor() // hydrated
    await page.getByRole('link', { name: 'Request a demo of DocSense' }).click()
    const drawer = page.getByRole('dialog', { name: 'Talk to a mentor' })
    await expect(drawer).toBeVisible()
    await expect(drawer.getByLabel('How can we help?')).toHaveValue(/^I would like a demo of DocSense\./)
    await expect(page).toHaveURL('/#products')
  })
})

test.describe('product demo without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the demo link opens the enquiry page with the message filled in', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Request a demo of InterviewPrep AI' }).click()
    await expect(page).toHaveURL(/\/enquiry\?message=/)
    await expect(page.getByRole('form', { name: 'Enquiry form' }).getByLabel('How can we help?')).toHaveValue(
      /^I would like a demo of InterviewPrep AI\./,
    )
  })
})

test.describe('phone comfort @phone', () => {
  test('the ten studio tracks scroll sideways in one row and stay keyboard-operable', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone layout only')
    await page.goto('/realworkstudio')
    const tabs = page.getByRole('tablist', { name: 'Career tracks' })
    const box = (await tabs.boundingBox())!
    expect(box.height, 'one row of pills, not a wall').toBeLessThan(80)
    expect(await tabs.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390)
    await tabs.getByRole('tab', { name: 'Frontend Development' }).focus()
    await page.keyboard.press('End')
    const last = tabs.getByRole('tab', { name: 'Full Stack Development' })
    await expect(last).toBeFocused()
    await expect(last).toHaveAttribute('aria-selected', 'true')
    await expect(last).toBeInViewport({ ratio: 1 })
  })
  // The floating Contact Us button: tests/e2e/contact-button.spec.ts (it never covers text, focus brings it back).
})
