import { legalDocs } from '../../app/content/legal'
import { dynamicPublicPaths, publicPaths } from '../../app/content/paths'
import { axeViolations, expect, test, waitForHydration } from './fixtures'

// Every public route, derived from content, so each route added later is scanned automatically: all of them at
// desktop width, and at phone width one page per template (every guide, blog post and legal page shares its layout).
const paths = [...publicPaths(), ...dynamicPublicPaths(), '/no-such-page']
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
    expect(await axeViolations(page)).toEqual([])
  })
}
