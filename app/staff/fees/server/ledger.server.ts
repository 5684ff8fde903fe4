import type { Kysely, Transaction } from 'kysely'
import { sql } from 'kysely'
import { HOME_STATE, type GstStateCode } from '~/content/gst-states'
import { documentNumber, financialYearOf, splitGst, type DocumentSeries } from '~/lib/gst'
import { istToday } from '~/lib/ist'
import { isUniqueViolation } from '~/server/db/errors.server'
import type { Database } from '~/server/db/schema.server'
import type { PaymentKind, PaymentMethod } from '~/server/db/schema-fees.server'
import { feeAccount, type FeeAccount } from '~/server/fees/fee-account.server'
import { paymentSettings } from '~/server/fees/payment-settings.server'
import { mailQueued, queueMail } from '~/server/outbox.server'
import { leadSourceOf, recordGoal } from '~/server/analytics/goals.server'

/**
 * The fees ledger's write side. Entries are inserted, never changed: a payment, a cancellation that reverses one, a
 * refund. Each takes the next number of its series for the financial year of its day (an upsert that locks the
 * series' row until the transaction ends, so numbers are consecutive and unique however many servers record at once,
 * and a failed entry gives its number back), stores the document's content as it will print, and queues its mail in
 * the same transaction. How the money arrived (staff typing it, a gateway's webhook later) is only `source`.
 */

export interface PaymentInput {
  enrolmentId: string
  amountPaise: number
  onDay: string
  method: PaymentMethod
  utr: string | null
  studentState: GstStateCode
  by: string
  source?: 'staff' | 'gateway'
  externalId?: string | null
}

export type LedgerResult =
  | { ok: true; id: string; documentNumber: string }
  | { ok: false; reason: 'unknown' | 'too-much' | 'withdrawn' | 'not-payment' | 'already-cancelled' | 'no-payments' }
  | { ok: false; reason: 'duplicate-utr'; first: { documentNumber: string; reference: string; onDay: string } }
  | { ok: false; reason: 'outside-window'; lastDay: string }

/** Takes the next number of a series for a financial year, inside the entry's transaction. */
export async function nextDocumentNumber(
  trx: Transaction<Database>,
  series: DocumentSeries,
  financialYear: string,
): Promise<string> {
  const { rows } = await sql<{ last_number: number }>`
    insert into document_series (series, financial_year, last_number) values (${series}, ${financialYear}, 1)
    on conflict (series, financial_year) do update set last_number = document_series.last_number + 1
    returning last_number`.execute(trx)
  return documentNumber(series, financialYear, Number(rows[0]!.last_number))
}

async function firstWithUtr(db: Kysely<Database>, utr: string) {
  return db
    .selectFrom('payment_utrs as u')
    .innerJoin('payments as p', 'p.id', 'u.payment_id')
    .select(['p.document_number as documentNumber', 'p.reference', 'p.on_day as onDay'])
    .where('u.utr', '=', utr)
    .executeTakeFirst()
}

interface EntryValues {
  account: FeeAccount
  kind: PaymentKind
  amountPaise: number
  onDay: string
  method: PaymentMethod
  utr: string | null
  placeOfSupply: GstStateCode
  reversesId: string | null
  reason: string | null
  exceptionNote: string | null
  by: string
  source: 'staff' | 'gateway'
  externalId: string | null
}

async function insertEntry(trx: Transaction<Database>, values: EntryValues, now: Date) {
  const financialYear = financialYearOf(values.onDay)
  const number = await nextDocumentNumber(trx, values.kind === 'payment' ? 'invoice' : 'creditNote', financialYear)
  const split = splitGst(values.amountPaise, values.placeOfSupply)
  const gstin = paymentSettings().gstin ?? null
  const id = crypto.randomUUID()
  await trx
    .insertInto('payments')
    .values({
      id,
      enrolment_id: values.account.enrolmentId,
      reference: values.account.reference,
      kind: values.kind,
      amount_paise: values.amountPaise,
      on_day: values.onDay,
      method: values.method,
      utr: values.utr,
      document_number: number,
      financial_year: financialYear,
      tax_invoice: gstin ? 1 : 0,
      gstin,
      taxable_paise: split.taxablePaise,
      cgst_paise: split.cgstPaise,
      sgst_paise: split.sgstPaise,
      igst_paise: split.igstPaise,
      place_of_supply: values.placeOfSupply,
      recipient_name: values.account.name,
      course_title: values.account.courseTitle,
      batch_code: values.account.batchCode,
      reverses_id: values.reversesId,
      reason: values.reason,
      exception_note: values.exceptionNote,
      source: values.source,
      external_id: values.externalId,
      created_at: now.toISOString(),
      created_by: values.by,
    })
    .execute()
  await queueMail(
    trx,
    { kind: 'fee-document', submissionId: values.account.submissionId, paymentId: id, to: values.account.email },
    now,
  )
  // The funnel's paid step and rupees (decision 021): a payment adds, a cancellation or refund takes back.
  await recordGoal(trx, {
    goal: 'payment',
    source: await leadSourceOf(trx, values.account.submissionId),
    amountPaise: values.amountPaise,
    at: now,
  })
  return { id, number }
}

