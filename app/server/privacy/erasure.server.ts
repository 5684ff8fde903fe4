import { setTimeout as sleep } from 'node:timers/promises'
import { SqliteAdapter, sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../db/schema.server'

/** The tables with a `submission_id` column: rows about one lead, and so about one person. */
type PerLeadTable = {
  [T in keyof Database]: 'submission_id' extends keyof Database[T] ? T : never
}[keyof Database]

/**
 * Every table that holds rows about a submission. A table with a `submission_id` column that is missing here does not
 * compile (the record's type lists them all), so a new per-lead table is one line here, and erasure covers it.
 */
const PER_LEAD_TABLES: Record<PerLeadTable, true> = {
  submission_files: true,
  submission_notes: true,
  submission_replies: true,
  submission_events: true,
  outbox: true,
  enrolments: true,
  counselling_calls: true,
  demo_seats: true,
}

/** Audit actions whose target names a lead (its person's name) and whose detail may quote them (a note's text). */
const LEAD_AUDIT_ACTIONS = ['lead-status', 'lead-assign', 'lead-note', 'lead-reply'] as const

/** Audit actions whose target is a certificate's identifier; their detail names the holder or quotes a reason. */
/** Every table an erasure deletes from or rewrites: what `purgeDeleted` vacuums on PostgreSQL. */
const ERASURE_TABLES = [
  'submissions',
  ...(Object.keys(PER_LEAD_TABLES) as PerLeadTable[]),
  // "I have paid" reports (UTR, screenshot) go with their enrolment by the foreign key's cascade (decision 025).
  'pay_reports',
  // Gateway links, events and refunds go with their enrolment the same way (decision 027).
  'gateway_links',
  'gateway_events',
  'gateway_refunds',
  'certificates',
  'student_sign_in_links',
  'student_sessions',
  'audit_log',
  'rate_limits',
] as const satisfies readonly (keyof Database)[]

export interface ErasedCounts {
  submissions: number
  files: number
  /** Rows of the other per-lead tables (notes, outbox mail, …), by table. */
  rows: Record<string, number>
}

/**
 * Deletes submissions and every row about them, inside the caller's transaction: each per-lead table, the
 * submissions, the person's name and note text in the audit log's lead entries (the entries stay, saying an
 * erased lead was changed, so the log keeps what staff did), and the lead's lines in follow-up digests not yet sent.
 */
export async function eraseSubmissions(trx: Transaction<Database>, ids: string[]): Promise<ErasedCounts> {
  const counts: ErasedCounts = { submissions: 0, files: 0, rows: {} }
  for (let start = 0; start < ids.length; start += 500) {
    const chunk = ids.slice(start, start + 500)
    const leads = await trx.selectFrom('submissions').select(['id', 'kind']).where('id', 'in', chunk).execute()
    await freeErasedSeats(trx, chunk)
    for (const table of Object.keys(PER_LEAD_TABLES) as PerLeadTable[]) {
      const result = await trx.deleteFrom(table).where('submission_id', 'in', chunk).executeTakeFirst()
      const n = Number(result.numDeletedRows)
      if (table === 'submission_files') counts.files += n
      else counts.rows[table] = (counts.rows[table] ?? 0) + n
    }
    for (const lead of leads) {
      // leadName() (inbox.server.ts) names a lead in the log as "Name (kind 1234abcd)".
      const about = (action: (typeof LEAD_AUDIT_ACTIONS)[number][]) =>
        trx
          .updateTable('audit_log')
          .where('action', 'in', action)
          .where('target', 'like', `% ${lead.id.slice(0, 8)})`)
      await about(['lead-note', 'lead-reply']).set({ detail: null }).execute()
      await about([...LEAD_AUDIT_ACTIONS])
        .set({ target: `Erased lead (${lead.kind} ${lead.id.slice(0, 8)})` })
        .execute()
      await dropFromPendingDigests(trx, lead.id)
    }
    const result = await trx.deleteFrom('submissions').where('id', 'in', chunk).executeTakeFirst()
    counts.submissions += Number(result.numDeletedRows)
  }
  return counts
}

/** The seats an erased person held (offered, enrolled, completed) go back to their batches before the rows go. */
async function freeErasedSeats(trx: Transaction<Database>, submissionIds: string[]) {
  const held = await trx
    .selectFrom('enrolments')
    .select('batch_id')
    .where('submission_id', 'in', submissionIds)
    .where('state', 'in', ['offered', 'enrolled', 'completed'])
    .execute()
  for (const { batch_id } of held)
    await trx
      .updateTable('batches')
      .set((eb) => ({ seats_taken: eb('seats_taken', '-', 1) }))
      .where('id', '=', batch_id)
      .where('seats_taken', '>', 0)
      .execute()
  // A booked demo class seat goes back to its class too (migration 032).
  const seats = await trx
    .selectFrom('demo_seats')
    .select('class_id')
    .where('submission_id', 'in', submissionIds)
    .where('status', '=', 'booked')
    .execute()
  for (const { class_id } of seats)
    await trx
      .updateTable('demo_classes')
      .set((eb) => ({ seats_taken: eb('seats_taken', '-', 1) }))
      .where('id', '=', class_id)
      .where('seats_taken', '>', 0)
      .execute()
}

/**
 * A follow-up digest waiting in the outbox (staff mail, follow-up-digest.server.ts) lists each lead as two lines, its
 * name and what it wants, then its link (which carries the lead's id); an erased lead's two lines are replaced.
 */
async function dropFromPendingDigests(trx: Transaction<Database>, leadId: string) {
  const rows = await trx
    .selectFrom('outbox')
    .select(['id', 'body'])
    .where('submission_id', 'is', null)
    .where('body', 'like', `%/${leadId}?due=1%`)
    .execute()
  for (const row of rows) {
    const lines = (row.body ?? '').split('\n')
    const link = lines.findIndex((line) => line.includes(`/${leadId}?due=1`))
    if (link < 1) continue
    lines.splice(link - 1, 2, '- (a lead that has since been erased)')
    await trx
      .updateTable('outbox')
      .set({ body: lines.join('\n') })
      .where('id', '=', row.id)
      .execute()
  }
}

/** Runs `eraseSubmissions` in a transaction of its own, then `purgeDeleted`. */
export async function eraseSubmissionsNow(db: Kysely<Database>, ids: string[]): Promise<ErasedCounts> {
  const counts = await db.transaction().execute((trx) => eraseSubmissions(trx, ids))
  await purgeDeleted(db)
  return counts
}

/**
 * After an erasure has committed: makes the deleted bytes leave the database files.
 * - SQLite: every connection runs with `secure_delete` (database.server.ts), so the deleted cells and freed pages were
 *   overwritten with zeros in the pages, but the WAL still holds earlier images of those pages. A TRUNCATE checkpoint
 *   copies the WAL into the database and empties it. It waits for readers (busy_timeout) and is tried again a few
 *   times; `complete: false` when a reader (another process) kept it from finishing.
 * - PostgreSQL: deleted rows stay in the table files until VACUUM removes them. VACUUM cannot run in a transaction, so
 *   it runs here, after the erasure's transaction, on the tables erasure touches (docs/operations.md#erasure).
 */
export async function purgeDeleted(
  db: Kysely<Database>,
  { attempts = 5, pauseMs = 200 } = {},
): Promise<{ complete: boolean }> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    await sql`vacuum ${sql.join(ERASURE_TABLES.map((table) => sql.table(table)))}`.execute(db)
    return { complete: true }
  }
  for (let attempt = 1; ; attempt++) {
    const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(db)
    if (Number(rows[0]?.busy ?? 0) === 0) return { complete: true }
    if (attempt >= attempts) {
      console.error('erasure: a reader kept site.db-wal from being emptied; the daily retention job empties it')
      return { complete: false }
    }
    await sleep(pauseMs)
  }
}
