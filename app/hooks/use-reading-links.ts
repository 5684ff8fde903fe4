import { useContext, useEffect } from 'react'
import { matchRoutes, UNSAFE_DataRouterContext as DataRouterContext } from 'react-router'
import { readingRouteIds } from '~/content/site-routes'

/**
 * On a hydrated page, a link to a page that is read (a guide, a post, a legal page: `reading` in the route registry)
 * loads it as a document, so it arrives as the server sends it, with its own small module instead of React (decision
 * 031). The listener runs in the window's capture phase, before React Router's link handler on the document, and stops
 * the click there; the browser then follows the link itself.
 */
export function useReadingLinks() {
  const router = useContext(DataRouterContext)?.router
  useEffect(() => {
    if (!router) return
    function onClick(event: MouseEvent) {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return
      if (link.pathname === location.pathname) return // a section of this page, or its query
      const matches = matchRoutes(router!.routes, link.pathname)
      if (matches?.some((match) => readingRouteIds.has(match.route.id!))) event.stopPropagation()
    }
    window.addEventListener('click', onClick, true)
    return () => window.removeEventListener('click', onClick, true)
  }, [router])
}