/**
 * Records money received. Refused: more than the balance, an enrolment that was withdrawn, a UTR already recorded (the
 * first payment named, also when two servers race with the same UTR: the bank reference's row decides).
 */
export async function recordPayment(
  db: Kysely<Database>,
  input: PaymentInput,
  now = new Date(),
): Promise<LedgerResult> {
  const account = await feeAccount(db, { enrolmentId: input.enrolmentId })
  if (!account) return { ok: false, reason: 'unknown' }
  if (input.utr) {
    const first = await firstWithUtr(db, input.utr)
    if (first) return { ok: false, reason: 'duplicate-utr', first }
  }
  try {
    const result = await db.transaction().execute(async (trx) => {
      // The balance is read under the enrolment's lock, so two staff recording the last part at once cannot both pass.
      const held = await lockEnrolment(trx, account.enrolmentId)
      if (held !== 'ok') return held
      if (input.amountPaise > account.feePaise - account.discountPaise - (await receivedIn(trx, account.enrolmentId)))
        return 'too-much' as const
      await saveStudentState(trx, account, input.studentState, input.by, now)
      const entry = await insertEntry(
        trx,
        {
          account,
          kind: 'payment',
          amountPaise: input.amountPaise,
          onDay: input.onDay,
          method: input.method,
          utr: input.utr,
          placeOfSupply: input.studentState,
          reversesId: null,
          reason: null,
          exceptionNote: null,
          by: input.by,
          source: input.source ?? 'staff',
          externalId: input.externalId ?? null,
        },
        now,
      )
      if (input.utr) await trx.insertInto('payment_utrs').values({ utr: input.utr, payment_id: entry.id }).execute()
      return entry
    })
    if (typeof result === 'string') return { ok: false, reason: result }
    mailQueued()
    return { ok: true, id: result.id, documentNumber: result.number }
  } catch (error) {
    if (input.utr && isUniqueViolation(error)) {
      const first = await firstWithUtr(db, input.utr)
      if (first) return { ok: false, reason: 'duplicate-utr', first }
    }
    throw error
  }
}

/**
 * Holds the enrolment's row until the transaction ends and says whether money can still be taken for it. An update
 * that changes nothing is the lock on both engines: PostgreSQL locks the row, SQLite takes its one write lock.
 */
async function lockEnrolment(trx: Transaction<Database>, enrolmentId: string): Promise<'ok' | 'unknown' | 'withdrawn'> {
  const row = await trx
    .updateTable('enrolments')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', enrolmentId)
    .returning('state')
    .executeTakeFirst()
  if (!row) return 'unknown'
  return row.state === 'withdrawn' ? 'withdrawn' : 'ok'
}

/** Payments less cancellations (and refunds, when asked), as the transaction sees them. */
async function receivedIn(
  trx: Transaction<Database>,
  enrolmentId: string,
  kinds: PaymentKind[] = ['payment', 'cancellation'],
): Promise<number> {
  const row = await trx
    .selectFrom('payments')
    .select((eb) => eb.fn.sum<number | string | null>('amount_paise').as('total'))
    .where('enrolment_id', '=', enrolmentId)
    .where('kind', 'in', kinds)
    .executeTakeFirst()
  return Number(row?.total ?? 0)
}

