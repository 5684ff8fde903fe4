import { containsPattern } from '~/staff/shell/lib/like-pattern'
import { sql, type Kysely } from 'kysely'
import { LEAD_STATUSES, UNASSIGNED, type LeadStatus } from '~/staff/shell/lib/lead-status'
import type { Database, SubmissionKind } from '~/server/db/schema.server'
import { SUMMARY_COLUMNS, summaryOf, type SubmissionSummary } from '~/server/submission-read.server'
import { countDueByStatus, dueAlone, dueKeys, dueRows } from './inbox-due.server'

export const PAGE_SIZE = 25

/** The source filter's value for leads with no known source (direct visits, pages without scripts). */
export const NO_SOURCE = '-'

/** What the inbox list shows: every form's submissions, or one form's, narrowed by the filters that are set. */
export interface InboxFilter {
  kind?: SubmissionKind
  /** The forms of a work queue, when no one form is asked for. */
  kinds?: readonly SubmissionKind[]
  /** Part of a name, email address or phone number, any case, across every form. */
  search?: string
  /** An account id or an older free-text name; UNASSIGNED for leads nobody follows up. */
  assignee?: string
  /** A source label (sourceLabel), or NO_SOURCE. */
  source?: string
  /**
   * Only open leads that need someone now: a next follow-up today or earlier (India days), or no response yet past the
   * first-response due time; oldest first.
   */
  due?: boolean
  /** The ids the search matches, when looked up once already (withSearchMatches): then used instead of the text. */
  searchIds?: readonly string[]
}

export interface ListOptions extends InboxFilter {
  status?: LeadStatus
  /** 1-based; out-of-range pages are clamped. */
  page?: number
  pageSize?: number
  now?: Date
  /** countByStatus of the same filter, when the caller has it (the inbox page does). */
  statusCounts?: Record<LeadStatus, number>
}

export interface SubmissionPage {
  rows: SubmissionSummary[]
  total: number
  page: number
  pageCount: number
}

/** Staff account ids are UUIDs; any other assignee filter value is an older free-text name. */
const ACCOUNT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * The LIKE pattern a search looks for in `search_text`, or undefined for no search. A phone number matches by its
 * digits, however either side spaced it ("98450 12345" finds "+91 9845012345"). ESCAPE makes % and _ literal.
 */
function searchPattern(search: string | undefined) {
  const term = search?.trim().slice(0, 200).toLowerCase()
  if (!term) return undefined
  const digits = term.replace(/\D/g, '')
  const needle = /^[\d\s+\-().]+$/.test(term) && digits.length >= 4 ? digits : term
  return sql<string>`${containsPattern(needle)} escape '\\'`
}

/** Up to this many search matches are looked up once as ids; a broader search is read as text by each query. */
const SEARCH_IDS_MAX = 1000

/**
 * The filter with its search looked up once: the matching ids, when there are at most SEARCH_IDS_MAX, so the counts
 * per status and the list that follow fetch those rows by id instead of each reading the search index again.
 */
export async function withSearchMatches<F extends InboxFilter>(
  db: Kysely<Database>,
  filter: F,
): Promise<F & Pick<InboxFilter, 'searchIds'>> {
  const pattern = searchPattern(filter.search)
  if (!pattern) return filter
  const rows = await db
    .selectFrom('submissions')
    .select('id')
    .where('search_text', 'like', pattern)
    .limit(SEARCH_IDS_MAX + 1)
    .execute()
  return rows.length > SEARCH_IDS_MAX ? filter : { ...filter, searchIds: rows.map((r) => r.id) }
}

/** The submissions a filter selects (not narrowed by status: counts per status are taken from this). */
function filtered(
  db: Kysely<Database>,
  { kind, kinds, search, assignee, source, due, searchIds }: InboxFilter,
  now = new Date(),
) {
  let base = db.selectFrom('submissions')
  if (kind) base = base.where('kind', '=', kind)
  else if (kinds) base = base.where('kind', 'in', kinds)
  if (assignee === UNASSIGNED) base = base.where('assignee_id', 'is', null).where('assignee', 'is', null)
  else if (assignee && ACCOUNT_ID.test(assignee)) base = base.where('assignee_id', '=', assignee)
  else if (assignee) base = base.where('assignee_id', 'is', null).where('assignee', '=', assignee)
  if (source === NO_SOURCE) base = base.where('source', 'is', null)
  else if (source) base = base.where('source', '=', source)
  // A stored due time (migration 035) is null for Won and Closed leads.
  if (due) base = base.where('due_at', '<=', now.toISOString())
  const pattern = searchPattern(search)
  if (pattern && searchIds) {
    base = searchIds.length > 0 ? base.where('id', 'in', searchIds) : base.where(sql<boolean>`1 = 0`)
  } else if (pattern) {
    // The search reads one narrow indexed column; the rows it finds are then fetched by id.
    base = base.where('id', 'in', (eb) =>
      eb.selectFrom('submissions as s').select('s.id').where('s.search_text', 'like', pattern),
    )
  }
  return base
}

/** The submissions a filter selects, of one status when it is given. */
function withStatus(query: ReturnType<typeof filtered>, status: LeadStatus | undefined) {
  return status ? query.where('status', '=', status) : query
}

/**
 * One page of submissions, newest first (the Due view: oldest first), across every form or one, filtered
 * by status, assignee, source, due follow-ups and a name, email or phone search.
 */
