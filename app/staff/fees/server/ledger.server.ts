import type { Kysely } from 'kysely'
import type { CancellationReason, RefundReason } from '~/content/credit-reasons'
import type { GstStateCode } from '~/content/gst-states'
import { splitGst } from '~/lib/gst'
import { istToday } from '~/lib/ist'
import { isUniqueViolation } from '~/server/db/errors.server'
import type { Database } from '~/server/db/schema.server'
import type { PaymentMethod, PaymentTable } from '~/server/db/schema-fees.server'
import { creditTax, refundAllocation, taxParts } from '~/server/fees/account'
import { takesNoMoney } from '~/server/fees/fee-account.server'
import { earliestPaymentDay, paymentDayProblem, type PaymentDayProblem } from '~/staff/fees/lib/payment-day'
import { mailQueued } from '~/server/outbox.server'
import { withdrawWithin } from '~/staff/batches/index.server'
import { ensurePlan, insertEntry, Rehearsal, writeOrRehearse, type Written } from './ledger-entries.server'

/**
 * The fees ledger's actions (decision 024). Entries are inserted, never changed: a payment, a cancellation that
 * reverses one in full, a refund that returns money of named payments. Each runs through `withAccount`, which locks
 * the enrolment, and checks the fee account's rules before it commits; the refusals here are the ones staff can act
 * on, with what they need to know.
 */

export type LedgerRefusal =
  | { ok: false; reason: 'unknown' | 'too-much' | 'withdrawn' | 'no-seat' | 'batch-cancelled' | 'no-payments' }
  | { ok: false; reason: 'not-payment' | 'already-cancelled' | 'already-refunded' }
  | { ok: false; reason: PaymentDayProblem; earliest?: string }
  | { ok: false; reason: 'duplicate-utr'; first: { documentNumber: string; reference: string; onDay: string } }
  | { ok: false; reason: 'outside-window'; lastDay: string }
  | { ok: false; reason: 'withdraw-refused'; message: string }
  | { ok: false; reason: 'report-settled' }
  | { ok: false; reason: 'line-settled' }

/** A write that was made: its first document, and every document it issued. */
export type Issued = { ok: true; id: string; documentNumber: string; documents: string[] } | LedgerRefusal
/** A rehearsal's answer: the rows the write would issue, nothing stored or mailed. */
export type Reviewed = { ok: true; review: PaymentTable[] } | LedgerRefusal
export type LedgerResult = Issued | Reviewed

/** Whether to write for real or rehearse (the review step before a tax document leaves). */
export interface WriteOptions {
  review?: boolean
}

export interface PaymentInput {
  enrolmentId: string
  amountPaise: number
  onDay: string
  method: PaymentMethod
  utr: string | null
  studentState: GstStateCode
  by: string
  /** An owner's note allowing a day in the previous financial year; null otherwise. */
  backdateNote?: string | null
  source?: 'staff' | 'gateway'
  externalId?: string | null
  /** A student's "I have paid" report this payment confirms: marked confirmed in the same transaction. */
  reportId?: string
  /** A bank statement's credit this payment records (decision 028): marked recorded in the same transaction. */
  statementLineId?: string
}

/** Thrown inside the payment's transaction when its report was confirmed or rejected meanwhile: nothing is written. */
class ReportSettled extends Error {}
/** Thrown inside the payment's transaction when its statement line was recorded or set aside meanwhile. */
class LineSettled extends Error {}

async function firstWithUtr(db: Kysely<Database>, utr: string) {
  return db
    .selectFrom('payment_utrs as u')
    .innerJoin('payments as p', 'p.id', 'u.payment_id')
    .select(['p.document_number as documentNumber', 'p.reference', 'p.on_day as onDay'])
    .where('u.utr', '=', utr)
    .executeTakeFirst()
}

/** A write's outcome for the caller: the refusal, the rehearsal's rows, or the documents written (their mails woken). */
function settled(result: Written | Written[] | Rehearsal | string): LedgerResult {
  if (typeof result === 'string') return { ok: false, reason: result } as LedgerResult
  if (result instanceof Rehearsal) return { ok: true, review: result.rows }
  const entries = Array.isArray(result) ? result : [result]
  mailQueued()
  return { ok: true, id: entries[0]!.id, documentNumber: entries[0]!.number, documents: entries.map((e) => e.number) }
}

/**
 * Records money received. Refused: a day that is not real, in the future or before the enrolment's financial year (a
 * day in the previous financial year needs an owner's note); an enrolment without a seat, withdrawn, or in a cancelled
 * batch; more than the balance; a UTR already recorded (the first payment named, also when two servers race).
 */
