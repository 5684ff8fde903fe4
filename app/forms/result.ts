import type { FieldErrors } from './fields'

/** What every form action returns to its page (and to the fetcher when scripts run). */
export type FormResult =
  | {
      ok: true
      /** The submission's reference and its thank-you page, for a form that names them (the registration). */
      reference?: string
      sentPath?: string
    }
  | { ok: false; errors: FieldErrors; values: Record<string, string>; formError: string }

/** Hidden input telling the action that scripts are running, so it answers with data instead of a redirect. */
export const JS_FLAG = '_js'
