import { Link } from 'react-router'
import type { SubmissionKind } from '~/server/db/schema.server'
import { cn } from '~/lib/cn'
import { EMPTY_QUERY, inboxHref, type InboxQuery } from '~/staff/leads/lib/inbox-query'

/**
 * The forms of the current queue (or every form): a link each (works without scripts), the current one marked with
 * aria-current, and one for all of them (`allLabel`). The number is how many are New. A tab keeps the queue, the
 * status and Due view and starts a new search. The tabs wrap on a narrow screen rather than scroll out of sight.
 */
export function KindTabs({
  kinds,
  query,
  counts,
  allLabel,
}: {
  /** The forms in the inbox's order, from the form registry. */
  kinds: readonly { kind: SubmissionKind; plural: string }[]
  query: InboxQuery
  counts: Record<SubmissionKind, { total: number; open: number }>
  allLabel: string
}) {
  const all = kinds.reduce(
    (sum, k) => ({ total: sum.total + counts[k.kind].total, open: sum.open + counts[k.kind].open }),
    { total: 0, open: 0 },
  )
  const tabs = [{ kind: '', plural: allLabel, count: all }, ...kinds.map((k) => ({ ...k, count: counts[k.kind] }))]
  return (
    <nav aria-label="Submission kinds">
      <ul className="flex flex-wrap gap-1.5">
        {tabs.map(({ kind, plural, count }) => {
          const active = kind === query.kind
          return (
            <li key={kind || 'all'}>
              <Link
                to={inboxHref({ ...EMPTY_QUERY, queue: query.queue, kind, status: query.status, due: query.due })}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex items-center gap-1.5 rounded-lg border px-2.5 py-1.5 text-sm font-semibold',
                  active
                    ? 'border-indigo-700 bg-indigo-50 text-indigo-900'
                    : 'border-slate-200 bg-white text-slate-700 hover:border-slate-300 hover:text-slate-900',
                )}
              >
                {plural}
                <span
                  className={cn(
                    'rounded-full px-1.5 text-xs',
                    count.open > 0 ? 'bg-indigo-100 text-indigo-800' : 'bg-slate-100 text-slate-700',
                  )}
                >
                  {count.open}
                  <span className="sr-only"> new, of {count.total}</span>
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
