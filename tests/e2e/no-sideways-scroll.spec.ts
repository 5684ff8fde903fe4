import { dynamicPublicPaths, publicPaths } from '../../app/content/paths'
import { expect, test } from './fixtures'

// No public page scrolls sideways on a 360 px phone: every path of the route registry (every guide, post and legal
// page included), so a page added later is checked too. Long unbroken words (a guide's `AppCompatDelegate...`) must
// wrap, wide tables must scroll inside their own box.
const paths = [...publicPaths(), ...dynamicPublicPaths(), '/no-such-page']

/** The page's width beyond the viewport, with the deepest elements that stick out, to say what to fix. */
function sidewaysOverflow(): string[] {
  const doc = document.scrollingElement!
  if (doc.scrollWidth <= window.innerWidth) return []
  const wide = [...document.querySelectorAll<HTMLElement>('body *')].filter((el) => {
    const r = el.getBoundingClientRect()
    return r.width > 0 && r.right > window.innerWidth + 0.5
  })
  const deepest = wide.filter((el) => !wide.some((other) => other !== el && el.contains(other))).slice(0, 3)
  return [
    `${doc.scrollWidth}px wide`,
    ...deepest.map(
      (el) =>
        `<${el.tagName.toLowerCase()} class="${(el.getAttribute('class') ?? '').slice(0, 50)}"> "${(el.textContent ?? '').trim().slice(0, 40)}" ends at ${Math.round(el.getBoundingClientRect().right)}px`,
    ),
  ]
}

test.use({ viewport: { width: 360, height: 780 } })

for (const path of paths) {
  test(`${path} does not scroll sideways at 360 px`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(path)
    // Cards far down skip layout until they near the viewport (deferRender): lay everything out to measure it.
    await page.addStyleTag({ content: '.defer-render { content-visibility: visible !important; }' })
    await page.evaluate(() => new Promise(requestAnimationFrame))
    expect(await page.evaluate(sidewaysOverflow)).toEqual([])
  })
}
