// The submission read model: a stored submission as the site reads it back, for the staff notification, the visitor's
// acknowledgement and the staff inbox alike. What only staff do with a lead (list, filter, update, note, reply) lives
// in the staff slice's lead desk (app/staff/leads/server/).
import type { Kysely, Selectable } from 'kysely'
import { leadGlance } from '~/forms/registry'
import type { LeadSource } from '~/lib/lead-source'
import type { LeadStatus } from './db/schema.server'
import type { Database, SubmissionKind } from './db/schema.server'

export interface SubmissionSummary {
  id: string
  kind: SubmissionKind
  createdAt: string
  name: string
  email: string
  phone: string
  status: LeadStatus
  statusChangedAt: string | null
  /** An older free-text assignee, kept until the lead is reassigned to an account. */
  assignee: string | null
  assigneeId: string | null
  followUpOn: string | null
  /** When the first response is due (the reply-time promise), and when it came; null before migration 016's rows. */
  firstResponseDueAt: string | null
  firstResponseAt: string | null
  source: string | null
  /** What the person wants, readable ("Android Development", "Software services"). */
  wants: string
  /** The first line of their message, when the form has one. */
  line: string
}

/** The text the inbox search looks in: lower-cased name and email, and the phone number's digits. */
export function searchText(name: string, email: string, phone: string): string {
  return `${name.toLowerCase()} ${email.toLowerCase()} ${phone.replace(/\D/g, '')}`
}

/** A stored submission's fields; unreadable JSON (never written by this code) reads as none. */
export function parseFields(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json)
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** The columns summaryOf reads. */
export const SUMMARY_COLUMNS = [
  'id',
  'kind',
  'created_at',
  'name',
  'email',
  'phone',
  'status',
  'status_changed_at',
  'assignee',
  'assignee_id',
  'follow_up_on',
  'first_response_due_at',
  'first_response_at',
  'source',
  'fields',
] as const

/** A submission row as the inbox shows it, with what the person wants at a glance. */
export function summaryOf(
  r: Pick<Selectable<Database['submissions']>, (typeof SUMMARY_COLUMNS)[number]>,
): SubmissionSummary {
  return {
    id: r.id,
    kind: r.kind,
    createdAt: r.created_at,
    name: r.name,
    email: r.email,
    phone: r.phone,
    status: r.status,
    statusChangedAt: r.status_changed_at,
    assignee: r.assignee,
    assigneeId: r.assignee_id ?? null,
    followUpOn: r.follow_up_on ?? null,
    firstResponseDueAt: r.first_response_due_at ?? null,
    firstResponseAt: r.first_response_at ?? null,
    source: r.source ?? null,
    ...leadGlance(r.kind, parseFields(r.fields)),
  }
}

export interface FileSummary {
  id: string
  field: string
  filename: string
  contentType: string
  size: number
  /** When the bytes were deleted and why ('retention'); null while the file is kept. */
  deletedAt: string | null
  deletedReason: string | null
}

export interface Note {
  id: string
  createdAt: string
  author: string | null
  body: string
}

export interface SubmissionDetail extends SubmissionSummary {
  /** Where the lead came from, the parts that are known. */
  origin: LeadSource
  fields: Record<string, unknown>
  userAgent: string | null
  files: FileSummary[]
  /** Oldest first. */
  notes: Note[]
}

/** One submission with every field, its notes and its files' names, types and sizes (not their bytes). */
export async function getSubmission(db: Kysely<Database>, id: string): Promise<SubmissionDetail | undefined> {
  const row = await db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) return undefined
  const fields = parseFields(row.fields)
  const files = await db
    .selectFrom('submission_files')
    .select(['id', 'field', 'filename', 'content_type', 'size', 'deleted_at', 'deleted_reason'])
    .where('submission_id', '=', id)
    .orderBy('field')
    .orderBy('id')
    .execute()
  const notes = await db
    .selectFrom('submission_notes')
    .selectAll()
    .where('submission_id', '=', id)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  return {
    ...summaryOf(row),
    origin: Object.fromEntries(
      Object.entries({
        landing: row.source_landing,
        referrer: row.source_referrer,
        utmSource: row.source_utm_source,
        utmMedium: row.source_utm_medium,
        utmCampaign: row.source_utm_campaign,
      }).filter(([, v]) => v),
    ) as LeadSource,
    fields,
    notes: notes.map((n) => ({ id: n.id, createdAt: n.created_at, author: n.author, body: n.body })),
    userAgent: row.user_agent,
    files: files.map((f) => ({
      id: f.id,
      field: f.field,
      filename: f.filename,
      contentType: f.content_type,
      size: Number(f.size),
      deletedAt: f.deleted_at ?? null,
      deletedReason: f.deleted_reason ?? null,
    })),
  }
}
