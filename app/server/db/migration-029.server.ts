import { sql, type Kysely, type Migration } from 'kysely'

/**
 * Counselling calls (issue 54, docs/decisions/029).
 *
 * - `counsellors`: a staff account that takes calls, and its rules: the call's length, the buffer, the notice, how
 *   many days ahead, the daily limit, the weekly hours (JSON, India time, index 0 Sunday) and a video link. Its row is
 *   also the lock every booking of that counsellor takes first.
 * - `counsellor_days`: one day's other hours (JSON; `[]` is a day off), one row per counsellor and day.
 * - `counselling_calls`: a visitor's call. A booked call holds its counsellor's start once (a partial unique index,
 *   so a cancelled call frees it): the database refuses a double booking on both engines, whatever the code before
 *   it read. A reschedule moves the same row and raises `sequence`; the visitor's links carry a token whose SHA-256 is
 *   stored.
 */
export const counsellingMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('counsellors')
      .addColumn('staff_id', 'text', (c) => c.primaryKey().references('staff_accounts.id').onDelete('cascade'))
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('call_minutes', 'integer', (c) => c.notNull())
      .addColumn('buffer_minutes', 'integer', (c) => c.notNull())
      .addColumn('notice_minutes', 'integer', (c) => c.notNull())
      .addColumn('horizon_days', 'integer', (c) => c.notNull())
      .addColumn('daily_limit', 'integer', (c) => c.notNull())
      .addColumn('weekly_hours', 'text', (c) => c.notNull())
      .addColumn('call_link', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('counsellor_days')
      .addColumn('staff_id', 'text', (c) => c.notNull().references('counsellors.staff_id').onDelete('cascade'))
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('hours', 'text', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
      .addPrimaryKeyConstraint('counsellor_days_pk', ['staff_id', 'day'])
      .execute()
    await db.schema
      .createTable('counselling_calls')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('reference', 'text', (c) => c.notNull().unique())
      .addColumn('staff_id', 'text', (c) => c.notNull().references('counsellors.staff_id'))
      .addColumn('starts_at', 'text', (c) => c.notNull())
      .addColumn('ends_at', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('course', 'text')
      .addColumn('question', 'text')
      .addColumn('visitor_zone', 'text')
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('submission_id', 'text', (c) => c.references('submissions.id').onDelete('set null'))
      .addColumn('outcome', 'text')
      .addColumn('outcome_at', 'text')
      .addColumn('outcome_by', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('cancelled_at', 'text')
      .execute()
    await sql`create unique index counselling_calls_slot on counselling_calls (staff_id, starts_at) where status = 'booked'`.execute(
      db,
    )
    await db.schema.createIndex('counselling_calls_starts').on('counselling_calls').column('starts_at').execute()
    await db.schema.createIndex('counselling_calls_lead').on('counselling_calls').column('submission_id').execute()
  },
}
