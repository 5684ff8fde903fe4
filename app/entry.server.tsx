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
import { NonceContext } from '~/hooks/nonce'
import { getDatabase } from '~/server/db/database.server'
import { logRefused, refusalReason } from '~/server/log.server'
import { startDigestScheduler, stopDigestScheduler } from '~/server/follow-up-digest.server'
import { startMailFromEnv, stopMail } from '~/server/mail.server'
import { getSiteSearch } from '~/server/search.server'

export { logRefused }
// The production server answers GET /healthz and POST /api/forms/:kind with these before Express (server/app.js).
export { checkHealth } from '~/server/health.server'
export { answerFormPost } from '~/server/form-endpoint.server'
// The production server keys cached blog and site-content pages on these (server/app.js, docs/decisions/011).
export {
  contentGroupOf,
  contentVersions,
  contentVersionsNow,
  criticalTemplateOf,
} from '~/server/content-version.server'

export const streamTimeout = 5_000

declare module 'react-router' {
  interface AppLoadContext {
    /** Per-request CSP nonce from the Express server; absent while prerendering (hashes cover those pages). */
    cspNonce?: string
    /** The visitor's address, for rate limits. */
    clientAddress?: string
  }
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
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
 * Called once by the production server before it listens: opens the store, applies migrations and starts the mail
 * worker (which only logs that mail is off when SMTP_URL is not set), the daily follow-up digest and the site search index.
 */
export async function onServerStart() {
  const { db } = await getDatabase()
  startMailFromEnv(db)
  startDigestScheduler(db)
  await getSiteSearch() // build the search index before the first visitor asks
}

/** Stops the mail worker, waiting for a send in progress. */
export async function onServerStop() {
  stopDigestScheduler()
  await stopMail()
}
