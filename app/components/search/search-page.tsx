import { useEffect, useRef } from 'react'
import { Form, useNavigate, useNavigation } from 'react-router'
import { searchPage, type SearchResponse } from '~/content/search'
import type { SearchBoxCopy } from '~/content/search-box'
import { SearchResults } from './search-results'
import { Icon } from '~/components/ui/icon'
import { Button } from '~/components/ui/button'

const DEBOUNCE_MS = 250

/** /search: a GET form rendered on the server; with scripts, results follow the box as the visitor types. */
export function SearchPage({ results, box }: { results: SearchResponse; box: SearchBoxCopy }) {
  const input = useRef<HTMLInputElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const navigate = useNavigate()
  const navigation = useNavigation()
  const pending = navigation.state === 'loading' && navigation.location.pathname === box.action

  // Back and forward change the results under the box: show their query unless the visitor is typing. What a visitor
  // typed before the page hydrated (a slow phone) is kept and searched for once the scripts run.
  const hydrating = useRef(true)
  useEffect(() => {
    const box = input.current
    if (!box) return
    if (hydrating.current) {
      hydrating.current = false
      if (box.value.trim() !== results.query) onInput(box.value)
    } else if (document.activeElement !== box) box.value = results.query
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onInput only reads refs and the current results
  }, [results.query])

  useEffect(() => () => clearTimeout(timer.current), [])

  function onInput(value: string) {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      const query = value.trim()
      if (query === results.query) return
      navigate(query ? `${box.action}?${new URLSearchParams({ q: query })}` : box.action, {
        replace: true,
        preventScrollReset: true,
      })
    }, DEBOUNCE_MS)
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
      <header>
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">{searchPage.eyebrow}</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{searchPage.title}</h1>
        <p className="mt-3 text-lg text-slate-600">{searchPage.lead}</p>
      </header>
      <Form method="get" action={box.action} role="search" className="mt-8 flex gap-2">
        <label htmlFor="search-query" className="sr-only">
          {box.label}
        </label>
        <input
          ref={input}
          id="search-query"
          type="search"
          name="q"
          defaultValue={results.query}
          placeholder={box.pagePlaceholder}
          aria-describedby="search-hint"
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => onInput(event.currentTarget.value)}
          className="min-h-12 w-full min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-4 text-base text-slate-900 placeholder:text-slate-500 focus:border-indigo-600 focus:ring-2 focus:ring-indigo-600/30 focus:outline-none"
        />
        <Button type="submit" className="min-h-12">
          <Icon name="search" className="h-5 w-5" />
          <span className="max-sm:sr-only">{box.submit}</span>
        </Button>
      </Form>
      <p id="search-hint" className="mt-2 text-sm text-slate-600">
        {searchPage.hint}
      </p>
      <SearchResults results={results} pending={pending} />
    </div>
  )
}
