import AxeBuilder from '@axe-core/playwright'
import { legalDocs } from '../../app/content/legal'
import { publicPaths } from '../../app/content/paths'
import { expect, test, waitForHydration } from './fixtures'

// Every public route, derived from content, so each route added later is scanned automatically: all of them at
// desktop width, and at phone width one page per template (every guide, blog post and legal page shares its layout).
const paths = [...publicPaths(), '/no-such-page']
const legalPaths = new Set(legalDocs.map((doc) => `/${doc.slug}`))
const template = (path: string) =>
  path.startsWith('/blogs/')
    ? '/blogs/:slug'
    : path.startsWith('/realworkstudio/course/')
      ? '/realworkstudio/course/:slug'
      : legalPaths.has(path)
        ? '/:legal'
        : path
const atPhoneWidth = new Set(paths.filter((path, i) => paths.findIndex((p) => template(p) === template(path)) === i))

for (const path of paths) {
  test(`axe: ${path} has no WCAG 2.2 AA violations${atPhoneWidth.has(path) ? ' @phone' : ''}`, async ({ page }) => {
    await page.goto(path)
    await waitForHydration(page)
    // Legacy mode runs axe once in the page instead of per frame plus a second page to merge the results, and only
    // violations are reported in full: together a third of the time or less. Our pages have no frames (the footer's
    // map becomes an iframe only once a visitor asks for it).
    const results = await new AxeBuilder({ page })
      .options({ resultTypes: ['violations'] }) // first: options() replaces what withTags() set
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .setLegacyMode(true)
      .analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
}
