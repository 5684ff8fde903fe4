// What counts as a page view, and what of it is kept (docs/decisions/021-first-party-analytics.md): decided from the
// request and its answer alone, without cookies and without keeping the address or the user agent.
import { isbot } from 'isbot'
import { sitePaths } from '~/content/site-routes'
import { SOURCE_LIMITS } from '~/lib/lead-source'
import { deviceOf, type Device } from '~/lib/user-agent'
import { countedPath } from './path-rules.server'

/** A request and its answer, as the HTTP server saw them (`serverHooks.countView`). */
export interface ViewRequest {
  method: string
  /** The request's path and query, as sent. */
  url: string
  headers: Readonly<Record<string, string | string[] | undefined>>
  /**
   * The site's own host as the request named it (`Host`, or the trusted proxy's), to tell our pages from others';
   * asked only when the request has a `Referer`.
   */
  host: () => string | undefined
  status: number
  contentType: string | undefined
}

/** Where a view came from: '' when absent. Only an entry view (the first of a visit) carries a source. */
export interface ViewSource {
  referrer: string
  utmSource: string
  utmMedium: string
  utmCampaign: string
}

/** One counted page view: what is kept of it, plus what the visitor key is made of (used, then dropped). */
export interface PageView extends ViewSource {
  /** The page's path, without its query string. */
  path: string
  /** Whether the view began a visit: a document load not referred by one of our own pages. */
  entry: boolean
  device: Device
  /** The browser sent `Sec-GPC: 1`: the view counts, without a visitor key. */
  gpc: boolean
  userAgent: string
}

export const NO_SOURCE: ViewSource = Object.freeze({ referrer: '', utmSource: '', utmMedium: '', utmCampaign: '' })

const PURPOSE_HEADERS = ['sec-purpose', 'purpose', 'x-purpose']

/** Headers that mark a prefetch or prerender (Chromium's Sec-Purpose, the older Purpose, Firefox's X-Moz). */
function isPrefetch(headers: ViewRequest['headers']): boolean {
  // Header by header, so that the usual request (none of them) builds no string.
  for (const name of PURPOSE_HEADERS) {
    if (headers[name] !== undefined && /prefetch|prerender|preview/i.test(header(headers, name))) return true
  }
  return headers['x-moz'] !== undefined && /prefetch/i.test(header(headers, 'x-moz'))
}

function header(headers: ViewRequest['headers'], name: string): string {
  const value = headers[name]
  return Array.isArray(value) ? value.join(', ') : (value ?? '')
}

const HOST = /^(?:[a-z][a-z0-9+.-]*:\/\/)?(?:[^@/?#]*@)?([^/?#:]+)/i
const VALID_HOST = /^[a-z0-9.-]+$/

/** A referring host as kept: lower case, without port or `www.`, bounded like a lead's ('' when not a host name). */
function hostOf(value: string): string {
  const host = HOST.exec(value)?.[1]?.toLowerCase() ?? ''
  return host.length <= SOURCE_LIMITS.referrer && VALID_HOST.test(host) ? host.replace(/^www\./, '') : ''
}

/** What the rules read of a user agent, remembered for the most recent agents (a site sees the same few again and again). */
const agents = new Map<string, { bot: boolean; device: Device }>()
const MAX_AGENTS = 500

function agentOf(userAgent: string): { bot: boolean; device: Device } {
  let agent = agents.get(userAgent)
  if (!agent) {
    if (agents.size >= MAX_AGENTS) agents.clear()
    agent = { bot: isbot(userAgent), device: deviceOf(userAgent) }
    agents.set(userAgent, agent)
  }
  return agent
}

/** A UTM value as kept: trimmed, printable, bounded like a lead's, lower case so that `Google` and `google` are one. */
function tag(value: string | null): string {
  const text = (value ?? '').trim().toLowerCase()
  return text.length <= SOURCE_LIMITS.utm && /^[^\p{Cc}\p{Cf}]*$/u.test(text) ? text : ''
}

/** A course or service page: the funnel's second step (course list, a course's guide, the services catalogue). */
export function isOfferPath(path: string): boolean {
  return (
    path === sitePaths.studioCourses ||
    path.startsWith(`${sitePaths.studioCourses}/`) ||
    path === sitePaths.servicesCatalogue
  )
}

/** What a request that is not a counted view is recorded as: a bot's page, or a browser's view of a missing page. */
export type NotCounted = 'bot' | 'notFound'

/**
 * The page view a request makes, or undefined when it is not one: only a successful GET of a public page, as a
 * document (text/html) or as React Router's `.data` payload of a client-side navigation (counted as a view of the
 * page it is for); never a staff page, a prefetch, a bot (per `isbot`), or a request without a browser's headers
 * (a user agent and Accept-Language). Query strings are dropped; utm_source, utm_medium and utm_campaign, and `ref`
 * when there is no referring site, are kept apart, on entry views only.
 */
export function pageViewOf(request: ViewRequest): PageView | undefined {
  const result = classifyRequest(request)
  return typeof result === 'object' ? result : undefined
}

/**
 * A request as analytics sees it: a page view; 'bot' for a page answered to a bot or to a client without a
 * browser's headers; 'notFound' for a browser's page answered 404 (one figure per day, never its path); undefined
 * for anything else (assets, posts, staff pages, prefetches). The path is decoded and normalised before any rule
 * (path-rules.server.ts).
 */
export function classifyRequest(request: ViewRequest): PageView | NotCounted | undefined {
  if (request.method !== 'GET' || (request.status !== 200 && request.status !== 404)) return undefined
  const { headers } = request
  const q = request.url.indexOf('?')
  const counted = countedPath(q === -1 ? request.url : request.url.slice(0, q))
  if (!counted) return undefined
  const document = !counted.data
  if (document) {
    if (!/^text\/html\b/.test(request.contentType ?? '')) return undefined
    if (!/text\/html|\*\/\*/.test(header(headers, 'accept'))) return undefined
  }
  if (isPrefetch(headers)) return undefined
  const userAgent = header(headers, 'user-agent')
  if (!userAgent || !header(headers, 'accept-language')) return 'bot'
  const agent = agentOf(userAgent)
  if (agent.bot) return 'bot'
  if (request.status === 404) return 'notFound'
  const { path } = counted
  const referer = header(headers, 'referer')
  const refererHost = referer ? hostOf(referer) : ''
  const ownHost = refererHost ? hostOf(request.host() ?? '') : ''
  const entry = document && (refererHost === '' || refererHost !== ownHost)
  let source = NO_SOURCE
  if (entry && (refererHost !== '' || q !== -1)) {
    const params = new URLSearchParams(q === -1 ? '' : request.url.slice(q + 1))
    source = {
      referrer: refererHost || hostOf(params.get('ref') ?? ''),
      utmSource: tag(params.get('utm_source')),
      utmMedium: tag(params.get('utm_medium')),
      utmCampaign: tag(params.get('utm_campaign')),
    }
  }
  return {
    path,
    entry,
    device: agent.device,
    gpc: header(headers, 'sec-gpc').trim() === '1',
    userAgent,
    ...source,
  }
}
