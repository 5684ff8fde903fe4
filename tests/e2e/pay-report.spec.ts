import path from 'node:path'
import Database from 'better-sqlite3'
import type { TestSmtp } from '../../app/server/test-smtp.server'
import { axeViolations, expect, openSignedIn, staffEnv, test, waitForHydration } from './fixtures'
import { mailArrived, startMailedServer, stopMailedServer } from './mailed-server'
import { attack } from './attack'
import type { RunningServer } from './server-process'
import { enrolInNewBatch, istDay, registeredStudent } from './seed'

// "I have paid" (issue 55, part 2; decision 025): a student reports a UPI payment on the pay page on a phone, staff
// confirm it from the fee desk's "To confirm" list through the review step, and the tax invoice is mailed; a UTR
// already recorded is refused at once; without scripts a report is sent and staff reject it with a reason the student
// reads on the pay page and by mail. The enrolment and its pay link are put in the store directly.
const PASSWORD = 'pay-report-e2e-password'

let server: RunningServer
let dataDir: string
let smtp: TestSmtp

/** A registration through the public API, a batch starting in ten days, its enrolment and pay link: the pay path. */
async function enrolledStudent(code: string) {
  const student = await registeredStudent(server.origin, dataDir, 'Divya Report')
  const seeded = enrolInNewBatch(dataDir, { submissionId: student.submissionId, code, pay: { dueIn: 3 } })
  return { ...student, ...seeded }
}

