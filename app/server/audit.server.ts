import type { Kysely } from 'kysely'
import type { AuditAction } from '~/lib/audit-actions'
import type { Database } from './db/schema.server'

/** Who did it: a signed-in account, or null for the system (the first owner created from the environment). */
export interface AuditActor {
  id: string
  email: string
}

/**
 * An audit entry a store hands back instead of writing it: the staff action that called the store writes it, with
 * its signed-in account as actor (staffAction's `done(to, { audit })`). Stores still call recordAudit where the entry
 * belongs in their transaction (certificate-issue, retention) or no one is signed in yet to be the actor (sign-in and
 * its refusals, account-accept, password-reset, the first owner's account-create).
 */
export interface AuditNote {
  action: AuditAction
  target?: string | null
  detail?: string | null
}

export interface AuditEntry {
  id: string
  at: string
  actorId: string | null
  actorEmail: string | null
  action: AuditAction
  target: string | null
  detail: string | null
}

let sequence = 0
/** An id that sorts after every id this process made before: entries written in the same millisecond (an invite and
 *  its acceptance in one request) still list in the order they happened. */
function orderedId(): string {
  sequence = (sequence + 1) % 36 ** 6
  return `${sequence.toString(36).padStart(6, '0')}-${crypto.randomUUID()}`
}

/** Appends one entry. Passwords and tokens are never part of one. */
export async function recordAudit(
  db: Kysely<Database>,
  actor: AuditActor | null,
  action: AuditAction,
  { target = null, detail = null }: { target?: string | null; detail?: string | null } = {},
  now = new Date(),
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: orderedId(),
      at: now.toISOString(),
      actor_id: actor?.id ?? null,
      actor_email: actor?.email ?? null,
      action,
      target: target?.slice(0, 300) ?? null,
      detail: detail?.slice(0, 500) ?? null,
    })
    .execute()
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
