import { Link } from 'react-router'
import type { Route } from './+types/staff.careers._index'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { buttonClass } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { OPENING_STATUSES } from '~/content/careers-types'
import { pathTo } from '~/content/site-routes'
import { staffPathTo } from '~/content/staff-routes'
import { formatDate } from '~/lib/format'
import { EMPTY_QUERY, inboxHref } from '~/staff/leads'
import { requireStaff } from '~/staff/shell/server/session.server'
import { isAccepting, readOpenings } from '~/server/careers/current.server'
import { getDatabase } from '~/server/db/database.server'
import { staffCareersPage } from '~/staff/publishing/content/staff-careers'
import { STAFF_TD, STAFF_TH, StaffNotice, StaffTable } from '~/staff/shell/components/staff-table'

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request)
  const { db } = await getDatabase()
  const openings = await readOpenings(db)
  const saved = new URL(request.url).searchParams.get('saved')
  const now = new Date()
  return {
    copy: staffCareersPage,
    saved: openings.find((opening) => opening.id === saved)?.title ?? null,
    applications: inboxHref({ ...EMPTY_QUERY, kind: 'job-application' }),
    openings: openings.map((o) => ({
      id: o.id,
      title: o.title,
      status: OPENING_STATUSES.find((s) => s.value === o.status)?.label ?? o.status,
      // An open opening past its apply-by day shows as closed on the site.
      lapsed: o.status === 'open' && !isAccepting(o, now),
      applyBy: formatDate(o.applyBy),
      path: o.status === 'draft' ? null : pathTo('careerOpening', { slug: o.slug }),
    })),
  }
}

export const meta: Route.MetaFunction = () => staffMeta(staffCareersPage.title)

export default function StaffCareers({ loaderData }: Route.ComponentProps) {
  const { copy, saved, openings, applications } = loaderData
  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{copy.title}</h1>
          <p className="mt-1 max-w-3xl text-slate-700">{copy.lead}</p>
        </div>
        <Link
          to={staffPathTo('staffCareerOpening', { id: 'new' })}
          className={buttonClass({ size: 'md', className: 'shrink-0' })}
        >
          <Icon name="plus" className="h-4 w-4" />
          {copy.add}
        </Link>
      </div>
      {saved ? (
        <StaffNotice>
          {saved}: {copy.saved}
        </StaffNotice>
      ) : null}
      {openings.length === 0 ? (
        <p className="mt-8 rounded-xl border border-slate-200 bg-white p-4 text-slate-700">{copy.empty}</p>
      ) : (
        <StaffTable
          className="mt-8"
          head={
            <>
              <th className={STAFF_TH}>{copy.columns.title}</th>
              <th className={STAFF_TH}>{copy.columns.status}</th>
              <th className={`${STAFF_TH} hidden sm:table-cell`}>{copy.columns.applyBy}</th>
              <th className={STAFF_TH}>{copy.columns.link}</th>
              <td />
            </>
          }
        >
          {openings.map((o) => (
            <tr key={o.id}>
              <th scope="row" className={`${STAFF_TD} text-left font-semibold`}>
                {o.title}
              </th>
              <td className={STAFF_TD}>
                {o.status}
                {o.lapsed ? <span className="block text-sm text-slate-600">(apply-by day passed)</span> : null}
              </td>
              <td className={`${STAFF_TD} hidden sm:table-cell`}>{o.applyBy}</td>
              <td className={STAFF_TD}>
                {o.path ? (
                  <a href={o.path} className="font-semibold text-indigo-800 underline underline-offset-2">
                    {copy.view}
                    <span className="sr-only"> {o.title}</span>
                  </a>
                ) : (
                  '—'
                )}
              </td>
              <td className={STAFF_TD}>
                <Link
                  to={staffPathTo('staffCareerOpening', { id: o.id })}
                  className="font-semibold text-indigo-800 underline underline-offset-2"
                >
                  {copy.edit}
                  <span className="sr-only"> {o.title}</span>
                </Link>
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
      <p className="mt-6">
        <Link to={applications} className="font-semibold text-indigo-800 underline underline-offset-2">
          {copy.applications}
        </Link>
      </p>
    </>
  )
}
