import { createHash } from 'node:crypto'
import Papa from 'papaparse'

// A bank statement as staff download it (decision 028): a CSV, or the XLSX most Indian banks export, with a few lines
// about the account above the table, then a header row, then one row per transaction, then totals. This reads the
// table, finds its columns (by the headers saved for the bank, or by the words banks use), and turns each credit into
// a line: its India day, its amount in paise, the narration and reference as printed, and the UTR it carries.

export type Cell = string | number | boolean | Date | null

/** The headers of the four columns a statement is read by; `reference` may be absent (some banks have none). */
export interface StatementColumns {
  date: string
  narration: string
  reference: string | null
  credit: string
}

export interface StatementLine {
  onDay: string
  amountPaise: number
  narration: string
  reference: string
  /** A 12-digit UPI reference, or a bank UTR, read from the reference or the narration. */
  utr: string | null
  /** Unique per bank and line as printed (balance included, or its place among identical lines). */
  key: string
}

export interface ReadStatement {
  columns: StatementColumns
  lines: StatementLine[]
  /** Rows with a date and no credit: withdrawals and charges, left out. */
  debits: number
}

export type StatementProblem =
  | { problem: 'unreadable' }
  | { problem: 'too-many-rows'; max: number }
  | { problem: 'no-columns'; headers: string[] }
  | { problem: 'no-credits' }

/** The most rows one statement may have: a busy account's quarter, with room to spare. */
export const MAX_STATEMENT_ROWS = 20_000

/** The words banks head their columns with (HDFC, ICICI, SBI, Axis, Kotak and others), in order of preference. */
const HEADER_WORDS: Record<keyof StatementColumns | 'balance', RegExp[]> = {
  date: [/^(txn|tran|transaction)\.? ?date$/, /^date$/, /^(posting|value) ?date$/, /date/],
  narration: [/^narration$/, /description/, /particulars/, /remarks/, /details/, /narration/],
  reference: [/utr/, /ref/, /chq/, /cheque/],
  credit: [/^(deposit|credit)( amount| amt\.?)?( \(inr\)| \(₹\))?$/, /deposit/, /^cr\.?$/, /credit/],
  balance: [/balance/],
}

const normal = (cell: Cell) =>
  (cell instanceof Date ? cell.toISOString() : String(cell ?? '')).replace(/\s+/g, ' ').trim().toLowerCase()

/** The statement's rows as cells: the first sheet of an XLSX (it starts with a ZIP's signature), else CSV text. */
export async function readStatementRows(bytes: Uint8Array): Promise<Cell[][] | StatementProblem> {
  try {
    if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) {
      // The XLSX reader loads with the first spreadsheet, not at every server start.
      const { readSheet } = await import('read-excel-file/node')
      const rows = (await readSheet(Buffer.from(bytes))) as Cell[][]
      return rows.length > MAX_STATEMENT_ROWS ? { problem: 'too-many-rows', max: MAX_STATEMENT_ROWS } : rows
    }
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '')
    if (text.includes('\0')) return { problem: 'unreadable' }
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true, preview: MAX_STATEMENT_ROWS + 1 })
    if (parsed.data.length > MAX_STATEMENT_ROWS) return { problem: 'too-many-rows', max: MAX_STATEMENT_ROWS }
    return parsed.data.length ? parsed.data : { problem: 'unreadable' }
  } catch {
    return { problem: 'unreadable' }
  }
}

function columnOf(header: string[], words: RegExp[], taken: number[]): number {
  for (const word of words) {
    const at = header.findIndex((cell, i) => !taken.includes(i) && cell !== '' && word.test(cell))
    if (at >= 0) return at
  }
  return -1
}

interface FoundColumns {
  headerRow: number
  at: { date: number; narration: number; reference: number; credit: number; balance: number }
  columns: StatementColumns
}

/**
 * The header row among the first 40 and where each column is: by the headers saved for this bank when given, else by
 * the words banks use. A credit column named "Debit" is never taken (its words are tried after the others').
 */
