import type { Kysely } from 'kysely'
import { fieldLabel } from '~/forms/registry'
import { statusLabel } from '~/lib/lead-status'
import type { Database, SubmissionKind } from './db/schema.server'
import { parseFields } from './inbox.server'

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
  const accounts = new Map(
    (await db.selectFrom('staff_accounts').select(['id', 'name']).execute()).map((a) => [a.id, a.name]),
  )
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
    'Next follow-up',
    'Latest note',
    'Latest note at (UTC)',
    'Source',
    'Landing page',
    'Referring site',
    'UTM source',
    'UTM medium',
    'UTM campaign',
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
        ...fieldKeys.map((key) => fields[key]),
        (filesBySubmission.get(row.id) ?? []).join('; '),
        statusLabel(row.status),
        row.status_changed_at,
        row.assignee_id ? (accounts.get(row.assignee_id) ?? 'A removed account') : row.assignee,
        row.follow_up_on,
        latestNote.get(row.id)?.body,
        latestNote.get(row.id)?.created_at,
        row.source,
        row.source_landing,
        row.source_referrer,
        row.source_utm_source,
        row.source_utm_medium,
        row.source_utm_campaign,
        row.user_agent,
      ]),
    )
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