export async function recordPayment(db: Kysely<Database>, input: PaymentInput, now?: Date): Promise<Issued>
export async function recordPayment(
  db: Kysely<Database>,
  input: PaymentInput,
  now: Date,
  options: WriteOptions,
): Promise<LedgerResult>
export async function recordPayment(
  db: Kysely<Database>,
  input: PaymentInput,
  now = new Date(),
  { review = false }: WriteOptions = {},
): Promise<LedgerResult> {
  if (input.utr) {
    const first = await firstWithUtr(db, input.utr)
    if (first) return { ok: false, reason: 'duplicate-utr', first }
  }
  try {
    let earliest: string | undefined
    const result = await writeOrRehearse(
      db,
      input.enrolmentId,
      async (trx, account) => {
        const today = istToday(now)
        const enrolledOn = account.enrolledOn
        const problem = paymentDayProblem(input.onDay, { today, enrolledOn, ownerNote: input.backdateNote ?? null })
        if (problem) {
          earliest = earliestPaymentDay(today, enrolledOn)
          return problem
        }
        const closed = takesNoMoney(account)
        if (closed) return closed
        if (input.amountPaise > account.balancePaise) return 'too-much' as const
        if (account.studentState !== input.studentState || !account.payToken) {
          await ensurePlan(trx, account, input.by, now)
          await trx
            .updateTable('fee_plans')
            .set({ student_state: input.studentState, updated_at: now.toISOString(), updated_by: input.by })
            .where('enrolment_id', '=', account.enrolmentId)
            .execute()
        }
        const entry = await insertEntry(
          trx,
          {
            account,
            kind: 'payment',
            amountPaise: input.amountPaise,
            tax: taxParts(splitGst(input.amountPaise, input.studentState)),
            onDay: input.onDay,
            method: input.method,
            utr: input.utr,
            placeOfSupply: input.studentState,
            reversesId: null,
            creditsId: null,
            reason: null,
            reasonCode: null,
            exceptionNote: input.backdateNote ?? null,
            by: input.by,
            source: input.source ?? 'staff',
            externalId: input.externalId ?? null,
          },
          now,
        )
        if (input.utr) await trx.insertInto('payment_utrs').values({ utr: input.utr, payment_id: entry.id }).execute()
        if (input.reportId) {
          const marked = await trx
            .updateTable('pay_reports')
            .set({ status: 'confirmed', payment_id: entry.id, decided_at: now.toISOString(), decided_by: input.by })
            .where('id', '=', input.reportId)
            .where('enrolment_id', '=', account.enrolmentId)
            .where('status', '=', 'pending')
            .executeTakeFirst()
          if (Number(marked.numUpdatedRows) === 0) throw new ReportSettled()
        }
        if (input.statementLineId) {
          const marked = await trx
            .updateTable('bank_statement_lines')
            .set({ status: 'recorded', payment_id: entry.id, decided_at: now.toISOString(), decided_by: input.by })
            .where('id', '=', input.statementLineId)
            .where('status', '=', 'open')
            .executeTakeFirst()
          if (Number(marked.numUpdatedRows) === 0) throw new LineSettled()
        }
        return entry
      },
      review,
    )
    if (typeof result === 'string' && earliest) return { ok: false, reason: result as PaymentDayProblem, earliest }
    return settled(result)
  } catch (error) {
    if (error instanceof ReportSettled) return { ok: false, reason: 'report-settled' }
    if (error instanceof LineSettled) return { ok: false, reason: 'line-settled' }
    if (input.utr && isUniqueViolation(error)) {
      const first = await firstWithUtr(db, input.utr)
      if (first) return { ok: false, reason: 'duplicate-utr', first }
    }
    throw error
  }
}

/**
 * Reverses a payment recorded in error: a credit note for the whole of it, naming its invoice and reversing exactly
 * its tax; its UTR may then be recorded again. Refused once anything was refunded of it, and a second time.
 */
export interface CancelInput {
  paymentId: string
  reasonCode: CancellationReason
  /** Staff's own note: kept in the ledger, never shown to the student. */
  note: string
  by: string
}

export async function cancelPayment(db: Kysely<Database>, input: CancelInput, now?: Date): Promise<Issued>
export async function cancelPayment(
  db: Kysely<Database>,
  input: CancelInput,
  now: Date,
  options: WriteOptions,
): Promise<LedgerResult>
export async function cancelPayment(
  db: Kysely<Database>,
  { paymentId, reasonCode, note, by }: CancelInput,
  now = new Date(),
  { review = false }: WriteOptions = {},
): Promise<LedgerResult> {
  const payment = await db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirst()
  if (!payment?.enrolment_id) return { ok: false, reason: 'unknown' }
  if (payment.kind !== 'payment') return { ok: false, reason: 'not-payment' }
  try {
    const result = await writeOrRehearse(
      db,
      payment.enrolment_id,
      async (trx, account) => {
        const invoice = account.entries.find((e) => e.id === paymentId)!
        if (invoice.standing!.cancelled) return 'already-cancelled' as const
        if (!invoice.standing!.cancellable) return 'already-refunded' as const
        const entry = await insertEntry(
          trx,
          {
            account,
            kind: 'cancellation',
            amountPaise: -invoice.amountPaise,
            tax: creditTax(invoice, [], invoice.amountPaise),
            onDay: istToday(now),
            method: invoice.method,
            utr: null,
            placeOfSupply: invoice.placeOfSupply,
            reversesId: paymentId,
            creditsId: paymentId,
            reason: note,
            reasonCode,
            exceptionNote: null,
            by,
            source: 'staff',
            externalId: null,
          },
          now,
        )
        await trx.deleteFrom('payment_utrs').where('payment_id', '=', paymentId).execute()
        return entry
      },
      review,
    )
    return settled(result)
  } catch (error) {
    // reverses_id is unique: a second cancellation racing the first is refused by the store.
    if (isUniqueViolation(error)) return { ok: false, reason: 'already-cancelled' }
    throw error
  }
}

