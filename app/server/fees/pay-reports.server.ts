import type { Kysely } from 'kysely'
import { payReportCopy } from '~/content/pay-report'
import { fillTemplate, formatDate } from '~/lib/format'
import { istToday } from '~/lib/ist'
import { addDays } from '~/lib/study-plan'
import { formatPaise } from '~/lib/money'
import type { PayReport } from '~/forms/pay-report.schema'
import { isUniqueViolation } from '~/server/db/errors.server'
import type { Database } from '~/server/db/schema.server'
import type { PayReportStatus } from '~/server/db/schema-fees.server'
import { mailQueued, queueMail } from '~/server/outbox.server'
import { siteLink } from '~/server/site-link.server'
import { pathTo } from '~/content/site-routes'
import { feeAccount, takesNoMoney } from './fee-account.server'

// "I have paid" (issue 55, part 2; decision 025): a student reports a UPI or bank payment on the pay page; staff
// confirm it (a payment through the ledger, app/staff/fees/server/pay-report-confirm.server.ts) or reject it with a
// reason the student reads here and by mail. A report never touches the ledger itself.

/** How far back a reported payment may be dated: older money is matched by staff from the statement. */
export const REPORT_MAX_AGE_DAYS = 60

/** A screenshot of the payment, already sniffed and within the upload limit by the caller. */
export interface ReportScreenshot {
  filename: string
  contentType: string
  data: Uint8Array
}

export type ReportRefusal =
  | { ok: false; reason: 'unknown' | 'withdrawn' | 'no-seat' | 'batch-cancelled' | 'future' | 'too-old' }
  | { ok: false; reason: 'too-much'; leftPaise: number }
  | { ok: false; reason: 'duplicate-utr'; where: 'payment' | 'report' }

export type ReportResult = { ok: true; id: string } | ReportRefusal

/** Where a UTR is already known: a recorded payment, a report waiting for staff, or nowhere. */
export async function utrKnown(db: Kysely<Database>, utr: string): Promise<'payment' | 'report' | null> {
  const paid = await db.selectFrom('payment_utrs').select('payment_id').where('utr', '=', utr).executeTakeFirst()
  if (paid) return 'payment'
  const pending = await db
    .selectFrom('pay_reports')
    .select('id')
    .where('utr', '=', utr)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  return pending ? 'report' : null
}

/**
 * Stores a student's report of a payment, by the pay page's token. Refused: an enrolment that takes no money
 * (withdrawn, waitlisted, in a cancelled batch), a day in the future or older than `REPORT_MAX_AGE_DAYS`, more than is
 * left to pay once the reports still waiting are counted, and a UTR already recorded or already waiting (also when two
 * reports race: one pending report per UTR is a unique index).
 */
export async function reportPayment(
  db: Kysely<Database>,
  token: string,
  report: PayReport,
  screenshot: ReportScreenshot | null,
  now = new Date(),
): Promise<ReportResult> {
  const account = await feeAccount(db, { token })
  if (!account) return { ok: false, reason: 'unknown' }
  const closed = takesNoMoney(account)
  if (closed) return { ok: false, reason: closed }
  const today = istToday(now)
  if (report.onDay > today) return { ok: false, reason: 'future' }
  if (report.onDay < addDays(today, -REPORT_MAX_AGE_DAYS)) return { ok: false, reason: 'too-old' }
  const where = await utrKnown(db, report.utr)
  if (where) return { ok: false, reason: 'duplicate-utr', where }
  const waiting = await db
    .selectFrom('pay_reports')
    .select((eb) => eb.fn.sum<number | string | null>('amount_paise').as('total'))
    .where('enrolment_id', '=', account.enrolmentId)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  const leftPaise = account.balancePaise - Number(waiting?.total ?? 0)
  if (report.amount > leftPaise) return { ok: false, reason: 'too-much', leftPaise: Math.max(0, leftPaise) }
  const id = crypto.randomUUID()
  try {
    await db
      .insertInto('pay_reports')
      .values({
        id,
        enrolment_id: account.enrolmentId,
        amount_paise: report.amount,
        on_day: report.onDay,
        utr: report.utr,
        status: 'pending',
        screenshot_name: screenshot?.filename ?? null,
        screenshot_type: screenshot?.contentType ?? null,
        screenshot: screenshot?.data ?? null,
        created_at: now.toISOString(),
        decided_at: null,
        decided_by: null,
        reject_reason: null,
        payment_id: null,
      })
      .execute()
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'duplicate-utr', where: 'report' }
    throw error
  }
  return { ok: true, id }
}

