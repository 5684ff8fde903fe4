import type { Kysely } from 'kysely'
import { istToday } from '~/lib/ist'
import type { Database } from '~/server/db/schema.server'
import { feeAccount } from '~/server/fees/fee-account.server'
import { outstandingFees } from '~/server/fees/outstanding.server'
import { pendingReports } from '~/server/fees/pay-reports.server'
import { recordPayment, type LedgerResult, type WriteOptions } from './ledger.server'
import type { PaymentTable } from '~/server/db/schema-fees.server'
import type { StatementColumns, StatementLine } from './statement-parse.server'

// Bank statements (decision 028): credits imported once each, proposed to the students whose fee they may be, and
// recorded only when staff press Record (through the ledger's own payment, its review step and rules).

/** The columns saved for a bank account, if any upload named them. */
export async function savedColumns(db: Kysely<Database>, bank: string): Promise<StatementColumns | undefined> {
  const row = await db
    .selectFrom('bank_statement_columns')
    .select('columns')
    .where('bank', '=', bank)
    .executeTakeFirst()
  return row ? (JSON.parse(row.columns) as StatementColumns) : undefined
}

export async function bankNames(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('bank_statement_columns').select('bank').orderBy('bank').execute()
  return rows.map((r) => r.bank)
}

export interface ImportResult {
  added: number
  already: number
}

/**
 * Stores a statement's credits and the columns they were read by, in one transaction. A line already imported (its key
 * is unique) is counted, not stored again, so a re-upload of the same statement adds nothing.
 */
export async function importStatement(
  db: Kysely<Database>,
  { bank, columns, lines, by }: { bank: string; columns: StatementColumns; lines: StatementLine[]; by: string },
  now = new Date(),
): Promise<ImportResult> {
  const at = now.toISOString()
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('bank_statement_columns')
      .values({ bank, columns: JSON.stringify(columns), updated_at: at, updated_by: by })
      .onConflict((c) =>
        c.column('bank').doUpdateSet({ columns: JSON.stringify(columns), updated_at: at, updated_by: by }),
      )
      .execute()
    let added = 0
    for (const line of lines) {
      const result = await trx
        .insertInto('bank_statement_lines')
        .values({
          id: crypto.randomUUID(),
          bank,
          line_key: line.key,
          on_day: line.onDay,
          amount_paise: line.amountPaise,
          narration: line.narration,
          reference: line.reference,
          utr: line.utr,
          status: 'open',
          imported_at: at,
          imported_by: by,
          decided_at: null,
          decided_by: null,
          payment_id: null,
        })
        .onConflict((c) => c.column('line_key').doNothing())
        .executeTakeFirst()
      added += Number(result.numInsertedOrUpdatedRows ?? 0)
    }
    return { added, already: lines.length - added }
  })
}

export type ProposalReason =
  | { kind: 'utr'; utr: string; day: string }
  | { kind: 'reference'; reference: string }
  | { kind: 'amount'; amountPaise: number; day: string }
  | { kind: 'balance' }
  | { kind: 'nearDay'; day: string }
  | { kind: 'nearAmount'; amountPaise: number }

export interface Proposal {
  enrolmentId: string
  name: string
  reference: string
  batchCode: string
  /** The student's "I have paid" report this credit confirms, when it matched one. */
  reportId: string | null
  reason: ProposalReason
}

export interface OpenLine {
  id: string
  bank: string
  onDay: string
  amountPaise: number
  narration: string
  reference: string
  utr: string | null
  /** Its UTR is already on a payment: the document it is on. */
  recordedAs: string | null
  proposals: Proposal[]
}

const dayGap = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 86_400_000

/**
 * The open credits, oldest first, each with up to three students it may be: a pending "I have paid" report with its
 * UTR (the strongest), the narration naming an enrolment's reference, the amount of their next instalment or whole
 * balance, then near misses (a report of the same amount on another day within a week, or of another amount that day).
 */
