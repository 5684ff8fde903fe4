import type { BatchMode, BatchStatus, EnrolmentState } from '~/lib/batch-states'

/**
 * Batches and enrolments (migration 015, docs/decisions/018). Days are 'YYYY-MM-DD' (India); money is integer paise.
 * `seats_taken` counts the enrolments that hold a seat (offered, enrolled, completed).
 */
export interface BatchTable {
  id: string
  /** The batch's reference prefix, unique: 'FE-2027-01'. */
  code: string
  /** A bootcamp's or a crash course's catalogue id. */
  course_id: string
  starts_on: string
  ends_on: string
  /** The last day enrolment is open. */
  enrol_by: string
  seats: number
  seats_taken: number
  /** The number of the batch's latest enrolment reference. */
  last_number: number
  mode: BatchMode
  fee_paise: number
  early_fee_paise: number | null
  /** The early-bird fee's last day. */
  early_until: string | null
  status: BatchStatus
  created_at: string
  updated_at: string
}

export interface EnrolmentTable {
  id: string
  /** 'FE-2027-01-017': the batch's code and the enrolment's number in it; kept when the student moves batch. */
  reference: string
  batch_id: string
  submission_id: string
  state: EnrolmentState
  fee_paise: number
  /** The start of the batch the student is in (moves with them). */
  starts_on: string
  /** When the person joined the batch or its waitlist: the waitlist's order. */
  created_at: string
  enrolled_at: string | null
  offered_at: string | null
  completed_on: string | null
  mentor: string | null
  withdrawn_at: string | null
  certificate_id: string | null
  updated_at: string
}
