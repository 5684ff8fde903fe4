import { sql, type Kysely } from 'kysely'
import { LEAD_STATUSES, NOTE_MAX, statusLabel, UNASSIGNED, type LeadStatus } from '~/lib/lead-status'
import { fieldLabel, fieldValue, formList, forms, type FormKind } from '~/forms/registry'
import type { Database, SubmissionKind } from './db/schema.server'

export const PAGE_SIZE = 25

export interface SubmissionSummary {
  id: string
  kind: SubmissionKind
  createdAt: string
  name: string
  email: string
  phone: string
  status: LeadStatus
  statusChangedAt: string | null
  assignee: string | null
}

export interface SubmissionPage {
  rows: SubmissionSummary[]
  total: number
  page: number
  pageCount: number
}

interface FilterOptions {
  kind: SubmissionKind
  /** Part of a name or email address, any case. */
  search?: string
  /** One assignee by name, or UNASSIGNED for leads nobody follows up. */
  assignee?: string
}

interface ListOptions extends FilterOptions {
  status?: LeadStatus
  /** 1-based; out-of-range pages are clamped. */
  page?: number
  pageSize?: number
}

/** `%…%` for LIKE, with the wildcards in the visitor's text taken literally. */
function containsPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** A kind's submissions narrowed by search and assignee (not by status: counts per status are taken from this). */
function filtered(db: Kysely<Database>, { kind, search, assignee }: FilterOptions) {
  let base = db.selectFrom('submissions').where('kind', '=', kind)
  if (assignee === UNASSIGNED) base = base.where('assignee', 'is', null)
  else if (assignee) base = base.where('assignee', '=', assignee)
  const term = search?.trim()
  if (term) {
    // lower(...) LIKE works the same on SQLite and PostgreSQL (whose LIKE is case-sensitive); ESCAPE makes % and _ literal.
    const pattern = containsPattern(term.slice(0, 200))
    base = base.where((eb) =>
      eb.or([
        eb(sql<string>`lower(${eb.ref('name')})`, 'like', sql<string>`${pattern} escape '\\'`),
        eb(sql<string>`lower(${eb.ref('email')})`, 'like', sql<string>`${pattern} escape '\\'`),
      ]),
    )
  }
  return base
}

/**
 * One page of a kind's submissions, newest first, optionally filtered by status, assignee and name or email
 * (case-insensitive).
 */
export async function listSubmissions(
  db: Kysely<Database>,
  { status, page = 1, pageSize = PAGE_SIZE, ...filter }: ListOptions,
): Promise<SubmissionPage> {
  let base = filtered(db, filter)
  if (status) base = base.where('status', '=', status)
  const { n } = await base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()
  const total = Number(n)
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount)
  const rows = await base
    .select(['id', 'kind', 'created_at', 'name', 'email', 'phone', 'status', 'status_changed_at', 'assignee'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((current - 1) * pageSize)
    .execute()
  return {
    rows: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      createdAt: r.created_at,
      name: r.name,
      email: r.email,
      phone: r.phone,
      status: r.status,
      statusChangedAt: r.status_changed_at,
      assignee: r.assignee,
    })),
    total,
    page: current,
    pageCount,
  }
}

/** How many of a kind's submissions (narrowed by search and assignee) have each status. */
export async function countByStatus(db: Kysely<Database>, filter: FilterOptions): Promise<Record<LeadStatus, number>> {
  const rows = await filtered(db, filter)
    .select((eb) => ['status', eb.fn.countAll<string | number>().as('n')])
    .groupBy('status')
    .execute()
  const counts = Object.fromEntries(LEAD_STATUSES.map((s) => [s.status, 0])) as Record<LeadStatus, number>
  for (const row of rows) if (row.status in counts) counts[row.status] = Number(row.n)
  return counts
}

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
  const rows = await db
    .selectFrom('submissions')
    .select((eb) => [
      'kind',
      eb.fn.countAll<string | number>().as('total'),
      eb.fn.count<string | number>('id').filterWhere('status', '=', 'new').as('open'),
    ])
    .groupBy('kind')
    .execute()
  const counts = Object.fromEntries(formList.map((form) => [form.kind, { total: 0, open: 0 }])) as Record<
    SubmissionKind,
    { total: number; open: number }
  >
  for (const row of rows) counts[row.kind] = { total: Number(row.total), open: Number(row.open) }
  return counts
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
    id: row.id,
    kind: row.kind,
    createdAt: row.created_at,
    name: row.name,
    email: row.email,
    phone: row.phone,
    status: row.status,
    statusChangedAt: row.status_changed_at,
    assignee: row.assignee,
    fields: parseFields(row.fields),
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

function parseFields(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json)
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
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
  /** A name, or null for nobody. */
  assignee: string | null
}

/**
 * Sets a lead's status and assignee. The status time moves only when the status really changes. Returns what was
 * before (for the audit log), or undefined when there is no such submission.
 */
