// A payment request and an invoice as the student receives them: through the outbox to a real SMTP server on
// 127.0.0.1, the UPI link read from the mail, and the invoice PDF read back with poppler's pdftotext.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { withTestDatabase } from '~/server/db/test-database.server'
import { smtpTransport, startMailWorker, type MailWorker } from '~/server/mail.server'
import { parseMail, quietLog, testMailSettings, TestSmtp, waitFor } from '~/server/test-smtp.server'
import { enrolledStudent } from './fees.fixture'
import { cancelPayment, recordPayment } from './ledger.server'
import { sendPaymentRequest } from './plan.server'

const store = withTestDatabase()
const NOW = new Date('2026-11-27T06:00:00.000Z')
const saved = { ...process.env }
const dir = mkdtempSync(path.join(tmpdir(), 'fee-mail-'))
let smtp: TestSmtp
let worker: MailWorker | undefined

beforeEach(async () => {
  Object.assign(process.env, {
    UPI_ID: 'realworktech@icici',
    UPI_PAYEE_NAME: 'RealWork Technologies',
    GSTIN: '29AAMCR4821K1Z6',
    BANK_ACCOUNT_NAME: 'RealWork Technologies Private Limited',
    BANK_ACCOUNT_NUMBER: '50200071234567',
    BANK_IFSC: 'HDFC0001234',
    BANK_NAME: 'HDFC Bank, Residency Road',
  })
  smtp = new TestSmtp()
})
afterEach(async () => {
  process.env = { ...saved }
  await worker?.stop()
  worker = undefined
  await smtp.stop()
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A student enrolled, their registration's own mails dropped (tested elsewhere), then the mail worker started. */
async function student() {
  const id = await enrolledStudent(store.db)
  await store.db.deleteFrom('outbox').execute()
  const url = await smtp.start()
  worker = startMailWorker({
    db: store.db,
    transport: smtpTransport(url),
    ...testMailSettings,
    pollMs: 10,
    log: quietLog,
  })
  return id
}

async function nextMail(before: number) {
  await waitFor(() => smtp.messages.length > before, 'the mail', 15_000)
  const message = smtp.messages[before]!
  return { to: message.to, ...parseMail(message.raw) }
}

function pdfText(bytes: Buffer, name: string): string {
  const file = path.join(dir, name)
  writeFileSync(file, bytes)
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
}

describe(`fee mails (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('mails a payment request with a UPI link carrying the amount and the reference, its QR code and the bank details', async () => {
    const id = await student()
    const before = smtp.messages.length
    expect(
      await sendPaymentRequest(
        store.db,
        { enrolmentId: id, amountPaise: 350000, dueOn: '2027-01-04', by: 'asha' },
        NOW,
      ),
    ).toMatchObject({ ok: true })
    const mail = await nextMail(before)
    const reference = (await store.db.selectFrom('enrolments').select('reference').executeTakeFirstOrThrow()).reference
    expect(mail.to).toEqual(['kavya@example.com'])
    expect(mail.headers.subject).toBe(`Fee for Frontend Development: ₹3,500 due by 4 January 2027 (${reference})`)
    const upi = /upi:\/\/pay\?\S+/.exec(mail.text)![0]
    const params = new URL(upi.replace('upi://pay', 'https://upi.invalid/pay')).searchParams
    expect(Object.fromEntries(params)).toEqual({
      pa: 'realworktech@icici',
      pn: 'RealWork Technologies',
      am: '3500.00',
      tr: reference,
      tn: `${reference} Frontend Development`.slice(0, 50),
      cu: 'INR',
    })
    expect(mail.text).toContain('IFSC: HDFC0001234')
    expect(mail.text).toMatch(/https:\/\/realworktech\.in\/pay\/[A-Za-z0-9_-]{32}/)
    expect(mail.text).toContain('within one working day')
    expect(mail.attachments).toHaveLength(1)
    expect(mail.attachments[0]).toMatchObject({ contentType: 'image/png', filename: `upi-${reference}.png` })
    expect(mail.attachments[0]!.content.subarray(1, 4).toString()).toBe('PNG')
  })

  it('without UPI_ID the request carries the bank details only', async () => {
    delete process.env.UPI_ID
    const id = await student()
    const before = smtp.messages.length
    await sendPaymentRequest(store.db, { enrolmentId: id, amountPaise: 700000, dueOn: '2027-01-04', by: 'asha' }, NOW)
    const mail = await nextMail(before)
    expect(mail.text).not.toContain('upi://')
    expect(mail.text).toContain('Pay by bank transfer')
    expect(mail.attachments).toEqual([])
  })

  it('mails a tax invoice whose PDF has every Rule 46 field, and a credit note that cancels it', async () => {
    const id = await student()
    let before = smtp.messages.length
    const paid = await recordPayment(
      store.db,
      {
        enrolmentId: id,
        amountPaise: 700000,
        onDay: '2026-11-27',
        method: 'upi',
        utr: '432112345678',
        studentState: '29',
        by: 'asha',
      },
      NOW,
    )
    expect(paid).toMatchObject({ ok: true, documentNumber: 'RW/2026-27/0001' })
    const mail = await nextMail(before)
    expect(mail.headers.subject).toMatch(/^Tax invoice RW\/2026-27\/0001: Frontend Development/)
    expect(mail.text).toContain('Your fee is paid in full.')
    const [pdf] = mail.attachments
    expect(pdf).toMatchObject({ contentType: 'application/pdf', filename: 'RW-2026-27-0001.pdf' })
    const text = pdfText(pdf!.content, 'invoice.pdf')
    for (const part of [
      'TAX INVOICE',
      'No. RW/2026-27/0001',
      'RealWork Technologies Private Limited',
      'GSTIN 29AAMCR4821K1Z6',
      'Kavya Reddy',
      'Karnataka (state code 29)',
      '999293',
      '5,932.20',
      'CGST at 9%',
      'SGST at 9%',
      '533.90',
      '7,000.00',
      'Indian Rupees Seven Thousand Only',
      'Tax is not payable on reverse charge.',
      'Bank reference (UTR) 432112345678',
    ])
      expect(text).toContain(part)
    expect(text).not.toContain('IGST at')

    before = smtp.messages.length
    await cancelPayment(
      store.db,
      {
        paymentId: paid.ok ? paid.id : '',
        reasonCode: 'duplicate',
        note: 'Asha typed it twice after the call with the bank',
        by: 'owner',
      },
      NOW,
    )
    const credit = await nextMail(before)
    expect(credit.headers.subject).toMatch(/^Credit note \(cancellation\) CN\/2026-27\/0001/)
    const creditText = pdfText(credit.attachments[0]!.content, 'credit.pdf')
    expect(creditText).toContain('CREDIT NOTE')
    expect(creditText).toContain('Cancels invoice RW/2026-27/0001 dated 27 November 2026, issued in error.')
    expect(creditText).toContain('Reason: The same payment was recorded twice.')
    expect(creditText).toContain('No money moved')
    expect(creditText).toContain('-7,000.00')
    expect(credit.text).toContain('Cancels invoice RW/2026-27/0001 dated 27 November 2026, issued in error.')
    // Staff's own note stays in the ledger: never in the mail or on the document.
    for (const text of [creditText, credit.text, credit.html ?? '']) expect(text).not.toContain('Asha typed it twice')
  })

  it('charges IGST to a student outside Karnataka, and without a GSTIN issues a receipt that says so', async () => {
    delete process.env.GSTIN
    const id = await student()
    const before = smtp.messages.length
    await recordPayment(
      store.db,
      {
        enrolmentId: id,
        amountPaise: 350000,
        onDay: '2026-11-27',
        method: 'bank-transfer',
        utr: 'HDFCR52026112700123',
        studentState: '33',
        by: 'asha',
      },
      NOW,
    )
    const mail = await nextMail(before)
    expect(mail.headers.subject).toMatch(/^Receipt RW\/2026-27\/0001/)
    expect(mail.text).toContain('Still due: ₹3,500')
    const text = pdfText(mail.attachments[0]!.content, 'receipt.pdf')
    expect(text).toContain('RECEIPT')
    expect(text).toContain('This receipt is not a tax invoice')
    expect(text).toContain('Tamil Nadu (state code 33)')
    expect(text).toContain('IGST at 18%')
    expect(text).toContain('533.90')
    expect(text).not.toMatch(/GSTIN \d/)
  })
})
