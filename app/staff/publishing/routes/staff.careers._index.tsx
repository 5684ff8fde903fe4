import { Link } from 'react-router'
import type { Route } from './+types/staff.careers._index'
import { OPENING_STATUSES } from '~/content/careers-types'
import { pathTo } from '~/content/site-routes'
import { formatDate } from '~/lib/format'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { EMPTY_QUERY, inboxHref } from '~/staff/leads'
import { isAccepting, readOpenings } from '~/server/careers/current.server'
import { nameColumn, PublishedList, RowLink } from '~/staff/publishing/components/published-list'
import { staffCareersPage } from '~/staff/publishing/content/staff-careers'
import { publishedList } from '~/staff/publishing/server/published-list.server'

export async function loader({ request }: Route.LoaderArgs) {
  const now = new Date()
  const list = await publishedList(request, {
    copy: staffCareersPage,
    read: readOpenings,
    name: (o) => o.title,
    rows: (all) =>
      all.map((o) => ({
        id: o.id,
        name: o.title,
        status: OPENING_STATUSES.find((s) => s.value === o.status)?.label ?? o.status,
        // An open opening past its apply-by day shows as closed on the site.
        lapsed: o.status === 'open' && !isAccepting(o, now),
        applyBy: formatDate(o.applyBy),
        path: o.status === 'draft' ? null : pathTo('careerOpening', { slug: o.slug }),
      })),
  })
  return { ...list, applications: inboxHref({ ...EMPTY_QUERY, kind: 'job-application' }) }
}

export const meta: Route.MetaFunction = () => staffMeta(staffCareersPage.title)

export default function StaffCareers({ loaderData: { copy, notice, rows, applications } }: Route.ComponentProps) {
  return (
    <PublishedList
      copy={copy}
      notice={notice}
      edit="staffCareerOpening"
      rows={rows}
      columns={[
        nameColumn(copy.columns.title),
        {
          head: copy.columns.status,
          cell: (o) => (
            <>
              {o.status}
              {o.lapsed ? <span className="block text-sm text-slate-600">(apply-by day passed)</span> : null}
            </>
          ),
        },
        { head: copy.columns.applyBy, from: 'sm', cell: (o) => o.applyBy },
        {
          head: copy.columns.link,
          cell: (o) => (o.path ? <RowLink to={o.path} label={copy.view} name={o.name} document /> : '—'),
        },
      ]}
    >
      <p className="mt-6">
        <Link to={applications} className="font-semibold text-indigo-800 underline underline-offset-2">
          {copy.applications}
        </Link>
      </p>
    </PublishedList>
  )
}
