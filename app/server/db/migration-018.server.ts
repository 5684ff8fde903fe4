import type { Kysely, Migration } from 'kysely'
import { seedClaims } from './seed.server'

/**
 * Claims carry their basis (docs/decisions/022): one row per figure the site claims, with what it counts and over
 * which period (`counts`), the day it was true (`as_of`, 'YYYY-MM-DD') and an optional source link. A row with an
 * empty basis is kept for staff but never shown to visitors. The figures the site showed before become the first
 * rows, inserted with "on conflict do nothing".
 */
export const claimsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('claims')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('figure', 'text', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('counts', 'text', (c) => c.notNull())
      .addColumn('as_of', 'text')
      .addColumn('source_url', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()
    await seedClaims(db)
  },
}
