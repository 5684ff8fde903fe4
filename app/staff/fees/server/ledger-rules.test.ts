// Each rule of the fee account refused where entries are written (decision 024), on the store: SQLite in memory by
// default, PostgreSQL with DATABASE_URL. The model-based test (fee-account.model.test.ts) runs them in random orders.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { withTestDatabase } from '~/server/db/test-database.server'
import { feeAccount, feeBalances } from '~/server/fees/fee-account.server'
import { saveSubmission } from '~/server/submissions.server'
import { makeBatch } from '~/staff/batches/server/batches.fixture'
import { enrolLead } from '~/staff/batches/server/enrolments.server'
import { enrolledStudent } from './fees.fixture'
import { cancelPayment, recordPayment, recordRefund, type PaymentInput, type RefundInput } from './ledger.server'
import { savePlan } from './plan.server'

const store = withTestDatabase()
const NOW = new Date('2026-11-27T06:00:00.000Z')
const saved = { ...process.env }
beforeEach(() => {
  process.env.GSTIN = '29AAMCR4821K1Z6'
})
afterEach(() => {
  process.env = { ...saved }
})

let utr = 0
const pay = (enrolmentId: string, amountPaise: number, change: Partial<PaymentInput> = {}) =>
  recordPayment(
    store.db,
    {
      enrolmentId,
      amountPaise,
      onDay: '2026-11-27',
      method: 'upi',
      utr: `UTR${String((utr += 1)).padStart(9, '0')}`,
      studentState: '29',
      by: 'asha@realworktech.in',
      ...change,
    },
    NOW,
  )

const refund = (enrolmentId: string, amountPaise: number, change: Partial<RefundInput> = {}) =>
  recordRefund(
    store.db,
    {
      enrolmentId,
      amountPaise,
      method: 'bank-transfer',
      utr: null,
      reasonCode: 'withdrawal-in-window',
      note: 'Asked by phone on Monday',
      exceptionNote: null,
      withdraw: true,
      by: 'owner@realworktech.in',
      actorName: 'Rahul',
      ...change,
    },
    NOW,
  )

const cancel = (paymentId: string) =>
  cancelPayment(store.db, { paymentId, reasonCode: 'wrong-amount', note: 'Typed ₹300 for ₹3,000', by: 'owner' }, NOW)

/** A lead to enrol, by first name. */
const lead = (name: string) =>
  saveSubmission(store.db, {
    kind: 'studio-contact',
    name,
    email: `${name}@example.com`,
    phone: '+91 98450 11111',
    fields: { name },
  })

const rows = () =>
  store.db.selectFrom('payments').selectAll().orderBy('created_at').orderBy('document_number').execute()

