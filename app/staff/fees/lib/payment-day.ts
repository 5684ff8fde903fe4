// Which day a payment may carry (decision 024). The day decides the invoice's financial year and so its series: a
// day that is not real, in the future, or years back would start a series of its own (RW/2098-99/0001).

import { financialYearOf } from '~/lib/gst'

export type PaymentDayProblem = 'not-a-day' | 'future' | 'too-early' | 'previous-year'

/** Whether `text` is a real calendar day written 'YYYY-MM-DD' (2026-02-31 is not). */
export function isRealDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const day = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text
}

/** The first day of the financial year (April to March) a day falls in. */
export function financialYearStart(day: string): string {
  return `${financialYearOf(day).slice(0, 4)}-04-01`
}

/** The first day of the financial year before the one a day falls in. */
export function previousFinancialYearStart(day: string): string {
  return `${Number(financialYearOf(day).slice(0, 4)) - 1}-04-01`
}

/**
 * The earliest day a payment may carry: the start of the enrolment's financial year, and never before the previous
 * financial year (whose returns may already be filed).
 */
export function earliestPaymentDay(today: string, enrolledOn: string): string {
  const enrolmentYear = financialYearStart(enrolledOn)
  const previousYear = previousFinancialYearStart(today)
  return enrolmentYear > previousYear ? enrolmentYear : previousYear
}

/**
 * What is wrong with a payment day, if anything: not a real day; after today (India); before the earliest day; or in
 * the previous financial year without an owner's note (back-dating into a year whose GST returns may be filed).
 */
export function paymentDayProblem(
  day: string,
  { today, enrolledOn, ownerNote }: { today: string; enrolledOn: string; ownerNote: string | null },
): PaymentDayProblem | null {
  if (!isRealDay(day)) return 'not-a-day'
  if (day > today) return 'future'
  if (day < earliestPaymentDay(today, enrolledOn)) return 'too-early'
  if (day < financialYearStart(today) && !ownerNote) return 'previous-year'
  return null
}
