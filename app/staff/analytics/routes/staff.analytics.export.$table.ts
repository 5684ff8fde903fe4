import type { Route } from './+types/staff.analytics.export.$table'
import { requireStaff } from '~/staff/shell/server/session.server'
import { csvCell, csvResponse } from '~/staff/shell/server/csv.server'
import { csvValue, TABLE_IDS, type TableId } from '~/staff/analytics/lib/report-tables'
import { loadReport, rangeOf } from '~/staff/analytics/server/analytics-page.server'

const noStore = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' }

/** One of the dashboard's tables for the query's range as a CSV download (formula-looking cells defused). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, { resource: true })
  if (!(TABLE_IDS as readonly string[]).includes(params.table)) {
    return new Response('Unknown table', { status: 404, headers: noStore })
  }
  const { range, error } = rangeOf(new URL(request.url).searchParams)
  if (error) return new Response(error, { status: 400, headers: noStore })
  const { tables } = await loadReport(range)
  const table = tables.find((t) => t.id === (params.table as TableId))!
  const lines = [
    table.columns.map((c) => csvCell(c.label)).join(','),
    ...table.rows.map((row) => row.map((value, i) => csvCell(csvValue(value, table.columns[i]!.format))).join(',')),
  ]
  return csvResponse(`realwork-analytics-${table.id}-${range.from}-to-${range.to}.csv`, `${lines.join('\r\n')}\r\n`)
}
