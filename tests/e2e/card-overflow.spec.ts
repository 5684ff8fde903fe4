import { expect, test } from './fixtures'

/** Every page with a grid of cards, including the query-string views that change what the cards hold. */
const pages = [
  '/',
  '/blogs',
  '/realworkstudio',
  '/realworkstudio/course',
  '/realworkstudio/project',
  '/realworkstudio/course/backend',
  '/services',
  '/services/about',
  '/services/services',
  '/services/services?view=support',
]
const widths = [320, 390, 768, 1024, 1280, 1440]

/**
 * Cards are articles and rounded boxes. A descendant overflows when its box pokes out of the card by more than a pixel,
 * unless it sits in a scroller inside the card or is visually hidden (sr-only text is clipped to one pixel).
 */
function findOverflows(): string[] {
  const cards = document.querySelectorAll<HTMLElement>(
    'main article, main li[class*="rounded-2xl"], main div[class*="rounded-2xl"], main div[class*="rounded-3xl"], main [role="tabpanel"]',
  )
  const found: string[] = []
  for (const card of cards) {
    const box = card.getBoundingClientRect()
    if (box.width === 0 || box.height === 0) continue
    for (const el of card.querySelectorAll<HTMLElement>('*')) {
      const r = el.getBoundingClientRect()
      if (r.width <= 1 || r.height <= 1) continue
      // Decorative shapes (empty, not interactive) may bleed into a card's clipped edge on purpose.
      if (!el.textContent?.trim() && !el.matches('a, button, input, select, textarea, img, svg')) continue
      let clipped = false
      for (let a = el.parentElement; a && a !== card; a = a.parentElement) {
        const style = getComputedStyle(a)
        if (style.overflowX !== 'visible' || style.clipPath !== 'none') clipped = true
      }
      if (clipped) continue
      if (r.right > box.right + 1 || r.left < box.left - 1) {
        const name = (card.querySelector('h2, h3, h4')?.textContent ?? card.className.slice(0, 40)).trim()
        found.push(
          `${name}: <${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 30)}" by ${Math.round(Math.max(r.right - box.right, box.left - r.left))}px`,
        )
      }
    }
  }
  const doc = document.scrollingElement!
  if (doc.scrollWidth > window.innerWidth + 1) {
    const wide = [...document.querySelectorAll<HTMLElement>('main *')].filter(
      (el) => el.getBoundingClientRect().right > window.innerWidth + 1,
    )
    const deepest = wide.filter((el) => !wide.some((other) => other !== el && el.contains(other)))[0]
    found.push(
      `page scrolls sideways: ${doc.scrollWidth}px wide (<${deepest?.tagName.toLowerCase()}> "${deepest?.textContent?.trim().slice(0, 30)}")`,
    )
  }
  return found
}

for (const path of pages) {
  test(`no element overflows its card on ${path} at ${widths.join(', ')} px`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' }) // scroll-reveal off: cards at their final position
    await page.goto(path)
    // Cards far down a grid skip layout until they near the viewport (deferRender), and a skipped card's boxes keep
    // the geometry of its last layout, at another width; measure every card as it lays out when it comes into view.
    await page.addStyleTag({ content: '.defer-render { content-visibility: visible !important; }' })
    const problems: string[] = []
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 })
      await page.evaluate(() => new Promise(requestAnimationFrame))
      for (const problem of await page.evaluate(findOverflows)) problems.push(`${width}px ${problem}`)
    }
    expect(problems).toEqual([])
  })
}
