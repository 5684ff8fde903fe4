// "I have paid" on the store (decision 025): a student's report from the pay page, refused for a UTR already known or
// an enrolment that takes no money, confirmed once through the ledger (invoice and mail as a staff-recorded payment),
// or rejected with a reason the student reads and is mailed. SQLite in memory; PostgreSQL with DATABASE_URL.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { PayReport } from '~/forms/pay-report.schema'
import { withTestDatabase } from '~/server/db/test-database.server'
import { eraseSubmissions } from '~/server/privacy/erasure.server'
import { feeAccount } from '~/server/fees/fee-account.server'
import { pendingReports, rejectReport, reportPayment, reportsOfEnrolment } from '~/server/fees/pay-reports.server'
import { withdrawEnrolment } from '~/staff/batches/server/enrolment-changes.server'
import { payingStudent } from './fees.fixture'
import { recordPayment } from './ledger.server'
import { confirmReport } from './pay-report-confirm.server'

const store = withTestDatabase()
const NOW = new Date('2026-11-27T06:00:00.000Z')
const STAFF = 'asha@realworktech.in'
const saved = { ...process.env }
beforeEach(() => {
  process.env.GSTIN = '29AAMCR4821K1Z6'
})
afterEach(() => {
  process.env = { ...saved }
})

/** An enrolled student with a pay token and a known state, as after a payment request. */
const student = (name = 'Kavya Reddy') => payingStudent(store.db, name, STAFF, NOW)

const report = (over: Partial<PayReport> = {}): PayReport => ({
  amount: 350000,
  onDay: '2026-11-26',
  utr: '432112345678',
  ...over,
})

/** The mails queued to a student after their registration's acknowledgement. */
const mailsTo = async (to: string) =>
  (
    await store.db
      .selectFrom('outbox')
      .select(['purpose', 'subject', 'body', 'ref_id'])
      .where('recipient', '=', to)
      .execute()
  ).filter((mail) => mail.purpose !== 'ack')

