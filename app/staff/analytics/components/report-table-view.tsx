import { STAFF_TD, STAFF_TH, StaffTable } from '~/staff/shell/components/staff-table'
import { analyticsCopy } from '~/staff/analytics/content/analytics-copy'
import { formatCell, type ReportTable } from '~/staff/analytics/lib/report-tables'

/**
 * One of the dashboard's tables with its CSV download; `sr` keeps the table for screen readers only (the chart's
 * figures, which sighted readers see drawn). A row with an id can be linked to (`#campaign-…`).
 */
export function ReportTableView({ table, csvHref, sr = false }: { table: ReportTable; csvHref: string; sr?: boolean }) {
  const head = table.columns.map((column) => (
    <th key={column.label} scope="col" className={column.format === 'text' ? STAFF_TH : `${STAFF_TH} text-right`}>
      {column.label}
    </th>
  ))
  const rows = table.rows.map((row, r) => (
    <tr key={table.rowIds?.[r] ?? r} id={table.rowIds?.[r]} className="target:bg-amber-50">
      {row.map((value, c) =>
        c === 0 ? (
          <th key={c} scope="row" className={`${STAFF_TD} text-left font-medium whitespace-nowrap`}>
            {formatCell(value, table.columns[c]!.format)}
          </th>
        ) : (
          <td
            key={c}
            className={
              table.columns[c]!.format === 'text'
                ? `${STAFF_TD} whitespace-nowrap`
                : `${STAFF_TD} text-right whitespace-nowrap tabular-nums`
            }
          >
            {formatCell(value, table.columns[c]!.format)}
          </td>
        ),
      )}
    </tr>
  ))
  if (sr) {
    return (
      <table className="sr-only">
        <caption>{table.title}</caption>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{rows}</tbody>
      </table>
    )
  }
  return (
    <section aria-labelledby={`${table.id}-title`} className="mt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${table.id}-title`} className="text-lg font-semibold text-slate-900">
          {table.title}
        </h2>
        <a href={csvHref} className="text-sm font-semibold text-indigo-800 underline underline-offset-2" download>
          {analyticsCopy.csv}
          <span className="sr-only">: {table.title}</span>
        </a>
      </div>
      {table.rows.length === 0 ? (
        <p className="mt-3 text-slate-700">{analyticsCopy.empty}</p>
      ) : (
        <StaffTable className="mt-3" head={head}>
          {rows}
        </StaffTable>
      )}
    </section>
  )
}
