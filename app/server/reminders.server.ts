import type { Kysely, Transaction } from 'kysely'
import type { Database } from '~/server/db/schema.server'

// Reminder mails before a booked time (issue 54, docs/decisions/029): a counselling call's and a demo class seat's.
// A reminder is an outbox row not sent before its time (`next_attempt_at`, the outbox's "not before"), queued in the
// transaction that books or moves what it is about, only if still ahead then. A move or a cancel deletes the
// reminders not yet sent in its own transaction (a move queues new ones); the worker asks again at send time whether
// the thing is still booked and ahead, for a send already under way; its compare-and-set claim and `status = 'sent'`
// make each go once, across restarts and servers.

/** Reminders before the booked time: a day and an hour. */
export const REMINDERS = [
  { key: 'reminder-day', beforeMs: 24 * 60 * 60_000 },
  { key: 'reminder-hour', beforeMs: 60 * 60_000 },
] as const

export type Reminder = (typeof REMINDERS)[number] & { at: Date }

/** The outbox purposes that are reminders; `ref_id` names what each is about (a call, a seat). */
export type ReminderPurpose = 'call-reminder' | 'demo-reminder'

/** The reminders of something starting at `startsAt` still ahead at `now`, each with the moment it is due. */
export function remindersAhead(startsAt: string, now: Date): Reminder[] {
  return REMINDERS.map((reminder) => ({ ...reminder, at: new Date(Date.parse(startsAt) - reminder.beforeMs) })).filter(
    (reminder) => reminder.at > now,
  )
}

/** Deletes the reminders not yet sent about these rows (a move or a cancel), in the caller's transaction. */
export async function dropReminders(
  trx: Transaction<Database>,
  purpose: ReminderPurpose,
  refIds: readonly string[],
): Promise<void> {
  if (refIds.length === 0) return
  await trx
    .deleteFrom('outbox')
    .where('purpose', '=', purpose)
    .where('ref_id', 'in', refIds)
    .where('status', '=', 'pending')
    .execute()
}

/**
 * Whether a reminder is still due at send time: its call booked and ahead, or its seat booked in an open class that
 * has not begun. A move or a cancel deletes reminders in its transaction; this covers a send already under way then.
 */
export async function reminderDue(
  db: Kysely<Database>,
  purpose: ReminderPurpose,
  refId: string,
  now: Date,
): Promise<boolean> {
  const found =
    purpose === 'call-reminder'
      ? await db
          .selectFrom('counselling_calls')
          .select('id')
          .where('id', '=', refId)
          .where('status', '=', 'booked')
          .where('starts_at', '>', now.toISOString())
          .executeTakeFirst()
      : await db
          .selectFrom('demo_seats')
          .innerJoin('demo_classes', 'demo_classes.id', 'demo_seats.class_id')
          .select('demo_seats.id')
          .where('demo_seats.id', '=', refId)
          .where('demo_seats.status', '=', 'booked')
          .where('demo_classes.status', '=', 'open')
          .where('demo_classes.starts_at', '>', now.toISOString())
          .executeTakeFirst()
  return Boolean(found)
}
