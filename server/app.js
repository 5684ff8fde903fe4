/* global AbortController, Headers, Request */
// Production server: prerendered pages from an exact-path map, hashed assets with immutable caching and
// precompressed bodies, everything else (actions, not-found, query-string pages, resource routes) through React Router.
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express from 'express'
import { createRequestHandler as createFetchHandler } from 'react-router'
import { createReadableStreamFromReadable } from '@react-router/node'
import { criticalPartsOf, withCriticalHead } from './critical-path.js'
import { drainFollowsCompression } from './drain.js'
import { createPageCache } from './page-cache.js'
import { withinRequest } from './request-faults.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const clientDir = path.join(root, 'build/client')
/** A built asset's text by its URL path (`/assets/…`), for pages that copy parts of one into their HTML. */
const readAsset = (url) => readFileSync(path.join(clientDir, url), 'utf8')

/** Builds the Express app around a React Router server build. */
export async function createApp({ build, pageCache: pageCacheOptions } = {}) {
  build ??= await import(path.join(root, 'build/server/index.js'))
  await build.entry.module.onServerStart?.()

  const app = express()
  app.locals.stop = () => build.entry.module.onServerStop?.()
  app.disable('x-powered-by')
  // Off unless TRUST_PROXY names the proxies in front of us: a client must never choose the address its limits count.
  // With it, req.ip, req.protocol and the host come from the proxy's headers (React Router's origin check uses them).
  app.set('trust proxy', trustProxySetting(process.env.TRUST_PROXY))
  app.set('etag', false)

  const security = securityHeaders(process.env.TRUST_PROXY_HTTPS === '1')
  app.use((req, res, next) => {
    for (const name in security) res.setHeader(name, security[name])
    next()
  })
  const logRefused =
    build.entry.module.logRefused ?? ((req, reason) => console.warn(`refused ${req.method} ${req.url}: ${reason}`))
  const early = refuseEarly(logRefused)
  app.use(early)

  const assets = precompressed({ immutable: true })
  const publicFiles = precompressed({ immutable: false })
  app.use('/assets', assets.middleware)
  // Pages that show database content (blog posts, batch dates, the announcement) are rendered through the page cache,
  // keyed with that content's version, even where a prerendered file exists (it still lends them its critical CSS).
  const groupOf = build.entry.module.contentGroupOf ?? (() => undefined)
  const criticalTemplateOf = build.entry.module.criticalTemplateOf ?? ((pathname) => pathname)
  const pages = prerenderedPages((pathname) => groupOf(pathname) !== undefined)
  app.use(pages.middleware)
  app.use(publicFiles.middleware)

  // Known pages with known query parameters, rendered once at a fixed origin (no Host header reaches a cached body).
  const renderPage = createFetchHandler(build, process.env.NODE_ENV)
  const pageCache = createPageCache({
    ...pageCacheOptions,
    isKnownPath: (pathname) => pages.routes.has(pathname),
    render: (key, req) =>
      renderPage(new Request(`http://localhost${key}`, { headers: { accept: 'text/html' } }), {
        clientAddress: req?.ip,
      }),
    policyFor: (html) => contentSecurityPolicy(inlineScriptHashes(html).join(' ')),
    transform: (html, pathname) => withCriticalHead(html, pages.critical.get(criticalTemplateOf(pathname)), readAsset),
    groupOf,
    versions: build.entry.module.contentVersions,
    versionsNow: build.entry.module.contentVersionsNow,
  })
  app.locals.pageCache = pageCache
  app.use(pageCache.middleware)
  // Not the JSON answers of the enhanced forms: a few dozen bytes, and a brotli stream per POST was 12% of its CPU.
  app.use(compression({ filter: (req, res) => !isJson(res) && compression.filter(req, res) }))
  app.use(drainFollowsCompression)

  const handleRequest = createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    getLoadContext: (req, res) => ({ cspNonce: res.locals.cspNonce, clientAddress: req.ip }),
  })
  app.use((req, res, next) => {
    const nonce = randomBytes(16).toString('base64')
    res.locals.cspNonce = nonce
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(`'nonce-${nonce}'`))
    return handleRequest(req, res, next)
  })

  // Exact hits on the in-memory files are answered before Express sees the request (same headers and bodies as the
  // middlewares above, which still answer everything else): Express's per-request work cost 3x the CPU of the
  // response itself (docs/decisions/004). Express's own listen() is http.createServer(app).listen().
  const fast = staticFastPath({
    assets: assets.files,
    pages: pages.files,
    publicFiles: publicFiles.files,
    pageCache,
    security,
    health: build.entry.module.checkHealth && healthResponder(build.entry.module.checkHealth, security),
  })
  const formPost =
    build.entry.module.answerFormPost && formPostResponder(app, build.entry.module.answerFormPost, security, early)
  const serve = (req, res) => {
    if (!fast(req, res) && !formPost?.(req, res)) app(req, res)
  }
  app.listen = (...args) => http.createServer(withinRequest(serve)).listen(...args)
  return app
}