/** Reverses a payment recorded by mistake: a credit note for the same amount; its UTR may then be recorded again. */
export async function cancelPayment(
  db: Kysely<Database>,
  { paymentId, reason, by }: { paymentId: string; reason: string; by: string },
  now = new Date(),
): Promise<LedgerResult> {
  const payment = await db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirst()
  if (!payment?.enrolment_id) return { ok: false, reason: 'unknown' }
  if (payment.kind !== 'payment') return { ok: false, reason: 'not-payment' }
  const account = await feeAccount(db, { enrolmentId: payment.enrolment_id })
  if (!account) return { ok: false, reason: 'unknown' }
  if (account.entries.some((e) => e.reversesId === paymentId)) return { ok: false, reason: 'already-cancelled' }
  try {
    const result = await db.transaction().execute(async (trx) => {
      const entry = await insertEntry(
        trx,
        {
          account,
          kind: 'cancellation',
          amountPaise: -payment.amount_paise,
          onDay: istToday(now),
          method: payment.method,
          utr: null,
          placeOfSupply: payment.place_of_supply as GstStateCode,
          reversesId: paymentId,
          reason,
          exceptionNote: null,
          by,
          source: 'staff',
          externalId: null,
        },
        now,
      )
      await trx.deleteFrom('payment_utrs').where('payment_id', '=', paymentId).execute()
      return entry
    })
    mailQueued()
    return { ok: true, id: result.id, documentNumber: result.number }
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
  reason: string
  /** An owner's approval of a refund outside the window; required then, and only an owner may give it. */
  exceptionNote: string | null
  by: string
}

/**
 * Records a refund paid back: at most what was received, a credit note, and (after it) the enrolment withdrawn by the
 * caller, which frees the seat. Outside the policy's window only with an owner's exception note.
 */
export async function recordRefund(db: Kysely<Database>, input: RefundInput, now = new Date()): Promise<LedgerResult> {
  const account = await feeAccount(db, { enrolmentId: input.enrolmentId })
  if (!account) return { ok: false, reason: 'unknown' }
  const window = refundWindow(account.startsOn, istToday(now))
  if (!window.inside && !input.exceptionNote) return { ok: false, reason: 'outside-window', lastDay: window.lastDay }
  const result = await db.transaction().execute(async (trx) => {
    if ((await lockEnrolment(trx, account.enrolmentId)) === 'unknown') return 'unknown' as const
    const net = await receivedIn(trx, account.enrolmentId, ['payment', 'cancellation', 'refund'])
    if (net <= 0) return 'no-payments' as const
    if (input.amountPaise > net) return 'too-much' as const
    return insertEntry(
      trx,
      {
        account,
        kind: 'refund',
        amountPaise: -input.amountPaise,
        onDay: istToday(now),
        method: input.method,
        utr: input.utr,
        placeOfSupply: account.studentState ?? HOME_STATE,
        reversesId: null,
        reason: input.reason,
        exceptionNote: window.inside ? null : input.exceptionNote,
        by: input.by,
        source: 'staff',
        externalId: null,
      },
      now,
    )
  })
  if (typeof result === 'string') return { ok: false, reason: result }
  mailQueued()
  return { ok: true, id: result.id, documentNumber: result.number }
}

async function saveStudentState(
  trx: Transaction<Database>,
  account: FeeAccount,
  state: GstStateCode,
  by: string,
  now: Date,
): Promise<void> {
  if (account.studentState === state && account.payToken) return
  await ensurePlan(trx, account, by, now)
  await trx
    .updateTable('fee_plans')
    .set({ student_state: state, updated_at: now.toISOString(), updated_by: by })
    .where('enrolment_id', '=', account.enrolmentId)
    .execute()
}

/** Gives an enrolment its plan row (the default plan and a fresh pay token) when it has none. */
export async function ensurePlan(
  db: Kysely<Database>,
  account: Pick<FeeAccount, 'enrolmentId' | 'instalments' | 'discountPaise' | 'payToken'>,
  by: string,
  now: Date,
): Promise<string> {
  if (account.payToken) return account.payToken
  const token = Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString('base64url')
  await db
    .insertInto('fee_plans')
    .values({
      enrolment_id: account.enrolmentId,
      discount_paise: account.discountPaise,
      discount_reason: null,
      instalments: JSON.stringify(account.instalments),
      student_state: null,
      pay_token: token,
      updated_at: now.toISOString(),
      updated_by: by,
    })
    .onConflict((oc) => oc.column('enrolment_id').doNothing())
    .execute()
  const row = await db
    .selectFrom('fee_plans')
    .select('pay_token')
    .where('enrolment_id', '=', account.enrolmentId)
    .executeTakeFirstOrThrow()
  return row.pay_token
}
