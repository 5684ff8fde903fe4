// The dashboard's tables as data: the page renders them and the CSV download writes them, so both always agree.
import type { AnalyticsReport, GoalTotals } from '~/staff/analytics/server/analytics-report.server'
import { analyticsCopy } from '~/staff/analytics/content/analytics-copy'
import { campaignRowId } from './campaign-link'
import { conversion } from './funnel'

export const TABLE_IDS = [
  'days',
  'funnel',
  'uncounted',
  'campaigns',
  'sources',
  'entries',
  'pages',
  'referrers',
  'devices',
] as const
export type TableId = (typeof TABLE_IDS)[number]

/** How a column's values are shown: text as is, counts and rupees in Indian grouping, shares as percentages. */
export type ColumnFormat = 'text' | 'count' | 'percent' | 'paise'

const UNCOUNTED = ['bots', 'overRate', 'visitorCap', 'notFound', 'folded'] as const

export interface ReportTable {
  id: TableId
  title: string
  columns: { label: string; format: ColumnFormat }[]
  /** Raw values: a share is a fraction (0.25), money is paise; the page and the CSV format them. */
  rows: (string | number)[][]
  /** Row ids (for links to a row, such as a lead's campaign), when the table has them. */
  rowIds?: string[]
}

/** Leads over visitors, or "n/a" where that would divide by zero or pass 100 % (decision 021, "Funnel"). */
const rate = (goals: GoalTotals, visitors: number) =>
  conversion(goals.form + goals.registration, visitors) ?? analyticsCopy.notApplicable

function columns(labels: readonly string[], formats: ColumnFormat[]) {
  return labels.map((label, i) => ({ label, format: formats[i] ?? 'count' }))
}

/** Every table of a report, in the page's order. */
export function reportTables(report: AnalyticsReport): ReportTable[] {
  const { tables, chart, direct, none, devices, funnel, uncounted } = analyticsCopy
  const goalCells = (g: GoalTotals) => [g.form, g.registration, g.enrolment, g.payment]
  return [
    {
      id: 'days',
      title: chart.tableCaption,
      columns: columns([chart.day, chart.legendVisitors, chart.legendViews], ['text']),
      rows: report.days.map((d) => [d.day, d.visitors, d.views]),
    },
    {
      id: 'funnel',
      title: funnel.title,
      columns: columns(funnel.columns, ['text', 'count', 'percent']),
      rows: report.funnel.map((step) => [
        funnel.steps[step.id],
        step.people,
        step.share ?? analyticsCopy.notApplicable,
      ]),
    },
    {
      id: 'uncounted',
      title: uncounted.title,
      columns: columns(uncounted.columns, ['text']),
      rows: UNCOUNTED.map((why) => [uncounted.reasons[why], report.uncounted[why]]),
    },
    {
      id: 'campaigns',
      title: tables.campaigns.title,
      columns: columns(tables.campaigns.columns, [
        'text',
        'text',
        'text',
        'count',
        'count',
        'count',
        'count',
        'count',
        'paise',
        'percent',
      ]),
      rows: report.campaigns.map((c) => [
        c.source || none,
        c.medium || none,
        c.campaign || none,
        c.visitors,
        c.offerVisitors,
        c.goals.form + c.goals.registration,
        c.goals.enrolment,
        c.goals.payment,
        c.paidPaise,
        rate(c.goals, c.visitors),
      ]),
      rowIds: report.campaigns.map((c) => campaignRowId(c.source, c.medium, c.campaign)),
    },
    {
      id: 'sources',
      title: tables.sources.title,
      columns: columns(tables.sources.columns, ['text', 'count', 'count', 'count', 'count', 'count', 'percent']),
      rows: report.sources.map((s) => [
        s.source || direct,
        s.visitors,
        ...goalCells(s.goals),
        rate(s.goals, s.visitors),
      ]),
    },
    {
      id: 'entries',
      title: tables.entries.title,
      columns: columns(tables.entries.columns, ['text', 'count', 'count', 'count', 'count', 'count', 'percent']),
      rows: report.entries.map((e) => [e.path, e.visitors, ...goalCells(e.goals), rate(e.goals, e.visitors)]),
    },
    {
      id: 'pages',
      title: tables.pages.title,
      columns: columns(tables.pages.columns, ['text']),
      rows: report.pages.map((p) => [p.path, p.views, p.entries]),
    },
    {
      id: 'referrers',
      title: tables.referrers.title,
      columns: columns(tables.referrers.columns, ['text']),
      rows: report.referrers.map((r) => [r.referrer, r.visitors]),
    },
    {
      id: 'devices',
      title: tables.devices.title,
      columns: columns(tables.devices.columns, ['text']),
      rows: report.devices.map((d) => [devices[d.device] ?? d.device, d.visitors, d.views]),
    },
  ]
}

const counts = new Intl.NumberFormat('en-IN')
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })
const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 })

/** A cell as the page shows it. */
export function formatCell(value: string | number, format: ColumnFormat): string {
  if (typeof value === 'string') return value
  if (format === 'paise') return rupees.format(value / 100)
  if (format === 'percent') return percent.format(value)
  return counts.format(value)
}

/** A cell as the CSV holds it: plain numbers (rupees with two decimals, shares as percentages), text as is. */
export function csvValue(value: string | number, format: ColumnFormat): string | number {
  if (typeof value === 'string') return value
  if (format === 'paise') return (value / 100).toFixed(2)
  if (format === 'percent') return (value * 100).toFixed(1)
  return value
}
