import { STAFF } from '~/content/site-routes'

/**
 * The address and referrer this visit started with, kept in sessionStorage for the tab (no cookie). Every page records
 * it (the root, after hydration), so it stays as small as possible: it stores the two strings as they are, and a form
 * sends their parts as they are (lib/visit-source.ts); the server cleans what arrives (lib/lead-source.ts).
 * Staff pages are not a visit. The document's own navigation entry names the address the visit started at, even after
 * client-side navigation.
 */
export interface VisitStart {
  href: string
  referrer?: string
}

const KEY = 'rw-visit-start'

export function rememberVisitStart(): void {
  try {
    if (sessionStorage.getItem(KEY) !== null) return
    const href = performance.getEntriesByType('navigation')[0]?.name || location.href
    if (new URL(href).pathname.startsWith(STAFF)) return
    sessionStorage.setItem(KEY, JSON.stringify({ href, referrer: document.referrer || undefined }))
  } catch {
    // Storage off (private mode, full): the server falls back to the post's Referer.
  }
}

/** The visit's start as recorded, or undefined (nothing recorded, storage off, or a value that is not ours). */
export function visitStart(): VisitStart | undefined {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null')
    if (!parsed || typeof parsed !== 'object' || typeof (parsed as VisitStart).href !== 'string') return undefined
    const { href, referrer } = parsed as VisitStart
    return { href, referrer: typeof referrer === 'string' ? referrer : undefined }
  } catch {
    return undefined
  }
}
