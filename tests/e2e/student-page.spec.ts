import type { TestSmtp } from '../../app/server/test-smtp.server'
import { axeViolations, expect, STAFF_EMAIL, test } from './fixtures'
import { mailArrived } from './mailed-server'
import type { Page } from '@playwright/test'
import type { RunningServer } from './server-process'
import { enrolInNewBatch, registeredStudent, seatInNewDemoClass } from './seed'

// The student's own page (/my): a one-time link mailed through the real SMTP test server signs a student in; the link
// works once; a student sees their own batch. With and without scripts, on a phone, on the worker's staff server
// (`staffServer` in tests/e2e/fixtures.ts): each journey seeds a student, a batch and a demo class of its own.
let server: RunningServer
let dataDir: string
let smtp: TestSmtp

/** A registration through the public API, its enrolment in a new batch and the fee plan with its pay link. */
async function enrolledStudent(code: string) {
  const student = await registeredStudent(server.origin, dataDir, 'Divya Student')
  const seeded = enrolInNewBatch(dataDir, { submissionId: student.submissionId, code, startsIn: 20, pay: { dueIn: 5 } })
  const topic = `SQL in 45 minutes (${code})`
  const seat = seatInNewDemoClass(dataDir, {
    topic,
    name: student.name,
    email: student.email,
    phone: '+91 98450 12345',
  })
  return { ...student, ...seeded, seat }
}

/** The sign-in link in the mail to `to`. */
async function mailedLink(to: string): Promise<string> {
  const pattern = /https?:\/\/\S+\/my\/sign-in\/[\w-]+/
  return (await mailArrived(smtp, to, { text: pattern })).text.match(pattern)![0]
}

test.describe('the student page @phone', () => {
  test.beforeAll(({ staffServer }) => {
    ;({ server, smtp, dataDir } = staffServer)
  })

  async function journey(page: Page, code: string, axe = true) {
    // axe runs in the page: the scripted journey checks every page, the one without scripts the same pages' forms.
    const check = async () => {
      if (!axe) return
      // After a client navigation the page fades in (app.css .page-enter): read colours once it has settled.
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
      expect(await axeViolations(page)).toEqual([])
    }
    const student = await enrolledStudent(code)
    await page.goto(`${server.origin}/my`)
    await expect(page.getByRole('heading', { level: 1, name: 'Everything you have with us' })).toBeVisible()
    await check()
    await page.getByLabel('Your email').fill(student.email)
    await page.getByRole('button', { name: 'Mail me a sign-in link' }).click()
    await expect(page.getByRole('status')).toContainText('a sign-in link is on its way')

    const link = (await mailedLink(student.email)).replace(/^https?:\/\/[^/]+/, server.origin)
    await page.goto(link)
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your page' })).toBeVisible()
    await check()
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(`${server.origin}/my`)
    await expect(page.getByText(`Signed in as ${student.email}.`)).toBeVisible()
    await expect(page.getByText(student.reference)).toBeVisible()
    await expect(page.getByText('Enrolled', { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Pay your fee' })).toHaveAttribute('href', student.payPath)
    await expect(page.getByText('₹7,000 by')).toBeVisible()
    await expect(page.getByText('Your certificate appears here when you complete')).toBeVisible()
    // A demo class they booked, with its joining link (the seat's own page is the link in its mail).
    const bookings = page.getByRole('region', { name: 'Your calls and demo classes' })
    await expect(bookings).toContainText(`Free demo class: SQL in 45 minutes (${code})`)
    await expect(bookings).toContainText(`Reference ${student.seat}`)
    await expect(bookings.getByRole('link', { name: 'Join the class' })).toHaveAttribute(
      'href',
      'https://meet.google.com/rwt-demo-sql',
    )
    await check()

    // A data-rights request: a correction needs its details, then it is mailed to the owner and acknowledged.
    await page.getByRole('radio', { name: /Correct something/ }).check()
    await page.getByRole('button', { name: 'Send my request' }).click()
    await expect(page.getByText('Tell us what is wrong and what it should say.')).toBeVisible()
    await page.getByRole('radio', { name: /Correct something/ }).check()
    await page.getByLabel(/What should we know/).fill(`My phone is now +91 98450 77777 (${code}).`)
    await page.getByRole('button', { name: 'Send my request' }).click()
    await expect(page.getByRole('status')).toContainText('your request for a correction is with our owners')
    const toOwner = (await mailArrived(smtp, STAFF_EMAIL, { text: new RegExp(`\\(${code}\\)`) })).text
    expect(toOwner).toContain(`Email: ${student.email}`)
    await mailArrived(smtp, student.email, { text: /We have your request for a correction/ })
    await check()

    // The same link again: refused.
    await page.goto(link)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'This link has been used or has expired' })).toBeVisible()
    await check()
  }

  test('a student asks for a link, opens it from the mail and sees their batch; the link works once', async ({
    page,
  }) => {
    await journey(page, 'FE-MY-01')
  })

  // What the server answers is the same at any width: a journey without scripts, a session's reach, an unknown email.
  test.describe('the server’s answers', () => {
    test.skip(({ isMobile }) => isMobile, 'the server’s behaviour: once, at desktop width')

    test.describe('without scripts', () => {
      test.use({ javaScriptEnabled: false })
      test('the same journey with plain forms', async ({ page }) => {
        await journey(page, 'FE-MY-02', false)
      })
    })

    test('a student session reaches nothing of staff, and signing out ends it', async ({ page }) => {
      const other = await enrolledStudent('FE-MY-04')
      await journey(page, 'FE-MY-03', false)
      await page.goto(`${server.origin}/my`)
      await expect(page.getByText('FE-MY-03-001')).toBeVisible()
      await expect(page.getByText(other.reference)).toHaveCount(0)
      const staff = await page.request.get(`${server.origin}/staff`, { maxRedirects: 0 })
      expect([302, 303]).toContain(staff.status())
      expect(staff.headers().location).toContain('/staff/login')
      await page.getByRole('button', { name: 'Sign out' }).click()
      await expect(page.getByRole('button', { name: 'Mail me a sign-in link' })).toBeVisible()
      await page.goto(`${server.origin}/my`)
      await expect(page.getByRole('button', { name: 'Mail me a sign-in link' })).toBeVisible()
    })

    test('an unknown email gets the same answer', async ({ page }) => {
      await page.goto(`${server.origin}/my`)
      await page.getByLabel('Your email').fill('nobody-here@example.com')
      await page.getByRole('button', { name: 'Mail me a sign-in link' }).click()
      await expect(page.getByRole('status')).toContainText('a sign-in link is on its way')
    })
  })
})
