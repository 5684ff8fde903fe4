/**
 * Staff form limits that stores outside app/staff check (app/server), so they live outside the staff fence and free
 * of zod; app/staff/forms/limits.ts re-exports them for the staff forms' `maxLength`.
 */

/** A reply to a lead: the subject is cut to its limit, a longer body is refused (lead-replies.server.ts). */
export const REPLY_LIMITS = { subject: 200, body: 5000 } as const

/** The reason a certificate is revoked, after its spaces are collapsed (certificates.server.ts). */
export const CERTIFICATE_REASON_MAX = 300

/** Each text filter of the inbox's address: the search, assignee and source (inbox-list.server.ts). */
export const INBOX_TEXT_MAX = 200
