import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.server'
import { queueMail } from '../outbox.server'
import { takeLimit, type LimitRule } from '../rate-limit.server'
import { siteLink } from '../site-link.server'

/** How long a mailed sign-in link works. */
export const LINK_LIFETIME_MS = 15 * 60_000
/** How long a student stays signed in; the server checks it, not only the cookie's Max-Age. */
export const STUDENT_SESSION_SECONDS = 7 * 24 * 60 * 60
/** The path a mailed link opens; analytics counts it as this path, never with its token. */
export const SIGN_IN_LINK_PATH = '/my/sign-in'

/** Links asked for from one address: a few mistyped emails are fine, a sweep through a list is not. */
export const LINKS_PER_ADDRESS: LimitRule = { name: 'student-link-address', max: 10, windowMs: 60 * 60_000 }
/** Links mailed to one email: enough to ask again after a lost mail, too few to flood an inbox. */
export const LINKS_PER_EMAIL: LimitRule = { name: 'student-link-email', max: 3, windowMs: 60 * 60_000 }

const hash = (token: string) => createHash('sha256').update(token).digest('hex')
const normal = (email: string) => email.trim().toLowerCase()

/**
 * Whether the email belongs to a student: someone who registered for a bootcamp (the registration form) or holds an
 * enrolment (waitlisted or withdrawn too: they still have documents to read).
 */
export async function isStudent(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('submissions')
    .select('submissions.id')
    .where((eb) => eb(eb.fn('lower', ['submissions.email']), '=', normal(email)))
    .where((eb) =>
      eb.or([
        eb('submissions.kind', '=', 'registration'),
        eb.exists(
          eb
            .selectFrom('enrolments')
            .select('enrolments.id')
            .whereRef('enrolments.submission_id', '=', 'submissions.id'),
        ),
      ]),
    )
    .executeTakeFirst()
  return row !== undefined
}

export type LinkRequest = { ok: true } | { ok: false; reason: 'limited' }

/**
 * Mails a one-time sign-in link when the email is a student's. The answer is the same for a known and an unknown
 * email (both count against the limits), so the form tells no one who studies with us.
 */
export async function requestSignInLink(
  db: Kysely<Database>,
  { email, address }: { email: string; address: string },
  now = new Date(),
): Promise<LinkRequest> {
  const to = normal(email)
  const byAddress = await takeLimit(db, LINKS_PER_ADDRESS, address, now)
  const byEmail = await takeLimit(db, LINKS_PER_EMAIL, to, now)
  if (!byAddress.allowed || !byEmail.allowed) return { ok: false, reason: 'limited' }
  if (!(await isStudent(db, to))) return { ok: true }
  const token = randomBytes(32).toString('base64url')
  await db.deleteFrom('student_sign_in_links').where('expires_at', '<=', now.toISOString()).execute()
  await db
    .insertInto('student_sign_in_links')
    .values({
      token_hash: hash(token),
      email: to,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + LINK_LIFETIME_MS).toISOString(),
      used_at: null,
    })
    .execute()
  await queueMail(
    db,
    {
      kind: 'message',
      to,
      subject: 'Your sign-in link for RealWork Technologies',
      text: [
        'Hello,',
        '',
        'Open this link to see your registrations, enrolments, fees and invoices with RealWork Technologies:',
        '',
        siteLink(`${SIGN_IN_LINK_PATH}/${token}`),
        '',
        'The link works once, for 15 minutes. If you did not ask for it, ignore this mail: nobody can sign in without it.',
        '',
        'RealWork Technologies, Bengaluru',
      ].join('\n'),
    },
    now,
  )
  return { ok: true }
}

/**
 * Redeems a link: one statement marks it used, so two clicks (or a mail scanner and the student) cannot both sign in.
 * Returns a new session's token for the cookie, or undefined for an unknown, used or expired link.
 */
export async function redeemSignInLink(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<{ sessionToken: string; email: string } | undefined> {
  const at = now.toISOString()
  const row = await db
    .updateTable('student_sign_in_links')
    .set({ used_at: at })
    .where('token_hash', '=', hash(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning('email')
    .executeTakeFirst()
  if (!row) return undefined
  return { sessionToken: await startStudentSession(db, row.email, now), email: row.email }
}

/** A new session (every sign-in makes a new one: an old cookie planted before it is never promoted). */
async function startStudentSession(db: Kysely<Database>, email: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db.deleteFrom('student_sessions').where('expires_at', '<=', now.toISOString()).execute()
  await db
    .insertInto('student_sessions')
    .values({
      id_hash: hash(token),
      email,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + STUDENT_SESSION_SECONDS * 1000).toISOString(),
    })
    .execute()
  return token
}

/** The email a live session belongs to, or undefined when it was ended or has expired. */
export async function studentOfSession(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<string | undefined> {
  const row = await db
    .selectFrom('student_sessions')
    .select(['email', 'expires_at'])
    .where('id_hash', '=', hash(token))
    .executeTakeFirst()
  return row && row.expires_at > now.toISOString() ? row.email : undefined
}

/** Signs out: the row goes, so a copied cookie is dead at once. */
export async function endStudentSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom('student_sessions').where('id_hash', '=', hash(token)).execute()
}