export function findColumns(rows: Cell[][], saved?: StatementColumns): FoundColumns | StatementProblem {
  const seen: string[] = []
  for (let r = 0; r < Math.min(rows.length, 40); r++) {
    const header = rows[r]!.map(normal)
    if (header.filter(Boolean).length < 3) continue
    const taken: number[] = []
    const pick = (role: keyof typeof HEADER_WORDS) => {
      const name = saved && role !== 'balance' ? saved[role] : undefined
      const at =
        role !== 'balance' && saved
          ? name
            ? header.indexOf(normal(name))
            : -1
          : columnOf(
              header.map((cell) => (role === 'credit' && /debit|withdraw/.test(cell) ? '' : cell)),
              HEADER_WORDS[role],
              taken,
            )
      if (at >= 0) taken.push(at)
      return at
    }
    const date = pick('date')
    const credit = pick('credit')
    const narration = pick('narration')
    const reference = pick('reference')
    const balance = pick('balance')
    if (date >= 0 && credit >= 0 && narration >= 0) {
      const cells = rows[r]!.map((cell) => String(cell ?? '').trim())
      return {
        headerRow: r,
        at: { date, narration, reference, credit, balance },
        columns: {
          date: cells[date]!,
          narration: cells[narration]!,
          reference: reference >= 0 ? cells[reference]! : null,
          credit: cells[credit]!,
        },
      }
    }
    if (!seen.length) seen.push(...rows[r]!.map((cell) => String(cell ?? '').trim()).filter(Boolean))
  }
  return { problem: 'no-columns', headers: seen.slice(0, 12) }
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

/** A statement's date as 'YYYY-MM-DD': a spreadsheet date, or text as Indian banks print it (day first). */
export function statementDay(cell: Cell): string | undefined {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? undefined : cell.toISOString().slice(0, 10)
  const text = String(cell ?? '').trim()
  let day: number, month: number, year: number
  let m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text)
  if (m) [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  else if ((m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(text)))
    [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])]
  else if ((m = /^(\d{1,2})[ -]([A-Za-z]{3})[a-z]*[-, ]+(\d{2}|\d{4})$/.exec(text)))
    [day, month, year] = [Number(m[1]), MONTHS.indexOf(m[2]!.toLowerCase()) + 1, Number(m[3])]
  else return undefined
  if (year < 100) year += 2000
  const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
  const check = new Date(`${iso}T00:00:00Z`)
  return !Number.isNaN(check.getTime()) && check.toISOString().slice(0, 10) === iso ? iso : undefined
}

/** An amount in paise: a number, or text like "1,20,000.00", "₹ 7,000", "7000.00 Cr"; 0 for an empty cell. */
export function statementPaise(cell: Cell): number | undefined {
  if (typeof cell === 'number') return Number.isFinite(cell) && cell >= 0 ? Math.round(cell * 100) : undefined
  const text = String(cell ?? '')
    .replace(/₹|inr|rs\.?|cr\.?$|,|\s/gi, '')
    .trim()
  if (text === '' || text === '-') return 0
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined
  const [rupees, paise = ''] = text.split('.')
  return Number(rupees) * 100 + Number(paise.padEnd(2, '0'))
}

/** The UPI reference (12 digits) or bank UTR (NEFT, RTGS, IMPS) a line carries, from its reference or narration. */
export function utrOf(reference: string, narration: string): string | null {
  for (const text of [reference, narration]) {
    const upi = /(?<![\dA-Za-z])(\d{12})(?![\dA-Za-z])/.exec(text)
    if (upi) return upi[1]!
  }
  const bank = /(?<![A-Z0-9])([A-Z]{4}[RHN0-9][A-Z0-9]{11,17})(?![A-Z0-9])/.exec(
    `${reference} ${narration}`.toUpperCase(),
  )
  return bank ? bank[1]! : null
}

/** Every credit of the table below its header row; reading stops being strict at the first row without a date. */
export function statementLines(bank: string, rows: Cell[][], found: FoundColumns): ReadStatement {
  const lines: StatementLine[] = []
  const printed = new Map<string, number>()
  let debits = 0
  for (const row of rows.slice(found.headerRow + 1)) {
    const onDay = statementDay(row[found.at.date] ?? null)
    if (!onDay) continue // a blank row, a page footer, the totals
    const amountPaise = statementPaise(row[found.at.credit] ?? null)
    if (!amountPaise) {
      debits += 1
      continue
    }
    const narration = String(row[found.at.narration] ?? '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 500)
    const reference =
      found.at.reference >= 0
        ? String(row[found.at.reference] ?? '')
            .trim()
            .slice(0, 100)
        : ''
    const balance = found.at.balance >= 0 ? String(row[found.at.balance] ?? '').trim() : ''
    const line = [bank.trim().toLowerCase(), onDay, amountPaise, reference, narration, balance].join('\n')
    // Two identical credits on one day (no balance column to tell them apart) are the first and second of them.
    const nth = (printed.get(line) ?? 0) + 1
    printed.set(line, nth)
    lines.push({
      onDay,
      amountPaise,
      narration,
      reference,
      utr: utrOf(reference, narration),
      key: createHash('sha256').update(`${line}\n${nth}`).digest('hex'),
    })
  }
  return { columns: found.columns, lines, debits }
}
