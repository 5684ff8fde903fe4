import { StaffNotice } from '~/staff/shell/components/staff-table'
import { analyticsCopy } from '~/staff/analytics/content/analytics-copy'
import type { DayRange } from '~/staff/analytics/forms/range.schema'
import type { ReportTable, TableId } from '~/staff/analytics/lib/report-tables'
import { formatCell } from '~/staff/analytics/lib/report-tables'
import type { AnalyticsReport } from '~/staff/analytics/server/analytics-report.server'
import { FunnelChart } from './funnel-chart'
import { RangeForm } from './range-form'
import { ReportTableView } from './report-table-view'
import { TrafficChart } from './traffic-chart'

export interface AnalyticsViewProps {
  range: DayRange
  error?: string
  totals: AnalyticsReport['totals']
  days: AnalyticsReport['days']
  funnel: AnalyticsReport['funnel']
  tables: ReportTable[]
  /** The CSV download of a table, for this range. */
  csvHrefs: Record<TableId, string>
}

/** A CSV link under a chart, named for screen readers by the table it downloads. */
function CsvLink({ href, name }: { href: string; name: string }) {
  return (
    <p className="mt-2 text-sm">
      <a href={href} download className="font-semibold text-indigo-800 underline underline-offset-2">
        {analyticsCopy.csv}
        <span className="sr-only">: {name}</span>
      </a>
    </p>
  )
}

/** The analytics dashboard: range, figures, chart, funnel, what was not counted and the tables, each with its CSV. */
export function AnalyticsView({ range, error, totals, days, funnel, tables, csvHrefs }: AnalyticsViewProps) {
  const copy = analyticsCopy
  const tiles = [
    [copy.tiles.visitors, formatCell(totals.visitors, 'count')],
    [copy.tiles.views, formatCell(totals.views, 'count')],
    [copy.tiles.forms, formatCell(totals.goals.form + totals.goals.registration, 'count')],
    [copy.tiles.registrations, formatCell(totals.goals.registration, 'count')],
    [copy.tiles.calls, formatCell(totals.goals.call, 'count')],
    [copy.tiles.demoSeats, formatCell(totals.goals.demo, 'count')],
    [copy.tiles.enrolments, formatCell(totals.goals.enrolment, 'count')],
    [copy.tiles.students, formatCell(totals.goals.payment, 'count')],
    [copy.tiles.paid, formatCell(totals.paidPaise, 'paise')],
  ] as const
  const byId = (id: TableId) => tables.find((t) => t.id === id)
  const daysTable = byId('days')
  const funnelTable = byId('funnel')
  const uncounted = byId('uncounted')
  const rest = tables.filter((t) => !['days', 'funnel', 'uncounted'].includes(t.id))
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{copy.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{copy.lead}</p>
      <p className="mt-2 max-w-3xl text-sm text-slate-700" data-testid="how-counted">
        {copy.howCounted}
      </p>
      <RangeForm range={range} error={error} />
      {error ? <StaffNotice>{copy.range.invalid.replace('{reason}', error)}</StaffNotice> : null}
      <p className="mt-4 text-sm text-slate-700" data-testid="range-shown">
        {copy.range.showing.replace('{from}', range.from).replace('{to}', range.to)} {copy.lag}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {tiles.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-3">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="mt-1 text-xl font-bold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <TrafficChart days={days} />
      {daysTable ? <ReportTableView table={daysTable} csvHref={csvHrefs.days} sr /> : null}
      <CsvLink href={csvHrefs.days} name={copy.chart.tableCaption} />
      <section aria-labelledby="funnel-title" className="mt-8">
        <h2 id="funnel-title" className="text-lg font-semibold text-slate-900">
          {copy.funnel.title}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-700">{copy.funnel.lead}</p>
        <FunnelChart steps={funnel} />
        {funnelTable ? <CsvLink href={csvHrefs.funnel} name={copy.funnel.title} /> : null}
      </section>
      {uncounted ? (
        <section aria-labelledby="uncounted-title" className="mt-8">
          <h2 id="uncounted-title" className="text-lg font-semibold text-slate-900">
            {copy.uncounted.title}
          </h2>
          <p className="mt-1 max-w-3xl text-sm text-slate-700">{copy.uncounted.lead}</p>
          <dl className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-5" data-testid="uncounted">
            {uncounted.rows.map(([why, n]) => (
              <div key={String(why)} className="rounded-lg border border-slate-200 bg-white p-3">
                <dt className="text-sm text-slate-700">{why}</dt>
                <dd className="mt-1 font-semibold text-slate-900 tabular-nums">{formatCell(n ?? 0, 'count')}</dd>
              </div>
            ))}
          </dl>
          <CsvLink href={csvHrefs.uncounted} name={copy.uncounted.title} />
        </section>
      ) : null}
      {rest.map((table) => (
        <ReportTableView key={table.id} table={table} csvHref={csvHrefs[table.id]} />
      ))}
      <p className="mt-6 max-w-3xl text-sm text-slate-700">{copy.conversionNote}</p>
    </>
  )
}
