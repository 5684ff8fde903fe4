import { Link } from 'react-router'
import type { Route } from './+types/staff.careers._index'
import { staffMeta } from '~/staff/components/staff-meta'
import { buttonClass } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { OPENING_STATUSES } from '~/content/careers-types'
import { pathTo } from '~/content/site-routes'
import { staffPathTo } from '~/content/staff-routes'
import { formatDate } from '~/lib/format'
import { EMPTY_QUERY, inboxHref } from '~/lib/inbox-query'
import { requireStaff } from '~/staff/server/auth.server'
import { isAccepting } from '~/server/careers/current.server'
import { readOpenings } from '~/server/careers/store.server'
import { getDatabase } from '~/server/db/database.server'
import { staffCareersPage } from '~/staff/content/staff-careers'

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

const TH = 'px-2 py-2 text-left text-sm font-semibold text-slate-800 sm:px-3'
const TD = 'px-2 py-2 text-slate-800 sm:px-3'

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
        <p role="status" className="mt-4 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900">
          {saved}: {copy.saved}
        </p>
      ) : null}
      {openings.length === 0 ? (
        <p className="mt-8 rounded-xl border border-slate-200 bg-white p-4 text-slate-700">{copy.empty}</p>
      ) : (
        <div className="mt-8 overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full">
            <thead className="bg-slate-50">
              <tr>
                <th className={TH}>{copy.columns.title}</th>
                <th className={TH}>{copy.columns.status}</th>
                <th className={`${TH} hidden sm:table-cell`}>{copy.columns.applyBy}</th>
                <th className={TH}>{copy.columns.link}</th>
                <td />
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {openings.map((o) => (
                <tr key={o.id}>
                  <th scope="row" className={`${TD} text-left font-semibold`}>
                    {o.title}
                  </th>
                  <td className={TD}>
                    {o.status}
                    {o.lapsed ? <span className="block text-sm text-slate-600">(apply-by day passed)</span> : null}
                  </td>
                  <td className={`${TD} hidden sm:table-cell`}>{o.applyBy}</td>
                  <td className={TD}>
                    {o.path ? (
                      <a href={o.path} className="font-semibold text-indigo-800 underline underline-offset-2">
                        {copy.view}
                        <span className="sr-only"> {o.title}</span>
                      </a>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td className={TD}>
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
            </tbody>
          </table>
        </div>
      )}
      <p className="mt-6">
        <Link to={applications} className="font-semibold text-indigo-800 underline underline-offset-2">
          {copy.applications}
        </Link>
      </p>
    </>
  )
}
