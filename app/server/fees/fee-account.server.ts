import type { Kysely } from 'kysely'
import type { Database } from '~/server/db/schema.server'
import type { PaymentTable } from '~/server/db/schema-fees.server'
import { readCatalogue } from '~/server/catalogue/store.server'
import { isGstStateCode } from '~/lib/gst'
import type { GstStateCode } from '~/content/gst-states'

/** One instalment of a fee plan: an amount due by a day. */
export interface Instalment {
  amountPaise: number
  dueOn: string
}

export interface FeeEntry {
  id: string
  kind: PaymentTable['kind']
  amountPaise: number
  onDay: string
  method: PaymentTable['method']
  utr: string | null
  documentNumber: string
  taxInvoice: boolean
  reversesId: string | null
  reason: string | null
  createdBy: string
  /** Whether a cancellation already reverses this payment. */
  cancelled: boolean
}

/**
 * A student's fee as the pay page and the staff side read it: who, which batch, the fee and its plan, every ledger
 * entry, what has been received (payments less cancellations and refunds), the balance and the next instalment due.
 */
export interface FeeAccount {
  enrolmentId: string
  submissionId: string
  reference: string
  state: string
  name: string
  email: string
  courseTitle: string
  batchCode: string
  startsOn: string
  feePaise: number
  discountPaise: number
  discountReason: string | null
  instalments: Instalment[]
  studentState: GstStateCode | null
  payToken: string | null
  entries: FeeEntry[]
  receivedPaise: number
  refundedPaise: number
  balancePaise: number
  /** The first instalment not yet covered by what was received, with what is left of it. */
  nextDue: { amountPaise: number; dueOn: string } | null
}

/** The plan when staff set none: the whole fee less any discount, due the day before the batch starts. */
export function defaultInstalments(feePaise: number, discountPaise: number, startsOn: string): Instalment[] {
  const day = new Date(`${startsOn}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() - 1)
  return [{ amountPaise: feePaise - discountPaise, dueOn: day.toISOString().slice(0, 10) }]
}

/** An enrolment's instalments: its stored plan, or the default plan when staff set none. */
export function planInstalments(
  stored: string | null | undefined,
  feePaise: number,
  discountPaise: number,
  startsOn: string,
): Instalment[] {
  return stored ? (JSON.parse(stored) as Instalment[]) : defaultInstalments(feePaise, discountPaise, startsOn)
}

/** What is still due of each instalment once `receivedPaise` is applied to them in order. */
export function nextInstalmentDue(
  instalments: readonly Instalment[],
  receivedPaise: number,
): { amountPaise: number; dueOn: string } | null {
  let covered = receivedPaise
  for (const instalment of instalments) {
    if (covered >= instalment.amountPaise) {
      covered -= instalment.amountPaise
      continue
    }
    return { amountPaise: instalment.amountPaise - covered, dueOn: instalment.dueOn }
  }
  return null
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
      's.name',
      's.email',
      'b.code as batchCode',
      'b.course_id as courseId',
      'p.discount_paise as discountPaise',
      'p.discount_reason as discountReason',
      'p.instalments',
      'p.student_state as studentState',
      'p.pay_token as payToken',
    ])
  query = 'token' in where ? query.where('p.pay_token', '=', where.token) : query.where('e.id', '=', where.enrolmentId)
  return query.executeTakeFirst()
}

/** A student's fee account by enrolment (staff) or by pay token (the student's /pay page); undefined when unknown. */
export async function feeAccount(
  db: Kysely<Database>,
  where: { enrolmentId: string } | { token: string },
): Promise<FeeAccount | undefined> {
  const row = await accountWhere(db, where)
  if (!row) return undefined
  const rows = await db
    .selectFrom('payments')
    .selectAll()
    .where('enrolment_id', '=', row.enrolmentId)
    .orderBy('created_at')
    .execute()
  const cancelledIds = new Set(rows.filter((r) => r.kind === 'cancellation').map((r) => r.reverses_id))
  const entries: FeeEntry[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    amountPaise: r.amount_paise,
    onDay: r.on_day,
    method: r.method,
    utr: r.utr,
    documentNumber: r.document_number,
    taxInvoice: r.tax_invoice === 1,
    reversesId: r.reverses_id,
    reason: r.reason,
    createdBy: r.created_by,
    cancelled: cancelledIds.has(r.id),
  }))
  const sum = (kinds: FeeEntry['kind'][]) =>
    entries.filter((e) => kinds.includes(e.kind)).reduce((total, e) => total + e.amountPaise, 0)
  const receivedPaise = sum(['payment', 'cancellation'])
  const refundedPaise = -sum(['refund'])
  const discountPaise = row.discountPaise ?? 0
  const instalments = planInstalments(row.instalments, row.feePaise, discountPaise, row.startsOn)
  const withdrawn = row.state === 'withdrawn'
  const balancePaise = withdrawn ? 0 : row.feePaise - discountPaise - receivedPaise
  return {
    enrolmentId: row.enrolmentId,
    submissionId: row.submissionId,
    reference: row.reference,
    state: row.state,
    name: row.name,
    email: row.email,
    courseTitle: await courseTitleOf(db, row.courseId),
    batchCode: row.batchCode,
    startsOn: row.startsOn,
    feePaise: row.feePaise,
    discountPaise,
    discountReason: row.discountReason ?? null,
    instalments,
    studentState: row.studentState && isGstStateCode(row.studentState) ? row.studentState : null,
    payToken: row.payToken ?? null,
    entries,
    receivedPaise,
    refundedPaise,
    balancePaise,
    nextDue: withdrawn ? null : nextInstalmentDue(instalments, receivedPaise),
  }
}

export interface FeeBalance {
  balancePaise: number
  next: { amountPaise: number; dueOn: string } | null
}

/** Each enrolment's balance and next instalment, in two queries whatever the count (the roster, the ledger). */
export async function feeBalances(
  db: Kysely<Database>,
  enrolmentIds: readonly string[],
): Promise<Map<string, FeeBalance>> {
  const balances = new Map<string, FeeBalance>()
  if (enrolmentIds.length === 0) return balances
  const rows = await db
    .selectFrom('enrolments as e')
    .leftJoin('fee_plans as p', 'p.enrolment_id', 'e.id')
    .select([
      'e.id',
      'e.fee_paise as feePaise',
      'e.starts_on as startsOn',
      'p.discount_paise as discountPaise',
      'p.instalments',
    ])
    .where('e.id', 'in', enrolmentIds)
    .execute()
  const sums = await db
    .selectFrom('payments')
    .select(['enrolment_id', (eb) => eb.fn.sum<number | string>('amount_paise').as('total')])
    .where('kind', 'in', ['payment', 'cancellation'])
    .where('enrolment_id', 'in', enrolmentIds)
    .groupBy('enrolment_id')
    .execute()
  const received = new Map(sums.map((s) => [s.enrolment_id, Number(s.total)]))
  for (const row of rows) {
    const discount = row.discountPaise ?? 0
    const paid = received.get(row.id) ?? 0
    const instalments = planInstalments(row.instalments, row.feePaise, discount, row.startsOn)
    balances.set(row.id, { balancePaise: row.feePaise - discount - paid, next: nextInstalmentDue(instalments, paid) })
  }
  return balances
}
