import type { Kysely, Migration } from 'kysely'

/**
 * The Due view at scale (docs/decisions/020, "At scale"). Its page is the oldest leads among those due, and with a
 * backlog of thousands the store looked every due lead up by id to read its arrival time before sorting (12,000 row
 * reads for 25 rows: 46 ms on SQLite, 85 ms on PostgreSQL at 100,000 leads). The first-response index now carries the
 * arrival time, as the follow-up index already does, so both halves of Due give their leads' arrival order from the
 * indexes alone and only the page's 25 rows are read.
 */
export const dueOrderMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.dropIndex('submissions_first_response').execute()
    await db.schema
      .createIndex('submissions_first_response')
      .on('submissions')
      .columns(['first_response_at', 'first_response_due_at', 'created_at', 'id', 'status'])
      .execute()
  },
}
