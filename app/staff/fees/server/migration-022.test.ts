// Migration 022 on a ledger written before it (decision 024): cancellations credit the payment they reversed, a refund
// the newest payment that covered it; one no single payment covered stays unlinked and the account spreads it.
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { migrate } from '~/server/db/database.server'
import { withTestDatabase } from '~/server/db/test-database.server'
import { accountViolations } from '~/server/fees/account'
import { feeAccount } from '~/server/fees/fee-account.server'
import { enrolledStudent } from './fees.fixture'

const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'

describe(`migration 022 on a ledger that had credits (${engine})`, () => {
  const store = withTestDatabase({ clear: false, migrateTo: '021_due_order' })

  it('links each credit to its invoice where one payment covers it, and the accounts still hold', async () => {
    const first = await enrolledStudent(store.db, { name: 'Kavya Reddy' })
    const second = await enrolledStudent(store.db, { name: 'Rohan Das', email: 'rohan@example.com' })
    let n = 0
    const entry = async (
      enrolmentId: string,
      kind: string,
      amount: number,
      { reverses = null as string | null, taxable = 0, cgst = 0, sgst = 0 } = {},
    ) => {
      const id = `00000000-0000-4000-8000-${String((n += 1)).padStart(12, '0')}`
      const series = kind === 'payment' ? 'RW' : 'CN'
      await sql`insert into payments (id, enrolment_id, reference, kind, amount_paise, on_day, method, utr,
        document_number, financial_year, tax_invoice, gstin, taxable_paise, cgst_paise, sgst_paise, igst_paise,
        place_of_supply, recipient_name, course_title, batch_code, reverses_id, reason, exception_note, source,
        external_id, created_at, created_by)
        values (${id}, ${enrolmentId}, 'FE-2027-01-001', ${kind}, ${amount}, '2026-11-20', 'upi', null,
        ${`${series}/2026-27/${String(n).padStart(4, '0')}`}, '2026-27', 1, '29AAMCR4821K1Z6', ${taxable}, ${cgst},
        ${sgst}, 0, '29', 'Student', 'Frontend Development', 'FE-2027-01', ${reverses}, 'typed by staff', null,
        'staff', null, ${`2026-11-20T0${n}:00:00.000Z`}, 'asha')`.execute(store.db)
      return id
    }
    // Kavya: ₹3,000 and ₹4,000 paid, the ₹3,000 cancelled, ₹1,000 refunded (within the ₹4,000).
    const small = await entry(first, 'payment', 300000, { taxable: 254237, cgst: 22882, sgst: 22881 })
    const large = await entry(first, 'payment', 400000, { taxable: 338983, cgst: 30509, sgst: 30508 })
    const cancellation = await entry(first, 'cancellation', -300000, {
      reverses: small,
      taxable: -254237,
      cgst: -22882,
      sgst: -22881,
    })
    const refund = await entry(first, 'refund', -100000, { taxable: -84746, cgst: -7627, sgst: -7627 })
    // Rohan: two payments of ₹2,000 and one refund of ₹3,000 that neither covers alone.
    await entry(second, 'payment', 200000, { taxable: 169492, cgst: 15254, sgst: 15254 })
    await entry(second, 'payment', 200000, { taxable: 169492, cgst: 15254, sgst: 15254 })
    const spread = await entry(second, 'refund', -300000, { taxable: -254237, cgst: -22882, sgst: -22881 })

    await migrate(store)

    const links = await store.db.selectFrom('payments').select(['id', 'credits_id', 'round_off_paise']).execute()
    const linked = new Map(links.map((l) => [l.id, l.credits_id]))
    expect(linked.get(cancellation)).toBe(small)
    expect(linked.get(refund)).toBe(large)
    expect(linked.get(spread)).toBeNull()
    expect(links.every((l) => Number(l.round_off_paise) === 0)).toBe(true)

    const kavya = (await feeAccount(store.db, { enrolmentId: first }))!
    expect(kavya).toMatchObject({ receivedPaise: 400000, refundedPaise: 100000, netPaise: 300000 })
    expect(kavya.payments.map((p) => [p.cancelled, p.leftPaise])).toEqual([
      [true, 0],
      [false, 300000],
    ])
    const rohan = (await feeAccount(store.db, { enrolmentId: second }))!
    // The unlinked ₹3,000 is spread over the newest payments first, as it was paid back.
    expect(rohan.payments.map((p) => p.leftPaise)).toEqual([100000, 0])
    expect(accountViolations(kavya)).toEqual([])
    // Legacy credits reverse the invoice's tax; Rohan's unlinked refund names no invoice, so only the sums apply.
    expect(accountViolations(rohan)).toEqual([])
  })
})
