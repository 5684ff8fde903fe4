import type { Page } from '@playwright/test'
import { axeViolations, expect, openSignedIn, STAFF_PASSWORD, test, waitForHydration } from './fixtures'
import type { RunningServer } from './server-process'
import { enrolInNewBatch, registeredStudent } from './seed'

// The staff side on a laptop and a phone (issue 56, item 5): the menu grouped in the same sections on both, the current
// one shown; an enrolled lead shows Enrolled with links instead of an Enrol button; the fee page of a server with no
// payment settings says what is missing in words and who can set it, never a variable's name, and asks the student's
// state once. On the worker's staff server (`staffServer` in tests/e2e/fixtures.ts), which has no UPI ID, bank account
// or GSTIN.

let server: RunningServer
let dataDir: string

/** A registration through the public API, enrolled in a batch put in the store (enrolling is the batches journey's). */
async function enrolledStudent(code: string) {
  const student = await registeredStudent(server.origin, dataDir, 'Kavya Laptop')
  return { ...student, ...enrolInNewBatch(dataDir, { submissionId: student.submissionId, code }) }
}

async function signIn(page: Page, pathname: string) {
  await openSignedIn(page, server.origin, pathname, STAFF_PASSWORD)
  await expect(page).toHaveURL(`${server.origin}${pathname}`)
  await waitForHydration(page)
}

test.describe('the staff side on a laptop and a phone', () => {
  test.beforeAll(({ staffServer }) => {
    ;({ server, dataDir } = staffServer)
  })

  test.describe('on a laptop', () => {
    test.skip(({ isMobile }) => isMobile, 'the laptop menu')

    test('the menu shows four sections with the current one marked, and its pages below', async ({ page }) => {
      await signIn(page, '/staff')
      const nav = page.getByRole('navigation', { name: 'Staff' })
      await expect(nav.getByRole('link')).toHaveText(['Leads', 'Students', 'Site', 'Admin'])
      await expect(nav.getByRole('link', { name: 'Leads' })).toHaveAttribute('aria-current', 'true')
      await expect(nav.getByRole('link', { name: 'Students' })).not.toHaveAttribute('aria-current', /.*/)
      await expect(page.getByRole('navigation', { name: 'Leads pages' }).getByRole('link')).toHaveText([
        'Submissions',
        'Calls today',
        'Counsellors’ hours',
        'Office holidays',
        'Reply templates',
      ])
      await nav.getByRole('link', { name: 'Site' }).click()
      await expect(page).toHaveURL(`${server.origin}/staff/posts`)
      await expect(nav.getByRole('link', { name: 'Site' })).toHaveAttribute('aria-current', 'true')
      const site = page.getByRole('navigation', { name: 'Site pages' })
      await expect(site.getByRole('link', { name: 'Blog posts' })).toHaveAttribute('aria-current', 'page')
      await site.getByRole('link', { name: 'Testimonials' }).click()
      await expect(site.getByRole('link', { name: 'Testimonials' })).toHaveAttribute('aria-current', 'page')
      expect(await axeViolations(page, page.getByRole('navigation'))).toEqual([])
    })

    test('an enrolled lead shows Enrolled with its batch and fees, and the fee page names no setting', async ({
      page,
    }) => {
      const student = await enrolledStudent('FE-LAP-01')
      await signIn(page, `/staff/submissions/${student.submissionId}`)
      const enrol = page.getByRole('region', { name: 'Enrol in batch' })
      await expect(enrol.getByText('Enrolled', { exact: true })).toBeVisible()
      await expect(enrol.getByRole('button', { name: 'Enrol' })).toHaveCount(0)
      await expect(
        page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Leads' }),
      ).toHaveAttribute('aria-current', 'true')
      expect(await axeViolations(page, enrol)).toEqual([])

      await enrol.getByRole('link', { name: 'Fees and payments' }).click()
      await expect(page.getByRole('heading', { level: 1, name: `Fees: ${student.name}` })).toBeVisible()
      const main = page.getByRole('main')
      await expect(main).toContainText('The UPI ID students pay to is not set up on the server')
      await expect(main).toContainText('The company’s GSTIN is not set up on the server')
      await expect(main).toContainText('Only whoever runs the website’s server')
      expect(await main.textContent()).not.toMatch(/\b[A-Z]+_[A-Z_]+\b|README/)
      // The plan first, then the request and the record forms; the student's state asked once.
      const titles = await main.getByRole('heading', { level: 2 }).allTextContents()
      expect(titles.indexOf('Plan: discount and instalments')).toBeLessThan(titles.indexOf('Send a payment request'))
      expect(titles.indexOf('Send a payment request')).toBeLessThan(titles.indexOf('Record money received'))
      await expect(main.getByLabel('Student’s state (place of supply)')).toHaveCount(1)
      await expect(
        page.getByRole('region', { name: 'Record money received' }).getByLabel('Student’s state (place of supply)'),
      ).toBeVisible()
      await expect(
        page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Students' }),
      ).toHaveAttribute('aria-current', 'true')
      expect(await axeViolations(page, main)).toEqual([])
    })
  })

  test('@phone the menu groups the same sections behind one button and names this page', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the phone menu')
    await signIn(page, '/staff/batches')
    const nav = page.getByRole('navigation', { name: 'Staff' })
    await expect(nav.getByText('Menu')).toContainText('Batches')
    await expect(nav.getByRole('link', { name: 'Blog posts' })).toBeHidden()
    await nav.getByText('Menu').click()
    await expect(nav.getByRole('list', { name: 'Students' }).getByRole('link', { name: 'Batches' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(nav.getByRole('list', { name: 'Site' }).getByRole('link', { name: 'Blog posts' })).toBeVisible()
    expect(await axeViolations(page, nav)).toEqual([])
  })
})
