import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { renderToPipeableStream } from 'react-dom/server'
import {
  isRouteErrorResponse,
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from 'react-router'
import { siteRoutes } from '~/content/site-routes'
import { NonceContext } from '~/hooks/nonce'
import {
  contentGroupOf,
  contentVersions,
  contentVersionsNow,
  criticalTemplateOf,
  type ContentGroup,
  type ContentVersions,
} from '~/server/content-version.server'
import { getDatabase } from '~/server/db/database.server'
import { answerFormPost } from '~/server/form-endpoint.server'
import { checkHealth, type Health } from '~/server/health.server'
import { logRefused, refusalReason } from '~/server/log.server'
import { restoreRenderOnly } from '~/server/render-only.server'
import { RENDER_ONLY_KEYS } from '~/lib/render-only'
import { startDigestScheduler, stopDigestScheduler } from '~/server/follow-up-digest.server'
import { startMailFromEnv, stopMail } from '~/server/mail.server'
import { startScheduler, stopScheduler } from '~/server/scheduler.server'
import { loadOfficeHolidays } from '~/server/office-holidays.server'
import { getSiteSearch } from '~/server/search.server'
import { countView, startAnalytics, stopAnalytics } from '~/server/analytics/analytics.server'
import type { ViewRequest } from '~/server/analytics/count-rules.server'

// `npm run backup` and `npm run restore` run these from the build (scripts/store-command.mjs, docs/operations.md).
export { runBackupCli, runRestoreCli } from '~/server/backup/cli.server'

export const streamTimeout = 5_000

declare module 'react-router' {
  interface AppLoadContext {
    /** Per-request CSP nonce from the Express server; absent while prerendering (hashes cover those pages). */
    cspNonce?: string
    /** The visitor's address, for rate limits. */
    clientAddress?: string
    /** Whether the request is for a `.data` payload rather than a document (`withHtmlOnly`, app/lib/render-only.ts). */
    dataRequest?: boolean
  }
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  await restoreRenderOnly(request, routerContext, loadContext)
  const nonce = loadContext?.cspNonce
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)
    // Always wait for all content: pages are small, and it cuts the inline scripts of a prerendered page from 8 to 5.
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        // Every Suspense boundary in place, however long the page: past this many bytes React streams a finished
        // boundary hidden, to be shown by a script, and a visitor without JavaScript would never see it (the
        // footer, which the browser loads later: app/lib/load-later.tsx).
        progressiveChunkSize: Infinity,
        onAllReady() {
          shellRendered = true
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId)
              timeoutId = undefined
              callback()
            },
          })
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          pipe(body)
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) console.error(error)
        },
      },
    )
  })
}

/** Refused requests get one rate-limited line; real faults keep their stack trace. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return
  const reason = refusalReason(error)
  if (reason) logRefused(request, reason)
  else console.error(isRouteErrorResponse(error) ? ((error as { error?: unknown }).error ?? error) : error)
}

/**
 * Everything the production HTTP server (`http/`, docs/architecture.md) takes from the app build, in one typed
 * object: `http/hooks.ts` reads `serverHooks` from the build's entry module at start-up and refuses to start when it
 * or any of its members is missing, so renaming one here fails the typecheck or the start, never silently.
 */
export interface ServerHooks {
  /**
   * Called once before the server listens: opens the store, applies migrations, starts the mail worker (which only
   * logs that mail is off when SMTP_URL is not set), the scheduled jobs (backups, retention) and the daily follow-up
   * digest, and builds the site search index.
   */
  onServerStart(): Promise<void>
  /** Stops the mail worker and the scheduled jobs, waiting for a send or a job in progress. */
  onServerStop(): Promise<void>
  /** One rate-limited line per refused request (method, path, reason). */
  logRefused(request: { method: string; url: string }, reason: string): void
  /** GET/HEAD /healthz, answered before Express and React Router. */
  checkHealth(): Promise<Health>
  /** The path of the forms' JSON endpoint (`/api/forms/:kind`), whose POSTs the server answers before Express. */
  formPostPath: string
  /** POST /api/forms/:kind, the same function as the route's action. */
  answerFormPost(kind: string, request: Request, context: AppLoadContext | undefined): Promise<Response>
  /**
   * Whether a prerendered `.data` payload lacks values its page shows as HTML only (`withHtmlOnly`, `withRenderOnly`):
   * the server leaves such a payload to React Router, whose `.data` answer carries them.
   */
  payloadLacksHtmlOnly(payload: string): boolean
  /** The content group a public path's page depends on (cached keyed with its version, docs/decisions/011). */
  contentGroupOf(pathname: string): ContentGroup | undefined
  /** The current version of each content group (the database, read at most once a second). */
  contentVersions(): Promise<ContentVersions>
  /** The versions `contentVersions()` would answer without reading the database, or undefined. */
  contentVersionsNow(): ContentVersions | undefined
  /** The prerendered page whose critical CSS a page rendered at run time takes. */
  criticalTemplateOf(pathname: string): string
  /**
   * Called after every GET's answer is sent (hashed assets aside): counts it when it is a public page view
   * (docs/decisions/021). `address`, asked only for a view, makes the day's visitor key and is kept nowhere.
   */
  countView(request: ViewRequest, address: () => string | undefined): void
}

export const serverHooks = {
  async onServerStart() {
    const handle = await getDatabase()
    startMailFromEnv(handle.db)
    startScheduler(handle)
    await loadOfficeHolidays(handle.db) // the working days' questions are synchronous (docs/decisions/030)
    startDigestScheduler(handle.db)
    startAnalytics(handle.db)
    // Build the search index before the first visitor asks (0.35 CPU-seconds). A test run (REALWORK_TEST_RUN=1, the
    // journeys' servers) builds it at its first search instead: about 60 servers start in a run and few search.
    if (process.env.REALWORK_TEST_RUN !== '1') await getSiteSearch()
  },
  async onServerStop() {
    stopDigestScheduler()
    await Promise.all([stopMail(), stopScheduler(), stopAnalytics()])
  },
  logRefused,
  checkHealth,
  formPostPath: siteRoutes.formsApi.path,
  answerFormPost,
  contentGroupOf,
  contentVersions,
  contentVersionsNow,
  criticalTemplateOf,
  payloadLacksHtmlOnly: (payload: string) => payload.includes(RENDER_ONLY_KEYS),
  countView,
} satisfies ServerHooks
