import type { Kysely } from 'kysely'
import type { Database } from '~/server/db/schema.server'
import type { PaymentTable } from '~/server/db/schema-fees.server'
import { feeAccount } from '~/server/fees/fee-account.server'
import { recordPayment, type LedgerResult, type WriteOptions } from './ledger.server'

export type ConfirmResult =
  | Exclude<LedgerResult, { review: PaymentTable[] }>
  /** The review step: what would be issued, and the student's email the invoice would be mailed to. */
  | { ok: true; review: PaymentTable[]; email: string }
  | { ok: false; reason: 'report-unknown' | 'report-settled' | 'no-state' }
  | { ok: false; reason: 'unknown' }

/**
 * Confirms a student's "I have paid" report (decision 025): the payment is recorded through the ledger as staff record
 * one (its rules, the review step, the same invoice and mail), with the report's amount, day and UTR, and the report is
 * marked confirmed in the same transaction. A second press finds the report settled and records nothing.
 */
export async function confirmReport(
  db: Kysely<Database>,
  input: { id: string; by: string },
  now = new Date(),
  options: WriteOptions = {},
): Promise<ConfirmResult> {
  const report = await db
    .selectFrom('pay_reports')
    .select(['enrolment_id', 'amount_paise', 'on_day', 'utr', 'status'])
    .where('id', '=', input.id)
    .executeTakeFirst()
  if (!report) return { ok: false, reason: 'report-unknown' }
  if (report.status !== 'pending') return { ok: false, reason: 'report-settled' }
  const account = await feeAccount(db, { enrolmentId: report.enrolment_id })
  if (!account) return { ok: false, reason: 'unknown' }
  if (!account.studentState) return { ok: false, reason: 'no-state' }
  const result = await recordPayment(
    db,
    {
      enrolmentId: report.enrolment_id,
      amountPaise: Number(report.amount_paise),
      onDay: report.on_day,
      // A 12-digit reference is UPI's; NEFT and RTGS UTRs carry the bank's letters.
      method: /^\d{12}$/.test(report.utr) ? 'upi' : 'bank-transfer',
      utr: report.utr,
      studentState: account.studentState,
      by: input.by,
      reportId: input.id,
    },
    now,
    options,
  )
  return result.ok && 'review' in result ? { ...result, email: account.email } : result
}
