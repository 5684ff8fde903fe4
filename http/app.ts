// Production server: prerendered pages from an exact-path map, hashed assets with immutable caching and
// precompressed bodies, everything else (actions, not-found, query-string pages, resource routes) through React Router.
import { readFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express, { type Response } from 'express'
import { createRequestHandler as createFetchHandler, type ServerBuild } from 'react-router'
import { withCriticalHead } from './critical-path'
import { drainFollowsCompression } from './drain'
import { formPostResponder, healthResponder, staticFastPath } from './fast-path'
import { precompressed, prerenderedPages } from './files'
import { serverHooksOf } from './hooks'
import { createPageCache, type PageCache, type PageCacheOptions } from './page-cache'
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  pagePolicy,
  refuseEarly,
  routeHeadersReplace,
  securityHeaders,
  trustProxySetting,
} from './policy'
import { readOnlyPattern } from './read-only'
import { withinRequest } from './request-faults'
import { viewCounter } from './view-count'

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express's own way to type app.locals
  namespace Express {
    interface Locals {
      /** The rendered-page cache (its stats are logged at shutdown). */
      pageCache: PageCache
      /** Stops the app's background work (the mail worker). */
      stop: () => Promise<void>
    }
  }
}

/**
 * Builds the Express app around the React Router server build in `buildDir` (`build/`: `server/index.js` and the
 * client files), or around `build` when given.
 */
export async function createApp({
  buildDir,
  build,
  pageCache: pageCacheOptions,
}: {
  buildDir: string
  build?: ServerBuild
  pageCache?: Pick<PageCacheOptions, 'maxBytes' | 'maxEntries'>
}) {
  build ??= (await import(path.join(buildDir, 'server/index.js'))) as ServerBuild
  const hooks = serverHooksOf(build)
  const clientDir = path.join(buildDir, 'client')
  /** A built asset's text by its URL path (`/assets/…`), for pages that copy parts of one into their HTML. */
  const readAsset = (url: string) => readFileSync(path.join(clientDir, url), 'utf8')
  await hooks.onServerStart()

  const app = express()
  app.locals.stop = () => hooks.onServerStop()
  app.disable('x-powered-by')
  // Off unless TRUST_PROXY names the proxies in front of us: a client must never choose the address its limits count.
  // With it, req.ip, req.protocol and the host come from the proxy's headers (React Router's origin check uses them).
  app.set('trust proxy', trustProxySetting(process.env.TRUST_PROXY))
  app.set('etag', false)

  const security = securityHeaders(process.env.TRUST_PROXY_HTTPS === '1')
  routeHeadersReplace(app.response, security)
  app.use((req, res, next) => {
    for (const name in security) res.setHeader(name, security[name]!)
    next()
  })
  const early = refuseEarly(hooks.logRefused, readOnlyPattern(build.routes))
  app.use(early)

  const assets = precompressed(clientDir, { immutable: true })
  const publicFiles = precompressed(clientDir, { immutable: false })
  app.use('/assets', assets.middleware)
  // Pages that show database content (blog posts, batch dates, the announcement) are rendered through the page cache,
  // keyed with that content's version, even where a prerendered file exists (it still lends them its critical CSS).
  const pages = prerenderedPages(
    clientDir,
    (pathname) => hooks.contentGroupOf(pathname) !== undefined,
    hooks.payloadLacksHtmlOnly,
  )
  app.use(pages.middleware)
  app.use(publicFiles.middleware)

  // Known pages with known query parameters, rendered once at a fixed origin (no Host header reaches a cached body).
  const renderPage = createFetchHandler(build, process.env.NODE_ENV)
  const pageCache = createPageCache({
    ...pageCacheOptions,
    isKnownPath: (pathname) => pages.routes.has(pathname),
    // The first request's address goes with the render: a page may count a miss against it (an unknown certificate).
    render: (key, req) =>
      renderPage(new Request(`http://localhost${key}`, { headers: { accept: 'text/html' } }), {
        clientAddress: (req as express.Request | undefined)?.ip,
      }),
    policyFor: (html) => contentSecurityPolicy(inlineScriptHashes(html).join(' ')),
    transform: (html, pathname) =>
      withCriticalHead(html, pages.critical.get(hooks.criticalTemplateOf(pathname)), readAsset),
    groupOf: hooks.contentGroupOf,
    versions: hooks.contentVersions,
    versionsNow: hooks.contentVersionsNow,
  })
  app.locals.pageCache = pageCache
  app.use(pageCache.middleware)
  // Not the JSON answers of the enhanced forms: a few dozen bytes, and a brotli stream per POST was 12% of its CPU.
  app.use(compression({ filter: (req, res) => !isJson(res) && compression.filter(req, res) }))
  app.use(drainFollowsCompression)

  const handleRequest = createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    getLoadContext: (req, res) => ({
      cspNonce: res.locals.cspNonce as string,
      clientAddress: req.ip,
      dataRequest: req.path.endsWith('.data'),
    }),
  })
  app.use(pagePolicy, handleRequest)

  // Exact hits on the in-memory files are answered before Express sees the request (same headers and bodies as the
  // middlewares above, which still answer everything else): Express's per-request work cost 3x the CPU of the
  // response itself (docs/decisions/004). Express's own listen() is http.createServer(app).listen().
  const fast = staticFastPath({
    assets: assets.files,
    pages: pages.files,
    publicFiles: publicFiles.files,
    pageCache,
    security,
    health: healthResponder(hooks.checkHealth, security),
  })
  const formPost = formPostResponder(app, hooks, security, early)
  const views = viewCounter(app, hooks.countView)
  const serve: http.RequestListener = (req, res) => {
    // Answers from memory are sent within fast(): counted at once, without an event listener per request.
    if (fast(req, res)) {
      if (res.writableEnded) views.sent(req, res)
      else views.watch(req, res)
    } else if (!formPost(req, res)) {
      views.watch(req, res)
      app(req, res)
    }
  }
  app.listen = ((...args: Parameters<http.Server['listen']>) =>
    http.createServer(withinRequest(serve)).listen(...args)) as typeof app.listen
  return app
}

/** Whether a response declares a JSON body. */
function isJson(res: Response): boolean {
  return /^application\/json\b/.test(String(res.getHeader('Content-Type') ?? ''))
}
