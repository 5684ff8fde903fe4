import { createHash, createHmac } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import { forms, type FormKind } from '~/forms/registry'
import { recordAudit, type AuditActor } from '~/server/audit.server'
import type { Database } from '~/server/db/schema.server'
import { contentChanged } from '~/server/content-version.server'
import { eraseSubmissions, purgeDeleted, type ErasedCounts } from '~/server/privacy/erasure.server'
import { eraseCertificates, eraseMailTo } from './person-erasure.server'
import { phoneKey, type PersonQuery } from '~/staff/privacy/forms/person.schema'

export type { PersonQuery }

export interface PersonSubmission {
  id: string
  kind: FormKind
  formLabel: string
  createdAt: string
  name: string
  email: string
  phone: string
  status: string
  files: number
}

export interface PersonCertificate {
  id: string
  holderName: string
  courseTitle: string
  issuedAt: string
  revoked: boolean
}

/** Everything stored about one person: what the data-request page lists, and exactly what export and erasure cover. */
export interface PersonRecords {
  /** Newest first. */
  submissions: PersonSubmission[]
  /** Certificates issued to the emails of the query or of those submissions, newest first. */
  certificates: PersonCertificate[]
  /** Every distinct email among them, lower-cased, sorted: the owner types each to confirm an erasure. */
  emails: string[]
  /** A digest of the ids listed; an erasure goes ahead only when the records are still those the owner saw. */
  fingerprint: string
}

/** The phone column without spaces, dashes, dots, brackets or plus signs, on both engines. */
const phoneDigits = sql<string>`replace(replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '+', ''), '(', ''), ')', ''), '.', '')`

/**
 * Every submission and certificate of the person. A phone is matched whole: the database narrows the rows to phones
 * ending in the key's digits, then `phoneKey` keeps only the equal ones.
 */
export async function findPerson(db: Kysely<Database>, query: PersonQuery): Promise<PersonRecords> {
  const rows = await db
    .selectFrom('submissions')
    .select(['id', 'kind', 'created_at', 'name', 'email', 'phone', 'status'])
    .select((eb) =>
      eb
        .selectFrom('submission_files')
        .select((f) => f.fn.countAll<string | number>().as('n'))
        .whereRef('submission_files.submission_id', '=', 'submissions.id')
        .as('files'),
    )
    .where((eb) =>
      query.by === 'email'
        ? eb(sql<string>`lower(email)`, '=', query.email)
        : eb(phoneDigits, 'like', `%${query.phone.replace(/\D/g, '')}`),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute()
  const submissions = rows
    .filter((row) => query.by === 'email' || phoneKey(row.phone) === query.phone)
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      formLabel: forms[row.kind]?.label ?? row.kind,
      createdAt: row.created_at,
      name: row.name,
      email: row.email,
      phone: row.phone,
      status: row.status,
      files: Number(row.files ?? 0),
    }))
  const submissionEmails = submissions.map((s) => s.email.trim().toLowerCase())
  const lookFor = [...new Set(query.by === 'email' ? [query.email, ...submissionEmails] : submissionEmails)]
  const certificates =
    lookFor.length === 0
      ? []
      : await db
          .selectFrom('certificates')
          .select(['id', 'holder_name', 'course_title', 'issued_at', 'revoked_at', 'email'])
          .where(sql<string>`lower(email)`, 'in', lookFor)
          .orderBy('issued_at', 'desc')
          .orderBy('id')
          .execute()
  const emails = [...new Set([...submissionEmails, ...certificates.map((c) => c.email.toLowerCase())])].sort()
  const ids = [...submissions.map((s) => s.id), ...certificates.map((c) => c.id)].sort()
  return {
    submissions,
    certificates: certificates.map((c) => ({
      id: c.id,
      holderName: c.holder_name,
      courseTitle: c.course_title,
      issuedAt: c.issued_at,
      revoked: c.revoked_at !== null,
    })),
    emails,
    fingerprint: createHash('sha256').update(ids.join(' ')).digest('hex').slice(0, 32),
  }
}

