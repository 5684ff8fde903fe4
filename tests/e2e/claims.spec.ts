import { axeViolations, expect, openSignedIn, STAFF_PASSWORD, test } from './fixtures'
import type { RunningServer } from './server-process'

// Every figure the site claims carries its basis (issue 43, docs/decisions/022), on the worker's staff server
// (`staffServer` in tests/e2e/fixtures.ts; no other journey there changes a claim): a figure without one is on no
// public page; once staff give it what it counts and as of when, it shows with a mark that leads to its entry on
// /our-numbers; emptying the basis takes it off again. Plain forms: it all runs without scripts.

let server: RunningServer

const html = async (pathname: string) => (await fetch(`${server.origin}${pathname}`)).text()

test.describe('claims with their basis', () => {
  test.describe.configure({ mode: 'serial' })
  test.use({ javaScriptEnabled: false })

  test.beforeAll(({ staffServer }) => {
    server = staffServer.server
  })

  test('a figure without a basis is on no public page; one with a basis is, with its mark', async ({ page }) => {
    for (const pathname of ['/realworkstudio', '/realworkstudio/about', '/realworkstudio/project']) {
      const text = await html(pathname)
      expect(text, pathname).not.toContain('Placement rate')
      expect(text, pathname).not.toMatch(/>95%</)
    }
    for (const pathname of ['/', '/services', '/services/about']) {
      const text = await html(pathname)
      expect(text, pathname).not.toMatch(/>(100|500|200|50)\+</)
      expect(text, pathname).not.toContain('98%')
    }
    await page.goto(`${server.origin}/realworkstudio/about`)
    const mark = page.getByRole('link', { name: 'How we count Technologies taught' })
    await expect(mark).toHaveAttribute('href', '/our-numbers#claim-technologies')
    await mark.click()
    await expect(page).toHaveURL(`${server.origin}/our-numbers#claim-technologies`)
    const entry = page.locator('#claim-technologies')
    await expect(entry).toContainText('15+ Technologies taught')
    await expect(entry).toContainText('ten bootcamp syllabi')
    await expect(entry).toContainText('27 November 2026')
    await expect(page.getByText('Placement rate')).toHaveCount(0)
  })

  test('staff give the placement rate its basis: it shows, one tap from its basis; emptied, it goes', async ({
    page,
  }) => {
    expect((await fetch(`${server.origin}/staff/claims`, { redirect: 'manual' })).status).toBe(302)
    const refused = await fetch(`${server.origin}/staff/claims`, {
      method: 'POST',
      body: new URLSearchParams({ intent: 'save', id: 'placement-rate', figure: '95%', label: 'Placement rate' }),
      redirect: 'manual',
    })
    expect(refused.headers.get('location')).toMatch(/^\/staff\/login/)

    await openSignedIn(page, server.origin, '/staff/claims', STAFF_PASSWORD)
    await expect(page).toHaveURL(`${server.origin}/staff/claims`)
    const claim = page.getByRole('region', { name: '95% Placement rate' })
    await expect(claim).toContainText('Not shown: no basis yet')

    // Half a basis is refused with the missing half named, and what was typed stays.
    const counts = 'Of the 2025 graduates who looked for a job, those employed within six months'
    await claim.getByLabel('What it counts, over which period').fill(counts)
    await claim.getByRole('button', { name: 'Save' }).click()
    const again = page.getByRole('region', { name: '95% Placement rate' })
    await expect(again.getByText('Give the day this basis was true, too.')).toBeVisible()
    await expect(again.getByLabel('What it counts, over which period')).toHaveValue(counts)
    expect(await html('/realworkstudio')).not.toContain('Placement rate')

    await again.getByLabel('Figure as shown').fill('82%')
    await again.getByLabel('True as of').fill('2026-06-30')
    await again.getByLabel('Source (optional)').fill('https://realworktech.in/reports/placements-2025.pdf')
    await again.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Saved. The site shows the change now.')).toBeVisible()
    await expect(page.getByRole('region', { name: '82% Placement rate' })).toContainText('Shown on the site')

    await page.goto(`${server.origin}/realworkstudio`)
    const band = page.getByRole('region', { name: 'RealWork Studio in numbers' })
    await expect(band).toContainText('82%')
    await band.getByRole('link', { name: 'How we count Placement rate' }).click()
    const basis = page.locator('#claim-placement-rate')
    await expect(basis).toContainText(counts)
    await expect(basis).toContainText('30 June 2026')
    await expect(basis.getByRole('link', { name: /placements-2025\.pdf/ })).toBeVisible()

    // Audited, and taken off again when its basis is emptied.
    await page.goto(`${server.origin}/staff/claims`)
    const saved = page.getByRole('region', { name: '82% Placement rate' })
    await saved.getByLabel('What it counts, over which period').fill('')
    await saved.getByLabel('True as of').fill('')
    await saved.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('region', { name: '82% Placement rate' })).toContainText('Not shown')
    expect(await html('/realworkstudio')).not.toContain('Placement rate')
    expect(await html('/our-numbers')).not.toContain('Placement rate')
    await page.goto(`${server.origin}/staff/audit`)
    const entry = page.getByRole('listitem').filter({ hasText: 'Changed a claimed figure or its basis' })
    await expect(entry).toHaveCount(2)
    await expect(entry.first()).toContainText('counts: Of the 2025 graduates')
  })

  test('the claims page and Our numbers pass axe and fit a 390 px screen', async ({ browser }) => {
    // axe runs as a script in the page: this one test has scripts on.
    const context = await browser.newContext({ javaScriptEnabled: true })
    const page = await context.newPage()
    await page.setViewportSize({ width: 390, height: 844 })
    await openSignedIn(page, server.origin, '/staff/claims', STAFF_PASSWORD)
    await expect(page).toHaveURL(`${server.origin}/staff/claims`)
    for (const pathname of ['/staff/claims', '/our-numbers', '/realworkstudio/about']) {
      await page.goto(`${server.origin}${pathname}`)
      expect(
        await axeViolations(page, pathname.startsWith('/staff') ? page.getByRole('main') : undefined),
        pathname,
      ).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth), pathname).toBeLessThanOrEqual(390)
    }
    await context.close()
  })
})
