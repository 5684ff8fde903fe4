import { createCookie } from 'react-router'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import { sitePaths } from '~/content/site-routes'
import { findBootcamp } from '~/content/studio/bootcamps'
import { submissionReference } from '~/lib/submission-reference'
import type { Database } from '../db/schema.server'
import { isSecureRequest } from '../http.server'
import { derivedSecret } from '../rate-limit.server'
import { parseFields } from '../submission-read.server'

// The booking pass (issue 54, decision 029): a registration just stored lets the booking page fill in its name, email,
// phone and course for half an hour. The pass is a cookie signed as the staff session's is (React Router's signed
// cookie, HMAC-SHA256) under a key derived from the database's own secret, so it works on a public site without
// SESSION_SECRET and on every server of the database. It holds the submission's id and its end, nothing personal, and
// is sent only to the booking page's address; no token rides in a URL, a Referer or the page cache.

/** How long after registering the booking page fills in the registration's details. */
export const BOOKING_PASS_MS = 30 * 60_000

const PURPOSE = 'realwork booking pass v1'

const PassSchema = z.object({ submission: z.string().min(1).max(64), until: z.number().int() })

/** The details of a registration the booking form starts with; the visitor may change any of them. */
export interface BookingDetails {
  reference: string
  name: string
  email: string
  phone: string
  course: string | null
}

async function passCookie(db: Kysely<Database>, request: Request) {
  return createCookie('rw_booking', {
    httpOnly: true,
    sameSite: 'lax',
    // Only the booking page's document and its post carry it; no other page of the site is sent the pass.
    path: sitePaths.talk,
    secure: isSecureRequest(request),
    maxAge: BOOKING_PASS_MS / 1000,
    secrets: [await derivedSecret(db, PURPOSE)],
  })
}

/** Set-Cookie for the pass of a stored registration, ending BOOKING_PASS_MS from `now`. */
export async function bookingPassCookie(
  db: Kysely<Database>,
  request: Request,
  submission: string,
  now = new Date(),
): Promise<string> {
  const pass: z.infer<typeof PassSchema> = { submission, until: now.getTime() + BOOKING_PASS_MS }
  return (await passCookie(db, request)).serialize(pass)
}

/** Set-Cookie that removes the pass (once a call is booked, the form needs it no more). */
export async function clearBookingPass(db: Kysely<Database>, request: Request): Promise<string> {
  return (await passCookie(db, request)).serialize('', { maxAge: 0 })
}

/** The registration's id the request's pass names, when its signature holds and it has not ended; otherwise null. */
export async function readBookingPass(
  db: Kysely<Database>,
  request: Request,
  now = new Date(),
): Promise<string | null> {
  const header = request.headers.get('Cookie')
  if (!header?.includes('rw_booking=')) return null
  const parsed = PassSchema.safeParse(await (await passCookie(db, request)).parse(header))
  if (!parsed.success || parsed.data.until <= now.getTime()) return null
  return parsed.data.submission
}

/**
 * The stored registration's details for the booking form, from a valid pass; null without one, or when the
 * registration is gone (erased by the privacy desk in the meantime).
 */
export async function bookingDetails(
  db: Kysely<Database>,
  request: Request,
  now = new Date(),
): Promise<BookingDetails | null> {
  const id = await readBookingPass(db, request, now)
  if (!id) return null
  const row = await db
    .selectFrom('submissions')
    .select(['id', 'name', 'email', 'phone', 'fields'])
    .where('id', '=', id)
    .where('kind', '=', 'registration')
    .executeTakeFirst()
  if (!row) return null
  const bootcamp = parseFields(row.fields).bootcamp
  return {
    reference: submissionReference(row.id),
    name: row.name,
    email: row.email,
    phone: row.phone,
    course: typeof bootcamp === 'string' ? (findBootcamp(bootcamp)?.id ?? null) : null,
  }
}
