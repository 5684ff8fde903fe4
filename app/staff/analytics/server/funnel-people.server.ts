// The funnel's later steps, read from the store rather than from goal counts (issue 53, docs/decisions/021 "Funnel"):
// enrolments that hold a seat, students who have paid (from the one fee account, decision 024) and the fees received
// (the ledger's own figure), each with the source of the lead it came from.
import type { Kysely } from 'kysely'
import { istDate, istDateTime } from '~/lib/ist'
import { feeBalances } from '~/server/fees/fee-account.server'
import type { Database } from '~/server/db/schema.server'
import { ledgerTotals, ledgerTotalsByLead, type LedgerFilter } from '~/staff/fees/index.server'
import type { DayRange } from '~/staff/analytics/forms/range.schema'

/** Who a lead came from, as the goal rows keep it ('' when absent; hosts without www., UTM tags in lower case). */
export interface LeadSourceKey {
  entryPath: string
  referrer: string
  utmSource: string
  utmMedium: string
  utmCampaign: string
}

/** One lead's share of the later steps: a seat taken, a first payment, the net fees received in the range. */
export interface PeopleRow extends LeadSourceKey {
  enrolled: number
  paid: number
  feesPaise: number
}

export interface FunnelPeople {
  rows: PeopleRow[]
  /** Distinct enrolments that hold a seat and took it in the range. */
  enrolled: number
  /** Distinct enrolments whose first payment is dated in the range and whose net received is above zero. */
  paid: number
  /** The ledger's net total of entries dated in the range (payments less cancellations and refunds). */
  feesPaise: number
  /** Distinct people (leads) who registered or booked a counselling call in the range. */
  bookedOrRegistered: number
}

const SEATED = ['offered', 'enrolled', 'completed'] as const
const DAY_MS = 86_400_000

/** The instants (ISO, UTC) a day before the range begins and a day after it ends: a wide first cut, refined by day. */
function looseBounds(range: DayRange): { after: string; before: string } {
  const start = Date.parse(istDateTime(range.from)) - DAY_MS
  const end = Date.parse(istDateTime(range.to)) + 2 * DAY_MS
  return { after: new Date(start).toISOString(), before: new Date(end).toISOString() }
}

const inRange = (day: string, range: DayRange) => day >= range.from && day <= range.to

/** The day an enrolment first held a seat: offered one, else enrolled, else (a row from before those) created. */
export function seatDay(e: { offered_at: string | null; enrolled_at: string | null; created_at: string }): string {
  const times = [e.offered_at, e.enrolled_at].filter((t): t is string => Boolean(t)).sort()
  return istDate(times[0] ?? e.created_at)
}

async function sourcesOf(db: Kysely<Database>, submissionIds: string[]): Promise<Map<string, LeadSourceKey>> {
  const sources = new Map<string, LeadSourceKey>()
  for (let i = 0; i < submissionIds.length; i += 500) {
    const rows = await db
      .selectFrom('submissions')
      .select([
        'id',
        'source_landing',
        'source_referrer',
        'source_utm_source',
        'source_utm_medium',
        'source_utm_campaign',
      ])
      .where('id', 'in', submissionIds.slice(i, i + 500))
      .execute()
    for (const r of rows) sources.set(r.id, sourceKeyOf(r))
  }
  return sources
}

/** A stored lead's source, normalised as `recordGoal` writes a goal's (so both meet in one campaign row). */
export function sourceKeyOf(r: {
  source_landing?: string | null
  source_referrer?: string | null
  source_utm_source?: string | null
  source_utm_medium?: string | null
  source_utm_campaign?: string | null
}): LeadSourceKey {
  return {
    entryPath: r.source_landing ?? '',
    referrer: (r.source_referrer ?? '').replace(/^www\./, ''),
    utmSource: (r.source_utm_source ?? '').toLowerCase(),
    utmMedium: (r.source_utm_medium ?? '').toLowerCase(),
    utmCampaign: (r.source_utm_campaign ?? '').toLowerCase(),
  }
}

const DIRECT: LeadSourceKey = { entryPath: '', referrer: '', utmSource: '', utmMedium: '', utmCampaign: '' }

