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
    ip: (req: IncomingMessage) => {
      // The usual request behind one proxy: one X-Forwarded-For address from a trusted peer, read without proxy-addr's
      // list of every hop (the same answer: the last address when every hop before it is trusted).
      const header = req.headers['x-forwarded-for']
      if (typeof header !== 'string' || header.includes(',')) return proxyaddr(req, trust)
      const socketAddress = req.socket.remoteAddress
      const forwarded = trimSpaces(header)
      return forwarded && trust(socketAddress ?? '', 0) ? forwarded : socketAddress
    },
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

/** `value` without the spaces around it (only spaces, as proxy-addr trims an X-Forwarded-For address). */
function trimSpaces(value: string): string {
  let start = 0
  let end = value.length
  while (start < end && value.charCodeAt(start) === 0x20) start++
  while (end > start && value.charCodeAt(end - 1) === 0x20) end--
  return start === 0 && end === value.length ? value : value.slice(start, end)
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
 * Answers are counted after the event loop's round of input and output (setImmediate), all of a round's together:
 * off the path of every answer in that round, and with the counter's maps warm for the batch.
 */
export function viewCounter(app: Express, countView: ServerHooks['countView']) {
  const origin = requestOrigin(app)
  const count = (req: IncomingMessage, res: ServerResponse): void => {
    countView(
      {
        method: 'GET',
        url: req.url!,
        headers: req.headers,
        host: () => origin.host(req),
        status: res.statusCode,
        contentType: contentTypeOf(res),
      },
      () => origin.ip(req),
    )
  }
  let waiting: (IncomingMessage | ServerResponse)[] = []
  const countWaiting = () => {
    const batch = waiting
    waiting = []
    for (let i = 0; i < batch.length; i += 2) count(batch[i] as IncomingMessage, batch[i + 1] as ServerResponse)
  }
  const sent = (req: IncomingMessage, res: ServerResponse): void => {
    if (req.method !== 'GET' || req.url === undefined || req.url.startsWith('/assets/')) return
    if (waiting.length === 0) setImmediate(countWaiting)
    waiting.push(req, res)
  }
  return {
    sent,
    watch(req: IncomingMessage, res: ServerResponse): void {
      if (req.method !== 'GET' || req.url === undefined || req.url.startsWith('/assets/')) return
      res.once('finish', () => sent(req, res))
    },
  }
}
