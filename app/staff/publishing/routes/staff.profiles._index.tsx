import { Link } from 'react-router'
import type { Route } from './+types/staff.profiles._index'
import { staffPathTo } from '~/content/staff-routes'
import { buttonClass } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { formatDate } from '~/lib/format'
import { getDatabase } from '~/server/db/database.server'
import { readProfiles } from '~/server/profiles/current.server'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { STAFF_TD, STAFF_TH, StaffNotice, StaffTable } from '~/staff/shell/components/staff-table'
import { staffProfilesPage } from '~/staff/publishing/content/staff-profiles'
import { requireStaff } from '~/staff/shell/server/session.server'

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request)
  const all = await readProfiles((await getDatabase()).db)
  const params = new URL(request.url).searchParams
  const rows = (kind: 'mentor' | 'team') =>
    all
      .filter((p) => p.kind === kind)
      .map((p) => ({
        id: p.id,
        name: p.name,
        role: p.role,
        consent: p.consentOn ? formatDate(p.consentOn) : null,
        shown: p.shown,
      }))
  return {
    copy: staffProfilesPage,
    saved: all.find((p) => p.id === params.get('saved'))?.name ?? null,
    deleted: params.has('deleted'),
    kinds: [
      { kind: 'mentor' as const, rows: rows('mentor') },
      { kind: 'team' as const, rows: rows('team') },
    ],
  }
}

export const meta: Route.MetaFunction = () => staffMeta(staffProfilesPage.title)

const TD = `${STAFF_TD} align-top`

export default function StaffProfiles({ loaderData }: Route.ComponentProps) {
  const { copy, saved, deleted, kinds } = loaderData
  const status = saved ? `${saved}: ${copy.saved}` : deleted ? copy.deleted : null
  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h1 className="text-2xl font-bold text-slate-900">{copy.title}</h1>
        <Link to={staffPathTo('staffProfile', { id: 'new' })} className={buttonClass({ size: 'md' })}>
          <Icon name="plus" className="h-4 w-4" />
          {copy.add}
        </Link>
      </div>
      <p className="mt-1 max-w-3xl text-slate-700">{copy.lead}</p>
      {status ? <StaffNotice>{status}</StaffNotice> : null}
      {kinds.map(({ kind, rows }) => (
        <section key={kind} aria-labelledby={`${kind}-title`} className="mt-8">
          <h2 id={`${kind}-title`} className="text-xl font-bold text-slate-900">
            {copy.kinds[kind]}
          </h2>
          {rows.length === 0 ? (
            <p className="mt-2 text-slate-700">{copy.empty}</p>
          ) : (
            <StaffTable
              className="mt-4"
              head={
                <>
                  <th className={STAFF_TH}>{copy.columns.name}</th>
                  <th className={`${STAFF_TH} hidden md:table-cell`}>{copy.columns.consent}</th>
                  <th className={STAFF_TH}>{copy.columns.shown}</th>
                  <td />
                </>
              }
            >
              {rows.map((p) => (
                <tr key={p.id}>
                  <th scope="row" className={`${TD} text-left`}>
                    <span className="block font-semibold">{p.name}</span>
                    <span className="block text-sm font-normal text-slate-600">{p.role}</span>
                  </th>
                  <td className={`${TD} hidden md:table-cell`}>
                    {p.consent ?? <span className="font-semibold text-amber-800">{copy.noConsent}</span>}
                  </td>
                  <td className={TD}>
                    <span className={p.shown ? 'text-emerald-800' : 'font-semibold text-slate-600'}>
                      {p.shown ? copy.shown : copy.hidden}
                    </span>
                  </td>
                  <td className={TD}>
                    <Link
                      to={staffPathTo('staffProfile', { id: p.id })}
                      className="font-semibold text-indigo-800 underline underline-offset-2"
                    >
                      {copy.edit}
                      <span className="sr-only"> {p.name}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </StaffTable>
          )}
        </section>
      ))}
    </>
  )
}
