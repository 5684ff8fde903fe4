// The fees ledger on the store: numbering, the tax split stored as printed, UTRs, cancellations, refunds and the
// policy's window, and twenty payments at once; on SQLite in memory by default and on PostgreSQL with DATABASE_URL.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { withTestDatabase } from '~/server/db/test-database.server'
import { feeAccount } from '~/server/fees/fee-account.server'
import { eraseSubmissions } from '~/server/privacy/erasure.server'
import { enrolledStudent } from './fees.fixture'
import { cancelPayment, recordPayment, recordRefund, refundWindow } from './ledger.server'

const store = withTestDatabase()
const NOW = new Date('2026-11-27T06:00:00.000Z')
const saved = { ...process.env }
beforeEach(() => {
  process.env.GSTIN = '29AAMCR4821K1Z6'
})
afterEach(() => {
  process.env = { ...saved }
})

const enrolment = (options: { startsOn?: string; name?: string } = {}) => enrolledStudent(store.db, options)

const pay = (enrolmentId: string, amountPaise: number, utr: string | null, studentState: '29' | '33' = '29') =>
  recordPayment(
    store.db,
    { enrolmentId, amountPaise, onDay: '2026-11-27', method: 'upi', utr, studentState, by: 'asha@realworktech.in' },
    NOW,
  )

