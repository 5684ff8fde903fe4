import { sql, type Transaction } from 'kysely'
import { ACK_LIMIT, mailboxKey } from '~/server/acknowledgement.server'
import type { Database } from '~/server/db/schema.server'
import { clearLimit } from '~/server/rate-limit.server'

// The parts of erasing a person that only the privacy desk does: their certificates and the mail, sign-in links and
// counters addressed to them. A lead's own rows go through eraseSubmissions (app/server/privacy/erasure.server.ts),
// which the retention job runs too.

const CERTIFICATE_AUDIT_ACTIONS = [
  'certificate-issue',
  'certificate-revoke',
  'certificate-listing',
  'certificate-fee-override',
] as const

/**
 * Deletes certificates inside the caller's transaction; their audit entries stay with the identifier replaced and
 * the detail (the holder's name, a reason) dropped. Their /verify pages answer 404 from then on.
 */
export async function eraseCertificates(trx: Transaction<Database>, ids: string[]): Promise<number> {
  let erased = 0
  for (let start = 0; start < ids.length; start += 500) {
    const chunk = ids.slice(start, start + 500)
    await trx
      .updateTable('audit_log')
      .where('action', 'in', [...CERTIFICATE_AUDIT_ACTIONS])
      .where('target', 'in', chunk)
      .set({ target: 'Erased certificate', detail: null })
      .execute()
    const result = await trx.deleteFrom('certificates').where('id', 'in', chunk).executeTakeFirst()
    erased += Number(result.numDeletedRows)
  }
  return erased
}

/**
 * Deletes every mail to these addresses still in the outbox (certificate mails and anything else addressed to them,
 * pending or sent), their student sign-in links and sessions, and their acknowledgement counter, inside the caller's
 * transaction. Returns the mails deleted.
 */
export async function eraseMailTo(trx: Transaction<Database>, emails: string[]): Promise<number> {
  const lower = [...new Set(emails.map((email) => email.trim().toLowerCase()))]
  if (lower.length === 0) return 0
  let erased = 0
  for (let start = 0; start < lower.length; start += 500) {
    const chunk = lower.slice(start, start + 500)
    const result = await trx
      .deleteFrom('outbox')
      .where(sql<string>`lower(recipient)`, 'in', chunk)
      .executeTakeFirst()
    erased += Number(result.numDeletedRows)
    // The student page's sign-in links and sessions name the email (stored lower case): an erased person is signed out.
    await trx.deleteFrom('student_sign_in_links').where('email', 'in', chunk).execute()
    await trx.deleteFrom('student_sessions').where('email', 'in', chunk).execute()
  }
  // The acknowledgement limit's counter is keyed by the mailbox (rate-limit.server.ts stores only its keyed hash).
  for (const email of lower) await clearLimit(trx, ACK_LIMIT, mailboxKey(email))
  return erased
}
