import type { Kysely, Migration } from 'kysely'

/**
 * Job openings staff publish at /staff/careers (docs/decisions/017). The board starts empty: the import creates no
 * openings, since an empty board is honest and the talent-pool form stands in for it. Applications are submissions
 * (kind 'job-application'), so they need no table here. Salaries are whole rupees, optional; dates are ISO text.
 */
export const careersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('career_openings')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('team', 'text', (c) => c.notNull())
      .addColumn('location', 'text', (c) => c.notNull())
      .addColumn('remote', 'integer', (c) => c.notNull())
      .addColumn('employment_type', 'text', (c) => c.notNull())
      .addColumn('apply_by', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('salary_min', 'integer')
      .addColumn('salary_max', 'integer')
      .addColumn('salary_period', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('posted_on', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('career_openings_status')
      .on('career_openings')
      .columns(['status', 'apply_by'])
      .execute()
  },
}
