import { sql, type Kysely, type Migration } from 'kysely'

/**
 * Free demo classes (issue 54, item 6; docs/decisions/029, "Demo classes").
 *
 * - `demo_classes`: a group session staff announce: topic, a short description, the course it belongs to, the start
 *   (an instant) and length, the joining link and the seats. `seats_taken` counts the booked seats and is changed only
 *   by conditional updates in the booking's transaction (`seats_taken < seats`), as a batch's seats are: the database
 *   checks the count on the row it changes, so the class is never over-sold on either engine. Its row is also the one
 *   lock every seat write takes first.
 * - `demo_seats`: a visitor's seat. One booked seat per email and class (a partial unique index: a cancelled seat
 *   frees the email as well as the seat). The visitor's link carries a token whose SHA-256 is stored; `attended` is
 *   null until staff mark it (1 came, 0 did not).
 */
export const demoClassesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('demo_classes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('topic', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('course_id', 'text', (c) => c.notNull())
      .addColumn('starts_at', 'text', (c) => c.notNull())
      .addColumn('minutes', 'integer', (c) => c.notNull())
      .addColumn('join_link', 'text', (c) => c.notNull())
      .addColumn('seats', 'integer', (c) => c.notNull())
      .addColumn('seats_taken', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('demo_classes_starts').on('demo_classes').column('starts_at').execute()
    await db.schema
      .createTable('demo_seats')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('reference', 'text', (c) => c.notNull().unique())
      .addColumn('class_id', 'text', (c) => c.notNull().references('demo_classes.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('course', 'text')
      .addColumn('question', 'text')
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('submission_id', 'text', (c) => c.references('submissions.id').onDelete('set null'))
      .addColumn('attended', 'integer')
      .addColumn('attended_by', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('cancelled_at', 'text')
      .execute()
    await sql`create unique index demo_seats_one_per_email on demo_seats (class_id, email) where status = 'booked'`.execute(
      db,
    )
    await db.schema.createIndex('demo_seats_lead').on('demo_seats').column('submission_id').execute()
  },
}
