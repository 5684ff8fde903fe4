// The one interface between the HTTP server and the app build: `serverHooks` from app/entry.server.tsx.
import type { ServerBuild } from 'react-router'
import type { ServerHooks, serverHooks } from '../app/entry.server'

export type { ServerHooks }

/** Every member of ServerHooks and its `typeof`; a member added to the interface must be added here (typecheck). */
const MEMBERS = {
  onServerStart: 'function',
  onServerStop: 'function',
  logRefused: 'function',
  checkHealth: 'function',
  formPostPath: 'string',
  answerFormPost: 'function',
  contentGroupOf: 'function',
  contentVersions: 'function',
  contentVersionsNow: 'function',
  criticalTemplateOf: 'function',
  payloadLacksHtmlOnly: 'function',
  countView: 'function',
} as const satisfies Record<keyof ServerHooks, 'function' | 'string'>

// The entry module exports `serverHooks` as a ServerHooks: removing or renaming the export fails the typecheck here.
type Exported = typeof serverHooks
const _exported: (hooks: Exported) => ServerHooks = (hooks) => hooks

/**
 * The build's `serverHooks`, checked member by member at start-up: a build without them (or with one missing) stops
 * the server with a message naming what is missing, instead of serving without, say, content-versioned caching.
 */
export function serverHooksOf(build: Pick<ServerBuild, 'entry'>): ServerHooks {
  const hooks: unknown = (build.entry.module as { serverHooks?: unknown }).serverHooks
  if (typeof hooks !== 'object' || hooks === null) {
    throw new Error(
      'The server build exports no `serverHooks`: app/entry.server.tsx must export `serverHooks` (satisfies ServerHooks).',
    )
  }
  const given = hooks as Record<string, unknown>
  const missing = Object.entries(MEMBERS)
    .filter(([name, type]) => typeof given[name] !== type)
    .map(([name, type]) => `${name} (${type})`)
  if (missing.length > 0) {
    throw new Error(`serverHooks in app/entry.server.tsx lacks ${missing.join(', ')}.`)
  }
  return hooks as ServerHooks
}