describe(`"I have paid" reports (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('stores a report, lists it for staff, and confirms it once through the ledger with its invoice mailed', async () => {
    const { token, enrolmentId } = await student()
    const sent = await reportPayment(store.db, token, report(), null, NOW)
    expect(sent).toMatchObject({ ok: true })
    const pending = await pendingReports(store.db)
    expect(pending).toEqual([
      expect.objectContaining({ name: 'Kavya Reddy', amountPaise: 350000, utr: '432112345678', screenshot: false }),
    ])
    const id = pending[0]!.id

    // The review step rehearses the payment: the invoice it would issue, nothing stored.
    const rehearsed = await confirmReport(store.db, { id, by: STAFF }, NOW, { review: true })
    expect(rehearsed).toMatchObject({ ok: true, review: [expect.objectContaining({ amount_paise: 350000 })] })
    expect(await store.db.selectFrom('payments').select('id').execute()).toEqual([])
    expect((await reportsOfEnrolment(store.db, enrolmentId))[0]!.status).toBe('pending')

    const first = await confirmReport(store.db, { id, by: STAFF }, NOW)
    expect(first).toMatchObject({ ok: true, documentNumber: 'RW/2026-27/0001' })
    const second = await confirmReport(store.db, { id, by: STAFF }, NOW)
    expect(second).toEqual({ ok: false, reason: 'report-settled' })

    const payments = await store.db.selectFrom('payments').selectAll().execute()
    expect(payments).toHaveLength(1)
    expect(payments[0]).toMatchObject({
      amount_paise: 350000,
      on_day: '2026-11-26',
      method: 'upi',
      utr: '432112345678',
    })
    expect(await reportsOfEnrolment(store.db, enrolmentId)).toEqual([
      expect.objectContaining({ status: 'confirmed', utr: '432112345678' }),
    ])
    expect(await store.db.selectFrom('pay_reports').select('payment_id').execute()).toEqual([
      { payment_id: payments[0]!.id },
    ])
    expect(await mailsTo('kavya@example.com')).toEqual([
      expect.objectContaining({ purpose: 'fee-document', ref_id: payments[0]!.id }),
    ])
    expect(await pendingReports(store.db)).toEqual([])
  })

  it('two confirms at once record one payment', async () => {
    const { token } = await student()
    const sent = await reportPayment(store.db, token, report(), null, NOW)
    if (!sent.ok) throw new Error(sent.reason)
    const results = await Promise.all([
      confirmReport(store.db, { id: sent.id, by: STAFF }, NOW),
      confirmReport(store.db, { id: sent.id, by: 'ravi@realworktech.in' }, NOW),
    ])
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(await store.db.selectFrom('payments').select('id').execute()).toHaveLength(1)
  })

  it('refuses a UTR already recorded as a payment or waiting in another report, at once', async () => {
    const kavya = await student()
    const rohan = await student('Rohan Das')
    await recordPayment(
      store.db,
      {
        enrolmentId: rohan.enrolmentId,
        amountPaise: 100000,
        onDay: '2026-11-20',
        method: 'upi',
        utr: '432100000001',
        studentState: '29',
        by: STAFF,
      },
      NOW,
    )
    expect(await reportPayment(store.db, kavya.token, report({ utr: '432100000001' }), null, NOW)).toEqual({
      ok: false,
      reason: 'duplicate-utr',
      where: 'payment',
    })
    expect(await reportPayment(store.db, rohan.token, report({ amount: 100000 }), null, NOW)).toMatchObject({
      ok: true,
    })
    expect(await reportPayment(store.db, kavya.token, report({ amount: 100000 }), null, NOW)).toEqual({
      ok: false,
      reason: 'duplicate-utr',
      where: 'report',
    })
    expect(await store.db.selectFrom('pay_reports').select('id').execute()).toHaveLength(1)
  })

  it('refuses a report for a withdrawn enrolment, an unknown token, a future or old day, and more than is left', async () => {
    const { token, enrolmentId } = await student()
    expect(await reportPayment(store.db, token, report({ onDay: '2026-11-28' }), null, NOW)).toEqual({
      ok: false,
      reason: 'future',
    })
    expect(await reportPayment(store.db, token, report({ onDay: '2026-09-01' }), null, NOW)).toEqual({
      ok: false,
      reason: 'too-old',
    })
    expect(await reportPayment(store.db, token, report({ amount: 500000 }), null, NOW)).toMatchObject({ ok: true })
    // ₹5,000 waits for staff, so ₹2,000 of the ₹7,000 is left to report.
    expect(await reportPayment(store.db, token, report({ amount: 300000, utr: '432199999999' }), null, NOW)).toEqual({
      ok: false,
      reason: 'too-much',
      leftPaise: 200000,
    })
    expect(await reportPayment(store.db, 'x'.repeat(32), report(), null, NOW)).toEqual({ ok: false, reason: 'unknown' })

    const withdrawn = await withdrawEnrolment(store.db, enrolmentId, { name: 'Asha' }, NOW)
    expect(withdrawn).toMatchObject({ ok: true })
    expect(await reportPayment(store.db, token, report({ utr: '432188888888' }), null, NOW)).toEqual({
      ok: false,
      reason: 'withdrawn',
    })
  })

  it('confirming a report after its enrolment was withdrawn records nothing', async () => {
    const { token, enrolmentId } = await student()
    const sent = await reportPayment(store.db, token, report(), null, NOW)
    if (!sent.ok) throw new Error(sent.reason)
    await withdrawEnrolment(store.db, enrolmentId, { name: 'Asha' }, NOW)
    expect(await confirmReport(store.db, { id: sent.id, by: STAFF }, NOW)).toEqual({ ok: false, reason: 'withdrawn' })
    expect(await store.db.selectFrom('payments').select('id').execute()).toEqual([])
  })

  it('rejects a report with a reason the student reads and is mailed; the UTR may then be reported again', async () => {
    const { token, enrolmentId } = await student()
    const sent = await reportPayment(store.db, token, report(), null, NOW)
    if (!sent.ok) throw new Error(sent.reason)
    const reason = 'No credit with this UTR reached our account. Check the UTR in your UPI app’s payment details.'
    expect(await rejectReport(store.db, { id: sent.id, reason, by: STAFF }, NOW)).toEqual({ ok: true })
    expect(await rejectReport(store.db, { id: sent.id, reason, by: STAFF }, NOW)).toEqual({
      ok: false,
      reason: 'settled',
    })
    expect(await confirmReport(store.db, { id: sent.id, by: STAFF }, NOW)).toEqual({
      ok: false,
      reason: 'report-settled',
    })
    expect(await reportsOfEnrolment(store.db, enrolmentId)).toEqual([
      expect.objectContaining({ status: 'rejected', rejectReason: reason }),
    ])
    const mails = await mailsTo('kavya@example.com')
    expect(mails).toHaveLength(1)
    const { reference } = (await feeAccount(store.db, { enrolmentId }))!
    expect(mails[0]!.subject).toBe(`We could not confirm your payment of ₹3,500 (${reference})`)
    expect(mails[0]!.body).toContain(reason)
    expect(mails[0]!.body).toContain(`/pay/${token}`)
    expect(await reportPayment(store.db, token, report(), null, NOW)).toMatchObject({ ok: true })
  })

  it('erasing the student deletes their reports and screenshots with their enrolment', async () => {
    const { token, enrolmentId } = await student()
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const screenshot = { filename: 'payment.png', contentType: 'image/png', data: png }
    expect(await reportPayment(store.db, token, report(), screenshot, NOW)).toMatchObject({ ok: true })
    const { submission_id } = await store.db
      .selectFrom('enrolments')
      .select('submission_id')
      .where('id', '=', enrolmentId)
      .executeTakeFirstOrThrow()
    await store.db.transaction().execute((trx) => eraseSubmissions(trx, [submission_id]))
    expect(await store.db.selectFrom('pay_reports').select('id').execute()).toEqual([])
  })
})
