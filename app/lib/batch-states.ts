/** A batch's status as staff set it (docs/decisions/018); the batches desk labels each (content/batch-labels.ts). */
export const BATCH_STATUSES = ['draft', 'open', 'full', 'running', 'finished', 'cancelled'] as const
export type BatchStatus = (typeof BATCH_STATUSES)[number]

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
export const SEAT_HOLDING: readonly EnrolmentState[] = ['offered', 'enrolled', 'completed']
