// What the request listener answers before Express (docs/decisions/004): exact hits on the in-memory files and the
// page cache, GET /healthz, and the forms' JSON posts, with the same headers and checks Express would apply.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createReadableStreamFromReadable } from '@react-router/node'
import type { Express, NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express'
import type { ServerHooks } from '../app/entry.server'
import { IMMUTABLE, PAGE, PUBLIC, pick, type FileEntry, type FileMap } from './files'
import type { PageCache } from './page-cache'
import { contentSecurityPolicy, type Headers } from './policy'
import { routePattern } from './read-only'

/** Answers a request and says true, or says false and leaves it alone. */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean

/**
 * GET/HEAD /healthz, answered before Express and React Router with the route's JSON, status and headers (the CSP
 * without a nonce: a JSON body runs no script), so a monitor's probe costs a database ping and no more.
 */
export function healthResponder(checkHealth: ServerHooks['checkHealth'], security: Headers) {
  const headers = {
    ...security,
    'Content-Security-Policy': contentSecurityPolicy(''),
    'Cache-Control': 'no-store',
    'Content-Type': 'application/json; charset=utf-8',
  }
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const { status, body } = await checkHealth()
    const json = Buffer.from(JSON.stringify(body))
    res.writeHead(status, { ...headers, 'Content-Length': json.length })
    res.end(req.method === 'HEAD' ? undefined : json)
  }
}

const FORM_FAILED = JSON.stringify({
  ok: false,
  errors: {},
  values: {},
  formError: 'Something went wrong on our side and your message was not sent. Please try again in a minute.',
})

/** Express middleware that refuses what it must and calls `next` for the rest (`refuseEarly`). */
type Early = (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => void

/**
 * POST `formPostPath` (`/api/forms/<kind>`) without a query (the enhanced forms' JSON endpoint), answered by the
 * app's `answerFormPost` without Express's router and React Router's request handling, which were about a quarter of
 * a submission's CPU (docs/decisions/004, round 5). The checks are the ones Express applies: the security headers,
 * `refuseEarly` (bad address, cross-origin post), and Express's own request object for the client's address,
 * protocol and host, so `trust proxy` decides them exactly as it does for every other request. Returns false for
 * anything else.
 */
export function formPostResponder(
  app: Express,
  { formPostPath, answerFormPost }: Pick<ServerHooks, 'formPostPath' | 'answerFormPost'>,
  security: Headers,
  early: Early,
): FastPath {
  const formPost = new RegExp(`^${routePattern(formPostPath)}$`)
  const headers = { ...security, 'Content-Security-Policy': contentSecurityPolicy('') }
  const answer = async (req: ExpressRequest, res: ExpressResponse, kind: string) => {
    const controller = new AbortController()
    // Aborted only when the connection closes before the answer went out: an abort builds a DOMException with its stack,
    // which on every finished answer was 4% of a submission's CPU.
    res.on('close', () => {
      if (!res.writableFinished) controller.abort()
    })
    try {
      const requestHeaders = new Headers()
      const raw = req.rawHeaders
      for (let i = 0; i < raw.length; i += 2) if (!raw[i]!.startsWith(':')) requestHeaders.append(raw[i]!, raw[i + 1]!)
      const request = new Request(`${req.protocol}://${req.host}${req.url}`, {
        method: 'POST',
        headers: requestHeaders,
        body: createReadableStreamFromReadable(req),
        duplex: 'half',
        signal: controller.signal,
      } as RequestInit)
      const response = await answerFormPost(kind, request, { clientAddress: req.ip })
      const body = Buffer.from(await response.arrayBuffer())
      const setCookie = response.headers.get('Set-Cookie')
      res.writeHead(response.status, {
        'Content-Type': response.headers.get('Content-Type') ?? 'application/json',
        'Cache-Control': response.headers.get('Cache-Control') ?? 'no-store',
        'Content-Length': body.length,
        // A stored registration's booking pass (app/server/counselling/booking-pass.server.ts).
        ...(setCookie ? { 'Set-Cookie': setCookie } : {}),
      })
      res.end(body)
    } catch (error) {
      // A visitor who left mid-upload is not a fault (React Router's handleError skips aborted requests too).
      if (controller.signal.aborted) return void res.destroy()
      console.error(error)
      if (res.headersSent) return void res.destroy()
      res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
      res.end(FORM_FAILED)
    }
  }
  return (incoming, outgoing) => {
    if (incoming.method !== 'POST') return false
    const match = formPost.exec(incoming.url ?? '')
    if (!match) return false
    // What Express's own first middleware does, so that req.ip, req.protocol and req.host honour `trust proxy`.
    Object.setPrototypeOf(incoming, app.request)
    Object.setPrototypeOf(outgoing, app.response)
    const req = incoming as ExpressRequest
    const res = outgoing as ExpressResponse
    req.res = res
    res.req = req
    res.locals = Object.create(null)
    for (const name in headers) res.setHeader(name, headers[name as keyof typeof headers])
    early(req, res, () => void answer(req, res, decodeURIComponent(match[1]!)))
    return true
  }
}

/**
 * The request listener's first step: GET/HEAD /healthz (any query) is answered by `health`; a GET/HEAD whose path is
 * exactly a hashed asset (any query), a prerendered page or its .data payload (no query), or a public file (any query)
 * is sent from memory, and a page that the rendered-page cache holds is sent from it (same key rules: no cookie, known
 * path and parameters; a blog or site-content page only while its content version was read less than a second ago and
 * no edit on this server has happened since). Returns false for anything else (misses, near misses such as other
 * letter case or a trailing slash: Express handles them as before).
 */
export function staticFastPath({
  assets,
  pages,
  publicFiles,
  pageCache,
  security,
  health,
}: {
  assets: FileMap
  pages: FileMap
  publicFiles: FileMap
  pageCache?: Pick<PageCache, 'serveHit'>
  security: Headers
  health?: (req: IncomingMessage, res: ServerResponse) => Promise<void>
}): FastPath {
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const url = req.url ?? '/'
    const query = url.indexOf('?')
    const pathname = query === -1 ? url : url.slice(0, query)
    if (health && pathname === '/healthz') {
      void health(req, res)
      return true
    }
    let entry: FileEntry | undefined
    let cacheControl: string
    if (pathname.startsWith('/assets/')) {
      entry = assets.get(pathname.slice('/assets'.length))
      cacheControl = IMMUTABLE
    } else if (query === -1 && (entry = pages.get(pathname))) {
      cacheControl = PAGE
    } else if (pageCache?.serveHit(req, res, security)) {
      // A page the rendered-page cache already holds, known without waiting (misses go through Express).
      return true
    } else {
      entry = publicFiles.get(pathname)
      cacheControl = PUBLIC
    }
    if (!entry) return false
    const headers: Record<string, string | number> = { ...security }
    if (entry.csp) headers['Content-Security-Policy'] = entry.csp
    const { body, encoding } = pick(req, entry)
    headers['Content-Type'] = entry.type
    headers['Cache-Control'] = cacheControl
    headers.Vary = 'Accept-Encoding'
    if (encoding) headers['Content-Encoding'] = encoding
    headers['Content-Length'] = body.length
    res.writeHead(200, headers)
    res.end(req.method === 'HEAD' ? undefined : body)
    return true
  }
}
