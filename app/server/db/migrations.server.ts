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
    '002_sessions_and_limits': {
      async up(db: Kysely<unknown>) {
        // Staff sessions as rows, so sign-out and account removal end them on every server sharing the database.
        await db.schema
          .createTable('staff_sessions')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('account_id', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('last_seen_at', 'text', (c) => c.notNull())
          .addColumn('client_address', 'text', (c) => c.notNull())
          .addColumn('user_agent', 'text')
          .addColumn('data', 'text', (c) => c.notNull())
          .execute()
        await db.schema.createIndex('staff_sessions_expires').on('staff_sessions').column('expires_at').execute()
        // Fixed-window counters shared by every server: one row per limited key (form and address, sign-in address).
        await db.schema
          .createTable('rate_limits')
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('count', 'integer', (c) => c.notNull())
          .addColumn('reset_at', 'text', (c) => c.notNull())
          .execute()
        await db.schema.createIndex('rate_limits_reset').on('rate_limits').column('reset_at').execute()
      },
    },
  }
}
