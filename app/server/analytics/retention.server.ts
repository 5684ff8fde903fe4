import type { Kysely } from 'kysely'
import { analyticsRetentionMonths } from '~/lib/retention'
import type { Database } from '../db/schema.server'
import { istToday } from '~/lib/ist'

/** The first India day still kept, `months` calendar months before today's. */
export function analyticsKeptFrom(now: Date, months: number): string {
  const [y, m, d] = istToday(now).split('-').map(Number) as [number, number, number]
  const first = new Date(Date.UTC(y, m - 1 - months, 1))
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  first.setUTCDate(Math.min(d, lastDay))
  return first.toISOString().slice(0, 10)
}

/**
 * Deletes visit statistics older than the retention period (ANALYTICS_RETENTION_MONTHS, 25 by default): page views,
 * visitors, goals and the figures of what was not counted, per day. Returns the rows deleted.
 */
export async function pruneAnalytics(
  db: Kysely<Database>,
  { months = analyticsRetentionMonths, now = new Date() } = {},
): Promise<number> {
  const before = analyticsKeptFrom(now, months)
  let deleted = 0
  for (const table of ['analytics_views', 'analytics_visitors', 'analytics_goals', 'analytics_uncounted'] as const) {
    const result = await db.deleteFrom(table).where('day', '<', before).executeTakeFirst()
    deleted += Number(result.numDeletedRows)
  }
  return deleted
}
