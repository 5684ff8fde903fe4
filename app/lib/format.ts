// Written out by hand rather than with Intl: constructing the first en-IN Intl formatter in the browser loads ICU
// locale data, measured at ~50 ms of main-thread time while the page's modules are evaluated (issue 10, decision 004).
// format.test.ts checks both against Intl's output.
import { formatPaise } from './money'

const MONTHS = 'January February March April May June July August September October November December'.split(' ')

/** Copy with its `{name}` placeholders filled in: fillTemplate('Starts {date}', { date: '5 January' }). Unknown names
 *  stay as they are, also the names every object inherits (`{constructor}`, `{toString}`): only `values`' own count. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    Object.hasOwn(values, key) && values[key] !== undefined ? String(values[key]) : match,
  )
}

/** '2025-01-10' → '10 January 2025'. */
export function formatDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`
}

/**
 * 100000 → '₹1,00,000': whole rupees (the catalogue's prices) written by the one visitor-facing money formatter,
 * `formatPaise` (Indian digit grouping: the last three digits, then groups of two).
 */
export function formatRupees(amount: number): string {
  return formatPaise(Math.sign(amount) * Math.round(Math.abs(amount)) * 100)
}

/** 10 → 'ten' (copy spells small counts out); 13 and more stay digits. */
export function countWord(count: number): string {
  // Inside the function, so a page that never calls it never ships the words.
  const words = [
    'zero',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
  ]
  return words[count] ?? String(count)
}
