// The figures of what the counter did not count (issue 53, docs/decisions/021 "Bounds"), for the staff report.
import type { Kysely } from 'kysely'
import type { UncountedFigures } from '~/server/analytics/bounds.server'
import type { Database } from '~/server/db/schema.server'

/** Views and visitors not counted between two India days (inclusive), by why. */
export async function uncountedFigures(db: Kysely<Database>, from: string, to: string): Promise<UncountedFigures> {
  const row = await db
    .selectFrom('analytics_uncounted')
    .select((eb) => [
      eb.fn.sum<number>('bots').as('bots'),
      eb.fn.sum<number>('over_rate').as('overRate'),
      eb.fn.sum<number>('visitor_cap').as('visitorCap'),
      eb.fn.sum<number>('not_found').as('notFound'),
      eb.fn.sum<number>('folded').as('folded'),
    ])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .executeTakeFirst()
  return {
    bots: Number(row?.bots ?? 0),
    overRate: Number(row?.overRate ?? 0),
    visitorCap: Number(row?.visitorCap ?? 0),
    notFound: Number(row?.notFound ?? 0),
    folded: Number(row?.folded ?? 0),
  }
}