test.describe('"I have paid": a student reports a payment, staff confirm or reject it', () => {
  test.beforeAll(async () => {
    ;({ server, smtp, dataDir } = await startMailedServer('pay-report', {
      ...staffEnv(PASSWORD),
      UPI_ID: 'realworktech@icici',
      UPI_PAYEE_NAME: 'RealWork Technologies',
      GSTIN: '29AAMCR4821K1Z6',
    }))
  })
  test.afterAll(() => stopMailedServer({ server, smtp, dataDir }))

  test.describe('on a phone', () => {
    test.skip(({ isMobile }) => !isMobile, 'the phone journey')

    test('a student reports a UPI payment; staff confirm it in the review step and the invoice is mailed @phone', async ({
      page,
      browser,
    }) => {
      const student = await enrolledStudent('FE-RPT-01')
      await page.goto(`${server.origin}${student.payPath}`)
      await waitForHydration(page)
      const form = page.getByRole('region', { name: 'Already paid? Tell us' })
      await form.getByLabel('Amount paid (₹)').fill('3,500')
      await form.getByLabel('Day you paid').fill(istDay(0))
      await form.getByLabel('UTR / UPI reference').fill('4321 5678 9012')
      await form.getByRole('button', { name: 'Send payment details' }).click()
      await expect(page.getByRole('status')).toHaveText(
        'Received: we have your payment of ₹3,500 (UTR 432156789012). Admissions will confirm it, usually within one working day, and mail you the receipt.',
      )
      await expect(page.getByRole('listitem').filter({ hasText: '432156789012' })).toContainText(
        'Waiting for us to confirm',
      )
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      expect(await axeViolations(page)).toEqual([])

      // The same UTR again is refused at once, by its field.
      await form.getByLabel('Amount paid (₹)').fill('3500')
      await form.getByLabel('Day you paid').fill(istDay(0))
      await form.getByLabel('UTR / UPI reference').fill('432156789012')
      await form.getByRole('button', { name: 'Send payment details' }).click()
      await expect(form.getByLabel('UTR / UPI reference')).toHaveAccessibleDescription(
        /A payment with UTR 432156789012 was already reported and is waiting for us to confirm it/,
      )
      expect(await axeViolations(page)).toEqual([])

      // Staff, on the fee desk.
      const staff = await browser.newPage({ viewport: { width: 390, height: 844 } })
      // The student's fee page points to the list.
      await openSignedIn(staff, server.origin, `/staff/fees/${student.enrolmentId}`, PASSWORD)
      await waitForHydration(staff)
      await expect(
        staff.getByText('Payments this student reported on their pay page and that wait for you: 1.'),
      ).toBeVisible()
      await staff.getByRole('link', { name: 'To confirm' }).click()
      await expect(staff).toHaveURL(/\/staff\/payments#to-confirm-title$/)
      const list = staff.getByRole('region', { name: /^To confirm/ })
      await expect(list).toContainText(student.name)
      await expect(list).toContainText('432156789012')
      expect(await axeViolations(staff, list)).toEqual([])
      const before = smtp.messages.length
      await list.getByRole('button', { name: `Confirm ₹3,500 from ${student.name}` }).click()
      const review = staff.getByRole('region', { name: 'Check before it is issued' })
      await expect(review).toContainText('₹3,500')
      await expect(review).toContainText(student.email)
      expect(await axeViolations(staff, review)).toEqual([])
      expect(smtp.messages.length).toBe(before)
      await review.getByRole('button', { name: 'Confirm: issue and mail the invoice' }).click()
      await expect(staff.getByRole('status')).toContainText(/Confirmed: RW\/\d{4}-\d{2}\/0001 issued and mailed/)
      await expect(staff.getByRole('region', { name: /^To confirm/ })).toContainText(
        'No payments are waiting to be confirmed.',
      )
      const mail = await mailArrived(smtp, student.email, { after: before })
      expect(mail.headers.subject).toMatch(/^Tax invoice RW\/\d{4}-\d{2}\/0001/)
      expect(mail.attachments.map((a) => a.contentType)).toEqual(['application/pdf'])
      await staff.close()

      await page.goto(`${server.origin}${student.payPath}`)
      await expect(page.getByRole('listitem').filter({ hasText: '432156789012' })).toContainText(
        'Confirmed: receipt sent',
      )
      await expect(page.getByRole('link', { name: /^Download Tax invoice RW\// })).toBeVisible()
    })
  })

  test.describe('without scripts', () => {
    test.skip(({ isMobile }) => isMobile, 'the server’s behaviour: once, at desktop width')
    test.use({ javaScriptEnabled: false })

    test('a report is sent without scripts; staff reject it and the student reads why, on the page and by mail', async ({
      page,
      browser,
    }) => {
      const student = await enrolledStudent('FE-RPT-02')
      await page.goto(`${server.origin}${student.payPath}`)
      const form = page.getByRole('region', { name: 'Already paid? Tell us' })
      // A UTR that is not one is refused by its field; what was typed stays.
      await form.getByLabel('Amount paid (₹)').fill('7000')
      await form.getByLabel('Day you paid').fill(istDay(-1))
      await form.getByLabel('UTR / UPI reference').fill('12345')
      await form.getByRole('button', { name: 'Send payment details' }).click()
      await expect(form.getByLabel('UTR / UPI reference')).toHaveAccessibleDescription(/12-digit UPI reference/)
      await expect(form.getByLabel('Amount paid (₹)')).toHaveValue('7000')
      await form.getByLabel('UTR / UPI reference').fill('SBIN426123456789')
      await form.getByRole('button', { name: 'Send payment details' }).click()
      await expect(page.getByRole('status')).toContainText('Received: we have your payment of ₹7,000')
      await expect(page).toHaveURL(/\?reported=/)

      const staff = await browser.newPage({ javaScriptEnabled: true })
      await openSignedIn(staff, server.origin, '/staff/payments', PASSWORD)
      await waitForHydration(staff)
      const list = staff.getByRole('region', { name: /^To confirm/ })
      const before = smtp.messages.length
      await list.getByText(`Reject the report of ₹7,000 from ${student.name}`).click()
      const reason =
        'No NEFT credit with this UTR reached our HDFC account yet. Check the UTR on your bank’s confirmation.'
      await list.getByLabel('Reason the student reads').fill(reason)
      await list.getByRole('button', { name: 'Reject and mail the student' }).click()
      await expect(staff.getByRole('status')).toContainText('Rejected: the student was mailed your reason')
      const mail = await mailArrived(smtp, student.email, { after: before })
      expect(mail.headers.subject).toBe('We could not confirm your payment of ₹7,000 (FE-RPT-02-001)')
      expect(mail.text).toContain(reason)
      expect(mail.text).toContain(student.payPath)
      await staff.close()

      await page.goto(`${server.origin}${student.payPath}`)
      const item = page.getByRole('listitem').filter({ hasText: 'SBIN426123456789' })
      await expect(item).toContainText('Not confirmed')
      await expect(item).toContainText(`Why: ${reason}`)
    })
  })
  test.describe('limits', () => {
    test.skip(({ isMobile }) => isMobile, 'the server’s behaviour: once, at desktop width')

    test('a screenshot past the limit or not an image is refused; reports per link are limited', async () => {
      const student = await enrolledStudent('FE-RPT-03')
      const post = (screenshot?: Blob, utr = '432177777777') => {
        const body = new FormData()
        body.set('amount', '1000')
        body.set('onDay', istDay(0))
        body.set('utr', utr)
        if (screenshot) body.set('screenshot', screenshot, 'payment.png')
        return fetch(`${server.origin}${student.payPath}`, { method: 'POST', body, redirect: 'manual' })
      }
      // Six megabytes, read only up to the limit: refused, and nothing stored.
      const big = await post(new Blob([new Uint8Array(6 * 1024 * 1024)], { type: 'image/png' }))
      expect(big.status).toBe(413)
      expect(await big.text()).toContain('at most 5')
      // A text file named .png: its first bytes are not an image's.
      const fake = await post(new Blob(['not a screenshot'], { type: 'image/png' }))
      expect(fake.status).toBe(400)
      expect(await fake.text()).toContain('must be a JPEG, PNG, WebP or PDF file')
      // A real PNG's first bytes: stored, and the answer sends the student to the page that says "received".
      const png = new Uint8Array([
        0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
      ])
      const stored = await post(new Blob([png], { type: 'image/png' }))
      expect(stored.status).toBe(302)
      expect(stored.headers.get('location')).toMatch(/\?reported=[0-9a-f-]{36}#pay-report$/)
      // Five posts an hour per pay link, counted once the body is read (the refused screenshot and the stored one
      // count; the body too large to read does not): three more go through, the next is refused.
      for (const utr of ['432177777778', '432177777779', '432177777780'])
        expect((await post(undefined, utr)).status).toBe(302)
      const limited = await post(undefined, '432177777781')
      expect(limited.status).toBe(429)
      expect(await limited.text()).toContain('several payment reports in a short time')
    })

    test('a 200 MB chunked screenshot and a field flood are refused on the bytes read; nothing is stored', async () => {
      test.setTimeout(60_000)
      const student = await enrolledStudent('FE-RPT-04')
      const multipart = 'multipart/form-data; boundary=----attack'
      const screenshot =
        '------attack\r\nContent-Disposition: form-data; name="amount"\r\n\r\n1000\r\n' +
        '------attack\r\nContent-Disposition: form-data; name="screenshot"; filename="paid.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG'
      const results = await attack(server, [
        { path: student.payPath, contentType: multipart, head: screenshot, fill: 'a', bytes: 200 * 1024 * 1024 },
        {
          path: student.payPath,
          contentType: 'application/x-www-form-urlencoded',
          fill: 'utr=1&',
          bytes: 10 * 1024 * 1024,
        },
      ])
      test.info().annotations.push({ type: 'answers', description: JSON.stringify(results) })
      // The screenshot is cut off at the upload limit and named as too large at its field (400); the flood is 413.
      expect(results.map((r) => r.status)).toEqual([400, 413])
      for (const { sent } of results) expect(sent).toBeLessThan(32 * 1024 * 1024)
      const db = new Database(path.join(dataDir, 'site.db'), { readonly: true })
      try {
        const stored = db
          .prepare('select count(*) as n from pay_reports where enrolment_id = ?')
          .get(student.enrolmentId)
        expect(stored).toEqual({ n: 0 })
      } finally {
        db.close()
      }
    })

    test("a report's screenshot is staff's only: without a session the address sends to sign-in", async () => {
      const student = await enrolledStudent('FE-RPT-05')
      const png = new Uint8Array([
        0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
      ])
      const body = new FormData()
      body.set('amount', '1000')
      body.set('onDay', istDay(0))
      body.set('utr', '432155555555')
      body.set('screenshot', new Blob([png], { type: 'image/png' }), 'payment.png')
      const stored = await fetch(`${server.origin}${student.payPath}`, { method: 'POST', body, redirect: 'manual' })
      const id = new URL(stored.headers.get('location')!, server.origin).searchParams.get('reported')
      expect(id).toMatch(/^[0-9a-f-]{36}$/)
      const answer = await fetch(`${server.origin}/staff/payments/reports/${id}/screenshot`, { redirect: 'manual' })
      expect([302, 303]).toContain(answer.status)
      expect(answer.headers.get('location')).toContain('/staff/login')
      expect(Buffer.from(await answer.arrayBuffer()).includes(Buffer.from(png))).toBe(false)
    })
  })
})
