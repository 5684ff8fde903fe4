/** Counselling calls (migration 029, docs/decisions/029). Times are ISO instants; days are 'YYYY-MM-DD' in India. */
export interface CounsellorTable {
  staff_id: string
  /** 1 while the counsellor takes calls; 0 hides their times. */
  active: number
  call_minutes: number
  buffer_minutes: number
  notice_minutes: number
  horizon_days: number
  daily_limit: number
  /** JSON of seven `HoursRange[]`, India time, index 0 Sunday (app/lib/booking-slots.ts). */
  weekly_hours: string
  /** The video link the counsellor uses; null: we phone the visitor. */
  call_link: string | null
  updated_at: string
  /** SHA-256 (hex) of the secret in the counsellor's calendar feed URL; null until they ask for one (migration 030). */
  feed_token_hash: string | null
}

export interface CounsellorDayTable {
  staff_id: string
  day: string
  /** JSON of `HoursRange[]`; '[]' is a day off. */
  hours: string
  note: string
}

export type CallStatus = 'booked' | 'cancelled'

export type CallOutcome = 'talked' | 'no-show' | 'moved-by-us'

export interface CounsellingCallTable {
  id: string
  /** What the visitor quotes: 'CALL-7KQ4MZ'. */
  reference: string
  staff_id: string
  starts_at: string
  ends_at: string
  status: CallStatus
  /** What the call is for (app/forms/call-booking.schema.ts). */
  purpose: string
  name: string
  email: string
  phone: string
  course: string | null
  question: string | null
  /** The visitor's IANA time zone when it was known and not India's. */
  visitor_zone: string | null
  /** SHA-256 (hex) of the token in the visitor's reschedule and cancel links. */
  token_hash: string
  /** The invitation's SEQUENCE: raised by every reschedule and by the cancel. */
  sequence: number
  /** The visitor's lead. */
  submission_id: string | null
  outcome: CallOutcome | null
  outcome_at: string | null
  outcome_by: string | null
  created_at: string
  updated_at: string
  cancelled_at: string | null
}
