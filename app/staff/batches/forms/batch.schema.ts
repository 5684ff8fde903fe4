import { z } from 'zod'
import { oneLineText, postedText, within } from '~/staff/shell/forms/form-text'
import { rupees } from '~/staff/shell/forms/form-text'
import { BATCH_MODES, BATCH_STATUSES } from '~/lib/batch-states'
import { BATCH_LIMITS } from './batch-limits'

// The batches desk's forms, each one schema that is the gate: what passes is what the store writes (money in paise,
// days as 'YYYY-MM-DD'); what fails answers with the message shown beside the field. The stores check nothing again.

const trimmed = postedText.transform((text) => text.trim())
const day = (what: string) => trimmed.pipe(z.iso.date(`Give the ${what} as a day, e.g. 2027-01-05.`))
const optionalDay = (what: string) =>
  trimmed.pipe(
    z.union([z.literal('').transform(() => null), z.iso.date(`Give the ${what} as a day, e.g. 2027-01-05.`)]),
  )
/** Whole rupees in the form, paise in the store; empty when the field is optional and left empty. */
const optionalPaise = (what: string) =>
  z.union([trimmed.pipe(z.literal('')).transform(() => null), rupees(what).transform((value) => value * 100)])

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000
}

/** A batch as staff create or change it. `fee` empty means the course's current price (the handler fills it in). */
export const BatchSchema = z
  .object({
    courseId: trimmed.pipe(
      z.string().min(1, 'Choose the course.').max(BATCH_LIMITS.courseId, 'Choose a course from the list.'),
    ),
    startsOn: day('first day'),
    endsOn: day('last day'),
    enrolBy: day('last day to enrol'),
    seats: trimmed.pipe(
      z
        .string()
        .regex(/^\d{1,6}$/, 'Give the number of seats as a whole number, e.g. 30.')
        .transform(Number)
        .pipe(
          z
            .number()
            .int('Give the seats as a whole number.')
            .min(1, 'A batch needs at least one seat.')
            .max(BATCH_LIMITS.maxSeats, `A batch has at most ${BATCH_LIMITS.maxSeats} seats.`),
        ),
    ),
    mode: z.enum(BATCH_MODES, { error: 'Choose online or in Bengaluru.' }),
    fee: optionalPaise('fee'),
    earlyFee: optionalPaise('early-bird fee'),
    earlyUntil: optionalDay('early-bird fee’s last day'),
    status: z.enum(BATCH_STATUSES, { error: 'Choose a status from the list.' }),
    /**
     * A change's form carries the batch as it was opened (`batchStamp`), so a save made from a page someone else has
     * changed since is refused instead of putting back what they changed (a cancelled batch reopened by old dates).
     */
    editedFrom: postedText.pipe(z.string().max(BATCH_LIMITS.editedFrom)).optional(),
  })
  .superRefine((b, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
    if (b.endsOn < b.startsOn) issue('endsOn', 'The last day cannot be before the first.')
    else if (daysBetween(b.startsOn, b.endsOn) > BATCH_LIMITS.maxLengthDays)
      issue('endsOn', `A batch runs at most ${BATCH_LIMITS.maxLengthDays} days.`)
    if (b.enrolBy > b.startsOn) issue('enrolBy', 'Enrolment must close on or before the first day.')
    if ((b.earlyFee === null) !== (b.earlyUntil === null))
      issue(
        b.earlyFee === null ? 'earlyFee' : 'earlyUntil',
        'Give both the early-bird fee and its last day, or neither.',
      )
    else if (b.earlyUntil !== null && b.earlyUntil > b.enrolBy)
      issue('earlyUntil', 'The early-bird fee must end by the last day to enrol.')
    if (b.earlyFee !== null && b.fee !== null && b.earlyFee >= b.fee)
      issue('earlyFee', 'The early-bird fee must be below the fee.')
  })
export type BatchInput = z.output<typeof BatchSchema>

const id = (what: string) => trimmed.pipe(z.string().min(1, `Choose ${what}.`).max(80, `Choose ${what}.`))

/** Enrolling a lead: the batch chosen on the lead's page. */
export const EnrolSchema = z.object({ batchId: id('a batch') })

/** One enrolment on the roster (withdraw, confirm an offer). */
export const EnrolmentRefSchema = z.object({ enrolmentId: id('a student') })

/** Moving a student to another batch. */
export const MoveSchema = z.object({ enrolmentId: id('a student'), toBatchId: id('the batch to move to') })

/** Marking students completed: the picked ones (or every enrolled one), the approving mentor and the day. */
export const CompleteSchema = z.object({
  enrolmentIds: z
    .array(z.string().trim().min(1).max(80), { error: 'Choose the students who completed.' })
    .max(BATCH_LIMITS.maxPicked, `Choose at most ${BATCH_LIMITS.maxPicked} students at once.`),
  all: postedText.transform((value) => value === 'on'),
  mentor: postedText
    .transform((text) => text.replace(/\s+/g, ' ').trim())
    .pipe(
      z
        .string()
        .min(1, 'Name the mentor who approved the work.')
        .max(BATCH_LIMITS.mentor, `Keep the mentor’s name within ${BATCH_LIMITS.mentor} characters.`),
    ),
  completedOn: day('completion date'),
})
export type CompleteInput = z.output<typeof CompleteSchema>

/** An owner's note for the audit log, on one line; `what` names it in the messages. */
const note = (what: string) => oneLineText.pipe(z.string().max(BATCH_LIMITS.note, within(BATCH_LIMITS.note, what)))

/** Finishing the batch: a note is needed only before its last day (the store checks the day and the role). */
export const FinishSchema = z.object({
  note: note('note').transform((text) => text || null),
})

/** An owner issuing one student's certificate before their fee is settled, with why. */
export const FeeOverrideSchema = z.object({
  enrolmentId: id('a student'),
  note: note('note').pipe(z.string().min(1, 'Write why the certificate is issued before the fee is settled.')),
})
