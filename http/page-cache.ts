// Rendered-page cache for anonymous GETs of known pages with known query parameters (`?phase=3`, `?category=web`),
// and of pages that show database content (the blog, batch dates) keyed with that content's version: rendered once
// without a nonce, its inline scripts hashed for the CSP like a prerendered page, held brotli- and
// gzip-compressed in a bounded LRU. Requests with a cookie or credentials are never served from it nor stored in it.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants, gunzipSync, gzip } from 'node:zlib'

/**
 * Every query parameter a public page reads (loaders and components); any other parameter is dropped from the key,
 * and the page is rendered for the key's URL, so a parameter a page reads but this list lacks is silently ignored.
 * `cacheKey.test` checks the list against the parameters app/ reads.
 */
export const KNOWN_PARAMS = Object.freeze(
  [
    'asked',
    'bootcamp',
    'category',
    'class',
    'course',
    'crash',
    'details',
    'hours',
    'message',
    'phase',
    'project',
    'ref',
    'reported',
    'sent',
    'service',
    'start',
    'tab',
    'track',
    'tracks',
    'view',
  ].sort(),
)

// A value outside this shape (a slug, a number, a service title like "Bug Fixing") is never one a page knows, so it is
// rendered per request, not cached.
const VALUE = /^[\p{L}\p{N} _.,&()'+-]{1,64}$/u

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * The cache key of a request URL: the exact known path plus the known parameters (each given once, sorted by name),
 * or undefined when the URL must not be served from the cache.
 */
export function cacheKey(
  url: string,
  isKnownPath: (pathname: string) => boolean,
  params: readonly string[] = KNOWN_PARAMS,
): string | undefined {
  const q = url.indexOf('?')
  const pathname = q < 0 ? url : url.slice(0, q)
  if (!isKnownPath(pathname)) return undefined
  const search = new URLSearchParams(q < 0 ? '' : url.slice(q + 1))
  const kept: [string, string][] = []
  for (const name of params) {
    const values = search.getAll(name)
    if (values.length === 0) continue
    if (values.length > 1) return undefined // a repeated parameter (?tracks=a&tracks=b from a form) is rendered per request
    const value = values[0]!
    if (!VALUE.test(value)) return undefined
    kept.push([name, value])
  }
  const query = new URLSearchParams(kept).toString()
  return query ? `${pathname}?${query}` : pathname
}

/** How the page cache renders, keys and bounds its pages. */
export interface PageCacheOptions<Group extends string = string> {
  /**
   * Renders the normalised URL (no cookie, no nonce); `req` is the request that asked for it first (a page may count a
   * miss against its address, as an unknown certificate's page does; a cacheable page never depends on it).
   */
  render: (key: string, req?: Req) => Promise<Response>
  /** Exact public paths (the prerendered pages). */
  isKnownPath: (pathname: string) => boolean
  /** The Content-Security-Policy for a page's HTML. */
  policyFor: (html: string) => string
  /** Rewrites a cacheable page before it is stored. */
  transform?: (html: string, pathname: string) => string
  /** Compressed bytes held at most (default 24 MiB). */
  maxBytes?: number
  /** Pages held at most (default 2,000). */
  maxEntries?: number
  /**
   * The content group a path's page depends on (blog posts, staff-edited batch dates): such a page is cached with or
   * without a query string, keyed with that group's current version, and dropped when the version changes.
   */
  groupOf?: (pathname: string) => Group | undefined
  /**
   * The current version of each group (cheap: the app reads the database at most once a second); when it fails, the
   * page is rendered per request.
   */
  versions?: () => Promise<Partial<Record<Group, string>>>
  /** The versions `versions()` would answer without reading the database, or undefined: lets `serveHit` answer a
   * group's page without waiting. */
  versionsNow?: () => Partial<Record<Group, string>> | undefined
}

/** What a request is answered with: a stored page (compressed) or a render passed through once. */
interface Entry {
  status: number
  headers: Record<string, string>
  body?: Buffer
  br?: Buffer
  gz?: Buffer
  size?: number
  cached: boolean
  group?: string
  version?: string
}

type Req = Pick<IncomingMessage, 'method' | 'url' | 'headers'>
type Next = (error?: unknown) => void

export type PageCache = ReturnType<typeof createPageCache>

export function createPageCache<Group extends string>({
  render,
  isKnownPath,
  policyFor,
  transform = (html) => html,
  maxBytes = 24 * 1024 * 1024,
  maxEntries = 2000,
  groupOf = () => undefined,
  versions = async () => ({}),
  versionsNow = () => undefined,
}: PageCacheOptions<Group>) {
  const entries = new Map<string, Entry>() // insertion order = least recently used first
  const pending = new Map<string, Promise<Entry>>() // one render per key at a time, however many requests wait for it
  const counts = { hits: 0, misses: 0, uncacheable: 0, evictions: 0 }
  let bytes = 0
  let generation = 0 // a render that started before clear() is not stored after it
  const seen = new Map<Group, string>() // group -> the version its cached pages were rendered at

  function remove(key: string) {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.size!
  }

  function store(key: string, entry: Entry & { size: number }) {
    if (entry.size > maxBytes) return
    remove(key)
    entries.set(key, entry)
    bytes += entry.size
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes && entries.size <= maxEntries) break
      remove(oldest)
      counts.evictions++
    }
  }

  /** Drops a group's pages when its version has moved on (a publish, an edit, a scheduled time reached). */
  function observe(group: Group, version: string) {
    if (seen.get(group) === version) return
    seen.set(group, version)
    for (const [key, entry] of [...entries]) if (entry.group === group && entry.version !== version) remove(key)
  }

  async function fill(key: string, url: string, group?: Group, version?: string, req?: Req): Promise<Entry> {
    const started = generation
    const response = await render(url, req)
    let body = Buffer.from(await response.arrayBuffer())
    const headers: Record<string, string> = {}
    for (const [name, value] of response.headers) {
      if (!/^(content-length|content-encoding|set-cookie|content-security-policy)$/i.test(name)) headers[name] = value
    }
    headers['cache-control'] ??= 'public, max-age=0, must-revalidate'
    const type = response.headers.get('content-type') ?? ''
    const html = /^text\/html\b/.test(type)
    // Versioned pages include the RSS feed and the sitemap.
    const feed = group !== undefined && /^application\/(rss\+)?xml\b/.test(type)
    const cacheable = response.status === 200 && !response.headers.has('set-cookie') && (html || feed)
    if (!cacheable) {
      counts.uncacheable++
      headers['content-security-policy'] = policyFor(body.toString('utf8'))
      return { status: response.status, headers, body, cached: false }
    }
    const text = html ? transform(body.toString('utf8'), url.split('?')[0]!) : body.toString('utf8')
    body = Buffer.from(text)
    if (html) headers['content-security-policy'] = policyFor(text)
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
      gzipAsync(body, { level: 6 }),
    ])
    // The plain body is not kept: the rare client without gzip gets it gunzipped on demand.
    const entry = {
      status: 200,
      headers,
      br,
      gz,
      size: br.length + gz.length + key.length,
      cached: true,
      group,
      version,
    }
    const current = group === undefined || seen.get(group) === version
    if (started === generation && current) {
      store(key, entry)
      if (!url.includes('?')) void recompress(key, entry, body)
    }
    return entry
  }

  /**
   * A page of its own path (`/`, `/services`, a post: one entry per content version, not one per query string) is
   * compressed again at brotli's best quality once it is stored, and served so from then on (issue 44: the first
   * response within 14 KB is measured at quality 11; quality 6 made `/` 16.5 KB on the wire instead of 14.9). The
   * first answers do not wait for it: quality 11 costs 100-600 ms of a worker thread for a 90 KB page.
   */
  async function recompress(key: string, entry: Entry & { size: number }, body: Buffer) {
    const best = await brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }).catch(() => undefined)
    if (!best || best.length >= entry.br!.length || entries.get(key) !== entry) return
    bytes -= entry.br!.length - best.length
    entry.size -= entry.br!.length - best.length
    entry.br = best
  }

  function send(req: Req, res: ServerResponse, entry: Entry, state: string) {
    res.statusCode = entry.status
    for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value)
    res.setHeader('X-Page-Cache', state)
    let body = entry.body!
    if (entry.cached) {
      res.setHeader('Vary', 'Accept-Encoding')
      const accept = req.headers['accept-encoding'] ?? ''
      if (/\bbr\b/.test(accept)) {
        res.setHeader('Content-Encoding', 'br')
        body = entry.br!
      } else if (/\bgzip\b/.test(accept)) {
        res.setHeader('Content-Encoding', 'gzip')
        body = entry.gz!
      } else {
        body = gunzipSync(entry.gz!)
      }
    }
    res.setHeader('Content-Length', body.length)
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  /**
   * The cache key of a cacheable GET/HEAD (no cookie or credentials) that can be known without waiting: a known path
   * with a query string, or a content group's page while its version was read less than a second ago and its cached
   * pages were rendered at that version.
   */
  function keyNow(req: Req): string | undefined {
    if (req.method !== 'GET' && req.method !== 'HEAD') return undefined
    if (req.headers.cookie !== undefined || req.headers.authorization !== undefined) return undefined
    const url = req.url ?? '/'
    const q = url.indexOf('?')
    const group = groupOf(q < 0 ? url : url.slice(0, q))
    if (group === undefined) return q < 0 ? undefined : cacheKey(url, isKnownPath)
    const version = versionsNow()?.[group]
    if (version === undefined || seen.get(group) !== version) return undefined
    const key = cacheKey(url, () => true)
    return key === undefined ? undefined : `${key}#${group}=${version}`
  }

  /** Sends the cached page for a key held in the cache (after `headers`); false, and nothing sent, otherwise. */
  function answerHit(req: Req, res: ServerResponse, key: string, headers: Record<string, string> = {}) {
    const hit = entries.get(key)
    if (!hit) return false
    counts.hits++
    entries.delete(key) // most recently used goes last
    entries.set(key, hit)
    for (const name in headers) res.setHeader(name, headers[name]!)
    send(req, res, hit, 'HIT')
    return true
  }

  /** Express middleware: answers a cacheable GET/HEAD from the cache, rendering it once on a miss. */
  function middleware(req: Req, res: ServerResponse, next: Next) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    if (req.headers.cookie !== undefined || req.headers.authorization !== undefined) return next()
    const requested = req.url ?? '/'
    const q = requested.indexOf('?')
    const group = groupOf(q < 0 ? requested : requested.slice(0, q))
    if (group === undefined) {
      if (q < 0) return next() // a prerendered page answers it
      const key = cacheKey(requested, isKnownPath)
      if (key === undefined) return next()
      return serve(req, res, next, key, key)
    }
    const url = cacheKey(requested, () => true)
    if (url === undefined) return next()
    versions().then(
      (all) => {
        const version = all[group]
        if (version === undefined) return next()
        observe(group, version)
        serve(req, res, next, `${url}#${group}=${version}`, url, group, version)
      },
      () => next(), // no version, no cache: the page is rendered fresh
    )
  }

  function serve(req: Req, res: ServerResponse, next: Next, key: string, url: string, group?: Group, version?: string) {
    if (answerHit(req, res, key)) return
    if (req.method === 'HEAD') return next()
    counts.misses++
    let filling = pending.get(key)
    if (!filling) {
      filling = fill(key, url, group, version, req).finally(() => pending.delete(key))
      pending.set(key, filling)
    }
    filling.then((entry) => send(req, res, entry, entry.cached ? 'MISS' : 'BYPASS'), next)
  }

  return {
    middleware,
    /**
     * For the server's fast path (before Express): answers a request whose page the cache holds, with `headers` first;
     * false, and nothing sent, for anything else (misses are rendered through Express and the middleware).
     */
    serveHit: (req: Req, res: ServerResponse, headers: Record<string, string>) => {
      const key = keyNow(req)
      return key !== undefined && answerHit(req, res, key, headers)
    },
    /** Drops every cached page (after content the pages show has changed, e.g. a published post or batch date). */
    clear() {
      generation++
      entries.clear()
      bytes = 0
    },
    /** Drops the cached variants of one path (every query string of it). */
    invalidate(pathname: string) {
      generation++
      for (const key of [...entries.keys()])
        if (key === pathname || key.startsWith(pathname + '?') || key.startsWith(pathname + '#')) remove(key)
    },
    /** Entries, compressed bytes held and the bound, hits, misses, uncacheable renders and evictions. */
    stats() {
      return { entries: entries.size, bytes, maxBytes, maxEntries, ...counts }
    },
  }
}
