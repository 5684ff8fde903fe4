import type { Route } from './+types/staff._index'
import { KindTabs } from '~/components/staff/kind-tabs'
import { staffMeta } from '~/components/staff/staff-meta'
import { SubmissionList } from '~/components/staff/submission-list'
import { isLeadStatus, type LeadStatus } from '~/lib/lead-status'
import { forms, formList, isFormKind } from '~/forms/registry'
import { formatIst } from '~/lib/format-ist'
import { requireStaff } from '~/server/auth.server'
import { getDatabase } from '~/server/db/database.server'
import { countByKind, countByStatus, listAssignees, listSubmissions } from '~/server/inbox.server'

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request)
  const url = new URL(request.url)
  const requested = url.searchParams.get('kind')
  const kind = isFormKind(requested) ? requested : formList[0]!.kind
  const search = (url.searchParams.get('q') ?? '').trim().slice(0, 200)
  const requestedStatus = url.searchParams.get('status')
  const status: LeadStatus | '' = isLeadStatus(requestedStatus) ? requestedStatus : ''
  const assignee = (url.searchParams.get('assignee') ?? '').trim().slice(0, 200)
  const { db } = await getDatabase()
  const filter = { kind, search, assignee: assignee || undefined }
  const [list, counts, statusCounts, assignees] = await Promise.all([
    listSubmissions(db, { ...filter, status: status || undefined, page: Number(url.searchParams.get('page') ?? 1) }),
    countByKind(db),
    countByStatus(db, filter),
    listAssignees(db),
  ])
  return {
    filter: { kind, search, status, assignee },
    plural: forms[kind].plural,
    kinds: formList.map(({ kind, plural }) => ({ kind, plural })),
    counts,
    statusCounts,
    assignees,
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
    rows: list.rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      phone: r.phone,
      received: formatIst(r.createdAt),
      status: r.status,
      assignee: r.assignee,
    })),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData ? loaderData.plural : 'Submissions')

export default function StaffInbox({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Submissions</h1>
      <p className="mt-1 text-slate-700">Everything visitors sent through the website&apos;s forms, newest first.</p>
      <div className="mt-6">
        <KindTabs kinds={loaderData.kinds} current={loaderData.filter.kind} counts={loaderData.counts} />
      </div>
      <SubmissionList
        filter={loaderData.filter}
        plural={loaderData.plural}
        assignees={loaderData.assignees}
        statusCounts={loaderData.statusCounts}
        rows={loaderData.rows}
        total={loaderData.total}
        page={loaderData.page}
        pageCount={loaderData.pageCount}
      />
    </>
  )
}
