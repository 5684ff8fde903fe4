import type { Generated } from 'kysely'

/** Tables of the submissions store. Times are ISO-8601 text and ids are UUID text, on both engines. */
export interface Database {
  submissions: SubmissionTable
  submission_files: SubmissionFileTable
  outbox: OutboxTable
  staff_sessions: StaffSessionTable
  rate_limits: RateLimitTable
}

export type SubmissionKind = 'enquiry' | 'studio-contact' | 'services-contact' | 'registration'

export interface SubmissionTable {
  id: string
  kind: SubmissionKind
  created_at: string
  name: string
  email: string
  phone: string
  /** Every validated field, as JSON text. */
  fields: string
  user_agent: string | null
  handled_at: string | null
}

export interface SubmissionFileTable {
  id: string
  submission_id: string
  field: string
  filename: string
  content_type: string
  size: number
  data: Uint8Array
}

export interface OutboxTable {
  id: string
  submission_id: string
  created_at: string
  status: 'pending' | 'sent'
  attempts: Generated<number>
  next_attempt_at: string
  last_error: string | null
  sent_at: string | null
}

export interface StaffSessionTable {
  /** Random, unguessable; the signed cookie carries it. */
  id: string
  /** The staff account signed in; null for the shared ADMIN_PASSWORD sign-in. */
  account_id: string | null
  created_at: string
  expires_at: string
  last_seen_at: string
  client_address: string
  user_agent: string | null
  /** The session's data as JSON text (React Router's session storage). */
  data: string
}

export interface RateLimitTable {
  key: string
  count: number
  reset_at: string
}
