import type { Kysely } from 'kysely'
import type { Database } from '~/server/db/schema.server'
import type { PaymentTable } from '~/server/db/schema-fees.server'
import { readCatalogue } from '~/server/catalogue/read.server'
import { isGstStateCode } from '~/lib/gst'
import { istDate, istToday } from '~/lib/ist'
import type { GstStateCode } from '~/content/gst-states'
import type { EnrolmentState } from '~/lib/batch-states'
import {
  accountFigures,
  holdsSeat,
  isOverdue,
  defaultInstalments,
  type AccountEntry,
  type AccountFigures,
  type AccountInput,
  type Instalment,
  type PaymentStanding,
} from './account'

export type { Instalment } from './account'

/** One ledger entry as the fee pages show it, with its payment's standing when it is a payment. */
export interface FeeEntry extends AccountEntry {
  method: PaymentTable['method']
  utr: string | null
  documentNumber: string
  taxInvoice: boolean
  reason: string | null
  reasonCode: string | null
  createdBy: string
  /** A payment's standing (null on a credit): cancelled, refunded, what is left, whether it can still be cancelled. */
  standing: PaymentStanding | null
}

/**
 * A student's fee as the pay page and the staff side read it: who, which batch, the fee and its plan, every ledger
 * entry, and the figures the fee account derives from them (decision 024).
 */
export interface FeeAccount extends AccountFigures {
  enrolmentId: string
  submissionId: string
  reference: string
  state: EnrolmentState
  batchStatus: string
  name: string
  email: string
  courseTitle: string
  batchCode: string
  startsOn: string
  /** The India day the enrolment was made: its financial year bounds the payment day. */
  enrolledOn: string
  feePaise: number
  discountPaise: number
  discountReason: string | null
  instalments: Instalment[]
  studentState: GstStateCode | null
  payToken: string | null
  entries: FeeEntry[]
}

/** An enrolment's instalments: its stored plan, or the default plan when staff set none. */
export function planInstalments(
  stored: string | null | undefined,
  feePaise: number,
  discountPaise: number,
  startsOn: string,
): Instalment[] {
  return stored ? (JSON.parse(stored) as Instalment[]) : defaultInstalments(feePaise - discountPaise, startsOn)
}

export async function courseTitleOf(db: Kysely<Database>, courseId: string): Promise<string> {
  const catalogue = await readCatalogue(db)
  const course = [...catalogue.bootcamps, ...catalogue.crashCourses].find((c) => c.id === courseId)
  return course?.title ?? courseId
}

async function accountWhere(db: Kysely<Database>, where: { enrolmentId: string } | { token: string }) {
  let query = db
    .selectFrom('enrolments as e')
    .innerJoin('batches as b', 'b.id', 'e.batch_id')
    .innerJoin('submissions as s', 's.id', 'e.submission_id')
    .leftJoin('fee_plans as p', 'p.enrolment_id', 'e.id')
    .select([
      'e.id as enrolmentId',
      'e.submission_id as submissionId',
      'e.reference',
      'e.state',
      'e.fee_paise as feePaise',
      'e.starts_on as startsOn',
      'e.created_at as createdAt',
      's.name',
      's.email',
      'b.code as batchCode',
      'b.course_id as courseId',
      'b.status as batchStatus',
      'p.discount_paise as discountPaise',
      'p.discount_reason as discountReason',
      'p.instalments',
      'p.student_state as studentState',
      'p.pay_token as payToken',
    ])
  query = 'token' in where ? query.where('p.pay_token', '=', where.token) : query.where('e.id', '=', where.enrolmentId)
  return query.executeTakeFirst()
}

/** A ledger row as the fee account's rules read it. */
export function accountEntry(r: PaymentTable): AccountEntry {
  return {
    id: r.id,
    kind: r.kind,
    amountPaise: Number(r.amount_paise),
    creditsId: r.credits_id,
    placeOfSupply: r.place_of_supply,
    onDay: r.on_day,
    taxablePaise: Number(r.taxable_paise),
    cgstPaise: Number(r.cgst_paise),
    sgstPaise: Number(r.sgst_paise),
    igstPaise: Number(r.igst_paise),
    roundOffPaise: Number(r.round_off_paise),
  }
}

/** An enrolment's ledger rows in the order they were written. */
export function entryRows(db: Kysely<Database>, enrolmentId: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('enrolment_id', '=', enrolmentId)
    .orderBy('created_at')
    .orderBy('document_number')
    .execute()
}

/**
 * A student's fee account by enrolment (staff) or by pay token (the student's /pay page); undefined when unknown. Pass
 * a transaction to read it as that transaction sees it (the ledger's writes do, under the enrolment's lock).
 */
