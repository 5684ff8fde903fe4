import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

// Compare tracks (issue 13 §1): all ten bootcamps, two or three in columns, a GET form that works without scripts.

const form = (page: Page) => page.getByRole('group', { name: 'Choose two or three tracks to compare' })
const submit = (page: Page) => page.getByRole('button', { name: 'Compare these tracks' })

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

test.describe('compare tracks', () => {
  test('lists all ten bootcamps in one table, then two picked tracks in columns', async ({ page }) => {
    await page.goto('/realworkstudio/compare')
    await expect(page).toHaveTitle('Compare bootcamp tracks side by side | RealWork Technologies')
    await expect(page.getByRole('heading', { level: 1, name: 'Which track fits you?' })).toBeVisible()
    const all = page.getByRole('table', { name: 'All ten bootcamps side by side' })
    await expect(all.getByRole('rowheader')).toHaveCount(10)
    // Short headings on one line each, and rows that fit a screen many times over.
    for (const name of ['Track', 'Fee', 'Modules', 'Guide phases', 'Capstones', 'Weekly effort', 'Technologies']) {
      const header = all.getByRole('columnheader', { name, exact: true })
      await expect(header).toBeVisible()
      expect((await header.boundingBox())!.height, name).toBeLessThan(48)
    }
    await expect(all.getByRole('row', { name: /^Frontend Development/ })).toContainText('13 modules')
    for (const row of await all.getByRole('row').all()) expect((await row.boundingBox())!.height).toBeLessThan(120)
    expect((await all.boundingBox())!.width).toBeLessThanOrEqual(1280)

    await form(page).getByRole('checkbox', { name: 'Frontend Development' }).check()
    await form(page).getByRole('checkbox', { name: 'Backend Development' }).check()
    await submit(page).click()
    await expect(page).toHaveURL(/\/realworkstudio\/compare\?tracks=frontend&tracks=backend$/)
    const picked = page.getByRole('table', { name: 'Frontend Development vs Backend Development' })
    await expect(picked.getByRole('columnheader')).toHaveCount(2)
    await expect(picked.getByRole('row', { name: /Bootcamp length and fee/ })).toContainText('3 Months · ₹7,000')
    await expect(picked.getByRole('row', { name: /Weekly effort/ })).toContainText('12–15 hours a week')
    await expect(picked.getByRole('link', { name: 'Register for Frontend Development' })).toHaveAttribute(
      'href',
      '/realworkstudio/register?bootcamp=frontend-development',
    )
    await expect(form(page).getByRole('checkbox', { name: 'Frontend Development' })).toBeChecked()
    await expectNoAxeViolations(page)

    await picked.getByRole('link', { name: 'Read the roadmap for Backend Development' }).click()
    await expect(page).toHaveURL(/\/realworkstudio\/course\/backend$/)
  })

  test('register link preselects the bootcamp', async ({ page }) => {
    await page.goto('/realworkstudio/compare?tracks=ds,dataanalytics')
    await page.getByRole('link', { name: 'Register for Data Science' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Register for Data Science Bootcamp' })).toBeVisible()
  })

  test('is linked from the courses page and from a guide header, with that track ticked', async ({ page }) => {
    await page.goto('/realworkstudio/course')
    await page.getByRole('link', { name: 'Compare the ten bootcamps side by side' }).click()
    await expect(page).toHaveURL(/\/realworkstudio\/compare$/)
    await page.goto('/realworkstudio/course/mern')
    await page.getByRole('link', { name: 'Compare tracks' }).click()
    await expect(page).toHaveURL(/\/realworkstudio\/compare\?tracks=mern$/)
    await expect(page.getByRole('status')).toContainText('Tick at least one more track')
    await expect(form(page).getByRole('checkbox', { name: 'MERN Stack' })).toBeChecked()
  })
})

test.describe('compare tracks without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the checkbox form compares three tracks and refuses four', async ({ page }) => {
    await page.goto('/realworkstudio/compare?tracks=frontend,backend')
    await expect(page.getByRole('table', { name: 'Frontend Development vs Backend Development' })).toBeVisible()
    await form(page).getByRole('checkbox', { name: 'Android Development' }).check()
    await submit(page).click()
    await expect(page).toHaveURL(/tracks=frontend&tracks=backend&tracks=android$/)
    const three = page.getByRole('table', {
      name: 'Frontend Development vs Backend Development vs Android Development',
    })
    await expect(three.getByRole('columnheader')).toHaveCount(3)
    await form(page).getByRole('checkbox', { name: 'Generative AI' }).check()
    await submit(page).click()
    await expect(page.getByRole('status')).toHaveText(/Choose at most three tracks/)
    await expect(
      page.getByRole('table', { name: 'All ten bootcamps side by side' }).getByRole('rowheader'),
    ).toHaveCount(10)
    await page.getByRole('link', { name: 'Show all ten tracks' }).click()
    await expect(page).toHaveURL(/\/realworkstudio\/compare$/)
  })
})

test.describe('compare tracks on a phone @phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone layout only: the phone project runs it')

  test('picked tracks stand side by side on a phone too; all ten are short cards @phone', async ({ page }) => {
    for (const [query, count, width] of [
      ['frontend,backend', 2, 390],
      ['frontend,backend,ds', 3, 390],
      ['fullstack,mern,dataengineer', 3, 360],
    ] as const) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(`/realworkstudio/compare?tracks=${query}`)
      const table = page.getByRole('table')
      const heads = table.getByRole('columnheader')
      await expect(heads).toHaveCount(count)
      const boxes = await Promise.all((await heads.all()).map((head) => head.boundingBox()))
      // Side by side: the track names share one row, left to right.
      for (let i = 1; i < boxes.length; i++) {
        expect(Math.abs(boxes[i]!.y - boxes[0]!.y)).toBeLessThan(2)
        expect(boxes[i]!.x).toBeGreaterThan(boxes[i - 1]!.x + boxes[i - 1]!.width - 1)
      }
      // No name is cut off at its column's edge.
      for (const head of await heads.all())
        expect(await head.evaluate((th) => th.scrollWidth <= th.clientWidth + 1)).toBe(true)
      await expect(table.getByRole('rowheader', { name: 'Before you start' })).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    }
    await expectNoAxeViolations(page)
    await page.goto('/realworkstudio/compare')
    const cards = page.getByRole('article')
    await expect(cards).toHaveCount(10)
    await expect(cards.first()).toContainText('₹7,000')
    for (const card of await cards.all()) expect((await card.boundingBox())!.height).toBeLessThan(420)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  })
})
