// What a counter writes (counter.server.ts, docs/decisions/021): its view and visitor rows and the figures of what it
// did not count, added into the per-day rows with upserts; and the fold of finished days' visitor keys.
import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.server'
import type { UncountedFigures } from './bounds.server'
import type { ViewSource } from './count-rules.server'
import { viewRowId, type ViewRow } from './view-rows.server'

/** Rows per insert statement. */
const BATCH = 200

/** Today's visitor as held until a flush (a row of `analytics_day_visitors`). */
export interface VisitorRow extends ViewSource {
  day: string
  visitor: string
  entryPath: string
  device: string
  offer: number
}

/** One day's figures of what was not counted. */
export interface UncountedRow extends UncountedFigures {
  day: string
}

/** Rows in one order on every server, so two servers' upserts take PostgreSQL's row locks in the same order. */
function sorted<T>(rows: T[], key: (row: T) => string): T[] {
  return rows
    .map((row) => [key(row), row] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, row]) => row)
}

/** Adds a flush's rows into the per-day rows, in one transaction. */
export async function writeCounts(
  db: Kysely<Database>,
  viewRows: ViewRow[],
  visitorRows: VisitorRow[],
  uncountedRows: UncountedRow[] = [],
) {
  if (viewRows.length === 0 && visitorRows.length === 0 && uncountedRows.length === 0) return
  const views = sorted(viewRows, viewRowId)
  const visitors = sorted(visitorRows, (r) => `${r.day}\0${r.visitor}`)
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < views.length; i += BATCH) {
      await trx
        .insertInto('analytics_views')
        .values(
          views.slice(i, i + BATCH).map((r) => ({
            day: r.day,
            path: r.path,
            entry: r.entry,
            device: r.device,
            referrer: r.referrer,
            utm_source: r.utmSource,
            utm_medium: r.utmMedium,
            utm_campaign: r.utmCampaign,
            views: r.views,
          })),
        )
        .onConflict((oc) =>
          oc
            .columns(['day', 'path', 'entry', 'device', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign'])
            .doUpdateSet((eb) => ({ views: eb('analytics_views.views', '+', eb.ref('excluded.views')) })),
        )
        .execute()
    }
    // A visitor already written (by this server's last flush or another server) keeps its first entry's source,
    // unless that row had none; it becomes an offer visitor once either row saw a course or service page.
    const kept = (column: string) =>
      sql<string>`${sql.raw(
        `case when analytics_day_visitors.entry_path = '' then excluded.${column} else analytics_day_visitors.${column} end`,
      )}`
    for (let i = 0; i < visitors.length; i += BATCH) {
      await trx
        .insertInto('analytics_day_visitors')
        .values(
          visitors.slice(i, i + BATCH).map((r) => ({
            day: r.day,
            visitor: r.visitor,
            entry_path: r.entryPath,
            device: r.device,
            referrer: r.referrer,
            utm_source: r.utmSource,
            utm_medium: r.utmMedium,
            utm_campaign: r.utmCampaign,
            offer: r.offer,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['day', 'visitor']).doUpdateSet({
            referrer: kept('referrer'),
            utm_source: kept('utm_source'),
            utm_medium: kept('utm_medium'),
            utm_campaign: kept('utm_campaign'),
            entry_path: kept('entry_path'),
            offer: sql`case when excluded.offer > analytics_day_visitors.offer then excluded.offer else analytics_day_visitors.offer end`,
          }),
        )
        .execute()
    }
    for (const r of sorted(uncountedRows, (row) => row.day)) {
      const add = (column: 'bots' | 'over_rate' | 'visitor_cap' | 'not_found' | 'folded') =>
        sql<number>`${sql.ref(`analytics_uncounted.${column}`)} + ${sql.ref(`excluded.${column}`)}`
      await trx
        .insertInto('analytics_uncounted')
        .values({
          day: r.day,
          bots: r.bots,
          over_rate: r.overRate,
          visitor_cap: r.visitorCap,
          not_found: r.notFound,
          folded: r.folded,
        })
        .onConflict((oc) =>
          oc.column('day').doUpdateSet({
            bots: add('bots'),
            over_rate: add('over_rate'),
            visitor_cap: add('visitor_cap'),
            not_found: add('not_found'),
            folded: add('folded'),
          }),
        )
        .execute()
    }
  })
}

/**
 * Folds the visitor keys of days before `today` into visitors per day and source, and deletes the keys. The delete
 * returns the rows it removed, so of two servers folding at once only one gets (and adds) each row.
 */
export async function foldFinishedDays(db: Kysely<Database>, today: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom('analytics_day_visitors')
      .where('day', '<', today)
      .returning(['day', 'entry_path', 'device', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'offer'])
      .execute()
    if (gone.length === 0) return
    const totals = new Map<string, { row: (typeof gone)[number]; visitors: number; offers: number }>()
    for (const row of gone) {
      const id = [
        row.day,
        row.entry_path,
        row.device,
        row.referrer,
        row.utm_source,
        row.utm_medium,
        row.utm_campaign,
      ].join('\0')
      const total = totals.get(id) ?? { row, visitors: 0, offers: 0 }
      total.visitors += 1
      total.offers += Number(row.offer) > 0 ? 1 : 0
      totals.set(id, total)
    }
    const rows = sorted([...totals.entries()], ([id]) => id).map(([, { row, visitors, offers }]) => ({
      day: row.day,
      entry_path: row.entry_path,
      device: row.device,
      referrer: row.referrer,
      utm_source: row.utm_source,
      utm_medium: row.utm_medium,
      utm_campaign: row.utm_campaign,
      visitors,
      offer_visitors: offers,
    }))
    for (let i = 0; i < rows.length; i += BATCH) {
      await trx
        .insertInto('analytics_visitors')
        .values(rows.slice(i, i + BATCH))
        .onConflict((oc) =>
          oc
            .columns(['day', 'entry_path', 'device', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign'])
            .doUpdateSet((eb) => ({
              visitors: eb('analytics_visitors.visitors', '+', eb.ref('excluded.visitors')),
              offer_visitors: eb('analytics_visitors.offer_visitors', '+', eb.ref('excluded.offer_visitors')),
            })),
        )
        .execute()
    }
  })
}
