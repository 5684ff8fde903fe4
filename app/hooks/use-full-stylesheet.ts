import { useEffect, useState } from 'react'
import { useLocation, useNavigation } from 'react-router'

const fullSheets = () => document.querySelectorAll<HTMLLinkElement>('link[data-full-css]')

/**
 * A prerendered page inlines every rule it can use and ships the full stylesheet as a disabled `media="print"` link
 * (`data-full-css`, scripts/critical-css.mjs), which the browser does not fetch: on a slow link the first paint has the
 * connection to itself. A second after the page has hydrated, this downloads it into the HTTP cache (a fetch, which
 * does not parse it: parsing is a task of its own, ~60 ms on a slow phone, that would fall in the load); it turns it
 * on when the visitor first navigates to another path, before that page renders, from the cache: parsing it and
 * restyling the whole document is a long task on a slow phone, so it is paid at a click rather than during the page
 * load. Changing only the query (a guide's phase, a tab) stays on the same page and needs nothing more.
 */
export function useFullStylesheet() {
  const { pathname } = useLocation()
  const navigation = useNavigation()
  const [firstPath] = useState(pathname)
  const leaving =
    pathname !== firstPath || (navigation.location !== undefined && navigation.location.pathname !== pathname)
  useEffect(() => {
    const timer = setTimeout(() => fullSheets().forEach((link) => fetch(link.href).catch(() => {})), 1000)
    return () => clearTimeout(timer)
  }, [])
  useEffect(() => {
    if (!leaving) return
    for (const link of fullSheets()) {
      link.removeAttribute('disabled')
      link.media = 'all'
      link.removeAttribute('data-full-css')
    }
  }, [leaving])
}
