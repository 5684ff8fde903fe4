import { isRouteErrorResponse } from 'react-router'

/** At most this many refusal lines per window; the rest are counted and reported as one line. */
const MAX_LINES = 20
const WINDOW_MS = 10_000
let windowStart = 0
let lines = 0
let dropped = 0

/**
 * One short line for a refused request (method, path, reason), never a stack trace, and at most 20 lines in 10 s, so a
 * bot cannot flood the log. `url` may be a path or an absolute URL; control characters are dropped.
 */
export function logRefused(request: { method: string; url: string }, reason: string, now = Date.now()): void {
  if (now - windowStart >= WINDOW_MS) {
    if (dropped > 0) console.warn(`refused: ${dropped} more requests in ${WINDOW_MS / 1000} s, not logged one by one`)
    windowStart = now
    lines = 0
    dropped = 0
  }
  if (lines >= MAX_LINES) {
    dropped += 1
    return
  }
  lines += 1
  const path = request.url.replace(/^[a-z]+:\/\/[^/]+/i, '')
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced (no log injection)
  const clean = (text: string, max: number) => text.replace(/[\x00-\x1f\x7f]/g, '?').slice(0, max)
  console.warn(`refused ${clean(request.method, 10)} ${clean(path, 200)}: ${clean(reason, 200)}`)
}

/**
 * Why React Router refused a request (a 4xx error response, a bad URL), or undefined for a real fault, which keeps
 * its stack trace in the log.
 */
export function refusalReason(error: unknown): string | undefined {
  if (isRouteErrorResponse(error) && error.status < 500) return `${error.status} ${error.statusText}`.trim()
  if (error instanceof URIError) return 'malformed URL'
  if (error instanceof Error && /origin does not match|`origin` header is not a valid URL/.test(error.message)) {
    return 'cross-origin action'
  }
  return undefined
}
