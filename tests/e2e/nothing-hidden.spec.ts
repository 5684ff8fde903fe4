import type { Page } from '@playwright/test'
import { dynamicPublicPaths, publicPaths } from '../../app/content/paths'
import { expect, test, waitForHydration, waitForPageScripts } from './fixtures'

// No public page hides content from a phone reader (issue 43): a scroll reveal starts when a section's top enters the
// viewport, so a section taller than the screen (a guide's syllabus on a phone, ~2,900 px) fades in like any other.
const paths = [...publicPaths(), ...dynamicPublicPaths()]

/** Elements with readable text of their own drawn at an opacity below 1 (their own times their ancestors'). */
function faintText(): string[] {
  const found: string[] = []
  for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
    const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())
    if (!own || el.closest('dialog:not([open]), .sr-only, [aria-hidden="true"]')) continue
    if (!el.checkVisibility({ visibilityProperty: true })) continue
    let opacity = 1
    for (let node: HTMLElement | null = el; node; node = node.parentElement)
      opacity *= Number(getComputedStyle(node).opacity)
    if (opacity < 1) found.push(`${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 40)}" at ${opacity}`)
  }
  return found
}

/** Scrolls the page from top to bottom a screen at a time, letting each screen's observers report (two frames, then
 *  one task more for what their callbacks set), inside the page: one round trip, not three per screen. The height is
 *  read at every step: cards that skip their first layout (deferRender) take their real height as they near the
 *  screen. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    // Two frames and a task, or half a second if frames stop coming (a CI run once hung here on a loaded machine).
    const settled = () =>
      Promise.race([
        new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))),
        new Promise<void>((resolve) => setTimeout(resolve, 500)),
      ])
    for (let y = 0; ; y += window.innerHeight) {
      const height = document.documentElement.scrollHeight
      window.scrollTo({ top: y, behavior: 'instant' })
      await settled()
      // The end: the last screen is in view, or the page would not scroll as far as asked and did not grow meanwhile
      // (its scroll range is all there is, whatever scrollHeight says).
      if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1) return
      if (window.scrollY < y - 1 && document.documentElement.scrollHeight === height) return
    }
  })
}

test.describe('a phone reader', () => {
  // Decided from the project's options alone: the desktop project opens no page for these.
  test.skip(({ isMobile }) => !isMobile, 'a phone reader: the phone project runs it')
  for (const path of paths) {
    test(`${path}: every text is fully drawn once it has been in view, at 390×844 @phone`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(path)
      await waitForPageScripts(page)
      await scrollThrough(page)
      // A reveal lasts 700 ms: a second after the last screen every text it touched is whole; one that never started
      // (the old trigger, 30 % of a section taller than the screen) stays at 0.
      await expect
        .poll(() => page.evaluate(faintText), { message: `${path}: text still faint after scrolling`, timeout: 5_000 })
        .toEqual([])
    })
  }
})

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
