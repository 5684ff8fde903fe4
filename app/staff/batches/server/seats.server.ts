import type { Kysely, Transaction } from 'kysely'
import { formatDate, formatRupees } from '~/lib/format'
import type { BatchStatus } from '~/lib/batch-states'
import { statusLabel } from '~/staff/shell/lib/lead-status'
import type { Database } from '~/server/db/schema.server'
import { queueMail } from '~/server/outbox.server'
import { recordLeadEvent } from '~/staff/shell/server/lead-events.server'
import { seatOfferMail } from '~/staff/batches/content/batch-mail'
import { batchCourses } from './batches.server'

// Seats are taken and freed only by conditional updates of batches.seats_taken inside the caller's transaction:
// `seats_taken < seats` is checked by the database on the row it changes, so on PostgreSQL a second server racing
// for the last seat waits for the first's row lock, re-reads the row and finds it full (docs/decisions/018). These
// are the only statements that change seats_taken (and erasure's, which gives an erased person's seat back).

type Db = Kysely<Database> | Transaction<Database>

const pad = (n: number) => String(n).padStart(3, '0')

/** The next reference of a batch and, when `takeSeat`, its seat: null when no seat is left (or the batch is closed). */
export async function nextNumber(trx: Transaction<Database>, batchId: string, takeSeat: boolean, at: string) {
  let query = trx
    .updateTable('batches')
    .set((eb) => ({
      last_number: eb('last_number', '+', 1),
      ...(takeSeat ? { seats_taken: eb('seats_taken', '+', 1) } : {}),
      updated_at: at,
    }))
    .where('id', '=', batchId)
  if (takeSeat) query = query.where('status', '=', 'open').whereRef('seats_taken', '<', 'seats')
  const row = await query.returning(['code', 'last_number']).executeTakeFirst()
  return row ? `${row.code}-${pad(Number(row.last_number))}` : null
}

/** Takes one seat of the batch without numbering (a move, an offer); false when none is left. */
export async function takeSeat(
  trx: Transaction<Database>,
  batchId: string,
  at: string,
  statuses: BatchStatus[],
): Promise<boolean> {
  const result = await trx
    .updateTable('batches')
    .set((eb) => ({ seats_taken: eb('seats_taken', '+', 1), updated_at: at }))
    .where('id', '=', batchId)
    .where('status', 'in', statuses)
    .whereRef('seats_taken', '<', 'seats')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function freeSeat(trx: Transaction<Database>, batchId: string, at: string) {
  await trx
    .updateTable('batches')
    .set((eb) => ({ seats_taken: eb('seats_taken', '-', 1), updated_at: at }))
    .where('id', '=', batchId)
    .where('seats_taken', '>', 0)
    .execute()
}

/** Marks the lead Enrolled/Won (with its timeline entry) unless it is already. */
export async function markWon(trx: Transaction<Database>, submissionId: string, actor: string, now: Date) {
  const lead = await trx.selectFrom('submissions').select('status').where('id', '=', submissionId).executeTakeFirst()
  if (!lead || lead.status === 'won') return
  await trx
    .updateTable('submissions')
    .set({ status: 'won', status_changed_at: now.toISOString() })
    .where('id', '=', submissionId)
    .execute()
  await recordLeadEvent(
    trx,
    submissionId,
    { action: 'status', detail: `${statusLabel(lead.status)} → ${statusLabel('won')}`, actor },
    now,
  )
}

/**
 * A withdrawn student's lead leaves Enrolled/Won (and the desk's Due view) for Closed, unless the person still holds
 * or waits for a place in another batch.
 */
export async function closeLeadWithoutPlace(
  trx: Transaction<Database>,
  submissionId: string,
  actor: string,
  now: Date,
) {
  const other = await trx
    .selectFrom('enrolments')
    .select('id')
    .where('submission_id', '=', submissionId)
    .where('state', '!=', 'withdrawn')
    .executeTakeFirst()
  const lead = await trx.selectFrom('submissions').select('status').where('id', '=', submissionId).executeTakeFirst()
  if (other || !lead || lead.status !== 'won') return
  await trx
    .updateTable('submissions')
    .set({ status: 'closed', status_changed_at: now.toISOString() })
    .where('id', '=', submissionId)
    .execute()
  await recordLeadEvent(
    trx,
    submissionId,
    { action: 'status', detail: `${statusLabel('won')} → ${statusLabel('closed')} (withdrawn)`, actor },
    now,
  )
}

/** The waitlist place of a waitlisted enrolment (1 for the first). */
export async function waitlistPosition(db: Db, batchId: string, createdAt: string, reference: string): Promise<number> {
  const row = await db
    .selectFrom('enrolments')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('batch_id', '=', batchId)
    .where('state', '=', 'waitlisted')
    .where((eb) =>
      eb.or([
        eb('created_at', '<', createdAt),
        eb.and([eb('created_at', '=', createdAt), eb('reference', '<=', reference)]),
      ]),
    )
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Who was offered a freed seat, for the page's notice. */
export interface Offered {
  name: string
  reference: string
}

/**
 * When a seat of the batch is free and someone waits, the first on the waitlist is offered it: the seat is held
 * (state offered), a mail tells them, and their lead's timeline says so. Returns who, or null.
 */
export async function offerNextSeat(
  trx: Transaction<Database>,
  batchId: string,
  actor: string,
  now: Date,
): Promise<Offered | null> {
  const at = now.toISOString()
  const first = await trx
    .selectFrom('enrolments')
    .innerJoin('submissions', 'submissions.id', 'enrolments.submission_id')
    .select([
      'enrolments.id',
      'enrolments.reference',
      'enrolments.submission_id',
      'enrolments.fee_paise',
      'submissions.name',
      'submissions.email',
    ])
    .where('enrolments.batch_id', '=', batchId)
    .where('enrolments.state', '=', 'waitlisted')
    .orderBy('enrolments.created_at')
    .orderBy('enrolments.reference')
    .limit(1)
    .executeTakeFirst()
  if (!first) return null
  if (!(await takeSeat(trx, batchId, at, ['open', 'full']))) return null
  await trx
    .updateTable('enrolments')
    .set({ state: 'offered', offered_at: at, updated_at: at })
    .where('id', '=', first.id)
    .execute()
  const batch = await trx
    .selectFrom('batches')
    .select(['code', 'course_id', 'starts_on'])
    .where('id', '=', batchId)
    .executeTakeFirstOrThrow()
  const course = (await batchCourses(trx)).find((c) => c.id === batch.course_id)
  const mail = seatOfferMail({
    name: first.name.trim(),
    courseTitle: course?.title ?? batch.course_id,
    startsOn: formatDate(batch.starts_on),
    reference: first.reference,
    fee: formatRupees(Number(first.fee_paise) / 100),
  })
  await queueMail(trx, { kind: 'message', to: first.email, ...mail }, now)
  await recordLeadEvent(
    trx,
    first.submission_id,
    { action: 'enrolment', detail: `Offered a freed seat in ${batch.code} (${first.reference}); mailed`, actor },
    now,
  )
  return { name: first.name, reference: first.reference }
}
