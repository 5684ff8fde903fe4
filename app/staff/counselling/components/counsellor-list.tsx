import { Link } from 'react-router'
import { staffPaths } from '~/content/staff-routes'
import type { counsellorsPage } from '~/staff/counselling/content/counsellors'
import type { CounsellorAccount } from '~/staff/counselling/server/counsellor-store.server'

type Copy = (typeof counsellorsPage)['accounts']

/** The owner's list: every account, counsellors first, the one being edited marked. */
export function CounsellorList({
  copy,
  accounts,
  current,
}: {
  copy: Copy
  accounts: CounsellorAccount[]
  current: string
}) {
  return (
    <nav aria-labelledby="accounts-title" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="accounts-title" className="text-xl font-bold text-slate-900">
        {copy.title}
      </h2>
      <p className="mt-1 text-slate-700">{copy.lead}</p>
      <ul className="mt-3 divide-y divide-slate-100">
        {accounts.map((account) => (
          <li key={account.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
            <Link
              to={`${staffPaths.staffCounsellors}?${new URLSearchParams({ who: account.id })}`}
              aria-current={account.id === current ? 'page' : undefined}
              className="min-h-11 py-2 font-semibold break-words text-indigo-800 underline underline-offset-2 aria-[current=page]:text-slate-900 aria-[current=page]:no-underline"
            >
              {account.name}
              {account.id === current ? <span className="font-normal text-slate-700"> ({copy.editing})</span> : null}
            </Link>
            <span className="text-sm text-slate-700">
              {account.active === null ? copy.notYet : account.active ? copy.takesCalls : copy.paused}
            </span>
          </li>
        ))}
      </ul>
    </nav>
  )
}
