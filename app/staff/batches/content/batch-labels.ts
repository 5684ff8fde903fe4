import type { BatchStatus, EnrolmentState } from '~/lib/batch-states'

// What the staff pages call a batch's status and an enrolment's state.

export const BATCH_STATUS_LABELS: Record<BatchStatus, string> = {
  draft: 'Draft (not shown)',
  open: 'Open for enrolment',
  full: 'Full (enrolment closed)',
  running: 'Running',
  finished: 'Finished',
  cancelled: 'Cancelled',
}

export const ENROLMENT_STATE_LABELS: Record<EnrolmentState, string> = {
  waitlisted: 'Waitlisted',
  offered: 'Offered a seat',
  enrolled: 'Enrolled',
  completed: 'Completed',
  withdrawn: 'Withdrawn',
}
