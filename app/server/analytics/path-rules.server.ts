// The path a view is counted under (docs/decisions/021, issue 53): decoded and normalised before any rule, never a
// staff page, and a page whose path carries a secret (a payment link's token) only under its registry pattern.
import { siteRoutes, STAFF, type SiteRoute } from '~/content/site-routes'
import { SOURCE_LIMITS } from '~/lib/lead-source'

/**
 * Parameter names whose values are public content names (a post's or a guide's slug): a route whose parameters are
 * all of these is counted under its own path. Every other parameter (`:token`, `:id`, `:kind`…) makes its route
 * counted under its pattern, so a new token route is private unless someone names its token `slug`.
 */
export const PUBLIC_PARAMS: ReadonlySet<string> = new Set(['slug', 'guide'])

/** Whether a registry route is counted under its pattern rather than its path. */
export function countedAsPattern(route: Pick<SiteRoute, 'path' | 'private'>): boolean {
  if (route.private) return true
  const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!)
  return params.some((name) => !PUBLIC_PARAMS.has(name))
}

interface Pattern {
  pattern: string
  regex: RegExp
}

/** The registry's routes counted under their pattern, as regular expressions on a normalised, lower-case path. */
function patternsOf(routes: Record<string, SiteRoute>): Pattern[] {
  return Object.values(routes)
    .filter((route) => !route.path.includes('*') && countedAsPattern(route))
    .map((route) => {
      const source = route.path
        .toLowerCase()
        .split('/')
        .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/')
      return { pattern: route.path, regex: new RegExp(`^${source}$`) }
    })
}

const PATTERNS = patternsOf(siteRoutes)
/** The first segments of those patterns (`pay`, `verify`…): a path under none of them skips the patterns. */
const PATTERN_HEADS = new Set(PATTERNS.map(({ pattern }) => pattern.split('/')[1]!.toLowerCase()))

/** A path already canonical (the usual request): lower case, no escapes, no empty or dot segments, no trailing slash. */
const PLAIN = /^(?:\/[a-z0-9_~-][a-z0-9._~-]*)+$/

/**
 * A request's path made canonical: percent-decoded, without repeated or trailing slashes and with dot segments
 * resolved, lower case (React Router matches routes without regard to case, so `/ABOUT` is `/about`). Undefined
 * when it cannot be decoded or holds control characters.
 */
export function normalisePath(raw: string): string | undefined {
  if (raw === '/' || PLAIN.test(raw)) return raw
  let path = raw
  if (path.includes('%')) {
    try {
      path = decodeURIComponent(path)
    } catch {
      return undefined
    }
  }
  if (/[\p{Cc}\p{Cf}\\]/u.test(path)) return undefined
  const parts: string[] = []
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue
    if (part === '..') parts.pop()
    else parts.push(part)
  }
  return `/${parts.join('/')}`.toLowerCase()
}

/** Whether a normalised path is a staff page (or its `.data`). */
export function isStaffPath(path: string): boolean {
  return path === STAFF || path.startsWith(`${STAFF}/`) || path === `${STAFF}.data`
}

/**
 * The path a page is counted under, from the request's path (without query): undefined for a staff page, a path that
 * does not decode, or one longer than a lead's landing page; the registry pattern for a page carrying a secret.
 * `.data` payloads are the page they are for (`/_root.data` is `/`).
 */
export function countedPath(rawPath: string): { path: string; data: boolean } | undefined {
  const normal = normalisePath(rawPath)
  if (normal === undefined || isStaffPath(normal)) return undefined
  let path = normal
  const data = path.endsWith('.data')
  if (data) {
    path = path === '/_root.data' ? '/' : path.slice(0, -'.data'.length) || '/'
    if (isStaffPath(path)) return undefined
  }
  const slash = path.indexOf('/', 1)
  if (PATTERN_HEADS.has(slash === -1 ? path.slice(1) : path.slice(1, slash))) {
    for (const { pattern, regex } of PATTERNS) if (regex.test(path)) return { path: pattern, data }
  }
  if (path.length > SOURCE_LIMITS.landing) return undefined
  return { path, data }
}
