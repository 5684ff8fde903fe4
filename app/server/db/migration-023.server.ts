import type { Kysely, Migration } from 'kysely'

/**
 * Analytics bounds (issue 53, docs/decisions/021 "Bounds"): per India day, the views and visitors that were not
 * counted, by why (bots, over the per-address rate, over the per-address visitor cap, pages not found, values folded
 * into "(other)"). One row a day; every server adds into it with an upsert.
 */
export const analyticsBoundsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('analytics_uncounted')
      .addColumn('day', 'text', (c) => c.primaryKey())
      .addColumn('bots', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('over_rate', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('visitor_cap', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('not_found', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('folded', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
  },
}