/** The refund policy: a full refund when asked within 14 days of the batch's start, the start being day 1. */
export const REFUND_WINDOW_DAYS = 14

export function refundWindow(startsOn: string, today: string): { lastDay: string; inside: boolean } {
  const last = new Date(`${startsOn}T00:00:00Z`)
  last.setUTCDate(last.getUTCDate() + REFUND_WINDOW_DAYS - 1)
  const lastDay = last.toISOString().slice(0, 10)
  return { lastDay, inside: today <= lastDay }
}

export interface RefundInput {
  enrolmentId: string
  amountPaise: number
  method: PaymentMethod
  utr: string | null
  reasonCode: RefundReason
  /** Staff's own note: kept in the ledger, never shown to the student. */
  note: string
  /** An owner's approval of a withdrawal refund outside the window; required then. */
  exceptionNote: string | null
  /** Whether the refund withdraws the student (a refund of a later discount does not). */
  withdraw: boolean
  by: string
  actorName: string
}

/**
 * Records money paid back, in one transaction with what it implies: one credit note per payment it returns (the
 * newest first, each naming its invoice and reversing that invoice's tax kinds), and, when it withdraws the student,
 * the withdrawal, the seat offered to the first waiting and the lead closed. At most what is held. A withdrawal outside
 * the policy's window needs an owner's exception note, unless the batch was cancelled.
 */
export async function recordRefund(db: Kysely<Database>, input: RefundInput, now?: Date): Promise<Issued>
export async function recordRefund(
  db: Kysely<Database>,
  input: RefundInput,
  now: Date,
  options: WriteOptions,
): Promise<LedgerResult>
export async function recordRefund(
  db: Kysely<Database>,
  input: RefundInput,
  now = new Date(),
  { review = false }: WriteOptions = {},
): Promise<LedgerResult> {
  let lastDay = ''
  let withdrawError = ''
  const result = await writeOrRehearse(
    db,
    input.enrolmentId,
    async (trx, account) => {
      const window = refundWindow(account.startsOn, istToday(now))
      const policyApplies = input.withdraw && account.batchStatus !== 'cancelled'
      if (policyApplies && !window.inside && !input.exceptionNote) {
        lastDay = window.lastDay
        return 'outside-window' as const
      }
      if (account.netPaise <= 0) return 'no-payments' as const
      const parts = refundAllocation(account.payments, input.amountPaise)
      if (!parts) return 'too-much' as const
      const written: Written[] = []
      for (const part of parts) {
        const invoice = account.entries.find((e) => e.id === part.payment.id)!
        const earlier = account.entries.filter((e) => e.creditsId === invoice.id)
        written.push(
          await insertEntry(
            trx,
            {
              account,
              kind: 'refund',
              amountPaise: -part.amountPaise,
              tax: creditTax(invoice, earlier, part.amountPaise),
              onDay: istToday(now),
              method: input.method,
              utr: input.utr,
              placeOfSupply: invoice.placeOfSupply,
              reversesId: null,
              creditsId: invoice.id,
              reason: input.note,
              reasonCode: input.reasonCode,
              exceptionNote: policyApplies && !window.inside ? input.exceptionNote : null,
              by: input.by,
              source: 'staff',
              externalId: null,
            },
            now,
          ),
        )
      }
      if (input.withdraw && account.state !== 'withdrawn') {
        const withdrawn = await withdrawWithin(trx, account.enrolmentId, { name: input.actorName }, now)
        if (!withdrawn.ok) throw new WithdrawRefused(withdrawn.error)
      }
      return written
    },
    review,
  ).catch((error: unknown) => {
    if (!(error instanceof WithdrawRefused)) throw error
    withdrawError = error.message
    return 'withdraw-refused' as const
  })
  if (result === 'outside-window') return { ok: false, reason: 'outside-window', lastDay }
  if (result === 'withdraw-refused') return { ok: false, reason: 'withdraw-refused', message: withdrawError }
  return settled(result)
}

class WithdrawRefused extends Error {}
