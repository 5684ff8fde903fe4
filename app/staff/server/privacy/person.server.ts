import { createHmac } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import { forms, type FormKind } from '~/forms/registry'
import { recordAudit, type AuditActor } from '~/server/audit.server'
import type { Database } from '~/server/db/schema.server'
import { eraseSubmissions, type ErasedCounts } from '~/server/privacy/erasure.server'
import { zipArchive, type ZipEntry } from './zip.server'

/** How an owner finds a person: their email (any case), or their phone (its last 10 digits, any punctuation). */
export type PersonQuery = { by: 'email'; email: string } | { by: 'phone'; digits: string }

export function parsePersonQuery(text: string): PersonQuery | { error: string } {
  const value = text.trim().slice(0, 254)
  if (value.includes('@')) {
    return /^[^\s@]+@[^\s@]+$/.test(value)
      ? { by: 'email', email: value.toLowerCase() }
      : { error: 'That is not an email address.' }
  }
  const digits = value.replace(/\D/g, '')
  if (digits.length < 8 || digits.length > 15)
    return { error: 'Enter an email address, or a phone number of 8 to 15 digits.' }
  return { by: 'phone', digits: digits.slice(-10) }
}

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

/** The phone column without spaces, dashes, dots, brackets or plus signs, on both engines. */
const phoneDigits = sql<string>`replace(replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '+', ''), '(', ''), ')', ''), '.', '')`

/** Every submission of the person, newest first. */
export async function findPerson(db: Kysely<Database>, query: PersonQuery): Promise<PersonSubmission[]> {
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
        : eb(phoneDigits, 'like', `%${query.digits}`),
    )
    .orderBy('created_at', 'desc')
    .execute()
  return rows.map((row) => ({
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

/** The person's data as one ZIP: data.json (their submissions, fields, where they came from, notes and the replies
 * they were sent) and their files. */
export async function exportPerson(
  db: Kysely<Database>,
  query: PersonQuery,
  actor: AuditActor,
  now = new Date(),
): Promise<Buffer | undefined> {
  const found = await findPerson(db, query)
  if (found.length === 0) return undefined
  const ids = found.map((s) => s.id)
  const [rows, files, notes, replies] = await Promise.all([
    db.selectFrom('submissions').selectAll().where('id', 'in', ids).orderBy('created_at').execute(),
    db.selectFrom('submission_files').selectAll().where('submission_id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('submission_notes').selectAll().where('submission_id', 'in', ids).orderBy('created_at').execute(),
    db.selectFrom('submission_replies').selectAll().where('submission_id', 'in', ids).orderBy('created_at').execute(),
  ])
  const entries: ZipEntry[] = []
  const submissions = rows.map((row) => ({
    id: row.id,
    form: forms[row.kind]?.label ?? row.kind,
    receivedAt: row.created_at,
    name: row.name,
    email: row.email,
    phone: row.phone,
    fields: JSON.parse(row.fields) as unknown,
    status: row.status,
    source: {
      landingPage: row.source_landing,
      referrer: row.source_referrer,
      utmSource: row.source_utm_source,
      utmMedium: row.source_utm_medium,
      utmCampaign: row.source_utm_campaign,
    },
    replies: replies
      .filter((r) => r.submission_id === row.id)
      .map((r) => ({ at: r.created_at, by: r.author_name, subject: r.subject, text: r.body })),
    notes: notes
      .filter((n) => n.submission_id === row.id)
      .map((n) => ({ at: n.created_at, by: n.author, text: n.body })),
    files: files
      .filter((f) => f.submission_id === row.id)
      .map((f) => {
        const path = `files/${row.id.slice(0, 8)}-${f.field}-${f.filename.replace(/[/\\]/g, '_')}`
        if (!f.deleted_at) entries.push({ name: path, data: f.data })
        return {
          field: f.field,
          filename: f.filename,
          contentType: f.content_type,
          size: Number(f.size),
          ...(f.deleted_at ? { deletedAt: f.deleted_at, deletedBecause: f.deleted_reason } : { path }),
        }
      }),
  }))
  const json = JSON.stringify({ exportedAt: now.toISOString(), submissions }, null, 2)
  entries.unshift({ name: 'data.json', data: Buffer.from(json, 'utf8') })
  const emails = [...new Set(rows.map((row) => row.email))]
  await recordAudit(
    db,
    actor,
    'person-export',
    {
      target: emails.map((email) => personHash(email)).join(' '),
      detail: `${rows.length} submissions, ${entries.length - 1} files`,
    },
    now,
  )
  return zipArchive(entries, now)
}

/**
 * Erases the person: every submission found and every row about them (erasure.server.ts), in one transaction with its
 * audit entry (keyed hashes of their emails, never the emails). `confirm` must be the email shown to the owner.
 */
export async function erasePerson(
  db: Kysely<Database>,
  query: PersonQuery,
  confirm: string,
  actor: AuditActor,
  now = new Date(),
): Promise<{ erased: ErasedCounts } | { error: string }> {
  return db.transaction().execute(async (trx) => {
    const found = await findPerson(trx, query)
    if (found.length === 0) return { error: 'Nothing is stored for this person (any more).' }
    const email = found[0]!.email
    if (confirm.trim().toLowerCase() !== email.toLowerCase()) {
      return { error: `Type ${email} exactly to confirm the erasure.` }
    }
    const erased = await eraseSubmissions(
      trx,
      found.map((s) => s.id),
    )
    const emails = [...new Set(found.map((s) => s.email.toLowerCase()))]
    await recordAudit(
      trx,
      actor,
      'person-erase',
      {
        target: emails.map((e) => personHash(e)).join(' '),
        detail: `${erased.submissions} submissions, ${erased.files} files`,
      },
      now,
    )
    return { erased }
  })
}
