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
