import { sql, type Kysely, type Migration } from 'kysely'
import type { Engine } from './migrations.server'
import { seedReplyTemplates } from './seed.server'

/**
 * The lead desk (docs/decisions/020-lead-desk.md):
 *
 * - `submissions.first_response_due_at`: when the first response to a lead is due (the store writes it on arrival from
 *   the reply-time promise); `first_response_at`: when a reply, a logged call or a status change first answered it.
 *   Rows already here get 24 hours after their arrival, and leads past New count as answered when their status moved.
 *   One index answers the Due view's "not answered and past its time" part.
 * - `reply_templates.channel` ('email' or 'whatsapp') and `position` (the order staff see), and the first templates,
 *   frozen in seed/reply-templates-2026-11.json.
 *
 * Adding columns does not rebuild the table, so migration 014's count triggers stay as they are.
 */
export function leadDeskMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('submissions').addColumn('first_response_due_at', 'text').execute()
      await db.schema.alterTable('submissions').addColumn('first_response_at', 'text').execute()
      const dayLater =
        engine === 'postgres'
          ? sql`to_char((created_at::timestamptz + interval '24 hours') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
          : sql`strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '+24 hours')`
      await sql`update submissions set first_response_due_at = ${dayLater}`.execute(db)
      await sql`update submissions set first_response_at = coalesce(status_changed_at, created_at)
        where status <> 'new'`.execute(db)
      await db.schema
        .createIndex('submissions_first_response')
        .on('submissions')
        .columns(['first_response_at', 'first_response_due_at', 'id', 'status'])
        .execute()
      await db.schema
        .alterTable('reply_templates')
        .addColumn('channel', 'text', (c) => c.notNull().defaultTo('email'))
        .execute()
      await db.schema
        .alterTable('reply_templates')
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await seedReplyTemplates(db)
    },
  }
}
