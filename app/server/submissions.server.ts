import type { Kysely } from 'kysely'
import type { SniffedType } from '~/lib/file-type'
import { sourceLabel, type LeadSource } from '~/lib/lead-source'
import { firstResponseDue } from '~/lib/reply-promise'
import { mayAcknowledge } from './acknowledgement.server'
import { prepareLimitKey, takeLimit, type LimitRule } from './rate-limit.server'
import { recordGoal } from './analytics/goals.server'
import { mailQueued, queueMail } from './outbox.server'
import { currentOfficeHolidays } from './office-holidays.server'
import { replyPromise } from './reply-promise.server'
import { searchText } from './submission-read.server'
import { fixedInsert } from './db/fixed-query.server'
import type { Database, SubmissionKind } from './db/schema.server'

export interface StoredFileInput {
  field: string
  filename: string
  contentType: SniffedType
  data: Uint8Array
}

/** PostgreSQL text cannot hold NUL characters (SQLite can); they are dropped so both engines store the same. */
function noNul(text: string): string {
  return text.replaceAll('\0', '')
}

export interface NewSubmission {
  kind: SubmissionKind
  name: string
  email: string
  phone: string
  fields: Record<string, unknown>
  userAgent?: string | null
  files?: StoredFileInput[]
  /** Where the lead came from, already cleaned (cleanLeadSource). */
  source?: LeadSource
  /** The client's address (the trusted proxy's, as the form limit counts it): bounds the acknowledgements it triggers. Not stored. */
  clientAddress?: string
}

/** A new submission's row: the columns a visitor's form fills (the staff desk's stay at their defaults). */
const insertSubmission = fixedInsert('submissions', [
  'id',
  'kind',
  'created_at',
  'name',
  'email',
  'phone',
  'fields',
  'user_agent',
  'status_changed_at',
  'assignee',
  'search_text',
  'source',
  'source_landing',
  'source_referrer',
  'source_utm_source',
  'source_utm_medium',
  'source_utm_campaign',
  'first_response_due_at',
])

/**
 * Inserts a lead's row only, in the caller's transaction (every saved submission's row, and a counselling call's
 * lead for a visitor who never wrote to us): no files, mails or goal, which the caller adds. Returns its id.
 */
export async function insertLead(
  trx: Kysely<Database>,
  input: Omit<NewSubmission, 'files' | 'clientAddress'>,
  now: Date,
): Promise<string> {
  const id = crypto.randomUUID()
  await insertSubmission(trx, {
    id,
    kind: input.kind,
    created_at: now.toISOString(),
    name: noNul(input.name),
    email: noNul(input.email),
    phone: noNul(input.phone),
    fields: JSON.stringify(input.fields), // JSON escapes NUL as \u0000
    user_agent: input.userAgent ? noNul(input.userAgent).slice(0, 500) : null,
    status_changed_at: null,
    assignee: null,
    search_text: searchText(noNul(input.name), noNul(input.email), noNul(input.phone)),
    source: input.source ? (sourceLabel(input.source) ?? null) : null,
    source_landing: input.source?.landing ?? null,
    source_referrer: input.source?.referrer ?? null,
    source_utm_source: input.source?.utmSource ?? null,
    source_utm_medium: input.source?.utmMedium ?? null,
    source_utm_campaign: input.source?.utmCampaign ?? null,
    first_response_due_at: firstResponseDue(now, replyPromise()).toISOString(),
  })
  return id
}

/**
 * Stores a validated submission, its files, its staff notification and the visitor's acknowledgement (within the
 * per-mailbox and per-client-address caps) in one transaction, so a visitor is told "sent" only once all of it is
 * committed, and staff are always notified of what was stored. Past a cap only the acknowledgement is left out.
 */
export async function saveSubmission(db: Kysely<Database>, input: NewSubmission, now = new Date()): Promise<string> {
  return (await storeSubmission(db, input, now))!
}

/**
 * saveSubmission behind the form's own limit (`limit.rule` for `limit.key`), taken in the same transaction: the
 * form POST's one commit. Over the limit the hit is still counted and nothing else is stored: undefined.
 */
export function saveWithinLimit(
  db: Kysely<Database>,
  input: NewSubmission,
  limit: { rule: LimitRule; key: string },
  now = new Date(),
): Promise<string | undefined> {
  return storeSubmission(db, input, now, limit)
}

async function storeSubmission(
  db: Kysely<Database>,
  input: NewSubmission,
  now: Date,
  limit?: { rule: LimitRule; key: string },
): Promise<string | undefined> {
  await prepareLimitKey(db)
  await currentOfficeHolidays(db) // the reply-time promise skips them
  const id = await db.transaction().execute(async (trx) => {
    if (limit && !(await takeLimit(trx, limit.rule, limit.key, now, db)).allowed) return undefined
    // The caps are taken in the same transaction (one commit, not three): a save that fails uses none of them.
    const acknowledge = await mayAcknowledge(trx, { email: input.email, clientAddress: input.clientAddress }, now, db)
    const id = await insertLead(trx, input, now)
    for (const file of input.files ?? []) {
      await trx
        .insertInto('submission_files')
        .values({
          id: crypto.randomUUID(),
          submission_id: id,
          field: file.field,
          filename: noNul(file.filename).slice(0, 200),
          content_type: file.contentType,
          size: file.data.byteLength,
          data: file.data,
        })
        .execute()
    }
    await queueMail(trx, { kind: 'notification', submissionId: id }, now)
    // The visit's goal, with the lead's source, counted exactly when the lead is (docs/decisions/021).
    await recordGoal(trx, {
      goal: input.kind === 'registration' ? 'registration' : 'form',
      source: input.source,
      at: now,
    })
    if (acknowledge) await queueMail(trx, { kind: 'acknowledgement', submissionId: id, to: input.email }, now)
    return id
  })
  // Committed: the worker can see the mails now. Nothing after this point may fail the visitor's request.
  if (id) mailQueued()
  return id
}

export async function countSubmissions(db: Kysely<Database>, kind?: SubmissionKind): Promise<number> {
  let query = db.selectFrom('submissions').select((eb) => eb.fn.countAll<number>().as('n'))
  if (kind) query = query.where('kind', '=', kind)
  const row = await query.executeTakeFirstOrThrow()
  return Number(row.n)
}

/** The newest submissions of one kind, newest first (fields parsed). */
export async function latestSubmissions(db: Kysely<Database>, kind: SubmissionKind, limit = 20) {
  const rows = await db
    .selectFrom('submissions')
    .selectAll()
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute()
  return rows.map((row) => ({ ...row, fields: JSON.parse(row.fields) as Record<string, unknown> }))
}
