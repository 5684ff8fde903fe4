import { rmSync } from 'node:fs'
import { axeViolations, expect, openSignedIn, staffEnv, test } from './fixtures'
import { freePort, startServer, tempDataDir, type RunningServer } from './server-process'

// A new site with nothing empty (issue 56), on a server of its own with a fresh database: no button or section leads
// to content that is not there yet, numbers bands show the site's own counted figures, and the owner's staff home has
// a launch checklist whose items tick themselves when staff do them.
const PASSWORD = 'staff-launch-e2e-password'

let server: RunningServer
let dataDir: string

test.describe('a new site with nothing empty', () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async () => {
    dataDir = tempDataDir('launch')
    server = await startServer({ port: await freePort(), dataDir, env: staffEnv(PASSWORD) })
  })
  test.afterAll(async () => {
    await server?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  test('no portfolio button, no mentors section, and a numbers band of the site’s own figures @phone', async ({
    page,
  }) => {
    await page.goto(`${server.origin}/services`)
    const cta = page.getByRole('region', { name: 'Have a project in mind?' })
    await expect(cta.getByRole('link', { name: 'Get Free Consultation' })).toBeVisible()
    await expect(cta.getByRole('link', { name: 'View Portfolio' })).toHaveCount(0)

    await page.goto(`${server.origin}/realworkstudio/about`)
    await expect(page.getByRole('heading', { level: 2, name: /^Make every learner job-ready/ })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Learn from engineers with 5+ years of experience' })).toHaveCount(0)

    await page.goto(`${server.origin}/realworkstudio`)
    const band = page.getByRole('region', { name: 'RealWork Studio in numbers' })
    // The one confirmed claim, then the roadmaps and the projects counted from the content: never one number alone.
    await expect(band.getByRole('definition')).toHaveText([/^15\+/, /^12\b/, /^17\b/])
    await expect(band.getByRole('term')).toHaveText([
      'Technologies taught',
      'Free roadmap guides',
      'Student projects in our showcase',
    ])
    await expect(band.getByRole('link', { name: 'See every project in the showcase' })).toHaveAttribute(
      'href',
      '/realworkstudio/project',
    )
  })

  test('the owner’s launch checklist ticks “Publish a case study” once staff publish one @phone', async ({ page }) => {
    await openSignedIn(page, server.origin, '/staff', PASSWORD)
    const checklist = page.getByRole('region', { name: 'Before launch' })
    // Closed until asked for (the inbox stays in a phone's first screen), its progress in the summary.
    await expect(checklist).toContainText('0 of 7 done')
    const item = checklist.getByRole('listitem').filter({ hasText: 'Publish a case study' })
    await expect(item).toBeHidden()
    await checklist.getByText('Before launch', { exact: true }).click()
    await expect(item).toBeVisible()
    await expect(item).toContainText('To do: Publish a case study')
    // Settings are said in words, never by their configuration names.
    await expect(checklist).toContainText('Set the company’s GSTIN')
    expect(await checklist.textContent()).not.toMatch(/[A-Z]{2,}_[A-Z]/)

    await item.getByRole('link', { name: 'Add a case study' }).click()
    await expect(page).toHaveURL(`${server.origin}/staff/case-studies/new`)
    await page.getByLabel('Title').fill('Appointment booking for a dental clinic')
    await page.getByLabel('Sector and place').fill('dental clinic, Mysuru')
    await page
      .getByLabel('The problem')
      .fill('Patients could book only by phone, and the front desk missed calls during the morning rush.')
    await page
      .getByLabel('What we built')
      .fill('A booking site with SMS reminders and a day view the front desk keeps open on its computer.')
    await page.getByLabel('Technologies').fill('React Router\nPostgreSQL')
    await page.getByLabel('Results, in numbers').fill('Missed calls down from about 20 a day to 3')
    await page.getByLabel('Consent recorded on').fill('2026-11-02')
    await page.getByLabel('Shown on the site').check()
    await page.getByRole('button', { name: 'Add the case study' }).click()
    await expect(page.getByRole('status')).toContainText('Saved.')

    await page.goto(`${server.origin}/staff`)
    await expect(checklist).toContainText('1 of 7 done')
    await checklist.getByText('Before launch', { exact: true }).click()
    await expect(item).toContainText('Done: Publish a case study')
    await expect(item.getByRole('link')).toHaveCount(0)
    await expect(checklist).toContainText('1 of 7 done')

    // The services home now offers the portfolio.
    await page.goto(`${server.origin}/services`)
    await expect(
      page.getByRole('region', { name: 'Have a project in mind?' }).getByRole('link', { name: 'View Portfolio' }),
    ).toHaveAttribute('href', '/services/portfolio')
  })

  test('the changed pages pass axe at 1280 and 390 px', async ({ page }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 })
      await openSignedIn(page, server.origin, '/staff', PASSWORD)
      expect(await axeViolations(page, page.getByRole('main')), `/staff at ${width}`).toEqual([])
      for (const pathname of ['/services', '/realworkstudio', '/realworkstudio/about', '/realworkstudio/project']) {
        await page.goto(`${server.origin}${pathname}`)
        expect(await axeViolations(page), `${pathname} at ${width}`).toEqual([])
      }
    }
  })
})
