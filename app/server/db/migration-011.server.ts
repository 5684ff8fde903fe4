import type { Kysely, Migration } from 'kysely'
import { seedCatalogue } from './seed.server'

/**
 * The studio's catalogue moves into the database (docs/decisions/014): one row per bootcamp (its title, category,
 * guide and contact course stay in code; staff edit the prices, the copy and whether it is shown) and one row per
 * crash course (staff may add more). Lists are JSON text, the same on both engines. The code's catalogue becomes the
 * first rows, inserted with "on conflict do nothing", so the import never duplicates or overwrites a staff edit.
 */
export const catalogueMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('catalogue_bootcamps')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('duration', 'text', (c) => c.notNull())
      .addColumn('level', 'text', (c) => c.notNull())
      .addColumn('price', 'integer', (c) => c.notNull())
      .addColumn('original_price', 'integer', (c) => c.notNull())
      .addColumn('technologies', 'text', (c) => c.notNull())
      .addColumn('projects', 'text', (c) => c.notNull())
      .addColumn('careers', 'text', (c) => c.notNull())
      .addColumn('shown', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('catalogue_crash_courses')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('price', 'integer', (c) => c.notNull())
      .addColumn('duration', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('topics', 'text', (c) => c.notNull())
      .addColumn('shown', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()
    await seedCatalogue(db)
  },
}