/** Whether a response declares a JSON body. */
function isJson(res) {
  return /^application\/json\b/.test(String(res.getHeader('Content-Type') ?? ''))
}

/** Headers every response carries. */
function securityHeaders(hsts) {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(hsts ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  }
}

/**
 * GET/HEAD /healthz, answered before Express and React Router with the route's JSON, status and headers (the CSP
 * without a nonce: a JSON body runs no script), so a monitor's probe costs a database ping and no more.
 */
export function healthResponder(checkHealth, security) {
  const headers = {
    ...security,
    'Content-Security-Policy': contentSecurityPolicy(''),
    'Cache-Control': 'no-store',
    'Content-Type': 'application/json; charset=utf-8',
  }
  return async (req, res) => {
    const { status, body } = await checkHealth()
    const json = Buffer.from(JSON.stringify(body))
    res.writeHead(status, { ...headers, 'Content-Length': json.length })
    res.end(req.method === 'HEAD' ? undefined : json)
  }
}

const FORM_POST = /^\/api\/forms\/([^/?#]+)$/
const FORM_FAILED = JSON.stringify({
  ok: false,
  errors: {},
  values: {},
  formError: 'Something went wrong on our side and your message was not sent. Please try again in a minute.',
})

/**
 * POST /api/forms/<kind> without a query (the enhanced forms' JSON endpoint), answered by the app's `answerFormPost`
 * without Express's router and React Router's request handling, which were about a quarter of a submission's CPU
 * (docs/decisions/004, round 5). The checks are the ones Express applies: the security headers, `refuseEarly` (bad
 * address, cross-origin post), and Express's own request object for the client's address, protocol and host, so
 * `trust proxy` decides them exactly as it does for every other request. Returns false for anything else.
 */
export function formPostResponder(app, answerFormPost, security, early) {
  const headers = { ...security, 'Content-Security-Policy': contentSecurityPolicy('') }
  const answer = async (req, res, kind) => {
    const controller = new AbortController()
    res.on('close', () => controller.abort())
    try {
      const requestHeaders = new Headers()
      const raw = req.rawHeaders
      for (let i = 0; i < raw.length; i += 2) if (!raw[i].startsWith(':')) requestHeaders.append(raw[i], raw[i + 1])
      const request = new Request(`${req.protocol}://${req.host}${req.url}`, {
        method: 'POST',
        headers: requestHeaders,
        body: createReadableStreamFromReadable(req),
        duplex: 'half',
        signal: controller.signal,
      })
      const response = await answerFormPost(kind, request, { clientAddress: req.ip })
      const body = Buffer.from(await response.arrayBuffer())
      res.writeHead(response.status, {
        'Content-Type': response.headers.get('Content-Type') ?? 'application/json',
        'Cache-Control': response.headers.get('Cache-Control') ?? 'no-store',
        'Content-Length': body.length,
      })
      res.end(body)
    } catch (error) {
      // A visitor who left mid-upload is not a fault (React Router's handleError skips aborted requests too).
      if (controller.signal.aborted) return res.destroy()
      console.error(error)
      if (res.headersSent) return res.destroy()
      res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
      res.end(FORM_FAILED)
    }
  }
  return (req, res) => {
    if (req.method !== 'POST') return false
    const match = FORM_POST.exec(req.url)
    if (!match) return false
    // What Express's own first middleware does, so that req.ip, req.protocol and req.host honour `trust proxy`.
    Object.setPrototypeOf(req, app.request)
    Object.setPrototypeOf(res, app.response)
    req.res = res
    res.req = req
    res.locals = Object.create(null)
    for (const name in headers) res.setHeader(name, headers[name])
    early(req, res, () => void answer(req, res, decodeURIComponent(match[1])))
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
export function staticFastPath({ assets, pages, publicFiles, pageCache, security, health }) {
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const url = req.url
    const query = url.indexOf('?')
    const pathname = query === -1 ? url : url.slice(0, query)
    if (health && pathname === '/healthz') {
      void health(req, res)
      return true
    }
    let entry
    let cacheControl
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
    const headers = { ...security }
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

/**
 * Express's `trust proxy` from TRUST_PROXY: unset, empty, `0` or `false` trust nobody (the connection's address is the
 * client's); a number trusts that many proxy hops; otherwise a comma-separated list of proxy addresses or CIDR
 * ranges (or Express's names: loopback, linklocal, uniquelocal). `true` is refused: it would trust any client's
 * X-Forwarded-For.
 */
export function trustProxySetting(value) {
  const text = (value ?? '').trim()
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return false
  if (/^\d+$/.test(text)) return Number(text)
  if (text.toLowerCase() === 'true') {
    throw new Error(
      'TRUST_PROXY=true would let any client choose its own address. Give the number of proxies in front of the server (e.g. 1) or their addresses.',
    )
  }
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
}

/** Paths that only answer GET and HEAD: resource routes with a loader and no action. */
const READ_ONLY = /^\/(healthz|robots\.txt|sitemap\.xml|blogs\/rss\.xml|staff\/files\/[^/]+|staff\/export\/[^/]+)$/

/**
 * Requests refused before React Router sees them, each with one short log line: malformed addresses (400), methods
 * the site does not use (405 with Allow), posts to read-only paths (405), and posts from another site's pages (403;
 * React Router's own check would answer 500 and log a stack trace).
 */
export function refuseEarly(logRefused) {
  return (req, res, next) => {
    const method = req.method
    const refuse = (status, allow, message, reason) => {
      logRefused(req, reason)
      res.status(status).set({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
      if (allow) res.set('Allow', allow)
      res.end(message)
    }
    try {
      decodeURIComponent(req.path)
    } catch {
      return refuse(400, undefined, 'Bad Request: the address is not valid.\n', 'malformed URL')
    }
    if (method === 'GET' || method === 'HEAD') return next()
    if (method !== 'POST') return refuse(405, 'GET, HEAD, POST', 'Method Not Allowed\n', `method ${method}`)
    if (READ_ONLY.test(req.path)) return refuse(405, 'GET, HEAD', 'Method Not Allowed\n', 'post to a read-only path')
    const origin = req.get('origin')
    if (origin !== undefined && origin !== `${req.protocol}://${req.host}`) {
      return refuse(
        403,
        undefined,
        'Forbidden: this form can only be sent from our own pages.\n',
        `cross-origin post from ${origin.slice(0, 100)}`,
      )
    }
    next()
  }
}

export function contentSecurityPolicy(scriptSources) {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptSources ? ` ${scriptSources}` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    'frame-src https://www.openstreetmap.org',
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}

const types = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.data': 'text/x-script', // React Router's single-fetch payload
}

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else yield full
  }
}

/** Reads a file with its precompressed siblings into memory. */
function loadFile(file) {
  const read = (suffix) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined)
  return {
    body: readFileSync(file),
    br: read('.br'),
    gz: read('.gz'),
    type: types[path.extname(file)] ?? 'application/octet-stream',
  }
}

const IMMUTABLE = 'public, max-age=31536000, immutable'
const PUBLIC = 'public, max-age=3600'
const PAGE = 'public, max-age=0, must-revalidate'

/** The body to send for the client's Accept-Encoding: brotli, gzip or plain. */
function pick(req, entry) {
  const accept = req.headers['accept-encoding'] ?? ''
  if (entry.br && /\bbr\b/.test(accept)) return { body: entry.br, encoding: 'br' }
  if (entry.gz && /\bgzip\b/.test(accept)) return { body: entry.gz, encoding: 'gzip' }
  return { body: entry.body, encoding: undefined }
}

function send(req, res, entry, cacheControl) {
  res.setHeader('Content-Type', entry.type)
  res.setHeader('Cache-Control', cacheControl)
  res.setHeader('Vary', 'Accept-Encoding')
  const { body, encoding } = pick(req, entry)
  if (encoding) res.setHeader('Content-Encoding', encoding)
  res.setHeader('Content-Length', body.length)
  res.end(req.method === 'HEAD' ? undefined : body)
}

/** Public files and hashed assets, held in memory (the build is small) and served with their precompressed bodies. */
function precompressed({ immutable }) {
  const base = immutable ? path.join(clientDir, 'assets') : clientDir
  const files = new Map()
  for (const file of walk(base)) {
    if (/\.(br|gz)$/.test(file) || file.endsWith('index.html') || file.endsWith('.data')) continue
    files.set('/' + path.relative(base, file).split(path.sep).join('/'), loadFile(file))
  }
  const cache = immutable ? IMMUTABLE : PUBLIC
  const middleware = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const entry = files.get(req.path)
    if (!entry) return next()
    send(req, res, entry, cache)
  }
  return { middleware, files }
}

/** SHA-256 sources for a page's inline scripts, so the CSP needs neither 'unsafe-inline' nor a nonce. */
export function inlineScriptHashes(html) {
  const hashes = []
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/type="application\/ld\+json"/.test(match[1])) continue
    hashes.push(`'sha256-${createHash('sha256').update(match[2]).digest('base64')}'`)
  }
  return hashes
}

