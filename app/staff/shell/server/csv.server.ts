import { contentDisposition } from '~/server/http.server'

// Spreadsheets run a cell that starts with one of these as a formula (CSV injection); a leading quote stops that.
const FORMULA_START = /^[=+\-@\t\r]/
// A plain number (a credit note's '-7000.00') is not a formula and must stay a number for the accountant's import.
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/

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
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** One CSV line of cells, without its line break. */
export function csvLine(cells: readonly unknown[]): string {
  return cells.map(csvCell).join(',')
}

// Without a byte-order mark Excel reads a CSV as the PC's code page (Windows-1252): ₹ and names with diacritics or in
// Indian scripts come out as mojibake. With it, Excel, LibreOffice and Numbers all read UTF-8.
const BOM = '\uFEFF'

/**
 * A staff CSV download: the UTF-8 byte-order mark, then `csv` (the whole text, or its chunks as they are read, for an
 * export too large to hold), private, never stored or indexed, saved as `filename`. Every staff CSV answers with it.
 */
export function csvResponse(filename: string, csv: string | AsyncIterable<string>): Response {
  return new Response(typeof csv === 'string' ? `${BOM}${csv}` : streamOf(csv), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': contentDisposition(filename),
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  })
}

/** The BOM then each chunk, read only as the client takes them; a client that leaves ends the reading. */
function streamOf(chunks: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const iterator = chunks[Symbol.asyncIterator]()
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(BOM))
    },
    async pull(controller) {
      const next = await iterator.next()
      if (next.done) controller.close()
      else controller.enqueue(encoder.encode(next.value))
    },
    async cancel() {
      await iterator.return?.(undefined)
    },
  })
}
