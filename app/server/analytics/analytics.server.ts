// The app's one analytics counter: started with the server, fed by the HTTP server's `countView` hook after each
// answer, flushed before a staff report and at shutdown (docs/decisions/021).
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.server'
import { classifyRequest, type ViewRequest } from './count-rules.server'
import { createCounter, type Counter } from './counter.server'

let counter: Counter | undefined

/** Whether page views are counted: on unless ANALYTICS is `off` (the bench's comparison run, or a site that opts out). */
export function analyticsEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = (env.ANALYTICS ?? '').trim().toLowerCase()
  if (value === '' || value === 'on') return true
  if (value === 'off') return false
  throw new Error(`ANALYTICS must be "on" or "off", not "${env.ANALYTICS}"`)
}

export function startAnalytics(db: Kysely<Database>, env: NodeJS.ProcessEnv = process.env): void {
  if (!analyticsEnabled(env) || counter) return
  counter = createCounter(db)
  counter.start()
}

export async function stopAnalytics(): Promise<void> {
  const stopping = counter
  counter = undefined
  await stopping?.stop()
}

/**
 * Counts the request if it is a page view (count-rules.server.ts), or adds it to today's figures of what was not
 * counted (a bot's page, a page not found); `address` (asked only for a view) makes the visitor key and is dropped.
 */
export function countView(request: ViewRequest, address: () => string | undefined): void {
  if (!counter) return
  const view = classifyRequest(request)
  if (view === 'bot') counter.notCounted('bots')
  else if (view === 'notFound') counter.notCounted('notFound')
  else if (view) counter.count(view, address())
}

/** Writes this server's counts now (before a staff report, so its reader sees them). */
export async function flushAnalytics(): Promise<void> {
  await counter?.flush()
}
