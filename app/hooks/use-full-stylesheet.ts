import { useContext, useEffect, useLayoutEffect } from 'react'
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  type BlockerFunction,
} from 'react-router'

const fullSheets = () => [...document.querySelectorAll<HTMLLinkElement>('link[data-full-css]')]

/** The longest a first navigation waits for the full stylesheet before it loads the next page as a document instead. */
const MAX_WAIT_MS = 4000

/** The one blocker this hook keeps in the router. */
const BLOCKER_KEY = 'full-stylesheet'

/** Set once the full stylesheets are on: true when they have loaded (or failed), false when MAX_WAIT_MS ran out. */
let turnedOn: Promise<boolean> | undefined

const turnOn = () =>
  (turnedOn ??= Promise.race([
    Promise.all(
      fullSheets().map(
        (link) =>
          new Promise((resolve) => {
            link.onload = link.onerror = resolve
            link.disabled = false
            link.media = 'all'
          }),
      ),
    ).then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), MAX_WAIT_MS)),
  ]))

/** The visitor leaves for another path while the full stylesheet is still off. */
const leavesUnstyled: BlockerFunction = ({ currentLocation, nextLocation }) =>
  !turnedOn && nextLocation.pathname !== currentLocation.pathname && fullSheets().length > 0

/**
 * A prerendered page inlines every rule it can use and ships the full stylesheet as a disabled `media="print"` link
 * (`data-full-css`, scripts/critical-css.mjs), which the browser does not fetch: on a slow link the first paint has the
 * connection to itself. A second after the page has hydrated, this downloads it into the HTTP cache (a fetch, which
 * does not parse it: parsing is a task of its own, ~60 ms on a slow phone, that would fall in the load). The visitor's
 * first navigation to another path waits until it is on and loaded (from the cache, or from the network when the click
 * came first), so the next page is never drawn with only this page's rules: drawn so, it was scrolled to its #anchor in
 * that layout and moved away from it when the rules arrived. Changing only the query or the hash (a guide's phase, a
 * tab, a section of this page) stays on the same page and needs nothing more.
 *
 * The guard is in the router from the commit that makes the page's links live (a layout effect of the hydrating
 * render). React Router's `useBlocker` registers its blocker only after two passive effects and a render of their own:
 * a click in that gap, within a second of the page becoming interactive on a loaded machine, drew the next page
 * without the stylesheet, scrolled to #team in that layout (issue 56). A stylesheet that has not come in MAX_WAIT_MS
 * does not hold the visitor: the next page is then loaded as a document, with its own inlined rules.
 */
export function useFullStylesheet() {
  const router = useContext(DataRouterContext)?.router
  const blocker = useContext(DataRouterStateContext)?.blockers.get(BLOCKER_KEY)
  useLayoutEffect(() => {
    if (!router) return
    router.getBlocker(BLOCKER_KEY, leavesUnstyled)
    return () => router.deleteBlocker(BLOCKER_KEY)
  }, [router])
  useEffect(() => {
    const timer = setTimeout(() => fullSheets().forEach((link) => fetch(link.href).catch(() => {})), 1000)
    return () => clearTimeout(timer)
  }, [])
  useEffect(() => {
    if (blocker?.state !== 'blocked') return
    const { location } = blocker
    let current = true
    void turnOn().then((loaded) => {
      if (!current) return
      if (loaded) return blocker.proceed()
      blocker.reset()
      window.location.assign(router?.createHref(location) ?? location.pathname + location.search + location.hash)
    })
    return () => {
      current = false
    }
  }, [blocker, router])
}
