import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, holdScripts, test, waitForHydration } from './fixtures'

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(axeTags).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

const results = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('article')
const status = (page: Page) => page.getByRole('main').getByRole('status')

test.describe('site search', () => {
  test('the navigation box searches from any page and a guide hit opens its phase @phone', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/realworkstudio/course/frontend')
    if (isMobile) await page.getByRole('banner').locator('summary').click()
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search the site' }).locator('visible=true')
    await box.fill('kubernets')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=kubernets$/)
    await expect(status(page)).toContainText('for “kubernets”')
    const first = results(page).first()
    await expect(first.locator('mark').first()).toHaveText(/kubernetes/i)
    const phaseHit = results(page).filter({ hasText: 'Roadmap phase' }).first()
    const link = phaseHit.getByRole('link')
    await expect(link).toHaveAttribute('href', /^\/realworkstudio\/course\/\w+\?phase=(\d+)#phase-\1$/)
    const href = (await link.getAttribute('href'))!
    await link.click()
    const id = /phase=(\d+)/.exec(href)![1]
    await expect(page).toHaveURL(new RegExp(`phase=${id}#phase-${id}$`))
    await expect(page.locator(`#phase-${id}`)).toBeVisible()
  })

  test('what a visitor types before the page hydrates is searched for once it does', async ({ page }) => {
    const releaseScripts = await holdScripts(page)
    await page.goto('/search', { waitUntil: 'commit' })
    await page.getByRole('main').getByRole('searchbox', { name: 'Search the site' }).fill('kubernets')
    releaseScripts()
    await waitForHydration(page)
    await expect(page).toHaveURL(/\/search\?q=kubernets$/)
    await expect(status(page)).toContainText('for “kubernets”')
    await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search the site' })).toHaveValue('kubernets')
  })

  test('results update as the visitor types, without a full reload', async ({ page }) => {
    await page.goto('/search')
    await expect(page.getByRole('heading', { level: 1, name: 'Search the whole site' })).toBeVisible()
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
    const box = page.getByRole('main').getByRole('searchbox', { name: 'Search the site' })
    await box.pressSequentially('spring boot', { delay: 20 })
    await expect(status(page)).toContainText('for “spring boot”')
    await expect(page).toHaveURL(/\/search\?q=spring\+boot$/)
    await expect(results(page).first()).toContainText('Backend Development')
    await expect(results(page).first().locator('mark')).toHaveText([/spring/i, /boot/i, /spring/i, /boot/i])
    await expect(box).toBeFocused()
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
    await expectNoAxeViolations(page)
  })

  test('hostile input is shown as text, never run', async ({ page }) => {
    let dialog = false
    page.on('dialog', async (d) => {
      dialog = true
      await d.dismiss()
    })
    const attack = '"><img src=x onerror=alert(1)><script>alert(2)</script>'
    await page.goto(`/search?${new URLSearchParams({ q: attack })}`)
    await expect(status(page)).toContainText('<img src=x onerror=alert(1)>')
    await expect(page.locator('main img[src="x"]')).toHaveCount(0)
    expect(dialog).toBe(false)
  })
})

test.describe('site search without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a GET form answers from the server, with suggestions when nothing matches', async ({ page }) => {
    await page.goto('/search')
    const box = page.getByRole('main').getByRole('searchbox', { name: 'Search the site' })
    await box.fill('qwxzzv')
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/search\?q=qwxzzv$/)
    await expect(page.getByRole('heading', { name: 'Nothing matched “qwxzzv”' })).toBeVisible()
    await page
      .getByRole('navigation', { name: 'Suggested searches' })
      .getByRole('link', { name: 'Spring Boot' })
      .click()
    await expect(status(page)).toContainText('for “Spring Boot”')
    await expect(results(page).first().getByRole('link')).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })

  test('a very long query is cut and says so', async ({ page }) => {
    const response = await page.goto(`/search?q=${'react '.repeat(300)}`)
    expect(response!.status()).toBe(200)
    await expect(status(page)).toContainText('Only the first')
  })
})
