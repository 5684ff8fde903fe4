import { Form, Link } from 'react-router'
import { cn } from '~/lib/cn'
import { LEAD_STATUSES, UNASSIGNED, type LeadStatus } from '~/lib/lead-status'
import type { SubmissionKind } from '~/server/db/schema.server'
import { StatusBadge } from './status-badge'
import { STAFF_INPUT, StaffField } from './staff-field'
import { Icon } from '~/components/ui/icon'
import { ButtonLink, buttonClass } from '~/components/ui/button'

export interface ListRow {
  id: string
  name: string
  email: string
  phone: string
  received: string
  status: LeadStatus
  assignee: string | null
}

/** What the list shows: one kind, optionally narrowed by search, status and assignee ('' = any). */
export interface ListFilter {
  kind: SubmissionKind
  search: string
  status: LeadStatus | ''
  assignee: string
}

interface SubmissionListProps {
  filter: ListFilter
  plural: string
  assignees: string[]
  statusCounts: Record<LeadStatus, number>
  rows: ListRow[]
  total: number
  page: number
  pageCount: number
}

function pageHref({ kind, search, status, assignee }: ListFilter, page = 1) {
  const params = new URLSearchParams({ kind })
  if (status) params.set('status', status)
  if (assignee) params.set('assignee', assignee)
  if (search) params.set('q', search)
  if (page > 1) params.set('page', String(page))
  return `/staff?${params}`
}

/** Counts per status (each a link that filters by it), search and filters, the table of one kind's submissions and its pages. */
export function SubmissionList({
  filter,
  plural,
  assignees,
  statusCounts,
  rows,
  total,
  page,
  pageCount,
}: SubmissionListProps) {
  const { kind, search, status, assignee } = filter
  const narrowed = Boolean(search || status || assignee)
  const matches = `${total} ${total === 1 ? 'match' : 'matches'}`
  const summary = search ? `${matches} for “${search}”` : narrowed ? matches : `${total} in all`
  const allCount = LEAD_STATUSES.reduce((sum, s) => sum + statusCounts[s.status], 0)
  return (
    <section aria-labelledby="list-title" className="mt-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="list-title" className="text-xl font-bold text-slate-900">
            {plural}
          </h2>
          <p className="mt-1 text-sm text-slate-700" role="status">
            {summary}
          </p>
        </div>
        <a href={`/staff/export/${kind}`} className={buttonClass({ variant: 'outline', size: 'sm' })}>
          <Icon name="download" className="h-4 w-4" />
          Download all as CSV
        </a>
      </div>

      <nav aria-label="Filter by status" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {[{ status: '' as const, label: 'All' }, ...LEAD_STATUSES].map((s) => {
            const active = s.status === status
            return (
              <li key={s.status || 'all'}>
                <Link
                  to={pageHref({ ...filter, status: s.status })}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-semibold',
                    active
                      ? 'border-indigo-700 bg-indigo-700 text-white'
                      : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
                  )}
                >
                  {s.label}
                  <span className={cn('rounded-full px-1.5 text-xs', active ? 'bg-white/20' : 'bg-slate-100')}>
                    {s.status ? statusCounts[s.status] : allCount}
                  </span>
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>

      <Form
        key={pageHref(filter)}
        method="get"
        action="/staff"
        role="search"
        className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_12rem_12rem_auto] lg:items-end"
      >
        <input type="hidden" name="kind" value={kind} />
        <StaffField id="staff-search" label="Search by name or email" className="sm:col-span-2 lg:col-span-1">
          {(wiring) => (
            <input {...wiring} name="q" type="search" defaultValue={search} maxLength={200} className={STAFF_INPUT} />
          )}
        </StaffField>
        <StaffField id="staff-status" label="Status">
          {(wiring) => (
            <select {...wiring} name="status" defaultValue={status} className={STAFF_INPUT}>
              <option value="">Any status</option>
              {LEAD_STATUSES.map((s) => (
                <option key={s.status} value={s.status}>
                  {s.label}
                </option>
              ))}
            </select>
          )}
        </StaffField>
        <StaffField id="staff-assignee" label="Assigned to">
          {(wiring) => (
            <select {...wiring} name="assignee" defaultValue={assignee} className={STAFF_INPUT}>
              <option value="">Anyone</option>
              <option value={UNASSIGNED}>Nobody yet</option>
              {assignees.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </StaffField>
        <div className="flex gap-2">
          <button type="submit" className={buttonClass({ size: 'md' })}>
            <Icon name="search" className="h-4 w-4" />
            Search
          </button>
          {narrowed ? (
            <Link
              to={pageHref({ kind, search: '', status: '', assignee: '' })}
              className="inline-flex items-center rounded-lg px-3 py-2 text-base font-semibold text-indigo-700 hover:underline"
            >
              Clear
            </Link>
          ) : null}
        </div>
      </Form>

      {rows.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-slate-700">
          {narrowed ? 'Nothing matches that search.' : 'Nothing has arrived yet.'}
        </p>
      ) : (
        <div className="mt-6 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              {plural}, newest first, page {page} of {pageCount}
            </caption>
            <thead className="bg-slate-100 text-slate-800">
              <tr>
                <th scope="col" className="px-4 py-2.5 font-semibold">
                  Name
                </th>
                <th scope="col" className="hidden px-4 py-2.5 font-semibold md:table-cell">
                  Email
                </th>
                <th scope="col" className="hidden px-4 py-2.5 font-semibold lg:table-cell">
                  Phone
                </th>
                <th scope="col" className="px-4 py-2.5 font-semibold">
                  Received (IST)
                </th>
                <th scope="col" className="px-4 py-2.5 font-semibold">
                  Status
                </th>
                <th scope="col" className="hidden px-4 py-2.5 font-semibold sm:table-cell">
                  Assigned to
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {rows.map((row) => (
                <tr key={row.id} className="hover:bg-slate-50">
                  <td className="px-4 py-3 align-top">
                    <Link
                      to={`/staff/submissions/${row.id}`}
                      className="font-semibold break-words text-indigo-700 hover:underline"
                    >
                      {row.name}
                    </Link>
                    <span className="mt-0.5 block break-all text-slate-700 md:hidden">{row.email}</span>
                  </td>
                  <td className="hidden px-4 py-3 align-top break-all text-slate-800 md:table-cell">{row.email}</td>
                  <td className="hidden px-4 py-3 align-top whitespace-nowrap text-slate-800 lg:table-cell">
                    {row.phone}
                  </td>
                  <td className="px-4 py-3 align-top text-slate-800">{row.received}</td>
                  <td className="px-4 py-3 align-top">
                    <StatusBadge status={row.status} />
                    <span className="mt-1 block text-xs text-slate-700 sm:hidden">{row.assignee ?? ''}</span>
                  </td>
                  <td className="hidden px-4 py-3 align-top text-slate-800 sm:table-cell">
                    {row.assignee ?? <span className="text-slate-600">Nobody yet</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {pageCount > 1 ? (
        <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-4 text-sm">
          {page > 1 ? (
            <ButtonLink href={pageHref(filter, page - 1)} rel="prev" variant="outline" size="sm">
              Newer
            </ButtonLink>
          ) : (
            <span />
          )}
          <span className="text-slate-700">
            Page {page} of {pageCount}
          </span>
          {page < pageCount ? (
            <ButtonLink href={pageHref(filter, page + 1)} rel="next" variant="outline" size="sm">
              Older
            </ButtonLink>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  )
}
