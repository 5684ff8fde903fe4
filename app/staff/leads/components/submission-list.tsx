import type { ReactNode } from 'react'
import { Form, Link } from 'react-router'
import { ButtonLink, buttonClass } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { cn } from '~/lib/cn'
import { inboxHref, type InboxQuery } from '~/staff/leads/lib/inbox-query'
import type { LeadStatus } from '~/staff/shell/lib/lead-status'
import { StatusBadge } from '~/staff/shell/components/status-badge'
import { staffPathTo } from '~/content/staff-routes'

export interface ListRow {
  id: string
  /** The lead's page, remembering this list (for Previous/Next). */
  href: string
  name: string
  email: string
  phone: string
  /** A tel: link for the phone, and a wa.me chat with it; null when the number cannot be dialled. */
  call: string | null
  whatsApp: string | null
  /** The form it came through ('studio contact'). */
  form: string
  /** What the person wants, readable ("Android Development"). */
  wants: string
  /** The first line of their message, or ''. */
  line: string
  source: string | null
  received: string
  /** How long ago it arrived ('3 h', '2 days'). */
  age: string
  /** Where it stands against the reply-time promise, until someone responds. */
  reply: { overdue: boolean; text: string } | null
  status: LeadStatus
  assignee: string | null
  followUp: { date: string; due: boolean } | null
}

/**
 * The queue: one row per lead (who, what they want, source, age or reply time, assignee, status), each with a box to
 * tick for the bulk actions above it (one form: works without scripts), its pages, and the CSV download of one form.
 */
