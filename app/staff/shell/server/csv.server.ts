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
