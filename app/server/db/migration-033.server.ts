import type { Kysely, Migration } from 'kysely'

/**
 * Staff change or cancel a demo class (issue 54, docs/decisions/029, "Changing and cancelling a demo class").
 *
 * - `sequence`: raised by every change of a class's time, length or joining link, so each seat holder's invitation
 *   (UID `<seat id>@<host>`) replaces the one their calendar holds; a cancellation is one higher.
 * - `cancelled_at`, `cancel_reason`: when staff cancelled the class (its status 'cancelled') and the short reason its
 *   seat holders were given.
 *
 * The reminders a day and an hour before (outbox purpose `demo-reminder`, `ref_id` the seat) need no column: the
 * outbox already has its "not before" and its `ref_id` index (migration 031).
 */
export const demoClassChangesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('demo_classes')
      .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
    await db.schema.alterTable('demo_classes').addColumn('cancelled_at', 'text').execute()
    await db.schema.alterTable('demo_classes').addColumn('cancel_reason', 'text').execute()
  },
}
