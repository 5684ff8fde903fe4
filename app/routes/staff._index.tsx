import type { Route } from './+types/staff._index'
import { KindTabs } from '~/components/staff/kind-tabs'
import { staffMeta } from '~/components/staff/staff-meta'
import { SubmissionList } from '~/components/staff/submission-list'
import { formatIst, isSubmissionKind, SUBMISSION_KINDS } from '~/lib/submission-kinds'
import { requireStaff } from '~/server/auth.server'
import { getDatabase } from '~/server/db/database.server'
import { countByKind, listSubmissions } from '~/server/inbox.server'

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request)
  const url = new URL(request.url)
  const requested = url.searchParams.get('kind')
  const kind = isSubmissionKind(requested) ? requested : 'enquiry'
  const search = (url.searchParams.get('q') ?? '').trim().slice(0, 200)
  const { db } = await getDatabase()
  const [list, counts] = await Promise.all([
    listSubmissions(db, { kind, search, page: Number(url.searchParams.get('page') ?? 1) }),
    countByKind(db),
  ])
  return {
    kind,
    plural: SUBMISSION_KINDS.find((k) => k.kind === kind)!.plural,
    search,
    counts,
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
    rows: list.rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      phone: r.phone,
      received: formatIst(r.createdAt),
      handled: r.handledAt !== null,
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
        <KindTabs current={loaderData.kind} counts={loaderData.counts} />
      </div>
      <SubmissionList
        kind={loaderData.kind}
        plural={loaderData.plural}
        search={loaderData.search}
        rows={loaderData.rows}
        total={loaderData.total}
        page={loaderData.page}
        pageCount={loaderData.pageCount}
      />
    </>
  )
}
