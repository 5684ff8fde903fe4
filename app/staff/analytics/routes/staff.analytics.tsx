import type { Route } from './+types/staff.analytics'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { requireStaff } from '~/staff/shell/server/session.server'
import { AnalyticsView } from '~/staff/analytics/components/analytics-view'
import { analyticsCopy } from '~/staff/analytics/content/analytics-copy'
import { csvHrefs, loadReport, rangeOf } from '~/staff/analytics/server/analytics-page.server'

/** Owners and editors: visitors, pages, sources, campaigns and conversions for a range of days. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request)
  const { range, error } = rangeOf(new URL(request.url).searchParams)
  const { report, tables } = await loadReport(range)
  const { totals, days } = report
  return {
    range,
    error,
    totals,
    days,
    funnel: report.funnel,
    tables,
    csvHrefs: csvHrefs(range),
  }
}

export const meta: Route.MetaFunction = () => staffMeta(analyticsCopy.title)

export default function StaffAnalytics({ loaderData }: Route.ComponentProps) {
  return <AnalyticsView {...loaderData} />
}
