import { Link } from 'react-router'
import type { Route } from './+types/staff.case-studies._index'
import { staffPathTo } from '~/content/staff-routes'
import { buttonClass } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { clientLine } from '~/lib/case-study'
import { formatDate } from '~/lib/format'
import { readCaseStudies } from '~/server/case-studies/current.server'
import { getDatabase } from '~/server/db/database.server'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { STAFF_TD, STAFF_TH, StaffNotice, StaffTable } from '~/staff/shell/components/staff-table'
import { staffCaseStudiesPage } from '~/staff/publishing/content/staff-case-studies'
import { requireStaff } from '~/staff/shell/server/session.server'

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request)
  const all = await readCaseStudies((await getDatabase()).db)
  const params = new URL(request.url).searchParams
  return {
    copy: staffCaseStudiesPage,
    saved: all.find((c) => c.id === params.get('saved'))?.title ?? null,
    deleted: params.has('deleted'),
    rows: all.map((c) => ({
      id: c.id,
      title: c.title,
      client: clientLine(c, staffCaseStudiesPage.unnamed),
      consent: c.consentOn ? formatDate(c.consentOn) : null,
      shown: c.shown,
    })),
  }
}

export const meta: Route.MetaFunction = () => staffMeta(staffCaseStudiesPage.title)

const TD = `${STAFF_TD} align-top`

export default function StaffCaseStudies({ loaderData }: Route.ComponentProps) {
  const { copy, saved, deleted, rows } = loaderData
  const status = saved ? `${saved}: ${copy.saved}` : deleted ? copy.deleted : null
  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h1 className="text-2xl font-bold text-slate-900">{copy.title}</h1>
        <Link to={staffPathTo('staffCaseStudy', { id: 'new' })} className={buttonClass({ size: 'md' })}>
          <Icon name="plus" className="h-4 w-4" />
          {copy.add}
        </Link>
      </div>
      <p className="mt-1 max-w-3xl text-slate-700">{copy.lead}</p>
      {status ? <StaffNotice>{status}</StaffNotice> : null}
      {rows.length === 0 ? (
        <p className="mt-6 text-slate-700">{copy.empty}</p>
      ) : (
        <StaffTable
          className="mt-6"
          head={
            <>
              <th className={STAFF_TH}>{copy.columns.title}</th>
              <th className={`${STAFF_TH} hidden md:table-cell`}>{copy.columns.consent}</th>
              <th className={STAFF_TH}>{copy.columns.shown}</th>
              <td />
            </>
          }
        >
          {rows.map((c) => (
            <tr key={c.id}>
              <th scope="row" className={`${TD} text-left`}>
                <span className="block font-semibold">{c.title}</span>
                <span className="block text-sm font-normal text-slate-600">{c.client}</span>
              </th>
              <td className={`${TD} hidden md:table-cell`}>
                {c.consent ?? <span className="font-semibold text-amber-800">{copy.noConsent}</span>}
              </td>
              <td className={TD}>
                <span className={c.shown ? 'text-emerald-800' : 'font-semibold text-slate-600'}>
                  {c.shown ? copy.shown : copy.hidden}
                </span>
              </td>
              <td className={TD}>
                <Link
                  to={staffPathTo('staffCaseStudy', { id: c.id })}
                  className="font-semibold text-indigo-800 underline underline-offset-2"
                >
                  {copy.edit}
                  <span className="sr-only"> {c.title}</span>
                </Link>
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
    </>
  )
}