export async function feeAccount(
  db: Kysely<Database>,
  where: { enrolmentId: string } | { token: string },
): Promise<FeeAccount | undefined> {
  const row = await accountWhere(db, where)
  if (!row) return undefined
  const rows = await entryRows(db, row.enrolmentId)
  const discountPaise = row.discountPaise ?? 0
  const instalments = planInstalments(row.instalments, row.feePaise, discountPaise, row.startsOn)
  const entries = rows.map(accountEntry)
  const figures = accountFigures({ feePaise: row.feePaise, discountPaise, instalments, state: row.state, entries })
  const standing = new Map(figures.payments.map((p) => [p.id, p]))
  return {
    ...figures,
    enrolmentId: row.enrolmentId,
    submissionId: row.submissionId,
    reference: row.reference,
    state: row.state,
    batchStatus: row.batchStatus,
    name: row.name,
    email: row.email,
    courseTitle: await courseTitleOf(db, row.courseId),
    batchCode: row.batchCode,
    startsOn: row.startsOn,
    enrolledOn: istDate(row.createdAt),
    feePaise: row.feePaise,
    discountPaise,
    discountReason: row.discountReason ?? null,
    instalments,
    studentState: row.studentState && isGstStateCode(row.studentState) ? row.studentState : null,
    payToken: row.payToken ?? null,
    entries: rows.map((r, i) => ({
      ...entries[i]!,
      method: r.method,
      utr: r.utr,
      documentNumber: r.document_number,
      taxInvoice: r.tax_invoice === 1,
      reason: r.reason,
      reasonCode: r.reason_code,
      createdBy: r.created_by,
      standing: standing.get(r.id) ?? null,
    })),
  }
}

/** Why money cannot be asked for or taken for this account now, if it cannot (decision 024). */
export function takesNoMoney(account: FeeAccount): 'withdrawn' | 'no-seat' | 'batch-cancelled' | null {
  if (account.state === 'withdrawn') return 'withdrawn'
  if (!holdsSeat(account.state)) return 'no-seat'
  if (account.batchStatus === 'cancelled') return 'batch-cancelled'
  return null
}

export interface FeeBalance {
  balancePaise: number
  netPaise: number
  next: Instalment | null
  /** The next instalment's day has passed with money still owed (India's day `today`). */
  overdue: boolean
}

/**
 * Each enrolment's account as the rules read it (fee, discount, plan, state, entries), in two queries whatever the
 * count: what the roster's balances and the ledger writes' rule check both start from.
 */
export async function accountInputs(
  db: Kysely<Database>,
  enrolmentIds: readonly string[],
): Promise<Map<string, AccountInput>> {
  const accounts = new Map<string, AccountInput>()
  if (enrolmentIds.length === 0) return accounts
  const rows = await db
    .selectFrom('enrolments as e')
    .leftJoin('fee_plans as p', 'p.enrolment_id', 'e.id')
    .select([
      'e.id',
      'e.state',
      'e.fee_paise as feePaise',
      'e.starts_on as startsOn',
      'p.discount_paise as discountPaise',
      'p.instalments',
    ])
    .where('e.id', 'in', enrolmentIds)
    .execute()
  const entries = await db
    .selectFrom('payments')
    .selectAll()
    .where('enrolment_id', 'in', enrolmentIds)
    .orderBy('created_at')
    .orderBy('document_number')
    .execute()
  const byEnrolment = new Map<string, AccountEntry[]>()
  for (const e of entries)
    byEnrolment.set(e.enrolment_id!, [...(byEnrolment.get(e.enrolment_id!) ?? []), accountEntry(e)])
  for (const row of rows) {
    const discountPaise = row.discountPaise ?? 0
    accounts.set(row.id, {
      feePaise: row.feePaise,
      discountPaise,
      instalments: planInstalments(row.instalments, row.feePaise, discountPaise, row.startsOn),
      state: row.state,
      entries: byEnrolment.get(row.id) ?? [],
    })
  }
  return accounts
}

/** Each enrolment's balance, what is held and the next instalment, in two queries whatever the count (roster, ledger). */
export async function feeBalances(
  db: Kysely<Database>,
  enrolmentIds: readonly string[],
  today = istToday(new Date()),
): Promise<Map<string, FeeBalance>> {
  const balances = new Map<string, FeeBalance>()
  for (const [id, account] of await accountInputs(db, enrolmentIds)) {
    const { balancePaise, netPaise, nextDue } = accountFigures(account)
    balances.set(id, { balancePaise, netPaise, next: nextDue, overdue: isOverdue(nextDue, today) })
  }
  return balances
}
