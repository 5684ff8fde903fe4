import type { Kysely } from 'kysely'
import { formatIst } from '~/lib/format-ist'
import type { Database, MailPurpose } from './db/schema.server'

/** One outbox row a worker has leased for sending; `attempts` already counts this attempt. */
export interface ClaimedMail {
  id: string
  /** The submission a staff notification is about; null for staff mail that carries its own message. */
  submissionId: string | null
  attempts: number
  /** null for a staff notification or staff mail; what a visitor's mail is. */
  purpose: MailPurpose | null
  /** The reply a 'reply' row carries. */
  refId: string | null
}

/** Staff mail (an invitation, a password-reset link): one recipient, a subject and plain text. */
export interface StaffMail {
  to: string
  subject: string
  text: string
}

const queuedListeners = new Set<() => void>()

/** Calls `listener` after staff mail is queued (the mail worker wakes up); returns a function that unsubscribes. */
export function onStaffMailQueued(listener: () => void): () => void {
  queuedListeners.add(listener)
  return () => queuedListeners.delete(listener)
}

/** Puts staff mail in the outbox; the mail worker sends it like a notification, with the same retries. */
export async function queueStaffMail(db: Kysely<Database>, mail: StaffMail, now = new Date()): Promise<void> {
  await db
    .insertInto('outbox')
    .values({
      id: crypto.randomUUID(),
      submission_id: null,
      created_at: now.toISOString(),
      status: 'pending',
      next_attempt_at: now.toISOString(),
      last_error: null,
      sent_at: null,
      recipient: mail.to,
      subject: mail.subject,
      body: mail.text,
    })
    .execute()
  for (const listener of queuedListeners) listener()
}

/** The message of a staff mail row, or undefined when the row is a notification (or was sent already). */
export async function staffMailOf(db: Kysely<Database>, id: string): Promise<StaffMail | undefined> {
  const row = await db
    .selectFrom('outbox')
    .select(['recipient', 'subject', 'body'])
    .where('id', '=', id)
    .executeTakeFirst()
  return row?.recipient && row.body !== null && row.body !== undefined
    ? { to: row.recipient, subject: row.subject ?? '', text: row.body }
    : undefined
}

interface ClaimOptions {
  now: Date
  /** How long the claim holds; a worker that dies mid-send frees the row when it runs out. */
  leaseMs: number
  limit: number
}

/**
 * Leases up to `limit` due notifications. Each claim is a compare-and-set on (status, attempts, next_attempt_at), so
 * several workers (or servers sharing one PostgreSQL) never send the same row at once, on either engine.
 */
export async function claimDueMail(
  db: Kysely<Database>,
  { now, leaseMs, limit }: ClaimOptions,
): Promise<ClaimedMail[]> {
  const nowIso = now.toISOString()
  const leaseUntil = new Date(now.getTime() + leaseMs).toISOString()
  const due = await db
    .selectFrom('outbox')
    .select(['id', 'submission_id', 'attempts', 'purpose', 'ref_id'])
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', nowIso)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute()
  const claimed: ClaimedMail[] = []
  for (const row of due) {
    const result = await db
      .updateTable('outbox')
      .set({ attempts: row.attempts + 1, next_attempt_at: leaseUntil })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .where('attempts', '=', row.attempts)
      .where('next_attempt_at', '<=', nowIso)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 1)
      claimed.push({
        id: row.id,
        submissionId: row.submission_id,
        attempts: row.attempts + 1,
        purpose: row.purpose ?? null,
        refId: row.ref_id ?? null,
      })
  }
  return claimed
}

/** Marks a row sent; a staff mail's text (which holds a one-time link) is cleared, so the link is no longer stored. */
export async function markMailSent(db: Kysely<Database>, id: string, now = new Date()): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: now.toISOString(), body: null })
    .where('id', '=', id)
    .execute()
}

/** Records a failed attempt and when to try again; the row stays pending, so nothing is ever dropped. */
export async function markMailFailed(db: Kysely<Database>, id: string, error: string, retryAt: Date): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ last_error: error.slice(0, 1000), next_attempt_at: retryAt.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute()
}

/** Gives back a claim that was never attempted (the worker is stopping), so the next worker sends it at once. */
export async function releaseMail(db: Kysely<Database>, claim: ClaimedMail, now = new Date()): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ attempts: claim.attempts - 1, next_attempt_at: now.toISOString() })
    .where('id', '=', claim.id)
    .where('status', '=', 'pending')
    .where('attempts', '=', claim.attempts)
    .execute()
}

/** Exponential back-off: base, 2×base, 4×base … capped at max. */
export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.min(Math.max(attempts - 1, 0), 20))
}

export interface MailStatus {
  status: 'pending' | 'sent'
  attempts: number
  lastError: string | null
  sentAt: string | null
}

/** The state of one submission's staff notification (purpose null) or acknowledgement, for the staff inbox. */
export async function mailStatus(
  db: Kysely<Database>,
  submissionId: string,
  purpose: 'ack' | null = null,
): Promise<MailStatus | undefined> {
  const row = await db
    .selectFrom('outbox')
    .select(['status', 'attempts', 'last_error', 'sent_at'])
    .where('submission_id', '=', submissionId)
    .where('purpose', purpose === null ? 'is' : '=', purpose)
    .orderBy('created_at', 'desc')
    .executeTakeFirst()
  return row && { status: row.status, attempts: Number(row.attempts), lastError: row.last_error, sentAt: row.sent_at }
}

/** A mail's state for staff: sent when, waiting, or not sent yet after so many tries (and why). */
export function mailStatusText(mail: MailStatus | undefined, none: string): string {
  if (!mail) return none
  if (mail.status === 'sent') return `Sent ${mail.sentAt ? formatIst(mail.sentAt) : ''}`.trim()
  if (mail.attempts === 0) return 'Waiting to be sent'
  const tries = `${mail.attempts} ${mail.attempts === 1 ? 'try' : 'tries'}`
  return `Not sent yet after ${tries}${mail.lastError ? ` (last error: ${mail.lastError})` : ''}`
}
