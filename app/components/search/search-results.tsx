import { Link } from 'react-router'
import { searchPage } from '~/content/search'
import type { SearchHit, SearchResponse, SnippetPart } from '~/content/search'
import { fillTemplate } from '~/lib/format'

/** Text with the matched words in <mark>; React escapes every part, so a query can never become markup. */
export function Highlighted({ parts }: { parts: SnippetPart[] }) {
  return parts.map((part, i) =>
    part.mark ? (
      <mark key={i} className="rounded-sm bg-amber-100 px-0.5 text-slate-900">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  )
}

function searchHref(query: string) {
  return `?${new URLSearchParams({ q: query })}` // relative: results only ever link to /search itself
}

function SuggestionLinks({ suggestions, label }: { suggestions: string[]; label: string }) {
  return (
    <nav aria-label={label} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {suggestions.map((suggestion) => (
          <li key={suggestion}>
            <Link
              to={searchHref(suggestion)}
              className="inline-flex min-h-11 items-center rounded-full border border-indigo-200 bg-white px-4 text-sm font-medium text-indigo-800 hover:bg-indigo-50"
            >
              {suggestion}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function ResultCard({ hit }: { hit: SearchHit }) {
  return (
    <article className="relative rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <p className="text-xs font-semibold tracking-wide text-indigo-700 uppercase">{hit.kindLabel}</p>
      <h2 className="mt-1 text-lg font-bold text-slate-900">
        <Link to={hit.href} className="after:absolute after:inset-0 hover:text-indigo-800 focus:outline-none">
          <Highlighted parts={hit.title} />
        </Link>
      </h2>
      <p className="mt-0.5 text-sm text-slate-600">{hit.context}</p>
      <p className="mt-2 text-slate-700">
        <Highlighted parts={hit.snippet} />
      </p>
    </article>
  )
}

function resultCount(total: number): string {
  const { none, one, many } = searchPage.resultCount
  return total === 0 ? none : total === 1 ? one : many
}

/** The result list, its count (announced politely) and the empty and no-result states. */
export function SearchResults({ results, pending }: { results: SearchResponse; pending: boolean }) {
  const { query, hits, total, suggestions, truncated } = results
  const [correction, ...rest] = suggestions
  return (
    <div className="mt-8 min-h-[60vh]" aria-busy={pending}>
      <p role="status" className="min-h-6 text-sm font-medium text-slate-700">
        {query ? fillTemplate(resultCount(total), { count: total, query }) : ''}
        {query && truncated ? ` ${fillTemplate(searchPage.truncated, { max: query.length })}` : ''}
      </p>
      {!query ? (
        <div className="mt-6">
          <h2 className="text-xl font-bold text-slate-900">{searchPage.emptyTitle}</h2>
          <p className="mt-2 text-slate-700">{searchPage.emptyText}</p>
          <SuggestionLinks suggestions={suggestions} label={searchPage.suggestionsLabel} />
        </div>
      ) : hits.length === 0 ? (
        <div className="mt-6">
          <h2 className="text-xl font-bold text-slate-900">{fillTemplate(searchPage.noResultsTitle, { query })}</h2>
          {correction && !searchPage.suggestions.includes(correction) ? (
            <p className="mt-2 text-slate-700">
              {searchPage.didYouMean}{' '}
              <Link to={searchHref(correction)} className="font-semibold text-indigo-800 underline">
                {correction}
              </Link>
              ?
            </p>
          ) : null}
          <p className="mt-2 text-slate-700">{searchPage.noResultsText}</p>
          <SuggestionLinks
            suggestions={correction && !searchPage.suggestions.includes(correction) ? rest : suggestions}
            label={searchPage.suggestionsLabel}
          />
        </div>
      ) : (
        <>
          <ol className={`mt-4 space-y-4 transition-opacity ${pending ? 'opacity-60' : ''}`}>
            {hits.map((hit) => (
              <li key={hit.id}>
                <ResultCard hit={hit} />
              </li>
            ))}
          </ol>
          {total > hits.length ? (
            <p className="mt-6 text-sm text-slate-600">
              {fillTemplate(searchPage.moreResults, { shown: hits.length, total })}
            </p>
          ) : null}
        </>
      )}
    </div>
  )
}
