import { Link } from 'react-router'
import type { SubmissionKind } from '~/server/db/schema.server'
import { cn } from '~/lib/cn'

/** One link per submission kind (works without scripts); the current one is marked with aria-current. */
export function KindTabs({
  kinds,
  current,
  counts,
}: {
  /** The forms in the inbox's order, from the form registry. */
  kinds: readonly { kind: SubmissionKind; plural: string }[]
  current: SubmissionKind
  counts: Record<SubmissionKind, { total: number; open: number }>
}) {
  return (
    <nav aria-label="Submission kinds" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-slate-200">
        {kinds.map(({ kind, plural }) => {
          const active = kind === current
          const open = counts[kind].open
          return (
            <li key={kind}>
              <Link
                to={`/staff?kind=${kind}`}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'relative -mb-px inline-flex items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-semibold',
                  active
                    ? 'border-indigo-700 text-indigo-800'
                    : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900',
                )}
              >
                {plural}
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-xs',
                    open > 0 ? 'bg-indigo-100 text-indigo-800' : 'bg-slate-100 text-slate-700',
                  )}
                >
                  {open}
                  <span className="sr-only"> new, of {counts[kind].total}</span>
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
