import type { FieldErrors } from './fields'

/** What every form action returns to its page (and to the fetcher when scripts run). */
export type FormResult =
  { ok: true } | { ok: false; errors: FieldErrors; values: Record<string, string>; formError: string }

/** Hidden input telling the action that scripts are running, so it answers with data instead of a redirect. */
export const JS_FLAG = '_js'
