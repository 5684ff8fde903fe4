import type { Kysely } from 'kysely'
import { formatDate } from '~/lib/format'
import { statusLabel, type LeadStatus } from '~/staff/shell/lib/lead-status'
import { formList } from '~/forms/registry'
import type { Database, SubmissionKind } from '~/server/db/schema.server'
import { storedCounts } from './inbox-list.server'
import { recordLeadEvent } from '~/staff/shell/server/lead-events.server'

/** Everyone who has a lead assigned, by name. */
export async function listAssignees(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('submissions')
    .select('assignee')
    .distinct()
    .where('assignee', 'is not', null)
    .orderBy('assignee')
    .execute()
  return rows.map((r) => r.assignee!).filter(Boolean)
}

/** Submissions per kind, and how many of them are still New. */
export async function countByKind(
  db: Kysely<Database>,
): Promise<Record<SubmissionKind, { total: number; open: number }>> {
  const rows = await storedCounts(db)
  const counts = Object.fromEntries(formList.map((form) => [form.kind, { total: 0, open: 0 }])) as Record<
    SubmissionKind,
    { total: number; open: number }
  >
  for (const row of rows) {
    const count = (counts[row.kind] ??= { total: 0, open: 0 })
    count.total += row.n
    if (row.status === 'new') count.open += row.n
  }
  return counts
}

export interface StoredFile {
  id: string
  submissionId: string
  filename: string
  contentType: string
  size: number
  data: Uint8Array
  /** Set once retention deleted the bytes (`data` is then empty). */
  deletedAt: string | null
}

/** A stored upload with its bytes, for download. */
export async function getSubmissionFile(db: Kysely<Database>, fileId: string): Promise<StoredFile | undefined> {
  const row = await db.selectFrom('submission_files').selectAll().where('id', '=', fileId).executeTakeFirst()
  if (!row) return undefined
  return {
    id: row.id,
    submissionId: row.submission_id,
    filename: row.filename,
    contentType: row.content_type,
    size: Number(row.size),
    data: new Uint8Array(row.data),
    deletedAt: row.deleted_at ?? null,
  }
}

export interface LeadChange {
  status: LeadStatus
  /** An older free-text assignee (kept while the lead is not reassigned), or null. */
  assignee: string | null
  /** The staff account following the lead up, or null; left as it is when not given. */
  assigneeId?: string | null
  /** The next follow-up day in India ('YYYY-MM-DD'), or null; left as it is when not given. */
  followUpOn?: string | null
}

/**
 * Sets a lead's status, assignee and next follow-up, and records each real change on the lead's timeline (by `actor`).
 * The status time moves only when the status really changes; the first status change is the lead's first response. Returns what was before (for the audit log), or
 * undefined when there is no such submission.
 */
export async function updateLead(
  db: Kysely<Database>,
  id: string,
  change: LeadChange,
  now = new Date(),
  actor: string | null = null,
): Promise<Required<LeadChange> | undefined> {
  return db.transaction().execute((trx) => changeLead(trx, id, change, now, actor))
}

/** updateLead's work inside a transaction the caller holds (a logged call changes the lead in the same one). */
export async function changeLead(
  trx: Kysely<Database>,
  id: string,
  change: LeadChange,
  now: Date,
  actor: string | null,
): Promise<Required<LeadChange> | undefined> {
  const row = await trx
    .selectFrom('submissions')
    .select(['status', 'assignee', 'assignee_id', 'follow_up_on', 'first_response_at'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row) return undefined
  const before = {
    status: row.status,
    assignee: row.assignee,
    assigneeId: row.assignee_id ?? null,
    followUpOn: row.follow_up_on ?? null,
  }
  const after = {
    status: change.status,
    assignee: change.assignee,
    assigneeId: change.assigneeId === undefined ? before.assigneeId : change.assigneeId,
    followUpOn: change.followUpOn === undefined ? before.followUpOn : change.followUpOn,
  }
  await trx
    .updateTable('submissions')
    .set({
      status: after.status,
      assignee: after.assignee,
      assignee_id: after.assigneeId,
      follow_up_on: after.followUpOn,
      // A status change is a response: the first one keeps the lead's promise (docs/decisions/020-lead-desk.md).
      ...(before.status === after.status
        ? {}
        : { status_changed_at: now.toISOString(), first_response_at: row.first_response_at ?? now.toISOString() }),
    })
    .where('id', '=', id)
    .execute()
  const event = (action: 'status' | 'assign' | 'follow-up', detail: string) =>
    recordLeadEvent(trx, id, { action, detail, actor }, now)
  if (before.status !== after.status)
    await event('status', `${statusLabel(before.status)} → ${statusLabel(after.status)}`)
  if (before.assigneeId !== after.assigneeId || before.assignee !== after.assignee) {
    const account = after.assigneeId
      ? await trx.selectFrom('staff_accounts').select('name').where('id', '=', after.assigneeId).executeTakeFirst()
      : undefined
    await event('assign', account?.name ?? after.assignee ?? 'Nobody')
  }
  if (before.followUpOn !== after.followUpOn)
    await event('follow-up', after.followUpOn ? formatDate(after.followUpOn) : 'No follow-up date')
  return before
}

/** Adds a dated note to a lead; false when there is no such submission or the note is empty. */
export async function addNote(
  db: Kysely<Database>,
  submissionId: string,
  body: string,
  author: string | null = null,
  now = new Date(),
): Promise<boolean> {
  // As NoteSchema passed it: trimmed, within NOTE_MAX, not empty.
  const text = body
  const exists = await db.selectFrom('submissions').select('id').where('id', '=', submissionId).executeTakeFirst()
  if (!exists) return false
  await db
    .insertInto('submission_notes')
    .values({ id: crypto.randomUUID(), submission_id: submissionId, created_at: now.toISOString(), author, body: text })
    .execute()
  return true
}
