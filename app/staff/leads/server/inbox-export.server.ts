import { sql, type Kysely, type Selectable } from 'kysely'
import { fieldLabel, fieldValue } from '~/forms/registry'
import { statusLabel } from '~/staff/shell/lib/lead-status'
import type { Database, SubmissionKind } from '~/server/db/schema.server'
import { parseFields } from '~/server/submission-read.server'
import { csvLine } from '~/staff/shell/server/csv.server'

/** Rows read per query while exporting: the export's memory stays that of one batch, whatever the table's size. */
const BATCH = 1000

type SubmissionRow = Required<Selectable<Database['submissions']>>

/** A kind's submissions oldest first, in batches read by keyset (created_at, id), so no batch holds the whole table. */
async function* batches<C extends keyof Database['submissions'] & string>(
  db: Kysely<Database>,
  kind: SubmissionKind,
  columns: readonly C[],
) {
  let after: { created_at: string; id: string } | undefined
  for (;;) {
    let query = db
      .selectFrom('submissions')
      .select([...new Set([...columns, 'created_at', 'id'] as const)] as C[])
      .where('kind', '=', kind)
    if (after) {
      const { created_at, id } = after
      query = query.where(sql<boolean>`(created_at, id) > (${created_at}, ${id})`)
    }
    const rows = (await query.orderBy('created_at').orderBy('id').limit(BATCH).execute()) as unknown as Pick<
      SubmissionRow,
      C | 'created_at' | 'id'
    >[]
    if (rows.length === 0) return
    yield rows
    const last = rows.at(-1)!
    after = { created_at: last.created_at, id: last.id }
    if (rows.length < BATCH) return
  }
}

/** The whole CSV as one string (tests, small exports), without the download's byte-order mark. */
export async function exportCsv(db: Kysely<Database>, kind: SubmissionKind): Promise<string> {
  let csv = ''
  for await (const chunk of exportCsvLines(db, kind)) csv += chunk
  return csv
}

/**
 * Every submission of one kind as CSV (RFC 4180: CRLF lines, quoted cells), oldest first: fixed columns, then one
 * column per form field seen, then the attached files. Read in batches (one pass for the field columns, one for the
 * rows) as the download stream asks for them (`csvResponse`, which also puts the byte-order mark first), so the
 * server's memory does not grow with the number of submissions.
 */
export async function* exportCsvLines(db: Kysely<Database>, kind: SubmissionKind): AsyncGenerator<string> {
  // Fields that are the name, email or phone columns already (e.g. the enquiry's `_replyto`) are not repeated.
  const fixed = new Set(['Name', 'Email', 'Phone'])
  const fieldKeys: string[] = []
  for await (const rows of batches(db, kind, ['fields']))
    for (const row of rows)
      for (const key of Object.keys(parseFields(row.fields)))
        if (!fieldKeys.includes(key) && !fixed.has(fieldLabel(kind, key))) fieldKeys.push(key)
  const accounts = new Map(
    (await db.selectFrom('staff_accounts').select(['id', 'name']).execute()).map((a) => [a.id, a.name]),
  )

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
  yield `${csvLine(header)}\r\n`
  const columns = [
    'id',
    'created_at',
    'name',
    'email',
    'phone',
    'fields',
    'status',
    'status_changed_at',
    'assignee',
    'assignee_id',
    'follow_up_on',
    'source',
    'source_landing',
    'source_referrer',
    'source_utm_source',
    'source_utm_medium',
    'source_utm_campaign',
    'user_agent',
  ] as const
  for await (const rows of batches(db, kind, columns)) {
    const ids = rows.map((r) => r.id)
    const [files, notes] = await Promise.all([
      db
        .selectFrom('submission_files')
        .select(['submission_id', 'filename', 'size'])
        .where('submission_id', 'in', ids)
        .orderBy('field')
        .execute(),
      db
        .selectFrom('submission_notes')
        .select(['submission_id', 'created_at', 'body'])
        .where('submission_id', 'in', ids)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
    ])
    const latestNote = new Map(notes.map((n) => [n.submission_id, n]))
    const filesBySubmission = new Map<string, string[]>()
    for (const f of files) {
      const list = filesBySubmission.get(f.submission_id) ?? []
      list.push(`${f.filename} (${Number(f.size)} bytes)`)
      filesBySubmission.set(f.submission_id, list)
    }
    let chunk = ''
    for (const row of rows) {
      const fields = parseFields(row.fields)
      chunk += `${csvLine([
        row.id,
        row.created_at,
        row.name,
        row.email,
        row.phone,
        ...fieldKeys.map((key) => fieldValue(kind, key, fields[key])),
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
      ])}\r\n`
    }
    yield chunk
  }
}
