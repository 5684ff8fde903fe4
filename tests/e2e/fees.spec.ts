import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { financialYearOf } from '../../app/lib/gst'
import { parseMail, type TestSmtp } from '../../app/server/test-smtp.server'
import { axeViolations, expect, openSignedIn, staffEnv, test, waitForHydration } from './fixtures'
import { startMailedServer, stopMailedServer } from './mailed-server'
import type { RunningServer } from './server-process'
import { enrolInNewBatch, istDay, registeredStudent } from './seed'

// A fee from request to refund, as the student and the staff see it: a payment request mail with a working UPI link,
// the pay page on a phone (UPI app button) and a desktop (QR code), with and without scripts; staff record the
// payment after checking the invoice on the review step (with and without scripts); the tax invoice arrives by mail and
// reads back with pdftotext; the ledger and its CSV; a UTR used twice; refunds inside and outside the policy's window,
// whose credit notes name their invoice; a refunded payment that cannot be cancelled as well (decision 024). The batch and enrolments are put in the store directly: enrolling
// through the pages is the batches journey's.
const PASSWORD = 'fees-e2e-password'
const UPI = { UPI_ID: 'realworktech@icici', UPI_PAYEE_NAME: 'RealWork Technologies' }

let server: RunningServer
let dataDir: string
let smtp: TestSmtp
const students: { name: string; enrolmentId: string; reference: string }[] = []

const FY = financialYearOf(istDay(0))

/** A registration through the public API, then a batch starting `startsIn` days from today and its enrolment. */
async function enrolledStudent(startsIn: number, code: string) {
  const { name, submissionId } = await registeredStudent(server.origin, dataDir, 'Meera Pay', '+91 98450 55555')
  const { enrolmentId, reference } = enrolInNewBatch(dataDir, { submissionId, code, startsIn })
  const student = { name, enrolmentId, reference }
  students.push(student)
  return student
}

async function signIn(page: Page, pathname: string) {
  await openSignedIn(page, server.origin, pathname, PASSWORD)
  await expect(page).toHaveURL(`${server.origin}${pathname}`)
  await waitForHydration(page)
}

async function nextMail(before: number) {
  await expect.poll(() => smtp.messages.length, { timeout: 20_000 }).toBeGreaterThan(before)
  return parseMail(smtp.messages[before]!.raw)
}