/** Whether `typed` names exactly these emails (any case, any order, separated by spaces, commas or semicolons). */
export function confirmsEmails(typed: string, emails: readonly string[]): boolean {
  const given = new Set(
    typed
      .toLowerCase()
      .split(/[\s,;]+/)
      .filter(Boolean),
  )
  return given.size === emails.length && emails.every((email) => given.has(email.toLowerCase()))
}

/**
 * A keyed hash of an email (HMAC-SHA-256 under SESSION_SECRET), for the audit log: the same email always gives the
 * same hash, so a repeated request is recognised, and the log never holds the email itself.
 */
export function personHash(email: string, secret = process.env.SESSION_SECRET ?? ''): string {
  const key = createHmac('sha256', secret).update('realwork person hash v1').digest()
  return `person:${createHmac('sha256', key).update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`
}

/** Earlier erasures of any of these emails (times, newest first), found by their keyed hashes. */
export async function earlierErasures(db: Kysely<Database>, emails: string[]): Promise<string[]> {
  if (emails.length === 0) return []
  const hashes = [...new Set(emails.map((email) => personHash(email)))]
  const rows = await db
    .selectFrom('audit_log')
    .select(['at', 'target'])
    .where('action', '=', 'person-erase')
    .orderBy('at', 'desc')
    .execute()
  return rows.filter((row) => hashes.some((hash) => row.target?.includes(hash))).map((row) => row.at)
}

/** What an erasure deleted. */
export interface PersonErased extends ErasedCounts {
  certificates: number
  /** Mail to their addresses not tied to a submission (certificate mails). */
  mails: number
  /** False when the deleted bytes could not yet be purged from the database files (purgeDeleted). */
  purged: boolean
}

/** What the owner confirmed: every email the page named, and the page's fingerprint of what it listed. */
export interface ErasureConfirmation {
  typed: string
  fingerprint: string
}

/**
 * Erases the person: every submission and certificate found, with every row about them (erasure.server.ts), in one
 * transaction with its audit entry (keyed hashes of their emails, never the emails), then purges the deleted bytes
 * from the database files. The owner must have typed every email found, and the records must still be the ones the
 * page listed (its fingerprint): nothing the owner did not see is erased.
 */
export async function erasePerson(
  db: Kysely<Database>,
  query: PersonQuery,
  { typed, fingerprint }: ErasureConfirmation,
  actor: AuditActor,
  now = new Date(),
): Promise<{ erased: PersonErased } | { error: string }> {
  const result = await db
    .transaction()
    .execute(
      async (trx): Promise<{ erased: ErasedCounts & { certificates: number; mails: number } } | { error: string }> => {
        const found = await findPerson(trx, query)
        if (found.submissions.length === 0 && found.certificates.length === 0)
          return { error: 'Nothing is stored for this person (any more).' }
        if (found.fingerprint !== fingerprint)
          return { error: 'What is stored for this person changed since the page was shown. Check the list again.' }
        if (!confirmsEmails(typed, found.emails)) {
          return { error: `Type ${found.emails.join(', ')} exactly to confirm the erasure.` }
        }
        const erased = await eraseSubmissions(
          trx,
          found.submissions.map((s) => s.id),
        )
        const certificates = await eraseCertificates(
          trx,
          found.certificates.map((c) => c.id),
        )
        const mails = await eraseMailTo(trx, found.emails)
        await recordAudit(
          trx,
          actor,
          'person-erase',
          {
            target: found.emails.map((e) => personHash(e)).join(' '),
            detail: `${erased.submissions} submissions, ${erased.files} files, ${certificates} certificates`,
          },
          now,
        )
        return { erased: { ...erased, certificates, mails } }
      },
    )
  if ('error' in result) return result
  if (result.erased.certificates > 0) contentChanged() // their /verify pages leave this server's page cache at once
  const { complete } = await purgeDeleted(db)
  return { erased: { ...result.erased, purged: complete } }
}
