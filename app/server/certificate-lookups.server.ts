import { sitePaths } from '~/content/site-routes'
import { normaliseCertificateId } from '~/lib/certificate-id'
import { absoluteUrl } from '~/lib/site-url'
import { findCertificate, type Certificate } from './certificates.server'
import { getDatabase } from './db/database.server'
import { takeLimit, type LimitRule } from './rate-limit.server'

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

/**
 * The certificate a resource route (its PDF, its share image) was asked for, or the plain-text answer when there is
 * none: 404, counted against the address's look-ups like the verify page, or 429 once the address is over them.
 */
export async function certificateForResource(
  rawId: string,
  context: { clientAddress?: string } | undefined,
): Promise<{ cert: Certificate } | { response: Response }> {
  const id = normaliseCertificateId(rawId)
  const cert = id ? await findCertificate((await getDatabase()).db, id) : undefined
  if (cert) return { cert }
  const allowed = await takeLookup(context)
  return {
    response: plainText(
      allowed
        ? `No certificate has this ID. Check it at ${absoluteUrl(sitePaths.verify)}.`
        : 'Too many look-ups from your network. Please try again in a few minutes.',
      allowed ? 404 : 429,
    ),
  }
}

/** A short plain-text answer that no cache keeps. */
export function plainText(body: string, status: number): Response {
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}