export async function openLines(db: Kysely<Database>, now = new Date()): Promise<OpenLine[]> {
  const rows = await db
    .selectFrom('bank_statement_lines')
    .selectAll()
    .where('status', '=', 'open')
    .orderBy('on_day')
    .orderBy('imported_at')
    .orderBy('id')
    .limit(200)
    .execute()
  if (!rows.length) return []
  const [owing, reports, recorded] = await Promise.all([
    outstandingFees(db, istToday(now)),
    pendingReports(db),
    db
      .selectFrom('payment_utrs as u')
      .innerJoin('payments as p', 'p.id', 'u.payment_id')
      .select(['u.utr', 'p.document_number as number'])
      .where('u.utr', 'in', rows.flatMap((r) => (r.utr ? [r.utr] : [])).concat(['']))
      .execute(),
  ])
  const byEnrolment = new Map(owing.map((o) => [o.enrolmentId, o]))
  return rows.map((row) => {
    const amountPaise = Number(row.amount_paise)
    const proposals: Proposal[] = []
    const add = (enrolmentId: string, reason: ProposalReason, reportId: string | null = null) => {
      const who = byEnrolment.get(enrolmentId)
      if (!who || proposals.some((p) => p.enrolmentId === enrolmentId) || proposals.length >= 3) return
      proposals.push({
        enrolmentId,
        name: who.student,
        reference: who.reference,
        batchCode: who.batchCode,
        reportId,
        reason,
      })
    }
    for (const report of reports)
      if (row.utr && report.utr === row.utr)
        add(report.enrolmentId, { kind: 'utr', utr: report.utr, day: report.onDay }, report.id)
    const narration = row.narration.toUpperCase()
    for (const who of owing)
      if (narration.includes(who.reference.toUpperCase()))
        add(who.enrolmentId, { kind: 'reference', reference: who.reference })
    for (const who of owing) {
      if (who.next && who.next.amountPaise === amountPaise)
        add(who.enrolmentId, { kind: 'amount', amountPaise, day: who.next.dueOn })
      else if (who.balancePaise === amountPaise) add(who.enrolmentId, { kind: 'balance' })
    }
    for (const report of reports) {
      if (report.amountPaise === amountPaise && report.onDay !== row.on_day && dayGap(report.onDay, row.on_day) <= 7)
        add(report.enrolmentId, { kind: 'nearDay', day: report.onDay })
      else if (report.onDay === row.on_day && report.amountPaise !== amountPaise)
        add(report.enrolmentId, { kind: 'nearAmount', amountPaise: report.amountPaise })
    }
    return {
      id: row.id,
      bank: row.bank,
      onDay: row.on_day,
      amountPaise,
      narration: row.narration,
      reference: row.reference,
      utr: row.utr,
      recordedAs: recorded.find((r) => r.utr === row.utr)?.number ?? null,
      proposals,
    }
  })
}

export type RecordLineResult =
  | Exclude<LedgerResult, { review: PaymentTable[] }>
  | { ok: true; review: PaymentTable[]; email: string }
  | { ok: false; reason: 'line-unknown' | 'line-settled' | 'no-state' | 'unknown' }

/**
 * Records an open credit as the enrolment's payment through the ledger (the review step first), marking the line
 * recorded in the same transaction, and the student's matching "I have paid" report confirmed with it when there is
 * one: a second press, or a colleague's, records nothing.
 */
export async function recordLine(
  db: Kysely<Database>,
  input: { lineId: string; enrolmentId: string; reportId: string | null; by: string },
  now = new Date(),
  options: WriteOptions = {},
): Promise<RecordLineResult> {
  const line = await db.selectFrom('bank_statement_lines').selectAll().where('id', '=', input.lineId).executeTakeFirst()
  if (!line) return { ok: false, reason: 'line-unknown' }
  if (line.status !== 'open') return { ok: false, reason: 'line-settled' }
  const account = await feeAccount(db, { enrolmentId: input.enrolmentId })
  if (!account) return { ok: false, reason: 'unknown' }
  if (!account.studentState) return { ok: false, reason: 'no-state' }
  const result = await recordPayment(
    db,
    {
      enrolmentId: input.enrolmentId,
      amountPaise: Number(line.amount_paise),
      onDay: line.on_day,
      // A 12-digit reference is UPI's; other UTRs are the bank's (NEFT, RTGS, IMPS).
      method: line.utr && /^\d{12}$/.test(line.utr) ? 'upi' : 'bank-transfer',
      utr: line.utr,
      studentState: account.studentState,
      by: input.by,
      statementLineId: line.id,
      ...(input.reportId ? { reportId: input.reportId } : {}),
    },
    now,
    options,
  )
  return result.ok && 'review' in result ? { ...result, email: account.email } : result
}

/** Sets an open credit aside (not a student's fee): it leaves the list, and stays imported so it is never added again. */
export async function ignoreLine(db: Kysely<Database>, id: string, by: string, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('bank_statement_lines')
    .set({ status: 'ignored', decided_at: now.toISOString(), decided_by: by })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}