export async function updateLead(
  db: Kysely<Database>,
  id: string,
  change: LeadChange,
  now = new Date(),
): Promise<LeadChange | undefined> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('submissions')
      .select(['status', 'assignee'])
      .where('id', '=', id)
      .executeTakeFirst()
    if (!before) return undefined
    await trx
      .updateTable('submissions')
      .set({
        status: change.status,
        assignee: change.assignee,
        ...(before.status === change.status ? {} : { status_changed_at: now.toISOString() }),
      })
      .where('id', '=', id)
      .execute()
    return { status: before.status, assignee: before.assignee }
  })
}

/** "Name (kind, first characters of the id)" of a submission, for the audit log. */
export async function leadName(db: Kysely<Database>, id: string): Promise<string> {
  const row = await db.selectFrom('submissions').select(['name', 'kind']).where('id', '=', id).executeTakeFirst()
  return row ? `${row.name} (${forms[row.kind as FormKind]?.label ?? row.kind} ${id.slice(0, 8)})` : id
}

/** Adds a dated note to a lead; false when there is no such submission or the note is empty. */
export async function addNote(
  db: Kysely<Database>,
  submissionId: string,
  body: string,
  author: string | null = null,
  now = new Date(),
): Promise<boolean> {
  const text = body.replaceAll('\0', '').trim().slice(0, NOTE_MAX)
  if (!text) return false
  const exists = await db.selectFrom('submissions').select('id').where('id', '=', submissionId).executeTakeFirst()
  if (!exists) return false
  await db
    .insertInto('submission_notes')
    .values({ id: crypto.randomUUID(), submission_id: submissionId, created_at: now.toISOString(), author, body: text })
    .execute()
  return true
}

// Spreadsheets run a cell that starts with one of these as a formula (CSV injection); a leading quote stops that.
const FORMULA_START = /^[=+\-@\t\r]/

/** One CSV cell: formula-looking text defused, then quoted when it holds a comma, quote or line break. */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined
      ? ''
      : typeof value === 'string'
        ? value
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

function csvLine(cells: unknown[]): string {
  return cells.map(csvCell).join(',')
}

/**
 * Every submission of one kind as CSV (RFC 4180: CRLF lines, quoted cells), oldest first: fixed columns, then one
 * column per form field seen, then the attached files. Starts with a UTF-8 byte-order mark so Excel reads ₹ and
 * Indian scripts correctly.
 */
export async function exportCsv(db: Kysely<Database>, kind: SubmissionKind): Promise<string> {
  const rows = await db
    .selectFrom('submissions')
    .selectAll()
    .where('kind', '=', kind)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  const files = await db
    .selectFrom('submission_files')
    .innerJoin('submissions', 'submissions.id', 'submission_files.submission_id')
    .select(['submission_files.submission_id', 'submission_files.filename', 'submission_files.size'])
    .where('submissions.kind', '=', kind)
    .orderBy('submission_files.field')
    .execute()
  const notes = await db
    .selectFrom('submission_notes')
    .innerJoin('submissions', 'submissions.id', 'submission_notes.submission_id')
    .select(['submission_notes.submission_id', 'submission_notes.created_at', 'submission_notes.body'])
    .where('submissions.kind', '=', kind)
    .orderBy('submission_notes.created_at')
    .orderBy('submission_notes.id')
    .execute()
  const latestNote = new Map(notes.map((n) => [n.submission_id, n]))
  const filesBySubmission = new Map<string, string[]>()
  for (const f of files) {
    const list = filesBySubmission.get(f.submission_id) ?? []
    list.push(`${f.filename} (${Number(f.size)} bytes)`)
    filesBySubmission.set(f.submission_id, list)
  }
  const parsed = rows.map((row) => ({ row, fields: parseFields(row.fields) }))
  // Fields that are the name, email or phone columns already (e.g. the enquiry's `_replyto`) are not repeated.
  const fixed = new Set(['Name', 'Email', 'Phone'])
  const fieldKeys: string[] = []
  for (const { fields } of parsed)
    for (const key of Object.keys(fields))
      if (!fieldKeys.includes(key) && !fixed.has(fieldLabel(kind, key))) fieldKeys.push(key)

  const header = [
    'ID',
    'Received (UTC)',
    'Name',
    'Email',
    'Phone',
    ...fieldKeys.map((key) => fieldLabel(kind, key)),
    'Files',
    'Status',
    'Status since (UTC)',
    'Assignee',
    'Latest note',
    'Latest note at (UTC)',
    'User agent',
  ]
  const lines = [csvLine(header)]
  for (const { row, fields } of parsed) {
    lines.push(
      csvLine([
        row.id,
        row.created_at,
        row.name,
        row.email,
        row.phone,
        ...fieldKeys.map((key) => fieldValue(kind, key, fields[key])),
        (filesBySubmission.get(row.id) ?? []).join('; '),
        statusLabel(row.status),
        row.status_changed_at,
        row.assignee,
        latestNote.get(row.id)?.body,
        latestNote.get(row.id)?.created_at,
        row.user_agent,
      ]),
    )
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
