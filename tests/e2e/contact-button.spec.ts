import { expect, test, waitForHydration } from './fixtures'

// The floating Contact Us button never covers text: wherever the page is scrolled, it is either out of view or over
// a margin, gap or background (issue 32: it sat on body text of /, /blogs and posts on a phone).
const paths = ['/', '/blogs', '/blogs/first-tech-job-in-india-2025']

/** Text lines of the page that the button's box overlaps, while it is in view. */
function textUnderButton(): string[] {
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Contact Us')!
  const box = button.getBoundingClientRect()
  if (box.top >= window.innerHeight || box.bottom <= 0) return []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  const found: string[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    if (!node.textContent?.trim() || button.contains(node) || !parent || parent.closest('dialog, .sr-only')) continue
    // Text not drawn (a closed menu's panel, kept in the layout but invisible) covers nothing.
    if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue
    const range = document.createRange()
    range.selectNodeContents(node)
    for (const r of range.getClientRects()) {
      if (r.width === 0 || r.height === 0) continue
      if (r.right > box.left && r.left < box.right && r.bottom > box.top && r.top < box.bottom)
        found.push(node.textContent.trim().slice(0, 40))
    }
  }
  return found
}

for (const path of paths) {
  test(`${path}: the Contact Us button never covers text while scrolling @phone`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(path)
    await waitForHydration(page)
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    const problems: string[] = []
    for (let y = 0; y < height; y += 150) {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      // The button re-checks on the next frame after a scroll.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
      for (const text of await page.evaluate(textUnderButton)) problems.push(`at ${y}px: "${text}"`)
    }
    expect(problems).toEqual([])
    // Wherever it has stepped aside, focus brings it back.
    await page.getByRole('button', { name: 'Contact Us' }).focus()
    await expect(page.getByRole('button', { name: 'Contact Us' })).toBeInViewport()
  })
}
