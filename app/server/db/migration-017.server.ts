import type { Kysely, Migration } from 'kysely'

/**
 * First-party analytics (docs/decisions/021): the daily salt, page views, today's visitor keys, visitors per day and
 * goals. Each aggregate's primary key is its whole set of dimensions, so a server's flush adds into a row with
 * `on conflict … do update`, on SQLite and PostgreSQL alike.
 */
export const analyticsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('analytics_salts')
      .addColumn('day', 'text', (c) => c.primaryKey())
      .addColumn('salt', 'text', (c) => c.notNull())
      .execute()

    await db.schema
      .createTable('analytics_views')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('entry', 'integer', (c) => c.notNull())
      .addColumn('device', 'text', (c) => c.notNull())
      .addColumn('referrer', 'text', (c) => c.notNull())
      .addColumn('utm_source', 'text', (c) => c.notNull())
      .addColumn('utm_medium', 'text', (c) => c.notNull())
      .addColumn('utm_campaign', 'text', (c) => c.notNull())
      .addColumn('views', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('analytics_views_pkey', [
        'day',
        'path',
        'entry',
        'device',
        'referrer',
        'utm_source',
        'utm_medium',
        'utm_campaign',
      ])
      .execute()

    await db.schema
      .createTable('analytics_day_visitors')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('visitor', 'text', (c) => c.notNull())
      .addColumn('entry_path', 'text', (c) => c.notNull())
      .addColumn('device', 'text', (c) => c.notNull())
      .addColumn('referrer', 'text', (c) => c.notNull())
      .addColumn('utm_source', 'text', (c) => c.notNull())
      .addColumn('utm_medium', 'text', (c) => c.notNull())
      .addColumn('utm_campaign', 'text', (c) => c.notNull())
      .addColumn('offer', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('analytics_day_visitors_pkey', ['day', 'visitor'])
      .execute()

    await db.schema
      .createTable('analytics_visitors')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('entry_path', 'text', (c) => c.notNull())
      .addColumn('device', 'text', (c) => c.notNull())
      .addColumn('referrer', 'text', (c) => c.notNull())
      .addColumn('utm_source', 'text', (c) => c.notNull())
      .addColumn('utm_medium', 'text', (c) => c.notNull())
      .addColumn('utm_campaign', 'text', (c) => c.notNull())
      .addColumn('visitors', 'integer', (c) => c.notNull())
      .addColumn('offer_visitors', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('analytics_visitors_pkey', [
        'day',
        'entry_path',
        'device',
        'referrer',
        'utm_source',
        'utm_medium',
        'utm_campaign',
      ])
      .execute()

    await db.schema
      .createTable('analytics_goals')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('goal', 'text', (c) => c.notNull())
      .addColumn('entry_path', 'text', (c) => c.notNull())
      .addColumn('referrer', 'text', (c) => c.notNull())
      .addColumn('utm_source', 'text', (c) => c.notNull())
      .addColumn('utm_medium', 'text', (c) => c.notNull())
      .addColumn('utm_campaign', 'text', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('amount_paise', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('analytics_goals_pkey', [
        'day',
        'goal',
        'entry_path',
        'referrer',
        'utm_source',
        'utm_medium',
        'utm_campaign',
      ])
      .execute()
  },
}