export function SubmissionList({
  query,
  title,
  rows,
  total,
  page,
  pageCount,
  bulk,
}: {
  query: InboxQuery
  title: string
  rows: ListRow[]
  total: number
  page: number
  pageCount: number
  /** The bulk actions, placed inside the list's form. */
  bulk: ReactNode
}) {
  const narrowed = Boolean(query.search || query.status || query.assignee || query.source || query.due)
  const matches = `${total} ${total === 1 ? 'lead' : 'leads'}`
  const summary = query.search ? `${matches} matching “${query.search}”` : narrowed ? `${matches} match` : `${matches}`
  const order = query.due ? 'waiting for a reply or a follow-up, oldest first' : 'newest first'
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
          {query.due ? 'Nothing is due.' : narrowed ? 'Nothing matches that search.' : 'Nothing has arrived yet.'}
        </p>
      ) : (
        <Form method="post" aria-label="Selected leads">
          <input type="hidden" name="intent" value="bulk" />
          {bulk}
          <div className="mt-3 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
            <table className="w-full table-fixed text-left text-sm">
              <caption className="sr-only">
                {title}, {order}, page {page} of {pageCount}
              </caption>
              <thead className="bg-slate-100 text-slate-800">
                <tr>
                  <th scope="col" className="w-10 py-2 pl-3 font-semibold sm:pl-4">
                    <span className="sr-only">Select</span>
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold sm:px-4">
                    Who
                  </th>
                  <th scope="col" className={cn(WIDE, 'w-[24%] px-4 py-2 font-semibold')}>
                    What they want
                  </th>
                  <th scope="col" className={cn(WIDE, 'w-28 px-4 py-2 font-semibold')}>
                    Source
                  </th>
                  <th scope="col" className="hidden w-40 px-4 py-2 font-semibold sm:table-cell">
                    Age or due
                  </th>
                  <th scope="col" className={cn(WIDE, 'w-32 px-4 py-2 font-semibold')}>
                    Assignee
                  </th>
                  <th scope="col" className="hidden w-32 px-4 py-2 font-semibold sm:table-cell">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {rows.map((row) => (
                  <tr key={row.id} className="hover:bg-slate-50">
                    <td className="py-2.5 pl-3 align-top sm:py-3 sm:pl-4">
                      <input
                        type="checkbox"
                        name="ids"
                        value={row.id}
                        aria-label={`Select ${row.name}`}
                        className="mt-0.5 h-5 w-5 accent-indigo-700"
                      />
                    </td>
                    <td className="min-w-0 px-3 py-2.5 align-top sm:px-4 sm:py-3">
                      <Link to={row.href} className="font-semibold break-words text-indigo-700 hover:underline">
                        {row.name}
                      </Link>
                      <p className="break-all text-slate-600">{row.email}</p>
                      <PhoneLinks row={row} />
                      {/* Below the wide layout, what the other columns say, in one place. */}
                      <p className="text-slate-800 lg:hidden">
                        <span className="font-semibold">{row.wants}</span>
                        <span className="text-slate-600"> · {row.form}</span>
                        {row.source ? <span className="text-slate-600"> · from {row.source}</span> : null}
                      </p>
                      {row.line ? <p className="truncate text-slate-700">{row.line}</p> : null}
                      <p className="mt-1 flex flex-wrap items-center gap-x-2 text-slate-700 sm:hidden">
                        <StatusBadge status={row.status} />
                        <AgeOrDue row={row} />
                      </p>
                      <p className="text-slate-700 lg:hidden">{row.assignee ?? 'Nobody assigned'}</p>
                    </td>
                    <td className={cn(WIDE, 'px-4 py-3 align-top text-slate-800')}>
                      <span className="font-semibold">{row.wants}</span>
                      <span className="block text-slate-600">{row.form}</span>
                    </td>
                    <td className={cn(WIDE, 'px-4 py-3 align-top break-words text-slate-700')}>{row.source ?? '–'}</td>
                    <td className="hidden px-4 py-3 align-top text-slate-700 sm:table-cell">
                      <AgeOrDue row={row} block />
                    </td>
                    <td className={cn(WIDE, 'px-4 py-3 align-top break-words text-slate-700')}>
                      {row.assignee ?? 'Nobody'}
                    </td>
                    <td className="hidden px-4 py-3 align-top sm:table-cell">
                      <StatusBadge status={row.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Form>
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

/**
 * Call and WhatsApp from the list, without opening the lead: the number itself is the call link (never broken across
 * lines), each link at least 44 px tall for a thumb.
 */
function PhoneLinks({ row }: { row: ListRow }) {
  const link =
    'inline-flex min-h-11 items-center gap-1.5 rounded-lg border px-3 font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700'
  return (
    <p className="my-1 flex flex-wrap items-center gap-2">
      {row.call ? (
        <a href={row.call} className={cn(link, 'border-indigo-200 text-indigo-800 hover:bg-indigo-50')}>
          <Icon name="phone" className="h-4 w-4" />
          {/* Named by the number, not the lead's name: the row says whose it is, and the name stays the lead's link. */}
          <span className="sr-only">Call </span>
          {row.phone}
        </a>
      ) : (
        <span className="whitespace-nowrap text-slate-700">{row.phone}</span>
      )}
      {row.whatsApp ? (
        <a
          href={row.whatsApp}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(link, 'border-emerald-300 text-emerald-900 hover:bg-emerald-50')}
        >
          <Icon name="message-circle" className="h-4 w-4" />
          WhatsApp<span className="sr-only"> {row.phone} (opens a new tab)</span>
        </a>
      ) : null}
    </p>
  )
}

/** Columns shown only on a wide screen; below it the first cell says the same. */
const WIDE = 'hidden lg:table-cell'

/** A lead's age, then its reply time (red once overdue) or its next follow-up. */
function AgeOrDue({ row, block = false }: { row: ListRow; block?: boolean }) {
  return (
    <>
      <span className={cn(block && 'block')}>{row.age === 'just now' ? 'Arrived just now' : `${row.age} old`}</span>
      {block ? <span className="block text-xs text-slate-600">{row.received}</span> : null}
      {row.reply ? (
        <span
          className={cn(block && 'mt-1 block', row.reply.overdue ? 'font-semibold text-red-800' : 'text-slate-800')}
        >
          {row.reply.text}
        </span>
      ) : null}
      {row.followUp ? <FollowUp {...row.followUp} className={block ? 'mt-1 block' : undefined} /> : null}
    </>
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
