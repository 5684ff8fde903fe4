import { CERTIFICATE_FIELDS } from '~/staff/certificates/forms/certificate.schema'
import type { CertificateCourse } from '~/staff/certificates/server/certificate-courses.server'
import { checkCertificate, type NewCertificate } from '~/staff/certificates/server/certificate-input.server'

/** A batch is at most 500 graduates (a whole cohort and more) and 256 KB of CSV. */
export const MAX_CSV_ROWS = 500
export const MAX_CSV_BYTES = 256 * 1024

/** The columns, as the CSV's header row writes them: `completed_on`, `project1_url`, … */
export const CSV_COLUMNS = CERTIFICATE_FIELDS.map((field) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`))
const REQUIRED = ['name', 'email', 'course', 'completed_on', 'mentor']

export interface RowProblem {
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: number
  messages: string[]
}

export type CsvBatch = { ok: true; items: NewCertificate[] } | { ok: false; error: string; problems: RowProblem[] }

/**
 * Splits CSV text (RFC 4180: commas, double-quoted fields with "" for a quote, CRLF or LF) into rows of fields.
 * Returns null when a quoted field never ends.
 */
export function parseCsv(text: string): string[][] | null {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  const input = text.replace(/^\uFEFF/, '') // a spreadsheet's byte-order mark
  for (let i = 0; i < input.length; i++) {
    const char = input[i]!
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"' && field === '') quoted = true
    else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[i + 1] === '\n') i++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += char
  }
  if (quoted) return null
  if (field !== '' || row.length > 0) {
    row.push(field)
    rows.push(row)
  }
  return rows
}

const MESSAGE_LABELS: Record<string, string> = Object.fromEntries(
  CERTIFICATE_FIELDS.map((field, i) => [field, CSV_COLUMNS[i]!]),
)

/**
 * Reads a batch of certificates from CSV: a header row naming the columns (any order; `grade`, the projects and
 * `searchable` may be left out), then one graduate per row. Every row is checked like the single form; the batch is
 * good only if every row is, and otherwise each bad row is listed with what is wrong in it.
 */
export function readCertificateCsv(text: string, courses: readonly CertificateCourse[], today: string): CsvBatch {
  const fail = (error: string, problems: RowProblem[] = []): CsvBatch => ({ ok: false, error, problems })
  const rows = parseCsv(text)
  if (!rows) return fail('A quoted field in the file never ends. Check the quotes and save the file as CSV again.')
  const blank = (r: string[]) => r.every((v) => v.trim() === '')
  const [header, ...body] = rows
  if (!header || blank(header)) return fail('The file is empty. Put the column names in the first row.')
  const columns = header.map((h) => h.trim().toLowerCase())
  const unknown = columns.filter((c) => c !== '' && !CSV_COLUMNS.includes(c))
  if (unknown.length > 0)
    return fail(`Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. Use ${CSV_COLUMNS.join(', ')}.`)
  const missing = REQUIRED.filter((c) => !columns.includes(c))
  if (missing.length > 0)
    return fail(`The first row lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`)
  const entries = body.map((cells, i) => ({ row: i + 2, cells })).filter((e) => !blank(e.cells))
  if (entries.length === 0) return fail('The file has no graduates under its first row.')
  if (entries.length > MAX_CSV_ROWS) return fail(`A batch holds at most ${MAX_CSV_ROWS} graduates; split the file.`)

  const items: NewCertificate[] = []
  const problems: RowProblem[] = []
  const seen = new Map<string, number>()
  for (const { row, cells } of entries) {
    const messages: string[] = []
    if (cells.length > columns.length)
      messages.push(`it has ${cells.length} cells but the first row names ${columns.length} columns`)
    const raw: Record<string, string | boolean> = {}
    CERTIFICATE_FIELDS.forEach((field, i) => {
      const at = columns.indexOf(CSV_COLUMNS[i]!)
      raw[field] = at < 0 ? '' : (cells[at] ?? '')
    })
    const searchable = String(raw.searchable).trim().toLowerCase()
    if (!['', 'yes', 'no', 'y', 'n', 'true', 'false', '1', '0'].includes(searchable))
      messages.push('searchable: write yes or no')
    raw.searchable = ['yes', 'y', 'true', '1'].includes(searchable)
    const checked = checkCertificate(raw, courses, today)
    if (!checked.ok)
      for (const [field, message] of Object.entries(checked.errors))
        messages.push(`${MESSAGE_LABELS[field] ?? field}: ${message}`)
    else {
      const key = `${checked.value.email} ${checked.value.course.id}`
      const first = seen.get(key)
      if (first) messages.push(`the same graduate and course as row ${first}`)
      else seen.set(key, row)
      if (messages.length === 0) items.push(checked.value)
    }
    if (messages.length > 0) problems.push({ row, messages })
  }
  if (problems.length > 0)
    return fail(
      `Nothing was issued: ${problems.length} of ${entries.length} row${entries.length > 1 ? 's' : ''} need${problems.length === 1 ? 's' : ''} correcting.`,
      problems,
    )
  return { ok: true, items }
}
