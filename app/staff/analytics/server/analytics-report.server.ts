// What the analytics dashboard shows for a range of India days: read from the per-day rows (and today's visitor keys,
// counted but not yet folded), after this server's own counts are flushed; leads from their goals, enrolled, paid and
// fees from the store (funnel-people.server.ts), what was not counted from uncountedFigures (docs/decisions/021).
import type { Kysely } from 'kysely'
import type { Database } from '~/server/db/schema.server'
import { GOALS, type Goal } from '~/server/analytics/goals.server'
import type { UncountedFigures } from '~/server/analytics/bounds.server'
import { uncountedFigures } from './uncounted.server'
import { daysOf, type DayRange } from '~/staff/analytics/forms/range.schema'
import { funnelSteps, type FunnelStep } from '~/staff/analytics/lib/funnel'
import { funnelPeople, type LeadSourceKey } from './funnel-people.server'

/** Who a visitor (or a goal) came from: the parts the database keeps, '' when absent. */
type Source = LeadSourceKey

interface VisitorCount extends Source {
  day: string
  device: string
  visitors: number
  offerVisitors: number
}

interface GoalCount extends Source {
  goal: Goal
  count: number
  amountPaise: number
}

export type GoalTotals = Record<Goal, number>

export interface SourceRow {
  /** The campaign's source, else the referring site, else '' (direct). */
  source: string
  visitors: number
  goals: GoalTotals
}

export interface EntryRow {
  path: string
  visitors: number
  goals: GoalTotals
}

export interface CampaignRow {
  source: string
  medium: string
  campaign: string
  visitors: number
  offerVisitors: number
  goals: GoalTotals
  paidPaise: number
}

export interface AnalyticsReport {
  days: { day: string; visitors: number; views: number }[]
  totals: { visitors: number; offerVisitors: number; views: number; goals: GoalTotals; paidPaise: number }
  pages: { path: string; views: number; entries: number }[]
  entries: EntryRow[]
  referrers: { referrer: string; visitors: number }[]
  campaigns: CampaignRow[]
  devices: { device: string; visitors: number; views: number }[]
  sources: SourceRow[]
  funnel: FunnelStep[]
  uncounted: UncountedFigures
}

const noGoals = (): GoalTotals => ({ form: 0, registration: 0, enrolment: 0, payment: 0, call: 0, demo: 0 })

/** A source's one-word label: the campaign's utm_source, else the referring host, else '' (direct or unknown). */
export function sourceLabelOf(source: Pick<Source, 'referrer' | 'utmSource'>): string {
  return source.utmSource || source.referrer
}