/** One report as its student sees it on the pay page, newest first. */
export interface StudentReport {
  id: string
  amountPaise: number
  onDay: string
  utr: string
  status: PayReportStatus
  rejectReason: string | null
  createdAt: string
}

export async function reportsOfEnrolment(db: Kysely<Database>, enrolmentId: string): Promise<StudentReport[]> {
  const rows = await db
    .selectFrom('pay_reports')
    .select(['id', 'amount_paise', 'on_day', 'utr', 'status', 'reject_reason', 'created_at'])
    .where('enrolment_id', '=', enrolmentId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    amountPaise: Number(r.amount_paise),
    onDay: r.on_day,
    utr: r.utr,
    status: r.status,
    rejectReason: r.reject_reason,
    createdAt: r.created_at,
  }))
}

/** How many of an enrolment's reports wait for staff (its fee page points to "To confirm"). */
export async function waitingReports(db: Kysely<Database>, enrolmentId: string): Promise<number> {
  const row = await db
    .selectFrom('pay_reports')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('enrolment_id', '=', enrolmentId)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/** A report waiting for staff, as the fee desk's "To confirm" list shows it (oldest first). */
export async function pendingReports(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('pay_reports as r')
    .innerJoin('enrolments as e', 'e.id', 'r.enrolment_id')
    .innerJoin('batches as b', 'b.id', 'e.batch_id')
    .innerJoin('submissions as s', 's.id', 'e.submission_id')
    .select([
      'r.id',
      'r.enrolment_id as enrolmentId',
      'r.amount_paise as amountPaise',
      'r.on_day as onDay',
      'r.utr',
      'r.created_at as createdAt',
      'r.screenshot_type as screenshotType',
      'e.reference',
      'b.code as batchCode',
      's.name',
    ])
    .where('r.status', '=', 'pending')
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute()
  return rows.map((r) => ({ ...r, amountPaise: Number(r.amountPaise), screenshot: r.screenshotType !== null }))
}

export type PendingReport = Awaited<ReturnType<typeof pendingReports>>[number]

/** A report's screenshot for staff, or undefined. */
export async function reportScreenshot(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('pay_reports')
    .select(['screenshot', 'screenshot_type as contentType', 'screenshot_name as filename'])
    .where('id', '=', id)
    .where('screenshot', 'is not', null)
    .executeTakeFirst()
}

export type RejectResult = { ok: true } | { ok: false; reason: 'unknown' | 'settled' }

/**
 * Rejects a waiting report with the reason the student reads on the pay page, and mails it to them (through the
 * outbox, in the same transaction). A report already confirmed or rejected is left as it is.
 */
export async function rejectReport(
  db: Kysely<Database>,
  input: { id: string; reason: string; by: string },
  now = new Date(),
): Promise<RejectResult> {
  const report = await db
    .selectFrom('pay_reports')
    .select(['enrolment_id', 'amount_paise', 'on_day', 'utr'])
    .where('id', '=', input.id)
    .executeTakeFirst()
  if (!report) return { ok: false, reason: 'unknown' }
  const account = await feeAccount(db, { enrolmentId: report.enrolment_id })
  if (!account) return { ok: false, reason: 'unknown' }
  const rejected = await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('pay_reports')
      .set({ status: 'rejected', reject_reason: input.reason, decided_at: now.toISOString(), decided_by: input.by })
      .where('id', '=', input.id)
      .where('status', '=', 'pending')
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) return false
    const values = {
      name: account.name,
      amount: formatPaise(Number(report.amount_paise)),
      date: formatDate(report.on_day),
      utr: report.utr,
      reference: account.reference,
      reason: input.reason,
      link: account.payToken ? siteLink(pathTo('pay', { token: account.payToken })) : '',
    }
    await queueMail(
      trx,
      {
        kind: 'message',
        to: account.email,
        subject: fillTemplate(payReportCopy.rejectedMail.subject, values),
        text: fillTemplate(payReportCopy.rejectedMail.text, values),
      },
      now,
    )
    return true
  })
  if (!rejected) return { ok: false, reason: 'settled' }
  mailQueued()
  return { ok: true }
}
