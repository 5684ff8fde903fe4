import { expect, test, waitForHydration } from './fixtures'
import { faintText } from './sweep-checks'

// No public page hides content from a phone reader (issue 43): every public path is scrolled through at 390 px by the
// public sweep (public-sweep.spec.ts). Here, how a reveal starts, and where nothing is hidden at all.

// Run by the phone project (a Pixel 7 set to this size): the desktop browser narrowed to it only checked it again.
test.describe('on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'a phone’s screen: the phone project runs it')
  test('a section below the fold fades in when its top enters the viewport, even when it is taller than the screen @phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/realworkstudio/course')
    await waitForHydration(page)
    // The course page's syllabus section is several screens tall on a phone.
    const section = page.locator('[data-reveal]').filter({ hasText: 'Read the full syllabus before you enrol' })
    await expect(section).toHaveClass(/reveal-pending/)
    expect(await section.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(844)
    // Its top just inside the bottom edge: that alone starts the reveal.
    await section.evaluate((el) => window.scrollBy({ top: el.getBoundingClientRect().top - 800, behavior: 'instant' }))
    await expect(section).not.toHaveClass(/reveal-pending/)
    await expect(section).toHaveCSS('opacity', '1')
  })
})

test('nothing is hidden under reduced motion, in print or before the scripts run', async ({ page, browser }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/realworkstudio/course')
  await waitForHydration(page)
  expect(await page.locator('.reveal-pending').count()).toBe(0)
  expect(await page.evaluate(faintText)).toEqual([])

  const motion = await browser.newPage()
  await motion.goto('/realworkstudio/course')
  await waitForHydration(motion)
  await expect(motion.locator('.reveal-pending').first()).toBeAttached()
  await motion.emulateMedia({ media: 'print' })
  expect(await motion.evaluate(faintText)).toEqual([])
  await motion.close()

  const noScript = await browser.newContext({ javaScriptEnabled: false })
  const plain = await noScript.newPage()
  await plain.goto('/realworkstudio/course')
  await expect(plain.getByRole('heading', { name: 'Read the full syllabus before you enrol' })).toBeVisible()
  expect(await plain.locator('.reveal-pending').count()).toBe(0)
  await noScript.close()
})
