import AxeBuilder from '@axe-core/playwright'
import { dynamicPublicPaths, publicPaths } from '../../app/content/paths'
import { expect, test } from './fixtures'

// Every public route, derived from content, so each route added later is scanned automatically.
for (const path of [...publicPaths(), ...dynamicPublicPaths(), '/no-such-page']) {
  test(`axe: ${path} has no WCAG 2.2 AA violations @phone`, async ({ page }) => {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
}