/** The enrolled and paid people of a range and the fees received in it, per lead source. */
export async function funnelPeople(db: Kysely<Database>, range: DayRange): Promise<FunnelPeople> {
  const { after, before } = looseBounds(range)
  const seatedRows = await db
    .selectFrom('enrolments')
    .select(['id', 'submission_id', 'offered_at', 'enrolled_at', 'created_at'])
    .where('state', 'in', SEATED)
    .where('created_at', '<', before)
    .where((eb) =>
      eb.or([eb('created_at', '>=', after), eb('offered_at', '>=', after), eb('enrolled_at', '>=', after)]),
    )
    .execute()
  const seated = seatedRows.filter((e) => inRange(seatDay(e), range))

  // A student counts as paid on the day of their first payment (not a credit), once, if the account holds money now.
  const firstPayments = await db
    .selectFrom('payments')
    .select((eb) => ['enrolment_id', eb.fn.min<string>('on_day').as('first_day')])
    .where('kind', '=', 'payment')
    .where('enrolment_id', 'is not', null)
    .groupBy('enrolment_id')
    .having((eb) => eb.fn.min('on_day'), '>=', range.from)
    .having((eb) => eb.fn.min('on_day'), '<=', range.to)
    .execute()
  const balances = await feeBalances(
    db,
    firstPayments.map((p) => p.enrolment_id!),
  )
  const paidIds = [...balances].filter(([, b]) => b.netPaise > 0).map(([id]) => id)
  const paidLeads = paidIds.length
    ? await db.selectFrom('enrolments').select('submission_id').where('id', 'in', paidIds).execute()
    : []

  const ledger: LedgerFilter = {
    financialYear: null,
    month: null,
    batch: null,
    method: null,
    from: range.from,
    to: range.to,
  }
  const [totals, byLead] = await Promise.all([ledgerTotals(db, ledger), ledgerTotalsByLead(db, ledger)])

  const leadIds = [
    ...new Set([
      ...seated.map((e) => e.submission_id),
      ...paidLeads.map((e) => e.submission_id),
      ...[...byLead.keys()].filter((id): id is string => id !== null),
    ]),
  ]
  const sources = await sourcesOf(db, leadIds)
  const rows = new Map<string, PeopleRow>()
  const rowOf = (submissionId: string | null) => {
    const source = (submissionId && sources.get(submissionId)) || DIRECT
    const key = Object.values(source).join('\0')
    let row = rows.get(key)
    if (!row) rows.set(key, (row = { ...source, enrolled: 0, paid: 0, feesPaise: 0 }))
    return row
  }
  for (const e of seated) rowOf(e.submission_id).enrolled += 1
  for (const e of paidLeads) rowOf(e.submission_id).paid += 1
  for (const [submissionId, paise] of byLead) rowOf(submissionId).feesPaise += paise
  return {
    rows: [...rows.values()],
    enrolled: seated.length,
    paid: paidIds.length,
    feesPaise: totals.totalPaise,
    bookedOrRegistered: await bookedOrRegistered(db, range),
  }
}

/**
 * People who registered, booked a call or booked a demo-class seat on a day of the range, each once: a call joins its
 * visitor's lead (or makes one) and a seat joins it, so a registration, a call and a seat of the same person share a
 * lead id (issue 54).
 */
async function bookedOrRegistered(db: Kysely<Database>, range: DayRange): Promise<number> {
  const { after, before } = looseBounds(range)
  const [registrations, calls, seats] = await Promise.all([
    db
      .selectFrom('submissions')
      .select(['id', 'created_at'])
      .where('kind', '=', 'registration')
      .where('created_at', '>=', after)
      .where('created_at', '<', before)
      .execute(),
    db
      .selectFrom('counselling_calls')
      .select(['id', 'submission_id', 'created_at'])
      .where('created_at', '>=', after)
      .where('created_at', '<', before)
      .execute(),
    db
      .selectFrom('demo_seats')
      .select(['id', 'submission_id', 'email', 'created_at'])
      .where('created_at', '>=', after)
      .where('created_at', '<', before)
      .execute(),
  ])
  const people = new Set<string>()
  for (const r of registrations) if (inRange(istDate(r.created_at), range)) people.add(r.id)
  for (const c of calls) if (inRange(istDate(c.created_at), range)) people.add(c.submission_id ?? c.id)
  // A seat without a lead (a visitor who never wrote to us) is its email: one person however many classes they book.
  for (const s of seats) if (inRange(istDate(s.created_at), range)) people.add(s.submission_id ?? `seat:${s.email}`)
  return people.size
}
