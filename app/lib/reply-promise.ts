// The site promises a reply within a day: each new lead gets a first-response due time when it arrives (the
// submissions store writes it), and the staff inbox marks leads past it. Pure, so the store, the staff pages and their
// tests compute it alike. docs/decisions/020-lead-desk.md. Sundays and the office's holidays do not count
// (working-days.ts).
import { isWorkingDay } from './working-days'

export interface ReplyPromise {
  /** Hours from arrival to the first response (FIRST_RESPONSE_HOURS, default 24). */
  hours: number
  /** Count only office hours, Monday to Saturday (not holidays) 9:30 am–6:30 pm India time, the office hours (FIRST_RESPONSE_BUSINESS_HOURS=1). */
  businessHours: boolean
}

export const DEFAULT_REPLY_PROMISE: ReplyPromise = { hours: 24, businessHours: false }

/** India is UTC+5:30 all year. */
const IST_OFFSET_MS = 330 * 60_000
const HOUR_MS = 3_600_000
/** The office day in India, in hours after midnight. */
export const OFFICE_OPENS = 9.5
export const OFFICE_CLOSES = 18.5

/** When the first response to a lead that arrived at `arrived` is due. */
export function firstResponseDue(arrived: Date, promise: ReplyPromise = DEFAULT_REPLY_PROMISE): Date {
  if (!promise.businessHours) {
    // A promise in plain hours that ends on a closed day moves to the same time on the next working day.
    let due = arrived.getTime() + promise.hours * HOUR_MS
    while (!isWorkingDay(new Date(due + IST_OFFSET_MS).toISOString().slice(0, 10))) due += 24 * HOUR_MS
    return new Date(due)
  }
  // Walk office days in India time, spending the promised hours inside them.
  let left = promise.hours * HOUR_MS
  let t = arrived.getTime() + IST_OFFSET_MS // a clock reading India time in UTC fields
  for (;;) {
    const day = new Date(t)
    const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate())
    const opens = midnight + OFFICE_OPENS * HOUR_MS
    const closes = midnight + OFFICE_CLOSES * HOUR_MS
    if (isWorkingDay(day.toISOString().slice(0, 10)) && t < closes) {
      const start = Math.max(t, opens)
      if (start + left <= closes) return new Date(start + left - IST_OFFSET_MS)
      left -= closes - start
    }
    t = midnight + 24 * HOUR_MS
  }
}

/** How long ago, short: 'just now', '12 min', '3 h', '2 days'. */
export function ageText(fromIso: string, now: Date): string {
  return spanText(now.getTime() - Date.parse(fromIso))
}

/** A span of time, short and rounded down: '12 min', '3 h', '1 day', '5 days'; under a minute 'just now'. */
export function spanText(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000)
  if (minutes < 1) return 'just now'
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `${hours} h`
  const days = Math.floor(hours / 24)
  return `${days} ${days === 1 ? 'day' : 'days'}`
}

/** Where a lead stands against the promise: null once answered (or without a due time). */
export function replyDue(
  lead: { firstResponseDueAt: string | null; firstResponseAt: string | null },
  now: Date,
): { overdue: boolean; text: string } | null {
  if (lead.firstResponseAt || !lead.firstResponseDueAt) return null
  const left = Date.parse(lead.firstResponseDueAt) - now.getTime()
  return left <= 0
    ? { overdue: true, text: `Reply overdue by ${spanText(-left)}` }
    : { overdue: false, text: `Reply due in ${spanText(left) === 'just now' ? 'under a minute' : spanText(left)}` }
}
