import { useEffect, useState } from 'react'
import { useLocation, useNavigation } from 'react-router'

/**
 * A prerendered page inlines every rule it can use and fetches the full stylesheet as `media="print"`
 * (`data-full-css`, scripts/critical-css.mjs). This turns the full stylesheet on when the visitor first navigates to
 * another path, before that page renders: turning it on restyles the whole document, which on a slow phone is a long
 * task, so it is paid at a click rather than during the page load. Changing only the query (a guide's phase, a tab)
 * stays on the same page and needs nothing more.
 */
export function useFullStylesheet() {
  const { pathname } = useLocation()
  const navigation = useNavigation()
  const [firstPath] = useState(pathname)
  const leaving =
    pathname !== firstPath || (navigation.location !== undefined && navigation.location.pathname !== pathname)
  useEffect(() => {
    if (!leaving) return
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-full-css]')) {
      link.media = 'all'
      link.removeAttribute('data-full-css')
    }
  }, [leaving])
}
