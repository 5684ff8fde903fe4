// Page views are counted after the answer is sent, whichever part of the server sent it (the fast path, the page
// cache, Express or React Router), by the app's `countView` (app/server/analytics, docs/decisions/021).
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Express } from 'express'
import proxyaddr from 'proxy-addr'
import type { ServerHooks } from './hooks'

/**
 * The client's address and the site's host as Express reads them for this request (`req.ip`, `req.host`: the
 * connection's, or the trusted proxy's headers under TRUST_PROXY), for a request that may not have passed through
 * Express (the fast path answers before it). Read the way Express's own getters read them, with Express's compiled
 * trust function, rather than by building an Express request per view (its property descriptors and getters were a
 * third of counting's cost behind a proxy: docs/performance-log.md, issue 53).
 */
export function requestOrigin(app: Express) {
  // Without trusted proxies, Express reads the connection's address and the Host header: read them directly.
  if (app.get('trust proxy') === false) {
    return {
      ip: (req: IncomingMessage) => req.socket.remoteAddress,
      host: (req: IncomingMessage) => req.headers.host ?? '',
    }
  }
  const trust = app.get('trust proxy fn') as (address: string, hop: number) => boolean
  return {
    ip: (req: IncomingMessage) => proxyaddr(req, trust),
    host: (req: IncomingMessage) => {
      const header = req.headers['x-forwarded-host']
      const forwarded = Array.isArray(header) ? header[0] : header
      if (!forwarded || !trust(req.socket.remoteAddress ?? '', 0)) return req.headers.host || undefined
      // Normally one value; of several, the first (as Express reads it).
      const comma = forwarded.indexOf(',')
      return (comma === -1 ? forwarded : forwarded.slice(0, comma)).trimEnd() || undefined
    },
  }
}

/**
 * The answer's Content-Type. `getHeader` knows only headers set one by one; the fast path and the page cache pass
 * theirs to `writeHead` at once, which Node writes straight into the header block, so read it from there.
 */
function contentTypeOf(res: ServerResponse): string | undefined {
  const type = res.getHeader('content-type')
  if (typeof type === 'string') return type
  const block = (res as ServerResponse & { _header?: string | null })._header
  return block ? /\r\ncontent-type: *([^\r\n]*)/i.exec(block)?.[1] : undefined
}

/**
 * Page views for the request listener: `sent(req, res)` counts an answer already sent (the fast path answers in the
 * same tick, so its status and headers are final), `watch(req, res)` counts one once it is sent (Express and React
 * Router answer later). Hashed assets are skipped here (the busiest path); the app's rules decide everything else.
 */
export function viewCounter(app: Express, countView: ServerHooks['countView']) {
  const origin = requestOrigin(app)
  const sent = (req: IncomingMessage, res: ServerResponse): void => {
    if (req.method !== 'GET' || req.url === undefined || req.url.startsWith('/assets/')) return
    const type = contentTypeOf(res)
    countView(
      {
        method: 'GET',
        url: req.url,
        headers: req.headers,
        host: () => origin.host(req),
        status: res.statusCode,
        contentType: type,
        connection: req.socket,
      },
      () => origin.ip(req),
    )
  }
  return {
    sent,
    watch(req: IncomingMessage, res: ServerResponse): void {
      if (req.method !== 'GET' || req.url === undefined || req.url.startsWith('/assets/')) return
      res.once('finish', () => sent(req, res))
    },
  }
}
