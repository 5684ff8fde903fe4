import { dynamicPublicPaths, legalPaths, publicPaths } from '../../app/content/paths'
import { siteRoutes } from '../../app/content/site-routes'
import { axeViolations, expect, test, waitForPageScripts } from './fixtures'

// Every public route, derived from the route registry, so each route added later is scanned automatically: all of
// them at desktop width, and at phone width one page per template (every guide, blog post and legal page shares its
// layout).
const paths = [...publicPaths(), ...dynamicPublicPaths(), '/no-such-page']
const legal = new Set(legalPaths())
const under = (pattern: string) => pattern.slice(0, pattern.indexOf(':'))
const template = (path: string) =>
  path.startsWith(under(siteRoutes.blogPost.path))
    ? siteRoutes.blogPost.path
    : path.startsWith(under(siteRoutes.guide.path))
      ? siteRoutes.guide.path
      : legal.has(path)
        ? '/:legal'
        : path
const atPhoneWidth = new Set(paths.filter((path, i) => paths.findIndex((p) => template(p) === template(path)) === i))

for (const path of paths) {
  test(`axe: ${path} has no WCAG 2.2 AA violations${atPhoneWidth.has(path) ? ' @phone' : ''}`, async ({ page }) => {
    await page.goto(path)
    await waitForPageScripts(page)
    expect(await axeViolations(page)).toEqual([])
  })
}
