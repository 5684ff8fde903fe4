import type { SecurityPageData } from '~/staff/accounts/server/security.server'

/** What the security page's loader sends (a type only: no server code reaches the browser). */
export type SecurityData = SecurityPageData & { done: string | null }

/** What a form of the page answers when it does not redirect: an error for a field, or recovery codes shown once. */
export interface SecurityAnswer {
  intent: string
  error?: string
  field?: string
  codes?: string[]
}
