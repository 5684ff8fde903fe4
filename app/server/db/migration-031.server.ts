import type { Kysely, Migration } from 'kysely'

/**
 * Counselling call mail (issue 54 part B, docs/decisions/029): an outbox row may carry one attachment (the call's
 * `.ics` invitation, JSON `{ filename, contentType, content }`), cleared with the text once sent; and rows are found
 * by what they are about (`ref_id`), so a move or a cancel deletes the call's reminders not yet sent.
 */
export const callMailMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('outbox').addColumn('attachment', 'text').execute()
    await db.schema.createIndex('outbox_ref').on('outbox').column('ref_id').execute()
  },
}
