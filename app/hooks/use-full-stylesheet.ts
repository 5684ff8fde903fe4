import { useEffect } from 'react'
import { useBlocker, type BlockerFunction } from 'react-router'

const fullSheets = () => [...document.querySelectorAll<HTMLLinkElement>('link[data-full-css]')]

/** The longest a first navigation waits for the full stylesheet: a stalled file never keeps a visitor on a page. */
const MAX_WAIT_MS = 4000

/** Set once the full stylesheets are on: settles when they have loaded (or failed, or MAX_WAIT_MS has passed). */
let turnedOn: Promise<unknown> | undefined

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
    ),
    new Promise((resolve) => setTimeout(resolve, MAX_WAIT_MS)),
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
 * came first), so the next page is never drawn with only this page's rules: drawn unstyled, it was scrolled to its
 * #anchor in that layout and moved away from it when the rules arrived. Changing only the query or the hash (a guide's
 * phase, a tab, a section of this page) stays on the same page and needs nothing more.
 */
export function useFullStylesheet() {
  const blocker = useBlocker(leavesUnstyled)
  useEffect(() => {
    const timer = setTimeout(() => fullSheets().forEach((link) => fetch(link.href).catch(() => {})), 1000)
    return () => clearTimeout(timer)
  }, [])
  useEffect(() => {
    if (blocker.state !== 'blocked') return
    let current = true
    void turnOn().then(() => current && blocker.proceed())
    return () => {
      current = false
    }
  }, [blocker])
}
