import type { Route } from './+types/staff._index'
import { InboxFilters } from '~/staff/leads/components/inbox-filters'
import { KindTabs } from '~/staff/leads/components/kind-tabs'
import { SourceCounts } from '~/staff/leads/components/source-counts'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { staffPagesCopy } from '~/staff/shell/content/staff-pages'
import { SubmissionList } from '~/staff/leads/components/submission-list'
import { forms, formList, isFormKind } from '~/forms/registry'
import { formatDate } from '~/lib/format'
import { formatIst } from '~/lib/ist'
import { leadHref } from '~/staff/leads/lib/inbox-query'
import { istToday } from '~/lib/ist'
import { requireStaff } from '~/staff/accounts/server/auth.server'
import { getDatabase } from '~/server/db/database.server'
import { countByKind } from '~/staff/leads/server/inbox.server'
import {
  countBySource,
  countByStatus,
  filterOf,
  listSubmissions,
  NO_SOURCE,
  parseInboxQuery,
  withSearchMatches,
} from '~/staff/leads/server/inbox-list.server'
import { assigneeChoices } from '~/staff/leads/server/lead-assignees.server'

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request)
  const url = new URL(request.url)
  const query = parseInboxQuery(url.searchParams)
  const { status, ...asked } = filterOf(query)
  const { db } = await getDatabase()
  const now = new Date()
  const filter = await withSearchMatches(db, asked)
  const statusCounts = await countByStatus(db, { ...filter, now })
  const [list, counts, assignees, sources] = await Promise.all([
    listSubmissions(db, { ...filter, status, now, statusCounts, page: Number(url.searchParams.get('page') ?? 1) }),
    countByKind(db),
    assigneeChoices(db),
    countBySource(db, { kind: filter.kind, now }),
  ])
  const today = istToday(now)
  return {
    query,
    title: isFormKind(query.kind) ? forms[query.kind].plural : staffPagesCopy.inbox.allForms,
    kinds: formList.map(({ kind, plural }) => ({ kind, plural })),
    counts,
    statusCounts,
    assignees: assignees.map(({ value, label }) => ({ value, label })),
    sources: sources.map((s) => ({
      value: s.source ?? NO_SOURCE,
      label: s.source ?? staffPagesCopy.inbox.noSource,
      count: s.count,
    })),
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
    rows: list.rows.map((r) => ({
      id: r.id,
      href: leadHref(r.id, query),
      name: r.name,
      email: r.email,
      phone: r.phone,
      form: forms[r.kind]?.label ?? r.kind,
      wants: r.wants,
      line: r.line,
      source: r.source,
      received: formatIst(r.createdAt),
      status: r.status,
      assignee: r.assigneeId
        ? (assignees.find((a) => a.value === r.assigneeId)?.label ?? 'A removed account')
        : r.assignee && `${r.assignee} (name only)`,
      followUp: r.followUpOn ? { date: formatDate(r.followUpOn), due: r.followUpOn <= today } : null,
    })),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData ? loaderData.title : staffPagesCopy.inbox.title)

export default function StaffInbox({ loaderData }: Route.ComponentProps) {
  const { query } = loaderData
  return (
    <>
      <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">Submissions</h1>
      <p className="mt-1 hidden text-slate-700 sm:block">Every form&apos;s leads in one queue, newest first.</p>
      <div className="mt-3 sm:mt-4">
        <KindTabs kinds={loaderData.kinds} query={query} counts={loaderData.counts} />
      </div>
      <InboxFilters
        query={query}
        statusCounts={loaderData.statusCounts}
        assignees={loaderData.assignees}
        sources={loaderData.sources}
      />
      <SubmissionList
        query={query}
        title={loaderData.title}
        rows={loaderData.rows}
        total={loaderData.total}
        page={loaderData.page}
        pageCount={loaderData.pageCount}
      />
      <SourceCounts query={query} sources={loaderData.sources} />
    </>
  )
}
