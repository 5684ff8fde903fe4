import { sql, type Kysely, type Migration } from 'kysely'

/**
 * Analytics bounds (issue 53, docs/decisions/021 "Bounds"): per India day, the views and visitors that were not
 * counted, by why (bots, over the per-address rate, over the per-address visitor cap, pages not found, values folded
 * into "(other)"). One row a day; every server adds into it with an upsert.
 *
 * Rows stored before it: a payment link's path (its token) becomes its pattern, added into the pattern's row, and
 * staff paths (stored decoded from `/%73taff/…`) are deleted. The patterns are frozen here as they were on this date.
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

    const source = ['referrer', 'utm_source', 'utm_medium', 'utm_campaign']
    const tables = [
      { table: 'analytics_views', column: 'path', keys: ['day', 'entry', 'device', ...source], sums: ['views'] },
      {
        table: 'analytics_visitors',
        column: 'entry_path',
        keys: ['day', 'device', ...source],
        sums: ['visitors', 'offer_visitors'],
      },
      {
        table: 'analytics_goals',
        column: 'entry_path',
        keys: ['day', 'goal', ...source],
        sums: ['count', 'amount_paise'],
      },
    ]
    const staff = (column: string) =>
      sql`(lower(${sql.ref(column)}) = '/staff' or lower(${sql.ref(column)}) like '/staff/%')`
    for (const { table, column, keys, sums } of tables) {
      for (const [pattern, where] of [
        ['/pay/:token/documents/:id', sql`lower(${sql.ref(column)}) like '/pay/%/documents/%'`],
        ['/pay/:token', sql`lower(${sql.ref(column)}) like '/pay/%' and ${sql.ref(column)} not like '/pay/%/%'`],
      ] as const) {
        const moved = sql`${where} and ${sql.ref(column)} <> ${pattern}`
        const columns = [column, ...keys, ...sums].map((c) => sql.ref(c))
        const selected = [sql`${pattern}`, ...keys.map((c) => sql.ref(c)), ...sums.map((c) => sql`sum(${sql.ref(c)})`)]
        await sql`insert into ${sql.table(table)} (${sql.join(columns)})
          select ${sql.join(selected)} from ${sql.table(table)} where ${moved} group by ${sql.join(keys.map((c) => sql.ref(c)))}
          on conflict (${sql.join([column, ...keys].map((c) => sql.ref(c)))}) do update set ${sql.join(
            sums.map((c) => sql`${sql.ref(c)} = ${sql.ref(`${table}.${c}`)} + ${sql.ref(`excluded.${c}`)}`),
          )}`.execute(db)
        await sql`delete from ${sql.table(table)} where ${moved}`.execute(db)
      }
      await sql`delete from ${sql.table(table)} where ${staff(column)}`.execute(db)
    }
    await sql`update analytics_day_visitors set entry_path = '/pay/:token' where lower(entry_path) like '/pay/%'`.execute(
      db,
    )
    await sql`delete from analytics_day_visitors where ${staff('entry_path')}`.execute(db)
  },
}
