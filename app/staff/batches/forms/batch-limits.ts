/**
 * The batches desk's limits, free of zod: the schemas, the stores and the forms' hints read the same numbers
 * (docs/operations.md#limits).
 */
export const BATCH_LIMITS = {
  /** Seats in one batch: a classroom cohort, not a MOOC. */
  maxSeats: 500,
  /** A course id as the catalogue spells it. */
  courseId: 80,
  /** The mentor who approved a completion, as the certificate prints it. */
  mentor: 120,
  /** Students marked completed in one post (every enrolled student of the largest batch). */
  maxPicked: 500,
  /** An owner's note for finishing a batch early or issuing a certificate before the fee is settled (audit log). */
  note: 300,
  /** How long a batch may run, in days (a year-long programme at most). */
  maxLengthDays: 366,
  /** The batch's fields as the form was opened with them (`editedFrom`: ten short values). */
  editedFrom: 600,
} as const

/** The batch form's field names (the page's component ships this module, so no zod here). */
export const BATCH_FIELDS = [
  'courseId',
  'startsOn',
  'endsOn',
  'enrolBy',
  'seats',
  'mode',
  'fee',
  'earlyFee',
  'earlyUntil',
  'status',
] as const
export type BatchField = (typeof BATCH_FIELDS)[number]