describe(`fees ledger (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('numbers invoices in one series per financial year and stores the tax split as the invoice prints it', async () => {
    const id = await enrolment()
    expect(await pay(id, 350000, '432112345678')).toMatchObject({ ok: true, documentNumber: 'RW/2026-27/0001' })
    expect(await pay(id, 350000, '432112345679', '33')).toMatchObject({ ok: true, documentNumber: 'RW/2026-27/0002' })
    const rows = await store.db.selectFrom('payments').selectAll().orderBy('document_number').execute()
    expect(rows[0]).toMatchObject({ taxable_paise: 296610, cgst_paise: 26695, sgst_paise: 26695, igst_paise: 0 })
    expect(rows[1]).toMatchObject({ taxable_paise: 296610, cgst_paise: 0, sgst_paise: 0, igst_paise: 53390 })
    expect(rows.every((r) => r.tax_invoice === 1 && r.gstin === '29AAMCR4821K1Z6')).toBe(true)
    const account = await feeAccount(store.db, { enrolmentId: id })
    expect(account).toMatchObject({ receivedPaise: 700000, balancePaise: 0, nextDue: null })
  })

  it('without a GSTIN issues a receipt that is not a tax invoice', async () => {
    delete process.env.GSTIN
    const id = await enrolment()
    await pay(id, 100000, null)
    expect(await store.db.selectFrom('payments').select(['tax_invoice', 'gstin']).execute()).toEqual([
      { tax_invoice: 0, gstin: null },
    ])
  })

  it('refuses a UTR recorded before, naming the first payment; after a cancellation it may be recorded again', async () => {
    const first = await enrolment()
    const second = await enrolment({ name: 'Rohan Das' })
    expect(await pay(first, 700000, '432112345678')).toMatchObject({ ok: true })
    const again = await pay(second, 700000, '432112345678')
    expect(again).toMatchObject({
      ok: false,
      reason: 'duplicate-utr',
      first: { documentNumber: 'RW/2026-27/0001', onDay: '2026-11-27' },
    })
    const [payment] = await store.db.selectFrom('payments').select('id').execute()
    const cancelled = await cancelPayment(
      store.db,
      { paymentId: payment!.id, reasonCode: 'wrong-enrolment', note: 'Recorded against the wrong student', by: 'o' },
      NOW,
    )
    expect(cancelled).toMatchObject({ ok: true, documentNumber: 'CN/2026-27/0001' })
    const twice = { paymentId: payment!.id, reasonCode: 'duplicate' as const, note: 'again', by: 'o' }
    expect(await cancelPayment(store.db, twice, NOW)).toMatchObject({
      ok: false,
      reason: 'already-cancelled',
    })
    expect(await pay(second, 700000, '432112345678')).toMatchObject({ ok: true, documentNumber: 'RW/2026-27/0002' })
    expect(await feeAccount(store.db, { enrolmentId: first })).toMatchObject({ receivedPaise: 0, balancePaise: 700000 })
  })

  it('counts the enrolment and the payment as goals for the funnel; a cancellation takes the payment back', async () => {
    const id = await enrolment()
    const paid = await pay(id, 700000, 'UTR0000000077')
    // amount_paise is a bigint: PostgreSQL hands it back as text.
    const goals = async () =>
      (
        await store.db
          .selectFrom('analytics_goals')
          .select(['goal', 'count', 'amount_paise'])
          .where('goal', 'in', ['enrolment', 'payment'])
          .orderBy('goal')
          .execute()
      ).map((row) => ({ goal: row.goal, count: Number(row.count), amount_paise: Number(row.amount_paise) }))
    expect(await goals()).toEqual([
      { goal: 'enrolment', count: 1, amount_paise: 0 },
      { goal: 'payment', count: 1, amount_paise: 700000 },
    ])
    const wrong = { reasonCode: 'wrong-enrolment' as const, note: 'Wrong student', by: 'o' }
    await cancelPayment(store.db, { paymentId: paid.ok ? paid.id : '', ...wrong }, NOW)
    expect((await goals())[1]).toEqual({ goal: 'payment', count: 0, amount_paise: 0 })
  })

  it('refuses more than the balance', async () => {
    const id = await enrolment()
    await pay(id, 500000, null)
    expect(await pay(id, 200001, null)).toEqual({ ok: false, reason: 'too-much' })
    expect(await pay(id, 200000, null)).toMatchObject({ ok: true })
  })

  it('refunds inside the 14-day window; outside it only with an exception note', async () => {
    expect(refundWindow('2027-01-05', '2027-01-18')).toEqual({ lastDay: '2027-01-18', inside: true })
    expect(refundWindow('2027-01-05', '2027-01-19')).toEqual({ lastDay: '2027-01-18', inside: false })
    const inside = await enrolment({ startsOn: '2026-11-20' })
    const outside = await enrolment({ startsOn: '2026-10-01', name: 'Imran Khan' })
    await pay(inside, 700000, 'UTR0000000001')
    await pay(outside, 700000, 'UTR0000000002')
    const refund = (enrolmentId: string, exceptionNote: string | null) =>
      recordRefund(
        store.db,
        {
          enrolmentId,
          amountPaise: 700000,
          method: 'bank-transfer',
          utr: null,
          reasonCode: exceptionNote ? 'exception' : 'withdrawal-in-window',
          note: 'Left after three sessions',
          exceptionNote,
          withdraw: true,
          by: 'o',
          actorName: 'Owner',
        },
        NOW,
      )
    expect(await refund(inside, null)).toMatchObject({ ok: true, documentNumber: 'CN/2026-27/0001' })
    expect(await refund(outside, null)).toEqual({ ok: false, reason: 'outside-window', lastDay: '2026-10-14' })
    expect(await refund(outside, 'Hospitalised in week two; approved by Rahul')).toMatchObject({ ok: true })
    expect(await refund(outside, 'again')).toEqual({ ok: false, reason: 'no-payments' })
    const credit = await store.db
      .selectFrom('payments')
      .selectAll()
      .where('kind', '=', 'refund')
      .orderBy('document_number')
      .execute()
    expect(credit.map((c) => [c.amount_paise, c.cgst_paise + c.sgst_paise + c.taxable_paise])).toEqual([
      [-700000, -700000],
      [-700000, -700000],
    ])
    expect(credit[1]!.exception_note).toBe('Hospitalised in week two; approved by Rahul')
  })

  it('keeps the invoice when the lead is erased: the ledger row stays, without its enrolment; the plan goes', async () => {
    const id = await enrolment()
    await pay(id, 700000, 'UTR0000000009')
    const { submission_id } = await store.db
      .selectFrom('enrolments')
      .select('submission_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    await store.db.transaction().execute((trx) => eraseSubmissions(trx, [submission_id]))
    expect(
      await store.db.selectFrom('payments').select(['enrolment_id', 'recipient_name', 'document_number']).execute(),
    ).toEqual([{ enrolment_id: null, recipient_name: 'Kavya Reddy', document_number: 'RW/2026-27/0001' }])
    expect(await store.db.selectFrom('fee_plans').selectAll().execute()).toEqual([])
  })

  it('gives twenty payments recorded at once twenty consecutive numbers, no gap, no duplicate', async () => {
    const ids: string[] = []
    for (let i = 0; i < 20; i++) ids.push(await enrolment({ name: `Student ${i}` }))
    const results = await Promise.all(ids.map((id, i) => pay(id, 700000, `UTR${String(i).padStart(10, '0')}`)))
    const numbers = results.map((r) => (r.ok ? r.documentNumber : r.reason)).sort()
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `RW/2026-27/${String(i + 1).padStart(4, '0')}`))
  })
})