/**
 * Prerendered HTML (and its .data payload) by exact path, only for GET/HEAD without a query string. Paths whose
 * content lives in the database (`isDynamic`) are left to the page cache and React Router; their prerendered HTML
 * still gives the page cache its critical CSS.
 */
function prerenderedPages(isDynamic) {
  const pages = new Map()
  const routes = new Set()
  const critical = new Map() // path -> inlined CSS and deferred stylesheet, reused by the page cache
  for (const file of walk(clientDir)) {
    const rel = '/' + path.relative(clientDir, file).split(path.sep).join('/')
    if (rel.endsWith('/index.html')) {
      const route = rel === '/index.html' ? '/' : rel.slice(0, -'/index.html'.length)
      const entry = loadFile(file)
      const html = entry.body.toString('utf8')
      entry.csp = contentSecurityPolicy(inlineScriptHashes(html).join(' '))
      routes.add(route)
      critical.set(route, criticalPartsOf(html))
      if (isDynamic(route)) continue
      pages.set(route, entry)
    } else if (rel.endsWith('.data') && !rel.startsWith('/assets/')) {
      const route = rel === '/_root.data' ? '/' : rel.slice(0, -'.data'.length)
      if (!isDynamic(route)) pages.set(rel, loadFile(file))
    }
  }
  const middleware = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.url.includes('?')) return next()
    const entry = pages.get(req.path)
    if (!entry) return next()
    if (entry.csp) res.setHeader('Content-Security-Policy', entry.csp)
    send(req, res, entry, PAGE)
  }
  return { middleware, routes, critical, files: pages }
}
