// The dashboard's loader work: the range from the query (its schema is the gate), this server's counts flushed, the
// report and its tables.
import { staffPathTo } from '~/content/staff-routes'
import { flushAnalytics } from '~/server/analytics/analytics.server'
import { istToday } from '~/lib/ist'
import { getDatabase } from '~/server/db/database.server'
import { RangeQuerySchema, resolveRange, type DayRange } from '~/staff/analytics/forms/range.schema'
import { reportTables, TABLE_IDS, type ReportTable, type TableId } from '~/staff/analytics/lib/report-tables'
import { analyticsReport, type AnalyticsReport } from './analytics-report.server'

/** The range a query asks for, or the default range and the reason the query was refused. */
export function rangeOf(search: URLSearchParams, today = istToday(new Date())): { range: DayRange; error?: string } {
  const raw = Object.fromEntries(
    ['range', 'month', 'from', 'to'].flatMap((name) => {
      const value = search.get(name)
      return value === null || value.trim() === '' ? [] : [[name, value.slice(0, 20)]]
    }),
  )
  const parsed = RangeQuerySchema.safeParse(raw)
  if (parsed.success) return { range: resolveRange(parsed.data, today) }
  return {
    range: resolveRange({ range: '30d' }, today),
    error: parsed.error.issues[0]?.message ?? 'The range is not valid.',
  }
}

/** The report of a range and its tables, after this server's counts are written. */
export async function loadReport(range: DayRange): Promise<{ report: AnalyticsReport; tables: ReportTable[] }> {
  await flushAnalytics()
  const { db } = await getDatabase()
  const report = await analyticsReport(db, range)
  return { report, tables: reportTables(report) }
}

/** Each table's CSV link for this range. */
export function csvHrefs(range: DayRange): Record<TableId, string> {
  const query = new URLSearchParams({ range: range.kind })
  if (range.kind === 'month') query.set('month', range.month)
  if (range.kind === 'custom') {
    query.set('from', range.from)
    query.set('to', range.to)
  }
  return Object.fromEntries(
    TABLE_IDS.map((id) => [id, `${staffPathTo('staffAnalyticsExport', { table: id })}?${query}`]),
  ) as Record<TableId, string>
}
