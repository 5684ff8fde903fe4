import type { Kysely } from 'kysely'
import { LEAD_STATUSES, type LeadStatus } from '~/staff/shell/lib/lead-status'
import type { Database } from '~/server/db/schema.server'
import { SUMMARY_COLUMNS } from '~/server/submission-read.server'

/** The Due view's filter with nothing else narrowing it (no form, queue, search, assignee or source). */
export function dueAlone(filter: {
  due?: boolean
  kind?: string
  kinds?: readonly string[]
  search?: string
  assignee?: string
  source?: string
}): boolean {
  return Boolean(
    filter.due && !(filter.search?.trim() || filter.assignee || filter.source || filter.kind || filter.kinds),
  )
}

/**
 * Every form's due leads as (created_at, id, status), read from the due-time index alone (migration 035): open leads
 * whose stored due time (`due_at`: the reply time while unanswered, or the follow-up day's start) has come, or those
 * of one status. A page of them then reads its 25 rows by id, not every due lead's row.
 */
export function dueKeys(db: Kysely<Database>, now: Date, status?: LeadStatus) {
  const due = db
    .selectFrom('submissions as d')
    .select(['d.created_at', 'd.id', 'd.status'])
    .where('d.due_at', '<=', now.toISOString())
  return status ? due.where('d.status', '=', status) : due
}

/**
 * Rows of every form's Due, oldest lead first, `limit` of them from `offset`: their ids from the due leads' keys (the
 * indexes alone), then only those rows. At 100,000 leads with 9,000 due a page reads 25 rows, not 9,000.
 */
export function dueRows(
  db: Kysely<Database>,
  { now, status, limit, offset }: { now: Date; status?: LeadStatus; limit: number; offset: number },
) {
  return db
    .selectFrom('submissions')
    .select(SUMMARY_COLUMNS)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom(dueKeys(db, now, status).as('d'))
        .select('d.id')
        .orderBy('d.created_at')
        .orderBy('d.id')
        .limit(limit)
        .offset(offset),
    )
    .orderBy('created_at')
    .orderBy('id')
    .execute()
}

/** How many of every form's due leads have each status, from the due-time index alone. */
export async function countDueByStatus(db: Kysely<Database>, now: Date): Promise<Record<LeadStatus, number>> {
  const rows = await db
    .selectFrom(dueKeys(db, now).as('d'))
    .select(['d.status', (eb) => eb.fn.countAll<string | number>().as('n')])
    .groupBy('d.status')
    .execute()
  return Object.fromEntries(
    LEAD_STATUSES.map((s) => [s.status, Number(rows.find((r) => r.status === s.status)?.n ?? 0)]),
  ) as Record<LeadStatus, number>
}
