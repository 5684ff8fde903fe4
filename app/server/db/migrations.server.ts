import { sql, type Kysely, type Migration } from 'kysely'

export type Engine = 'sqlite' | 'postgres'

/** Dialect-neutral migrations; the only engine difference is the binary column type. */
export function migrations(engine: Engine): Record<string, Migration> {
  const binary = engine === 'postgres' ? sql`bytea` : sql`blob`
  return {
    '001_submissions': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('submissions')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('phone', 'text', (c) => c.notNull())
          .addColumn('fields', 'text', (c) => c.notNull())
          .addColumn('user_agent', 'text')
          .addColumn('handled_at', 'text')
          .execute()
        await db.schema.createIndex('submissions_kind_created').on('submissions').columns(['kind', 'created_at']).execute()
        await db.schema
          .createTable('submission_files')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('submission_id', 'text', (c) => c.notNull().references('submissions.id').onDelete('cascade'))
          .addColumn('field', 'text', (c) => c.notNull())
          .addColumn('filename', 'text', (c) => c.notNull())
          .addColumn('content_type', 'text', (c) => c.notNull())
          .addColumn('size', 'integer', (c) => c.notNull())
          .addColumn('data', binary, (c) => c.notNull())
          .execute()
        await db.schema.createIndex('submission_files_submission').on('submission_files').column('submission_id').execute()
        await db.schema
          .createTable('outbox')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('submission_id', 'text', (c) => c.notNull().references('submissions.id').onDelete('cascade'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('next_attempt_at', 'text', (c) => c.notNull())
          .addColumn('last_error', 'text')
          .addColumn('sent_at', 'text')
          .execute()
        await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute()
      },
    },
    // A status, an assignee and dated notes instead of the "handled" flag. Handled submissions become Closed, and
    // the time they were handled becomes the time of that status, so nothing of the old data is lost.
    '003_lead_pipeline': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .alterTable('submissions')
          .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
          .execute()
        await db.schema.alterTable('submissions').addColumn('status_changed_at', 'text').execute()
        await db.schema.alterTable('submissions').addColumn('assignee', 'text').execute()
        await sql`update submissions set status = 'closed', status_changed_at = handled_at where handled_at is not null`.execute(
          db,
        )
        await db.schema.alterTable('submissions').dropColumn('handled_at').execute()
        await db.schema.createIndex('submissions_kind_status').on('submissions').columns(['kind', 'status']).execute()
        await db.schema
          .createTable('submission_notes')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('submission_id', 'text', (c) => c.notNull().references('submissions.id').onDelete('cascade'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('author', 'text')
          .addColumn('body', 'text', (c) => c.notNull())
          .execute()
        await db.schema
          .createIndex('submission_notes_submission')
          .on('submission_notes')
          .columns(['submission_id', 'created_at'])
          .execute()
      },
    },
  }
}
