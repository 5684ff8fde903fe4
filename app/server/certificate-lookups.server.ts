import type { LimitRule } from './rate-limit.server'
import { takeLimit } from './rate-limit.server'
import { getDatabase } from './db/database.server'

/**
 * Certificate look-ups per address: 30 in 10 minutes, counting the look-up form's posts and every verify page asked
 * for an identifier that does not exist. Pages of real certificates served from the page cache are not counted (a
 * recruiter can reload one freely); guessing costs a look-up per guess, and with 80-bit identifiers guessing is
 * hopeless anyway.
 */
export const CERTIFICATE_LOOKUPS: LimitRule = { name: 'certificate-lookup', max: 30, windowMs: 10 * 60 * 1000 }

/** Counts one look-up from the request's address; false once the address is over the limit. */
export async function takeLookup(context: { clientAddress?: string } | undefined): Promise<boolean> {
  const { db } = await getDatabase()
  const limit = await takeLimit(db, CERTIFICATE_LOOKUPS, context?.clientAddress ?? 'unknown')
  return limit.allowed
}