describe(`the fee account's rules (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('refuses to cancel a payment refunded in full: one credit note, net received never below zero', async () => {
    const id = await enrolledStudent(store.db)
    const paid = await pay(id, 700000)
    expect(await refund(id, 700000)).toMatchObject({ ok: true, documentNumber: 'CN/2026-27/0001' })
    expect(await cancel(paid.ok ? paid.id : '')).toEqual({ ok: false, reason: 'already-refunded' })
    expect((await rows()).filter((r) => r.kind !== 'payment')).toHaveLength(1)
    expect(await feeAccount(store.db, { enrolmentId: id })).toMatchObject({ netPaise: 0, balancePaise: 0 })
  })

  it('refuses a refund of a cancelled payment, and a second cancellation', async () => {
    const id = await enrolledStudent(store.db)
    const paid = await pay(id, 30000)
    expect(await cancel(paid.ok ? paid.id : '')).toMatchObject({ ok: true })
    expect(await cancel(paid.ok ? paid.id : '')).toEqual({ ok: false, reason: 'already-cancelled' })
    expect(await refund(id, 30000)).toEqual({ ok: false, reason: 'no-payments' })
  })

  it('refuses a discount that takes the fee below what was received, naming the largest allowed', async () => {
    const id = await enrolledStudent(store.db)
    await pay(id, 360055)
    const plan = (discount: number) => ({
      discount,
      discountReason: 'Merit scholarship',
      state: '29' as const,
      amount0: null,
      due0: null,
      amount1: null,
      due1: null,
      amount2: null,
      due2: null,
      amount3: null,
      due3: null,
    })
    expect(await savePlan(store.db, id, plan(699900), 'asha', NOW)).toEqual({
      ok: false,
      reason: 'discount-below-received',
      netPaise: 360055,
      largestPaise: 339945,
    })
    expect(await savePlan(store.db, id, plan(339945), 'asha', NOW)).toEqual({ ok: true })
    expect(await feeAccount(store.db, { enrolmentId: id })).toMatchObject({ balancePaise: 0, nextDue: null })
  })

  it('takes only real days, not in the future, not before the enrolment’s financial year', async () => {
    const id = await enrolledStudent(store.db)
    expect(await pay(id, 100, { onDay: '2099-01-01' })).toMatchObject({ ok: false, reason: 'future' })
    expect(await pay(id, 100, { onDay: '2026-11-28' })).toMatchObject({ ok: false, reason: 'future' })
    expect(await pay(id, 100, { onDay: '2026-02-31' })).toMatchObject({ ok: false, reason: 'not-a-day' })
    expect(await pay(id, 100, { onDay: '0001-01-01' })).toMatchObject({
      ok: false,
      reason: 'too-early',
      earliest: '2026-04-01',
    })
    expect(await pay(id, 100, { onDay: '2026-04-01' })).toMatchObject({ ok: true, documentNumber: 'RW/2026-27/0001' })
    expect(await store.db.selectFrom('document_series').selectAll().execute()).toHaveLength(1)
  })

  it('dates a payment in the previous financial year only with an owner’s note', async () => {
    const id = await enrolledStudent(store.db, { startsOn: '2026-04-06' }, new Date('2026-03-10T06:00:00Z'))
    expect(await pay(id, 100000, { onDay: '2026-03-20' })).toMatchObject({ ok: false, reason: 'previous-year' })
    const noted = await pay(id, 100000, { onDay: '2026-03-20', backdateNote: 'Cheque of 20 March found in the drawer' })
    expect(noted).toMatchObject({ ok: true, documentNumber: 'RW/2025-26/0001' })
    expect((await rows())[0]!.exception_note).toBe('Cheque of 20 March found in the drawer')
  })

  it('takes no payment for a waitlisted person, nor in a cancelled batch', async () => {
    const batch = await makeBatch(store.db, { seats: 1 })
    const first = await enrolLead(store.db, {
      batchId: batch.id,
      submissionId: await lead('kavya'),
      actor: { name: 'Asha' },
    })
    const second = await enrolLead(store.db, {
      batchId: batch.id,
      submissionId: await lead('rohan'),
      actor: { name: 'Asha' },
    })
    expect(second).toMatchObject({ ok: true, state: 'waitlisted' })
    expect(await pay(second.ok ? second.enrolmentId : '', 100000)).toMatchObject({ ok: false, reason: 'no-seat' })
    await store.db.updateTable('batches').set({ status: 'cancelled' }).where('id', '=', batch.id).execute()
    expect(await pay(first.ok ? first.enrolmentId : '', 100000)).toMatchObject({ ok: false, reason: 'batch-cancelled' })
    expect(await rows()).toEqual([])
  })

  it('credits the invoice’s own tax kinds and place of supply, whatever the student’s state is now', async () => {
    const id = await enrolledStudent(store.db)
    await pay(id, 300001, { studentState: '29' })
    await pay(id, 100000, { studentState: '33' })
    // The newest money is returned first: the IGST invoice in full, then part of the Karnataka one.
    const result = await refund(id, 200000)
    expect(result).toMatchObject({ ok: true, documents: ['CN/2026-27/0001', 'CN/2026-27/0002'] })
    const byNumber = new Map((await rows()).map((r) => [r.document_number, r]))
    const [karnataka, tamilNadu, igstCredit, splitCredit] = [
      'RW/2026-27/0001',
      'RW/2026-27/0002',
      'CN/2026-27/0001',
      'CN/2026-27/0002',
    ].map((n) => byNumber.get(n))
    expect(karnataka).toMatchObject({ cgst_paise: 22881, sgst_paise: 22881, round_off_paise: 1, place_of_supply: '29' })
    expect(igstCredit).toMatchObject({
      credits_id: tamilNadu!.id,
      amount_paise: -100000,
      igst_paise: -tamilNadu!.igst_paise,
      taxable_paise: -tamilNadu!.taxable_paise,
      cgst_paise: 0,
      place_of_supply: '33',
    })
    expect(splitCredit).toMatchObject({
      credits_id: karnataka!.id,
      amount_paise: -100000,
      igst_paise: 0,
      place_of_supply: '29',
    })
    expect(splitCredit!.cgst_paise).toBe(splitCredit!.sgst_paise)
    // The rest of the Karnataka invoice, refunded, reverses exactly what its tax had left.
    await refund(id, 200001)
    const credits = (await rows()).filter((r) => r.credits_id === karnataka!.id)
    for (const part of ['taxable_paise', 'cgst_paise', 'sgst_paise', 'round_off_paise'] as const)
      expect(credits.reduce((sum, c) => sum + Number(c[part]), 0)).toBe(-Number(karnataka![part]))
  })

  it('withdraws by refund in one transaction: the credit note, the withdrawal, the seat offered, the lead closed', async () => {
    const batch = await makeBatch(store.db, { seats: 1 })
    const kavya = await lead('kavya')
    const first = await enrolLead(store.db, { batchId: batch.id, submissionId: kavya, actor: { name: 'Asha' } })
    await enrolLead(store.db, { batchId: batch.id, submissionId: await lead('rohan'), actor: { name: 'Asha' } })
    const id = first.ok ? first.enrolmentId : ''
    await pay(id, 700000)
    expect(await refund(id, 700000)).toMatchObject({ ok: true })
    const states = await store.db
      .selectFrom('enrolments')
      .select(['submission_id', 'state'])
      .orderBy('created_at')
      .execute()
    expect(states.map((s) => s.state)).toEqual(['withdrawn', 'offered'])
    const status = await store.db
      .selectFrom('submissions')
      .select('status')
      .where('id', '=', kavya)
      .executeTakeFirstOrThrow()
    expect(status.status).toBe('closed')
    // The roster and the fee page say the same: nothing due.
    expect((await feeBalances(store.db, [id])).get(id)).toMatchObject({ balancePaise: 0, netPaise: 0, next: null })
    expect(await feeAccount(store.db, { enrolmentId: id })).toMatchObject({ balancePaise: 0, nextDue: null })
  })

  it('rehearses a payment for the review step: the document as it would be issued, nothing stored or mailed', async () => {
    const id = await enrolledStudent(store.db)
    await store.db.deleteFrom('outbox').execute()
    const input = {
      enrolmentId: id,
      amountPaise: 700000,
      onDay: '2026-11-27',
      method: 'upi' as const,
      utr: 'UTR77',
      studentState: '29' as const,
      by: 'asha',
    }
    const review = await recordPayment(store.db, input, NOW, { review: true })
    expect(review).toMatchObject({
      ok: true,
      review: [{ document_number: 'RW/2026-27/0001', amount_paise: 700000, cgst_paise: 53390 }],
    })
    expect(await rows()).toEqual([])
    expect(await store.db.selectFrom('outbox').selectAll().execute()).toEqual([])
    expect(await store.db.selectFrom('document_series').selectAll().execute()).toEqual([])
    expect(await store.db.selectFrom('payment_utrs').selectAll().execute()).toEqual([])
    expect(await recordPayment(store.db, input, NOW)).toMatchObject({ ok: true, documentNumber: 'RW/2026-27/0001' })
  })
})
