import { Form, Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { STAFF_INPUT, StaffField } from '~/staff/shell/components/staff-fields'
import { staffPaths } from '~/content/staff-routes'

export interface AuditRow {
  id: string
  when: string
  who: string
  what: string
  target: string
  detail: string
}

/** The audit log, newest first, 50 to a page, filtered by person and action through a plain GET form. */
export function AuditView({
  filter,
  actors,
  actions,
  page,
  pages,
  total,
  entries,
}: {
  filter: { actor: string; action: string }
  actors: string[]
  actions: { value: string; label: string }[]
  page: number
  pages: number
  total: number
  entries: AuditRow[]
}) {
  const pageLink = (n: number) => {
    const params = new URLSearchParams()
    if (filter.actor) params.set('actor', filter.actor)
    if (filter.action) params.set('action', filter.action)
    if (n > 1) params.set('page', String(n))
    const query = params.toString()
    return query ? `${staffPaths.staffAudit}?${query}` : staffPaths.staffAudit
  }
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Audit log</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Who did what and when: sign-ins, lead changes, posts, accounts and sessions. Newest first; times in IST.
      </p>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <StaffField id="audit-actor" label="Person" className="w-full sm:w-64">
          {(wiring) => (
            <select {...wiring} name="actor" defaultValue={filter.actor} className={STAFF_INPUT}>
              <option value="">Everyone</option>
              {actors.map((actor) => (
                <option key={actor} value={actor}>
                  {actor}
                </option>
              ))}
            </select>
          )}
        </StaffField>
        <StaffField id="audit-action" label="Action" className="w-full sm:w-64">
          {(wiring) => (
            <select {...wiring} name="action" defaultValue={filter.action} className={STAFF_INPUT}>
              <option value="">Every action</option>
              {actions.map((action) => (
                <option key={action.value} value={action.value}>
                  {action.label}
                </option>
              ))}
            </select>
          )}
        </StaffField>
        <Button type="submit" size="md">
          Filter
        </Button>
      </Form>
      <p role="status" className="mt-4 text-sm text-slate-700">
        {total === 1 ? '1 entry' : `${total} entries`}
        {pages > 1 ? ` · page ${page} of ${pages}` : ''}
      </p>
      {entries.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-slate-700">
          Nothing in the log matches.
        </p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white shadow-sm">
          {entries.map((entry) => (
            <li key={entry.id} className="px-4 py-3 text-sm">
              <p className="flex flex-wrap gap-x-3 text-slate-600">
                <span>{entry.when}</span>
                <span className="break-all">{entry.who}</span>
              </p>
              <p className="mt-0.5 text-slate-900">
                <span className="font-semibold">{entry.what}</span>
                {entry.target ? <span className="break-words">: {entry.target}</span> : null}
              </p>
              {entry.detail ? <p className="mt-0.5 break-words text-slate-700">{entry.detail}</p> : null}
            </li>
          ))}
        </ol>
      )}
      {pages > 1 ? (
        <nav aria-label="Audit log pages" className="mt-4 flex gap-3">
          {page > 1 ? (
            <Link to={pageLink(page - 1)} className="font-semibold text-indigo-700 hover:underline">
              Newer
            </Link>
          ) : null}
          {page < pages ? (
            <Link to={pageLink(page + 1)} className="font-semibold text-indigo-700 hover:underline">
              Older
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  )
}
