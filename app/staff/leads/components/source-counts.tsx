import { Link } from 'react-router'
import { inboxHref, type InboxQuery } from '~/staff/leads/lib/inbox-query'

/** Leads per source over the last 30 days, each a link that filters the list by it. */
export function SourceCounts({
  query,
  sources,
}: {
  query: InboxQuery
  sources: { value: string; label: string; count: number }[]
}) {
  return (
    <section aria-labelledby="sources-title" className="mt-8 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="sources-title" className="text-base font-bold text-slate-900">
        Where leads came from, last 30 days
      </h2>
      {sources.length === 0 ? (
        <p className="mt-2 text-slate-700">No leads in the last 30 days.</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
          {sources.map((s) => (
            <li key={s.value} className="flex items-baseline gap-2 text-sm">
              <Link
                to={inboxHref({ ...query, source: s.value })}
                className="min-w-0 font-semibold break-words text-indigo-700 hover:underline"
              >
                {s.label}
              </Link>
              <span className="text-slate-800">{s.count}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-sm text-slate-700">
        A lead&apos;s source is its campaign&apos;s utm_source, else the site that linked to us; visits typed in or
        bookmarked have no known source.
      </p>
    </section>
  )
}
