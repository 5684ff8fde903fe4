import type { Kysely, Transaction } from 'kysely'
import { sql } from 'kysely'
import type { GstStateCode } from '~/content/gst-states'
import { documentNumber, financialYearOf, type DocumentSeries } from '~/lib/gst'
import { lockEnrolment } from '~/staff/shell/server/row-locks.server'
import type { Database } from '~/server/db/schema.server'
import type { PaymentKind, PaymentMethod, PaymentTable } from '~/server/db/schema-fees.server'
import { accountViolations, type TaxParts } from '~/server/fees/account'
import { accountInputs, feeAccount, type FeeAccount } from '~/server/fees/fee-account.server'
import { paymentSettings } from '~/server/fees/payment-settings.server'
import { queueMail } from '~/server/outbox.server'
import { recordGoal } from '~/server/analytics/goals.server'
import { leadSourceOf } from '~/staff/shell/server/lead-source.server'

// The ledger's one way in (decision 024): a write runs in a transaction that first locks the enrolment's row (after its
// batch's: one lock order, app/staff/shell/server/row-locks.server.ts), reads the account as the transaction sees it, writes,
// and reads it again to check every rule of the fee account (app/server/fees/account.ts). A write that would break one is rolled back whole, whoever called it.

/** Thrown inside a ledger transaction when the account would break a rule; the transaction rolls back. */
export class AccountRuleError extends Error {
  constructor(readonly violations: string[]) {
    super(`The fee account would break its rules: ${violations.join('; ')}.`)
  }
}

/** The account's rules, checked as the transaction sees the stored rows (the money alone: no names or titles read). */
export async function assertAccountHolds(trx: Transaction<Database>, enrolmentId: string): Promise<void> {
  const account = (await accountInputs(trx, [enrolmentId])).get(enrolmentId)
  if (!account) return
  const broken = accountViolations(account)
  if (broken.length > 0) throw new AccountRuleError(broken)
}

/**
 * Runs `write` in a transaction under the enrolment's lock with the account as it stands, then checks the account's
 * rules before committing. `write` returns a refusal (a string) to write nothing.
 */
export async function withAccount<T>(
  db: Kysely<Database>,
  enrolmentId: string,
  write: (trx: Transaction<Database>, account: FeeAccount) => Promise<T>,
  /** Runs last inside the transaction, once the rules hold (a rehearsal reads what was written, then throws). */
  after?: (trx: Transaction<Database>, result: T) => Promise<void>,
): Promise<T | 'unknown'> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockEnrolment(trx, enrolmentId))) return 'unknown' as const
    const account = await feeAccount(trx, { enrolmentId })
    if (!account) return 'unknown' as const
    const result = await write(trx, account)
    if (typeof result !== 'string') {
      await assertAccountHolds(trx, enrolmentId)
      await after?.(trx, result)
    }
    return result
  })
}

/** What a write would issue, read inside its transaction before it is rolled back (the review step). */
export class Rehearsal extends Error {
  constructor(readonly rows: PaymentTable[]) {
    super('A rehearsal: rolled back on purpose.')
  }
}

/**
 * Runs a ledger write for real, or (`rehearse`) in full and then rolled back, answering with the rows it would have
 * written: the numbers, amounts and tax exactly as they would be issued at that moment, with every refusal the real
 * write would give.
 */
export async function writeOrRehearse<T extends Written | Written[] | string>(
  db: Kysely<Database>,
  enrolmentId: string,
  write: (trx: Transaction<Database>, account: FeeAccount) => Promise<T>,
  rehearse: boolean,
): Promise<T | 'unknown' | Rehearsal> {
  const readBack = async (trx: Transaction<Database>, result: T) => {
    if (typeof result === 'string') return
    const ids = (Array.isArray(result) ? result : [result]).map((w) => w.id)
    const rows = await trx
      .selectFrom('payments')
      .selectAll()
      .where('id', 'in', ids)
      .orderBy('document_number')
      .execute()
    throw new Rehearsal(rows)
  }
  try {
    return await withAccount(db, enrolmentId, write, rehearse ? readBack : undefined)
  } catch (error) {
    if (error instanceof Rehearsal) return error
    throw error
  }
}

export interface Written {
  id: string
  number: string
}

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

export interface EntryValues {
  account: FeeAccount
  kind: PaymentKind
  amountPaise: number
  tax: TaxParts
  onDay: string
  method: PaymentMethod
  utr: string | null
  placeOfSupply: GstStateCode | string
  /** The payment a cancellation reverses (unique) and the payment any credit note adjusts. */
  reversesId: string | null
  creditsId: string | null
  reason: string | null
  reasonCode: string | null
  exceptionNote: string | null
  by: string
  source: 'staff' | 'gateway'
  externalId: string | null
}

/** Inserts one entry with its document's number and content, its mail and its funnel goal. */
export async function insertEntry(trx: Transaction<Database>, values: EntryValues, now: Date): Promise<Written> {
  const financialYear = financialYearOf(values.onDay)
  const number = await nextDocumentNumber(trx, values.kind === 'payment' ? 'invoice' : 'creditNote', financialYear)
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
      taxable_paise: values.tax.taxablePaise,
      cgst_paise: values.tax.cgstPaise,
      sgst_paise: values.tax.sgstPaise,
      igst_paise: values.tax.igstPaise,
      round_off_paise: values.tax.roundOffPaise,
      place_of_supply: values.placeOfSupply,
      recipient_name: values.account.name,
      course_title: values.account.courseTitle,
      batch_code: values.account.batchCode,
      reverses_id: values.reversesId,
      credits_id: values.creditsId,
      reason: values.reason,
      reason_code: values.reasonCode,
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
  // The funnel's rupees (decision 021): a payment adds, a cancellation or refund takes back.
  await recordGoal(trx, {
    goal: 'payment',
    source: await leadSourceOf(trx, values.account.submissionId),
    amountPaise: values.amountPaise,
    at: now,
  })
  return { id, number }
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
