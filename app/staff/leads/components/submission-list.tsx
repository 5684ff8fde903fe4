import { Link } from 'react-router'
import { ButtonLink, buttonClass } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { cn } from '~/lib/cn'
import { inboxHref, type InboxQuery } from '~/staff/leads/lib/inbox-query'
import type { LeadStatus } from '~/lib/lead-status'
import { StatusBadge } from '~/staff/shell/components/status-badge'
import { staffPathTo } from '~/content/staff-routes'

export interface ListRow {
  id: string
  /** The lead's page, remembering this list (for Previous/Next). */
  href: string
  name: string
  email: string
  phone: string
  /** The form it came through ('studio contact'). */
  form: string
  /** What the person wants, readable ("Android Development"). */
  wants: string
  /** The first line of their message, or ''. */
  line: string
  source: string | null
  received: string
  status: LeadStatus
  assignee: string | null
  followUp: { date: string; due: boolean } | null
}

/** The queue: one row per lead with what they want at a glance, its pages, and the CSV download of one form. */
export function SubmissionList({
  query,
  title,
  rows,
  total,
  page,
  pageCount,
}: {
  query: InboxQuery
  title: string
  rows: ListRow[]
  total: number
  page: number
  pageCount: number
}) {
  const narrowed = Boolean(query.search || query.status || query.assignee || query.source || query.due)
  const matches = `${total} ${total === 1 ? 'lead' : 'leads'}`
  const summary = query.search ? `${matches} matching “${query.search}”` : narrowed ? `${matches} match` : `${matches}`
  const order = query.due ? 'follow-ups due today or overdue, oldest first' : 'newest first'
  return (
    <section aria-labelledby="list-title" className="mt-5">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="list-title" className="text-lg font-bold text-slate-900">
            {query.due ? `${title}: due` : title}
          </h2>
          <p className="text-sm text-slate-700" role="status">
            {summary}, {order}
          </p>
        </div>
        {query.kind ? (
          <a
            href={staffPathTo('staffExport', { kind: query.kind })}
            className={buttonClass({ variant: 'outline', size: 'sm' })}
          >
            <Icon name="download" className="h-4 w-4" />
            Download as CSV
          </a>
        ) : null}
      </div>

      {rows.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-slate-700">
          {query.due ? 'No follow-up is due.' : narrowed ? 'Nothing matches that search.' : 'Nothing has arrived yet.'}
        </p>
      ) : (
        <div className="mt-3 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
          <table className="w-full table-fixed text-left text-sm">
            <caption className="sr-only">
              {title}, {order}, page {page} of {pageCount}
            </caption>
            <thead className="bg-slate-100 text-slate-800">
              <tr>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Lead
                </th>
                <th scope="col" className="hidden w-56 px-4 py-2 font-semibold sm:table-cell">
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {rows.map((row) => (
                <tr key={row.id} className="hover:bg-slate-50">
                  <td className="min-w-0 px-3 py-2.5 align-top sm:px-4 sm:py-3">
                    <Link to={row.href} className="font-semibold break-words text-indigo-700 hover:underline">
                      {row.name}
                    </Link>
                    <p className="text-slate-800">
                      <span className="font-semibold">{row.wants}</span>
                      <span className="text-slate-600"> · {row.form}</span>
                      {row.source ? <span className="text-slate-600"> · from {row.source}</span> : null}
                    </p>
                    {row.line ? <p className="truncate text-slate-700">{row.line}</p> : null}
                    <p className="break-all text-slate-600">
                      {row.email} · {row.phone}
                    </p>
                    <p className="mt-1 flex flex-wrap items-center gap-x-2 text-slate-700 sm:hidden">
                      <StatusBadge status={row.status} />
                      <span>{row.received}</span>
                      {row.assignee ? <span>· {row.assignee}</span> : null}
                      {row.followUp ? <FollowUp {...row.followUp} /> : null}
                    </p>
                  </td>
                  <td className="hidden px-4 py-3 align-top text-slate-700 sm:table-cell">
                    <StatusBadge status={row.status} />
                    <span className="mt-1 block">{row.received}</span>
                    {row.assignee ? <span className="mt-1 block break-words">{row.assignee}</span> : null}
                    {row.followUp ? <FollowUp {...row.followUp} className="mt-1 block" /> : null}
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
            <ButtonLink href={inboxHref(query, page - 1)} rel="prev" variant="outline" size="sm">
              {query.due ? 'Earlier' : 'Newer'}
            </ButtonLink>
          ) : (
            <span />
          )}
          <span className="text-slate-700">
            Page {page} of {pageCount}
          </span>
          {page < pageCount ? (
            <ButtonLink href={inboxHref(query, page + 1)} rel="next" variant="outline" size="sm">
              {query.due ? 'Later' : 'Older'}
            </ButtonLink>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  )
}

/** A lead's next follow-up day, in bold red once it is due. */
function FollowUp({ date, due, className }: { date: string; due: boolean; className?: string }) {
  return (
    <span className={cn(className, due && 'font-semibold text-red-800')}>
      Follow up {date}
      {due ? ' (due)' : ''}
    </span>
  )
}