test.describe('fees: payment requests, the pay page, invoices, the ledger and refunds', () => {
  test.describe.configure({ mode: 'serial' })
  let payUrl = ''
  let upiLink = ''

  test.beforeAll(async () => {
    ;({ server, smtp, dataDir } = await startMailedServer('fees', {
      ...staffEnv(PASSWORD),
      ...UPI,
      GSTIN: '29AAMCR4821K1Z6',
      BANK_ACCOUNT_NAME: 'RealWork Technologies Private Limited',
      BANK_ACCOUNT_NUMBER: '50200071234567',
      BANK_IFSC: 'HDFC0001234',
      BANK_NAME: 'HDFC Bank, Residency Road',
    }))
  })
  test.afterAll(() => stopMailedServer({ server, smtp, dataDir }))

  test('staff mail a payment request whose UPI link carries the amount and the reference', async ({ page }) => {
    const student = await enrolledStudent(5, 'FE-PAY-01')
    await signIn(page, `/staff/fees/${student.enrolmentId}`)
    await expect(page.getByRole('heading', { level: 1, name: `Fees: ${student.name}` })).toBeVisible()
    await expect(page.getByText('Balance', { exact: true }).locator('..')).toContainText('₹7,000')
    expect(await axeViolations(page, page.getByRole('main'))).toEqual([])
    const before = smtp.messages.length
    const request = page.getByRole('region', { name: 'Send a payment request' })
    await expect(request.getByLabel('Amount (₹)')).toHaveValue('7000.00')
    await request.getByRole('button', { name: 'Mail the payment request' }).click()
    await expect(page.getByRole('status')).toContainText('Payment request queued to')
    const mail = await nextMail(before)
    upiLink = /upi:\/\/pay\?\S+/.exec(mail.text)![0]
    const params = new URL(upiLink.replace('upi://pay', 'https://upi.invalid/pay')).searchParams
    expect(params.get('pa')).toBe('realworktech@icici')
    expect(params.get('am')).toBe('7000.00')
    expect(params.get('tr')).toBe(student.reference)
    expect(params.get('cu')).toBe('INR')
    payUrl = /https?:\/\/\S+\/pay\/[A-Za-z0-9_-]{32}/.exec(mail.text)![0]
    expect(mail.attachments.map((a) => a.contentType)).toEqual(['image/png'])
    await expect(page.getByRole('link', { name: new RegExp(`/pay/`) })).toBeVisible()
  })

  test('the pay page offers the UPI app on a phone and the QR code on a desktop, also without scripts', async ({
    browser,
  }) => {
    const pathname = new URL(payUrl).pathname
    for (const { width, javaScriptEnabled } of [
      { width: 390, javaScriptEnabled: true },
      { width: 1280, javaScriptEnabled: true },
      { width: 390, javaScriptEnabled: false },
    ]) {
      const context = await browser.newContext({ viewport: { width, height: 844 }, javaScriptEnabled })
      const page = await context.newPage()
      const response = await page.goto(`${server.origin}${pathname}`)
      expect(response?.headers()['cache-control']).toBe('no-store')
      expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow')
      await expect(page.getByRole('heading', { level: 1, name: 'Pay your fee' })).toBeVisible()
      await expect(page.getByText('₹7,000', { exact: true }).first()).toBeVisible()
      const button = page.getByRole('link', { name: 'Pay ₹7,000 by UPI app' })
      const qr = page.getByRole('img', { name: /^UPI QR code: pay ₹7,000 to RealWork Technologies/ })
      if (width < 768) {
        await expect(button).toBeVisible()
        await expect(button).toHaveAttribute('href', upiLink)
      } else {
        await expect(qr).toBeVisible()
        await expect(button).toBeHidden()
      }
      await expect(page.getByText('IFSC: HDFC0001234')).toBeVisible()
      if (javaScriptEnabled && width < 768) {
        // The floating Contact Us button steps aside while the bank details are in view, and focus brings it back.
        await waitForHydration(page)
        const contact = page.getByRole('button', { name: 'Contact Us' })
        await page.getByText('IFSC: HDFC0001234').scrollIntoViewIfNeeded()
        await expect(contact).not.toBeInViewport()
        await contact.focus()
        await expect(contact).toBeInViewport()
      }
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([])
      await context.close()
    }
    const unknown = await fetch(`${server.origin}/pay/${'x'.repeat(32)}`)
    expect(unknown.status).toBe(404)
    // One Referrer-Policy, the page's own: the link is the key and must not leave as a referrer (issue 52). Headers
    // joins repeated values with ', ', so this also says there is no second one (the site's default).
    for (const response of [await fetch(`${server.origin}${pathname}`), unknown]) {
      expect(response.headers.get('referrer-policy')).toBe('same-origin')
      expect(response.headers.get('x-frame-options')).toBe('DENY')
    }
  })

  test('staff record the payment; the tax invoice is mailed and reads back; the pay page lists it', async ({
    page,
  }) => {
    const [student] = students
    await signIn(page, `/staff/fees/${student!.enrolmentId}`)
    const before = smtp.messages.length
    const form = page.getByRole('region', { name: 'Record money received' })
    await form.getByLabel('UTR (bank transaction reference)').fill('432112345678')
    await form.getByLabel('Student’s state (place of supply)').selectOption('29')
    await form.getByRole('button', { name: 'Check the invoice before it is issued' }).click()
    // The review step: what will be issued and mailed, nothing yet.
    const review = page.getByRole('region', { name: 'Check before it is issued' })
    await expect(review).toContainText(`RW/${FY}/0001`)
    await expect(review).toContainText('CGST at 9%₹533.90')
    await expect(review).toContainText('SGST at 9%₹533.90')
    await expect(review).toContainText('Karnataka (29)')
    await expect(review).toContainText(student!.name)
    expect(await axeViolations(page, review)).toEqual([])
    expect(smtp.messages.length).toBe(before)
    await review.getByRole('button', { name: 'Issue and mail the invoice' }).click()
    await expect(page.getByRole('status')).toHaveText(
      `Payment recorded as RW/${FY}/0001; the document is mailed to the student.`,
    )
    const mail = await nextMail(before)
    expect(mail.headers.subject).toMatch(new RegExp(`^Tax invoice RW/${FY}/0001`))
    const file = path.join(dataDir, 'invoice.pdf')
    writeFileSync(file, mail.attachments[0]!.content)
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
    for (const part of [`RW/${FY}/0001`, 'GSTIN 29AAMCR4821K1Z6', '999293', '5,932.20', '533.90', '7,000.00'])
      expect(text).toContain(part)

    const visitor = await page.context().browser()!.newContext()
    const pay = await visitor.newPage()
    await pay.goto(payUrl.replace(/^https?:\/\/[^/]+/, server.origin))
    await expect(pay.getByText('Your fee is paid in full.')).toBeVisible()
    const link = pay.getByRole('link', { name: `Download Tax invoice RW/${FY}/0001 (PDF)` })
    const download = await fetch(`${server.origin}${await link.getAttribute('href')}`)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    await visitor.close()
  })

  test('a UTR already recorded is refused with the first payment named', async ({ page }) => {
    const other = await enrolledStudent(-30, 'FE-PAY-02')
    // Its one instalment was due the day before its batch began: the Due view lists it, linked to its fee page.
    await signIn(page, '/staff?due=1')
    const overdue = page.getByRole('region', { name: /^Fees overdue/ })
    await expect(overdue).toContainText(`${other.name} (${other.reference}): ₹7,000 due since`)
    await overdue.getByRole('link', { name: other.name }).click()
    await expect(page).toHaveURL(`${server.origin}/staff/fees/${other.enrolmentId}`)
    const form = page.getByRole('region', { name: 'Record money received' })
    await form.getByLabel('UTR (bank transaction reference)').fill('432112345678')
    await form.getByLabel('Student’s state (place of supply)').selectOption('33')
    await form.getByRole('button', { name: 'Check the invoice before it is issued' }).click()
    await expect(page.getByRole('alert')).toContainText(
      `UTR 432112345678 is already recorded: RW/${FY}/0001 for ${students[0]!.reference}`,
    )
    // A day that is not in the calendar, or in the future, is refused before any number is taken.
    await form.getByLabel('Received on').fill(istDay(1))
    await form.getByLabel('UTR (bank transaction reference)').fill('HDFCR52026112700123')
    await form.getByLabel('Student’s state (place of supply)').selectOption('33')
    await form.getByRole('button', { name: 'Check the invoice before it is issued' }).click()
    await expect(page.getByRole('alert')).toContainText('The money cannot have arrived after today')
    await form.getByLabel('Received on').fill(istDay(0))
    await form.getByLabel('UTR (bank transaction reference)').fill('HDFCR52026112700123')
    await form.getByLabel('Student’s state (place of supply)').selectOption('33')
    await form.getByRole('button', { name: 'Check the invoice before it is issued' }).click()
    const review = page.getByRole('region', { name: 'Check before it is issued' })
    await expect(review).toContainText('IGST at 18%₹1,067.80')
    await review.getByRole('button', { name: 'Issue and mail the invoice' }).click()
    await expect(page.getByRole('status')).toContainText(`RW/${FY}/0002`)
  })

  test('the ledger lists both with their tax and exports the accountant’s CSV', async ({ page }) => {
    await signIn(page, '/staff/payments')
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible()
    await expect(page.getByText('Net received under these filters: ₹14,000')).toBeVisible()
    expect(await axeViolations(page, page.getByRole('main'))).toEqual([])
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Download CSV' }).click()
    const chunks = await (await (await download).createReadStream()).toArray()
    const lines = Buffer.concat(chunks)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe(
      'Date,Document,Number,Enrolment,Student,State,Batch,Taxable value,CGST,SGST,IGST,Round off,Total,Method,UTR,Original invoice,Original invoice date,Status',
    )
    expect(lines).toContain(
      `${istDay(0)},Invoice,RW/${FY}/0001,${students[0]!.reference},${students[0]!.name},Karnataka (29),FE-PAY-01,5932.20,533.90,533.90,0.00,0.00,7000.00,UPI,432112345678,,,`,
    )
    expect(lines.find((l) => l.includes(`RW/${FY}/0002`))).toContain(
      'Tamil Nadu (33),FE-PAY-02,5932.20,0.00,0.00,1067.80,0.00,7000.00,UPI,HDFCR52026112700123',
    )
  })

  test('refunds: inside the window at once; outside it only with an owner’s exception note', async ({ page }) => {
    const [inside, outside] = students
    await signIn(page, `/staff/fees/${inside!.enrolmentId}`)
    const fill = async (reason: string, exception?: string) => {
      const refund = page.getByRole('region', { name: 'Record a refund' })
      await refund.getByLabel('Why the money is refunded (the student reads this)').selectOption({ label: reason })
      await refund.getByLabel('Note for the ledger (staff only, never mailed)').fill('Rang on Monday; spoke to Meera')
      if (exception) await refund.getByLabel('Owner’s exception note (only outside the window)').fill(exception)
      await expect(refund.getByLabel(/^Withdraw the enrolment/)).toBeChecked()
      await refund.getByRole('button', { name: 'Check the refund before it is issued' }).click()
    }
    await expect(page.getByRole('region', { name: 'Record a refund' })).toContainText(
      'Inside the refund policy’s window',
    )
    const before = smtp.messages.length
    await fill('You withdrew within the 14 days our refund policy allows.')
    const review = page.getByRole('region', { name: 'Check before it is issued' })
    await expect(review).toContainText(`CN/${FY}/0001`)
    await expect(review).toContainText(`Refund against invoice RW/${FY}/0001 dated`)
    await expect(review).toContainText('Confirming also withdraws the enrolment')
    expect(await axeViolations(page, review)).toEqual([])
    await review.getByRole('button', { name: 'Issue and mail the credit note' }).click()
    await expect(page.getByRole('status')).toContainText(
      `Refund recorded with credit note CN/${FY}/0001; the enrolment is withdrawn`,
    )
    // The credit note names its invoice, reverses CGST and SGST in equal halves, and keeps staff's note to itself.
    const mail = await nextMail(before)
    expect(mail.headers.subject).toMatch(new RegExp(`^Credit note \\(refund\\) CN/${FY}/0001`))
    const file = path.join(dataDir, 'credit-note.pdf')
    writeFileSync(file, mail.attachments[0]!.content)
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
    expect(text).toContain(`Refund against invoice RW/${FY}/0001 dated`)
    expect(text).toMatch(/CGST at 9%\s+-533\.90/)
    expect(text).toMatch(/SGST at 9%\s+-533\.90/)
    expect(text).not.toContain('IGST')
    for (const body of [text, mail.text]) expect(body).not.toContain('spoke to Meera')

    // Refunded in full, the payment offers no cancellation, and a forged one is refused: one credit note stands.
    const entries = page.getByRole('region', { name: 'Ledger entries' })
    await expect(entries).toContainText('Refunded in full')
    await expect(entries.getByText('Cancel this payment')).toHaveCount(0)
    const href = await entries.getByRole('link', { name: new RegExp(`^RW/${FY}/0001`) }).getAttribute('href')
    const paymentId = href!.split('/').at(-1)!
    const forged = await page.request.post(`${server.origin}/staff/fees/${inside!.enrolmentId}`, {
      headers: { Origin: server.origin },
      form: { intent: 'cancel', paymentId, reasonCode: 'duplicate', note: 'again', confirm: 'yes' },
    })
    expect(forged.status()).toBe(409)
    expect(await forged.text()).toContain('Money was refunded against this payment')
    await page.reload()
    await expect(page.getByRole('region', { name: 'Ledger entries' }).getByText(/^CN\//)).toHaveCount(1)
    await expect(page.getByRole('region', { name: 'Fee summary' })).toContainText('Balance₹0')

    await page.goto(`${server.origin}/staff/fees/${outside!.enrolmentId}`)
    const refund = page.getByRole('region', { name: 'Record a refund' })
    await expect(refund).toContainText('Outside the refund policy’s window')
    // The browser asks for the note outside the window; posted without it, the server refuses too.
    await refund
      .getByLabel('Owner’s exception note (only outside the window)')
      .evaluate((el) => el.removeAttribute('required'))
    await fill('A refund approved as an exception to our refund policy.')
    await expect(page.getByRole('alert')).toContainText('The refund window ended on')
    await fill(
      'A refund approved as an exception to our refund policy.',
      'Medical certificate seen; approved by the owner',
    )
    await page
      .getByRole('region', { name: 'Check before it is issued' })
      .getByRole('button', { name: 'Issue and mail the credit note' })
      .click()
    await expect(page.getByRole('status')).toContainText(`CN/${FY}/0002`)
  })

  test('without scripts the review is a page of its own, and confirming it issues the invoice', async ({ browser }) => {
    const student = await enrolledStudent(20, 'FE-PAY-03')
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await openSignedIn(page, server.origin, `/staff/fees/${student.enrolmentId}`, PASSWORD)
    const form = page.getByRole('region', { name: 'Record money received' })
    await form.getByLabel('Amount (₹)').fill('3,000.01')
    await form.getByLabel('Method').selectOption('cash')
    await form.getByLabel('Student’s state (place of supply)').selectOption('29')
    await form.getByRole('button', { name: 'Check the invoice before it is issued' }).click()
    const review = page.getByRole('region', { name: 'Check before it is issued' })
    // ₹3,000.01: the tax does not halve; CGST and SGST are equal and the paisa is rounded off.
    await expect(review).toContainText('CGST at 9%₹228.81')
    await expect(review).toContainText('SGST at 9%₹228.81')
    await expect(review).toContainText('Round off₹0.01')
    await expect(page.getByRole('region', { name: 'Record money received' })).toHaveCount(0)
    // "Change something" brings the form back as it was posted; a refused post keeps what was typed too.
    await review.getByRole('button', { name: 'Change something' }).click()
    const check = form.getByRole('button', { name: 'Check the invoice before it is issued' })
    const utr = form.getByLabel('UTR (bank transaction reference)')
    await expect(form.getByLabel('Amount (₹)')).toHaveValue('3000.01')
    await expect(form.getByLabel('Method')).toHaveValue('cash')
    await expect(form.getByLabel('Student’s state (place of supply)')).toHaveValue('29')
    await utr.fill('NOT A UTR!')
    await check.click()
    await expect(page.getByRole('alert')).toContainText('A UTR is 6 to 30 letters and digits')
    await expect(utr).toHaveValue('NOT A UTR!')
    await expect(form.getByLabel('Amount (₹)')).toHaveValue('3000.01')
    await expect(form.getByLabel('Method')).toHaveValue('cash')
    await expect(form.getByLabel('Student’s state (place of supply)')).toHaveValue('29')
    await utr.fill('')
    await check.click()
    await review.getByRole('button', { name: 'Issue and mail the invoice' }).click()
    await expect(page.getByRole('status')).toContainText(`RW/${FY}/0003`)
    await expect(page.getByText('₹3,999.99 by')).toBeVisible()
    await context.close()
  })
})
