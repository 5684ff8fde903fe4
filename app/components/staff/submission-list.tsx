import { Download, Search } from 'lucide-react'
import { Form, Link } from 'react-router'
import type { SubmissionKind } from '~/server/db/schema.server'
import { StatusBadge } from './status-badge'

export interface ListRow {
  id: string
  name: string
  email: string
  phone: string
  received: string
  handled: boolean
}

interface SubmissionListProps {
  kind: SubmissionKind
  plural: string
  search: string
  rows: ListRow[]
  total: number
  page: number
  pageCount: number
}

function pageHref(kind: SubmissionKind, search: string, page: number) {
  const params = new URLSearchParams({ kind })
  if (search) params.set('q', search)
  if (page > 1) params.set('page', String(page))
  return `/staff?${params}`
}

/** Search, the table of one kind's submissions (newest first) and its pages. */
export function SubmissionList({ kind, plural, search, rows, total, page, pageCount }: SubmissionListProps) {
  const summary = search ? `${total} ${total === 1 ? 'match' : 'matches'} for “${search}”` : `${total} in all`
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
        <a
          href={`/staff/export/${kind}`}
          className="inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          Download all as CSV
        </a>
      </div>

      <Form method="get" action="/staff" role="search" className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
        <input type="hidden" name="kind" value={kind} />
        <div className="flex-1">
          <label htmlFor="staff-search" className="block text-sm font-semibold text-slate-800">
            Search by name or email
          </label>
          <input
            id="staff-search"
            name="q"
            type="search"
            defaultValue={search}
            maxLength={200}
            className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2 text-base text-slate-900 shadow-sm focus:border-indigo-600 focus:ring-2 focus:ring-indigo-600/30 focus:outline-none"
          />
        </div>
        <div className="flex gap-2">
          <button
            type="submit"
            className="inline-flex items-center gap-2 rounded-lg bg-indigo-700 px-4 py-2 text-base font-semibold text-white hover:bg-indigo-800"
          >
            <Search aria-hidden="true" className="h-4 w-4" />
            Search
          </button>
          {search ? (
            <Link
              to={pageHref(kind, '', 1)}
              className="inline-flex items-center rounded-lg px-3 py-2 text-base font-semibold text-indigo-700 hover:underline"
            >
              Clear
            </Link>
          ) : null}
        </div>
      </Form>

      {rows.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-slate-700">
          {search ? 'Nothing matches that search.' : 'Nothing has arrived yet.'}
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
                    <StatusBadge handled={row.handled} />
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
            <Link
              to={pageHref(kind, search, page - 1)}
              rel="prev"
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 font-semibold text-slate-800 hover:bg-slate-100"
            >
              Newer
            </Link>
          ) : (
            <span />
          )}
          <span className="text-slate-700">
            Page {page} of {pageCount}
          </span>
          {page < pageCount ? (
            <Link
              to={pageHref(kind, search, page + 1)}
              rel="next"
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 font-semibold text-slate-800 hover:bg-slate-100"
            >
              Older
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  )
}