/** Visitors of the range by day and source: finished days' counts plus today's keys, counted the same way. */
async function visitorCounts(db: Kysely<Database>, range: DayRange): Promise<VisitorCount[]> {
  const [folded, live] = await Promise.all([
    db
      .selectFrom('analytics_visitors')
      .selectAll()
      .where('day', '>=', range.from)
      .where('day', '<=', range.to)
      .execute(),
    db
      .selectFrom('analytics_day_visitors')
      .select((eb) => [
        'day',
        'entry_path',
        'device',
        'referrer',
        'utm_source',
        'utm_medium',
        'utm_campaign',
        eb.fn.countAll<number>().as('visitors'),
        eb.fn.sum<number>('offer').as('offer_visitors'),
      ])
      .where('day', '>=', range.from)
      .where('day', '<=', range.to)
      .groupBy(['day', 'entry_path', 'device', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign'])
      .execute(),
  ])
  return [...folded, ...live].map((r) => ({
    day: r.day,
    device: r.device,
    entryPath: r.entry_path,
    referrer: r.referrer,
    utmSource: r.utm_source,
    utmMedium: r.utm_medium,
    utmCampaign: r.utm_campaign,
    visitors: Number(r.visitors),
    offerVisitors: Number(r.offer_visitors),
  }))
}

async function goalCounts(db: Kysely<Database>, range: DayRange): Promise<GoalCount[]> {
  const rows = await db
    .selectFrom('analytics_goals')
    .select((eb) => [
      'goal',
      'entry_path',
      'referrer',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      eb.fn.sum<number>('count').as('count'),
      eb.fn.sum<number>('amount_paise').as('amount_paise'),
    ])
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .where('goal', 'in', ['form', 'registration', 'call', 'demo'])
    .groupBy(['goal', 'entry_path', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign'])
    .execute()
  return rows
    .filter((r): r is typeof r & { goal: Goal } => (GOALS as readonly string[]).includes(r.goal))
    .map((r) => ({
      goal: r.goal,
      entryPath: r.entry_path,
      referrer: r.referrer,
      utmSource: r.utm_source,
      utmMedium: r.utm_medium,
      utmCampaign: r.utm_campaign,
      count: Number(r.count),
      amountPaise: Number(r.amount_paise),
    }))
}

/** Adds `add` into the row of `key` in `map`, making it with `make` the first time. */
function tally<K, V>(map: Map<K, V>, key: K, make: () => V, add: (row: V) => void): void {
  let row = map.get(key)
  if (!row) map.set(key, (row = make()))
  add(row)
}

const byCount = <T extends { visitors: number }>(a: T, b: T) => b.visitors - a.visitors

/** The dashboard's figures for a range of days. */
export async function analyticsReport(db: Kysely<Database>, range: DayRange): Promise<AnalyticsReport> {
  const [visitors, goals, people, uncounted, views] = await Promise.all([
    visitorCounts(db, range),
    goalCounts(db, range),
    funnelPeople(db, range),
    uncountedFigures(db, range.from, range.to),
    db
      .selectFrom('analytics_views')
      .select((eb) => ['day', 'path', 'entry', 'device', eb.fn.sum<number>('views').as('views')])
      .where('day', '>=', range.from)
      .where('day', '<=', range.to)
      .groupBy(['day', 'path', 'entry', 'device'])
      .execute(),
  ])

  const days = new Map(daysOf(range).map((day) => [day, { day, visitors: 0, views: 0 }]))
  const pages = new Map<string, { path: string; views: number; entries: number }>()
  const devices = new Map<string, { device: string; visitors: number; views: number }>()
  const totals = { visitors: 0, offerVisitors: 0, views: 0, goals: noGoals(), paidPaise: 0 }
  for (const row of views) {
    const n = Number(row.views)
    totals.views += n
    const day = days.get(row.day)
    if (day) day.views += n
    tally(
      pages,
      row.path,
      () => ({ path: row.path, views: 0, entries: 0 }),
      (page) => {
        page.views += n
        if (Number(row.entry) === 1) page.entries += n
      },
    )
    tally(
      devices,
      row.device,
      () => ({ device: row.device, visitors: 0, views: 0 }),
      (d) => (d.views += n),
    )
  }

  const entries = new Map<string, EntryRow>()
  const referrers = new Map<string, { referrer: string; visitors: number }>()
  const campaigns = new Map<string, CampaignRow>()
  const sources = new Map<string, SourceRow>()
  const campaignRow = (s: Source) => (): CampaignRow => ({
    source: s.utmSource,
    medium: s.utmMedium,
    campaign: s.utmCampaign,
    visitors: 0,
    offerVisitors: 0,
    goals: noGoals(),
    paidPaise: 0,
  })
  /** Adds a source's figures to its entry page, its source and (when tagged) its campaign. */
  type Counts = { visitors: number; goals: GoalTotals }
  const bySource = (s: Source, add: (row: Counts) => void, campaignOnly?: (row: CampaignRow) => void) => {
    if (s.entryPath) tally(entries, s.entryPath, () => ({ path: s.entryPath, visitors: 0, goals: noGoals() }), add)
    const label = sourceLabelOf(s)
    tally(sources, label, () => ({ source: label, visitors: 0, goals: noGoals() }), add)
    if (s.utmSource || s.utmMedium || s.utmCampaign) {
      tally(campaigns, [s.utmSource, s.utmMedium, s.utmCampaign].join('\0'), campaignRow(s), (c) => {
        add(c)
        campaignOnly?.(c)
      })
    }
  }
  for (const row of visitors) {
    totals.visitors += row.visitors
    totals.offerVisitors += row.offerVisitors
    const day = days.get(row.day)
    if (day) day.visitors += row.visitors
    tally(
      devices,
      row.device,
      () => ({ device: row.device, visitors: 0, views: 0 }),
      (d) => (d.visitors += row.visitors),
    )
    if (row.referrer) {
      tally(
        referrers,
        row.referrer,
        () => ({ referrer: row.referrer, visitors: 0 }),
        (r) => (r.visitors += row.visitors),
      )
    }
    bySource(
      row,
      (r) => (r.visitors += row.visitors),
      (c) => (c.offerVisitors += row.offerVisitors),
    )
  }
  // Leads (forms and registrations) from their goals; enrolled, paid and fees from the store (funnel-people).
  for (const row of goals) {
    totals.goals[row.goal] += row.count
    bySource(row, (r) => (r.goals[row.goal] += row.count))
  }
  for (const row of people.rows) {
    bySource(
      row,
      (r) => {
        r.goals.enrolment += row.enrolled
        r.goals.payment += row.paid
      },
      (c) => (c.paidPaise += row.feesPaise),
    )
  }
  totals.goals.enrolment = people.enrolled
  totals.goals.payment = people.paid
  totals.paidPaise = people.feesPaise

  return {
    days: [...days.values()],
    totals,
    pages: [...pages.values()].sort((a, b) => b.views - a.views || a.path.localeCompare(b.path)),
    entries: [...entries.values()].sort(byCount),
    referrers: [...referrers.values()].sort(byCount),
    campaigns: [...campaigns.values()].sort(byCount),
    devices: [...devices.values()].sort(byCount),
    sources: [...sources.values()].sort(byCount),
    funnel: funnelSteps({
      visitors: totals.visitors,
      leads: totals.goals.form + totals.goals.registration,
      registrations: people.bookedOrRegistered,
      enrolled: totals.goals.enrolment,
      paid: totals.goals.payment,
    }),
    uncounted,
  }
}
