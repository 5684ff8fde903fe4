import type { Kysely, Migration } from 'kysely'

/**
 * The student's own page (issue 55, part 4): sign-in links and student sessions, apart from staff sessions.
 *
 * - `student_sign_in_links`: a one-time link mailed to a student. Only the SHA-256 of the link's token is kept, so a
 *   copy of the database signs no one in; `used_at` is set by the one statement that redeems it.
 * - `student_sessions`: a signed-in student, keyed by the SHA-256 of the cookie's token, by email (a student is their
 *   email: their registrations and enrolments are found through it). Nothing here refers to staff tables.
 */
export const studentSignInMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('student_sign_in_links')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute()
    await db.schema
      .createIndex('student_sign_in_links_expiry')
      .on('student_sign_in_links')
      .column('expires_at')
      .execute()
    await db.schema
      .createTable('student_sessions')
      .addColumn('id_hash', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('student_sessions_email').on('student_sessions').column('email').execute()
  },
}
