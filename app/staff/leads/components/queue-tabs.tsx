import { Link } from 'react-router'
import { cn } from '~/lib/cn'
import { EMPTY_QUERY, inboxHref, type InboxQuery } from '~/staff/leads/lib/inbox-query'

export interface QueueTab {
  /** '' for every form. */
  id: string
  label: string
  /** New leads in it, and all of them. */
  open: number
  total: number
}

/**
 * The work queues (Admissions, Services, Hiring) and "All forms", each a link with how many leads in it are New. A
 * queue keeps the status and Due view and starts a new search.
 */
export function QueueTabs({ queues, query }: { queues: QueueTab[]; query: InboxQuery }) {
  return (
    <nav aria-label="Queues">
      <ul className="flex flex-wrap gap-1.5">
        {queues.map((q) => {
          const active = q.id === query.queue && !query.kind
          return (
            <li key={q.id || 'all'}>
              <Link
                to={inboxHref({ ...EMPTY_QUERY, queue: q.id, status: query.status, due: query.due })}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex items-center gap-1.5 rounded-lg border px-3 py-1.5 text-sm font-bold',
                  active
                    ? 'border-indigo-700 bg-indigo-700 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:border-slate-400',
                )}
              >
                {q.label}
                <span
                  className={cn(
                    'rounded-full px-1.5 text-xs',
                    active ? 'bg-white text-indigo-800' : q.open > 0 ? 'bg-indigo-100 text-indigo-800' : 'bg-slate-100',
                  )}
                >
                  {q.open}
                  <span className="sr-only"> new, of {q.total}</span>
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