export async function listSubmissions(
  db: Kysely<Database>,
  { status, page = 1, pageSize = PAGE_SIZE, now, statusCounts, ...filter }: ListOptions,
): Promise<SubmissionPage> {
  const dueOnly = dueAlone(filter)
  // One moment for Due's counts and its rows, so a lead falling due between the two queries is in both or neither.
  const dueAt = now ?? new Date()
  const base = () => withStatus(filtered(db, filter, now), status)
  // The counts per status under the same filter already say how many there are: no second scan for the total. Every
  // form's Due counts them from its indexes anyway.
  const counts = statusCounts ?? (dueOnly ? await countDueByStatus(db, dueAt) : undefined)
  const total = counts
    ? status
      ? counts[status]
      : LEAD_STATUSES.reduce((sum, s) => sum + counts[s.status], 0)
    : Number(
        (
          await base()
            .select((eb) => eb.fn.countAll<string | number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount)
  const offset = (current - 1) * pageSize
  const rows = dueOnly
    ? await dueRows(db, { now: dueAt, status, limit: pageSize, offset })
    : await base()
        .select(SUMMARY_COLUMNS)
        // Due narrowed by another filter: oldest lead first, along the arrival index.
        .orderBy('created_at', filter.due ? 'asc' : 'desc')
        .orderBy('id', filter.due ? 'asc' : 'desc')
        .limit(pageSize)
        .offset(offset)
        .execute()
  return {
    rows: rows.map(summaryOf),
    total,
    page: current,
    pageCount,
  }
}

/**
 * The leads before and after one in the list a filter selects (newest first; the Due view oldest first),
 * for Previous and Next on the lead's page. Undefined at either end.
 */
export async function neighbours(
  db: Kysely<Database>,
  id: string,
  { status, now, ...filter }: ListOptions,
): Promise<{ previous?: string; next?: string }> {
  const row = await db.selectFrom('submissions').select(['created_at']).where('id', '=', id).executeTakeFirst()
  if (!row) return {}
  const newer = sql<boolean>`(created_at, id) > (${row.created_at}, ${id})`
  const older = sql<boolean>`(created_at, id) < (${row.created_at}, ${id})`
  /** The nearest lead of the list after this one in arrival order (`after`), or before it. */
  const nearest = (after: boolean) => {
    const order = after ? 'asc' : 'desc'
    if (dueAlone(filter))
      return db
        .selectFrom(dueKeys(db, now ?? new Date(), status).as('d'))
        .select('d.id')
        .where('d.id', '!=', id)
        .where(after ? newer : older)
        .orderBy('d.created_at', order)
        .orderBy('d.id', order)
        .limit(1)
        .executeTakeFirst()
    return withStatus(filtered(db, filter, now), status)
      .select('id')
      .where('id', '!=', id)
      .where(after ? newer : older)
      .orderBy('created_at', order)
      .orderBy('id', order)
      .limit(1)
      .executeTakeFirst()
  }
  const [newerOne, olderOne] = await Promise.all([nearest(true), nearest(false)])
  // The list is newest first, the Due view oldest first.
  return filter.due ? { previous: olderOne?.id, next: newerOne?.id } : { previous: newerOne?.id, next: olderOne?.id }
}

/** How many of the submissions a filter selects have each status. */
export async function countByStatus(
  db: Kysely<Database>,
  { now, ...filter }: InboxFilter & { now?: Date },
): Promise<Record<LeadStatus, number>> {
  // Every form's Due: counted from the due-time index (it holds the status), no row read.
  if (dueAlone(filter)) return countDueByStatus(db, now ?? new Date())
  if (!filter.search?.trim() && !filter.assignee && !filter.source && !filter.due) {
    // Every form's, or one form's: the counts the triggers keep (migration 014), not a count of the whole table.
    const rows = await storedCounts(db, filter.kind ? [filter.kind] : filter.kinds)
    return Object.fromEntries(
      LEAD_STATUSES.map((s) => [s.status, rows.reduce((sum, r) => sum + (r.status === s.status ? r.n : 0), 0)]),
    ) as Record<LeadStatus, number>
  }
  // One row of filtered counts, not GROUP BY: grouping makes SQLite walk the status index in order instead of the
  // narrower index the filter picks.
  const row = await filtered(db, filter, now)
    .select((eb) =>
      LEAD_STATUSES.map((s) => eb.fn.countAll<string | number>().filterWhere('status', '=', s.status).as(s.status)),
    )
    .executeTakeFirstOrThrow()
  return Object.fromEntries(LEAD_STATUSES.map((s) => [s.status, Number(row[s.status] ?? 0)])) as Record<
    LeadStatus,
    number
  >
}

/** How many submissions each form (or some forms) has in each status, as the triggers keep them (migration 014). */
export async function storedCounts(
  db: Kysely<Database>,
  kinds?: readonly SubmissionKind[],
): Promise<{ kind: SubmissionKind; status: LeadStatus; n: number }[]> {
  let query = db.selectFrom('submission_counts').select(['kind', 'status', 'n']).where('n', '>', 0)
  if (kinds) query = query.where('kind', 'in', kinds)
  return (await query.execute()).map((r) => ({ ...r, n: Number(r.n) }))
}

/** New leads per source over the last 30 days (all forms, or one), most first; null is "no known source". */
export async function countBySource(
  db: Kysely<Database>,
  { kind, kinds, now = new Date() }: { kind?: SubmissionKind; kinds?: readonly SubmissionKind[]; now?: Date },
): Promise<{ source: string | null; count: number }[]> {
  let query = db
    .selectFrom('submissions')
    .select((eb) => ['source', eb.fn.countAll<string | number>().as('n')])
    .where('created_at', '>=', new Date(now.getTime() - 30 * 86_400_000).toISOString())
  if (kind) query = query.where('kind', '=', kind)
  else if (kinds) query = query.where('kind', 'in', kinds)
  const rows = await query.groupBy('source').execute()
  return rows
    .map((r) => ({ source: r.source ?? null, count: Number(r.n) }))
    .sort((a, b) => b.count - a.count || String(a.source).localeCompare(String(b.source)))
}
