import type { Kysely } from 'kysely'
import type { AuditAction } from '~/lib/audit-actions'
import type { Database } from '~/server/db/schema.server'

// The audit log as the owner reads it at /staff/audit; entries are written by recordAudit (app/server/audit.server.ts),
// which the retention job outside the slice writes through too.

export interface AuditEntry {
  id: string
  at: string
  actorId: string | null
  actorEmail: string | null
  action: AuditAction
  target: string | null
  detail: string | null
}

export const AUDIT_PAGE_SIZE = 50

export interface AuditQuery {
  /** Only this person's entries (their email). */
  actor?: string
  action?: AuditAction
  /** 1-based. */
  page?: number
}

/** Entries newest first, a page at a time, with the total for paging. */
export async function listAudit(
  db: Kysely<Database>,
  { actor, action, page = 1 }: AuditQuery = {},
): Promise<{ entries: AuditEntry[]; total: number }> {
  let query = db.selectFrom('audit_log')
  if (actor) query = query.where('actor_email', '=', actor)
  if (action) query = query.where('action', '=', action)
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(AUDIT_PAGE_SIZE)
      .offset((Math.max(1, page) - 1) * AUDIT_PAGE_SIZE)
      .execute(),
    query.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
  ])
  return {
    total: Number(count.total),
    entries: rows.map((row) => ({
      id: row.id,
      at: row.at,
      actorId: row.actor_id,
      actorEmail: row.actor_email,
      action: row.action as AuditAction,
      target: row.target,
      detail: row.detail,
    })),
  }
}

/** Everyone who appears in the log, for the filter. */
export async function listAuditActors(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select('actor_email')
    .distinct()
    .where('actor_email', 'is not', null)
    .orderBy('actor_email')
    .execute()
  return rows.map((row) => row.actor_email!)
}
