import type { Kysely } from 'kysely'
import { formatIst } from '~/lib/ist'
import { fixedInsert } from './db/fixed-query.server'
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

/**
 * What goes into the outbox, the one way any mail leaves the site. The worker (mail.server.ts) composes the first three
 * when it sends them, from the rows they name, so an erased lead or a deleted reply is never sent; a message carries
 * its own text (an invitation, a password-reset link, a graduate's certificate, the morning digest).
 */
export type OutgoingMail =
  /** Staff are told of a new submission. */
  | { kind: 'notification'; submissionId: string }
  /** The visitor is told their submission arrived. */
  | { kind: 'acknowledgement'; submissionId: string; to: string }
  /** A staff member's reply to a lead. */
  | { kind: 'reply'; submissionId: string; replyId: string; to: string }
  /** A student is asked to pay (payment_requests row), composed at send time with the pay page's link and UPI. */
  | { kind: 'fee-request'; submissionId: string; requestId: string; to: string }
  /** A payment's invoice or receipt, or a credit note (payments row), its PDF made at send time. */
  | { kind: 'fee-document'; submissionId: string; paymentId: string; to: string }
  | ({ kind: 'message' } & MailMessage)
  /**
   * A demo class seat's invitation (its confirmation, or a change staff made) or cancellation (the seat holder's or
   * the class's): its text, and its `.ics` made at send time from the seat; with
   * the seat holder's lead, when they have one, so erasing the lead erases the mail.
   */
  | ({ kind: 'demo-seat' | 'demo-seat-cancel'; seatId: string; submissionId: string | null } & MailMessage)
  /** A demo class seat's reminder, written at send time from the seat and its class as they are then. */
  | { kind: 'demo-reminder'; seatId: string; submissionId: string | null; to: string }
  /** A counselling call's mail (its confirmation, move, cancel or reminder): its own text and `.ics`, about its lead. */
  | ({ kind: 'call'; callId: string; reminder: boolean; submissionId: string | null } & MailMessage)

/** A mail that carries its own text: one recipient, a subject and plain text. */
export interface MailMessage {
  to: string
  subject: string
  text: string
  /** One attached file (a call's `.ics`). */
  attachment?: MailAttachment
}

export interface MailAttachment {
  filename: string
  contentType: string
  content: string
}

const PURPOSE: Record<OutgoingMail['kind'], MailPurpose | null> = {
  notification: null,
  acknowledgement: 'ack',
  reply: 'reply',
  'fee-request': 'fee-request',
  'fee-document': 'fee-document',
  message: null,
  'demo-seat': 'demo-seat',
  'demo-seat-cancel': 'demo-seat-cancel',
  'demo-reminder': 'demo-reminder',
  call: 'call',
}

const queuedListeners = new Set<() => void>()

/** Calls `listener` when mail was queued (the mail worker wakes up); returns a function that unsubscribes. */
export function onMailQueued(listener: () => void): () => void {
  queuedListeners.add(listener)
  return () => queuedListeners.delete(listener)
}

/** Wakes the mail worker. queueMail does it at once; inside a transaction, the caller does it after the commit. */
export function mailQueued(): void {
  for (const listener of queuedListeners) {
    try {
      listener()
    } catch (error) {
      console.error('A mail listener failed', error)
    }
  }
}

const insertMail = fixedInsert('outbox', [
  'id',
  'submission_id',
  'created_at',
  'status',
  'next_attempt_at',
  'last_error',
  'sent_at',
  'recipient',
  'subject',
  'body',
  'purpose',
  'ref_id',
])

/**
 * Puts a mail in the outbox; the worker sends it with retries until it goes. Outside a transaction the worker wakes at
 * once; inside one (a submission and its mails, a reply and its mail) the row is not visible to the worker until the
 * commit, so the caller calls `mailQueued()` after it.
 */
export async function queueMail(
  db: Kysely<Database>,
  mail: OutgoingMail,
  now = new Date(),
  /** Not sent before this moment (a payment request waits while its gateway link is made, decision 027). */
  notBefore?: Date,
): Promise<void> {
  const at = now.toISOString()
  const id = crypto.randomUUID()
  await insertMail(db, {
    id,
    submission_id: 'submissionId' in mail ? mail.submissionId : null,
    created_at: at,
    status: 'pending',
    next_attempt_at: notBefore?.toISOString() ?? at,
    last_error: null,
    sent_at: null,
    recipient:
      mail.kind === 'notification' ? null : mail.kind === 'acknowledgement' ? mail.to.trim().toLowerCase() : mail.to,
    subject: 'text' in mail ? mail.subject : null,
    body: 'text' in mail ? mail.text : null,
    purpose: mail.kind === 'call' && mail.reminder ? 'call-reminder' : PURPOSE[mail.kind],
    ref_id:
      mail.kind === 'reply'
        ? mail.replyId
        : mail.kind === 'fee-request'
          ? mail.requestId
          : mail.kind === 'fee-document'
            ? mail.paymentId
            : mail.kind === 'call'
              ? mail.callId
              : 'seatId' in mail
                ? mail.seatId
                : null,
  })
  // The one attachment (a call's `.ics`) is written apart, so the busy insert of every other mail keeps its columns
  // (and a store migrated only as far as an earlier release still takes them). Mails with one are queued inside their
  // call's transaction, so the worker never sees the row before its attachment.
  if ('attachment' in mail && mail.attachment)
    await db
      .updateTable('outbox')
      .set({ attachment: JSON.stringify(mail.attachment) })
      .where('id', '=', id)
      .execute()
  if (!db.isTransaction) mailQueued()
}

/** The text of a message row, or undefined when the row is a notification (or was sent already). */
export async function messageOf(db: Kysely<Database>, id: string): Promise<MailMessage | undefined> {
  const row = await db
    .selectFrom('outbox')
    .select(['recipient', 'subject', 'body', 'attachment'])
    .where('id', '=', id)
    .executeTakeFirst()
  return row?.recipient && row.body !== null && row.body !== undefined
    ? {
        to: row.recipient,
        subject: row.subject ?? '',
        text: row.body,
        ...(row.attachment ? { attachment: JSON.parse(row.attachment) as MailAttachment } : {}),
      }
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

/** Marks a row sent; a message's text (which may hold a one-time link) is cleared, so the link is no longer stored. */
export async function markMailSent(db: Kysely<Database>, id: string, now = new Date()): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: now.toISOString(), body: null, attachment: null })
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

/**
 * A mail's state for staff, as the outbox knows it: "Sending…" until the worker has tried it (a claimed mail counts its
 * try before it is sent, so a mail on its way was "Not sent yet after 1 try"), then "Sent" and when, or the failure and
 * the next try. `waiting` replaces "Sending…" when this server sends no mail at all (and says why).
 */
export function mailStatusText(
  mail: MailStatus | undefined,
  { none, waiting }: { none: string; waiting?: string },
): string {
  if (!mail) return none
  if (mail.status === 'sent') return `Sent ${mail.sentAt ? formatIst(mail.sentAt) : ''}`.trim()
  if (!mail.lastError) return waiting ?? 'Sending…'
  const tries = `${mail.attempts} ${mail.attempts === 1 ? 'try' : 'tries'}`
  return `Not sent: ${mail.lastError} (${tries} so far; the outbox tries again)`
}
