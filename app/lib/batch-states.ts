/** A batch's status as staff set it (docs/decisions/018), with the label the pages show. */
export const BATCH_STATUSES = ['draft', 'open', 'full', 'running', 'finished', 'cancelled'] as const
export type BatchStatus = (typeof BATCH_STATUSES)[number]
export const BATCH_STATUS_LABELS: Record<BatchStatus, string> = {
  draft: 'Draft (not shown)',
  open: 'Open for enrolment',
  full: 'Full (enrolment closed)',
  running: 'Running',
  finished: 'Finished',
  cancelled: 'Cancelled',
}

/** Where a batch runs. */
export const BATCH_MODES = ['online', 'bengaluru'] as const
export type BatchMode = (typeof BATCH_MODES)[number]
export const BATCH_MODE_LABELS: Record<BatchMode, string> = { online: 'Online', bengaluru: 'In Bengaluru' }

/**
 * An enrolment's state: waitlisted (no seat) → offered (a seat held for them) → enrolled → completed, or withdrawn.
 * Offered, enrolled and completed hold a seat.
 */
export const ENROLMENT_STATES = ['waitlisted', 'offered', 'enrolled', 'completed', 'withdrawn'] as const
export type EnrolmentState = (typeof ENROLMENT_STATES)[number]
export const ENROLMENT_STATE_LABELS: Record<EnrolmentState, string> = {
  waitlisted: 'Waitlisted',
  offered: 'Offered a seat',
  enrolled: 'Enrolled',
  completed: 'Completed',
  withdrawn: 'Withdrawn',
}
export const SEAT_HOLDING: readonly EnrolmentState[] = ['offered', 'enrolled', 'completed']
