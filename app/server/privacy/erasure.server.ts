import type { Kysely, Transaction } from 'kysely'
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
}

/** Audit actions whose target names a lead (its person's name) and whose detail may quote them (a note's text). */
const LEAD_AUDIT_ACTIONS = ['lead-status', 'lead-assign', 'lead-note', 'lead-reply'] as const

export interface ErasedCounts {
  submissions: number
  files: number
  /** Rows of the other per-lead tables (notes, outbox mail, …), by table. */
  rows: Record<string, number>
}

/**
 * Deletes submissions and every row about them, inside the caller's transaction: each per-lead table, the
 * submissions, and the person's name and note text in the audit log's lead entries (the entries stay, saying an
 * erased lead was changed, so the log keeps what staff did).
 */
export async function eraseSubmissions(trx: Transaction<Database>, ids: string[]): Promise<ErasedCounts> {
  const counts: ErasedCounts = { submissions: 0, files: 0, rows: {} }
  for (let start = 0; start < ids.length; start += 500) {
    const chunk = ids.slice(start, start + 500)
    const leads = await trx.selectFrom('submissions').select(['id', 'kind']).where('id', 'in', chunk).execute()
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
    }
    const result = await trx.deleteFrom('submissions').where('id', 'in', chunk).executeTakeFirst()
    counts.submissions += Number(result.numDeletedRows)
  }
  return counts
}

/** Runs `eraseSubmissions` in a transaction of its own. */
export function eraseSubmissionsNow(db: Kysely<Database>, ids: string[]): Promise<ErasedCounts> {
  return db.transaction().execute((trx) => eraseSubmissions(trx, ids))
}
