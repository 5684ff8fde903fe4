import type { Kysely, Transaction } from 'kysely'
import type { EnrolmentState } from '~/lib/batch-states'
import { ENROLMENT_STATE_LABELS } from '~/staff/batches/content/batch-labels'
import type { Database } from '~/server/db/schema.server'
import { mailQueued } from '~/server/outbox.server'
import { bumpSiteVersion } from '~/server/site-content.server'
import { recordLeadEvent } from '~/staff/shell/server/lead-events.server'
import { lockEnrolment } from '~/staff/shell/server/row-locks.server'
import { shiftFeePlan } from './batch-changes.server'
import { enrolmentCommitted } from './enrolment-events.server'
import type { EnrolmentActor } from './enrolments.server'
import { closeLeadWithoutPlace, freeSeat, markWon, offerNextSeat, takeSeat, type Offered } from './seats.server'

// A student's place changed after enrolling: withdrawn, an offered seat taken up, moved to another batch, each one
// transaction that locks the enrolment first (enrolling is enrolments.server.ts; the seat statements are in
// seats.server.ts, docs/decisions/018).

/** One enrolment with its batch and lead, inside a transaction. */
async function enrolmentRow(trx: Transaction<Database>, enrolmentId: string) {
  return trx
    .selectFrom('enrolments')
    .innerJoin('batches', 'batches.id', 'enrolments.batch_id')
    .innerJoin('submissions', 'submissions.id', 'enrolments.submission_id')
    .select([
      'enrolments.id',
      'enrolments.reference',
      'enrolments.state',
      'enrolments.batch_id',
      'enrolments.submission_id',
      'enrolments.fee_paise',
      'enrolments.starts_on',
      'batches.code',
      'submissions.name',
    ])
    .where('enrolments.id', '=', enrolmentId)
    .executeTakeFirst()
}

export type ChangeResult =
  | { ok: true; name: string; reference: string; code: string; offered: Offered | null }
  | { ok: false; error: string }

const NOT_FOUND = { ok: false, error: 'That student is no longer on this roster.' } as const

/**
 * Withdraws a student or a waitlisted person. A held seat (offered or enrolled) is freed and offered to the first on
 * the waitlist, in the same transaction. A completed student is not withdrawn.
 */
export async function withdrawEnrolment(
  db: Kysely<Database>,
  enrolmentId: string,
  actor: EnrolmentActor,
  now = new Date(),
): Promise<ChangeResult> {
  const result = await db.transaction().execute((trx) => withdrawWithin(trx, enrolmentId, actor, now))
  if (result.ok && result.offered) mailQueued()
  return result
}

/**
 * The withdrawal inside the caller's transaction (a refund that withdraws is one transaction with it): the seat freed
 * and offered to the first on the waitlist, and the lead closed when it holds no other place. The caller wakes the
 * outbox after committing when `offered` is set.
 */
export async function withdrawWithin(
  trx: Transaction<Database>,
  enrolmentId: string,
  actor: EnrolmentActor,
  now: Date,
): Promise<ChangeResult> {
  const at = now.toISOString()
  if (!(await lockEnrolment(trx, enrolmentId))) return NOT_FOUND
  const row = await enrolmentRow(trx, enrolmentId)
  if (!row) return NOT_FOUND
  if (row.state === 'withdrawn' || row.state === 'completed')
    return {
      ok: false,
      error: `${row.name} has ${row.state === 'withdrawn' ? 'already withdrawn' : 'completed the course'}.`,
    }
  const updated = await trx
    .updateTable('enrolments')
    .set({ state: 'withdrawn', withdrawn_at: at, updated_at: at })
    .where('id', '=', enrolmentId)
    .where('state', '=', row.state)
    .executeTakeFirst()
  if (Number(updated.numUpdatedRows) !== 1)
    return { ok: false, error: 'Someone changed this student just now. Look again.' }
  await recordLeadEvent(
    trx,
    row.submission_id,
    { action: 'enrolment', detail: `Withdrawn from ${row.code} (${row.reference})`, actor: actor.name },
    now,
  )
  await closeLeadWithoutPlace(trx, row.submission_id, actor.name, now)
  let offered: Offered | null = null
  if (holdsSeat(row.state)) {
    await freeSeat(trx, row.batch_id, at)
    offered = await offerNextSeat(trx, row.batch_id, actor.name, now)
    await bumpSiteVersion(trx, now)
  }
  return { ok: true, name: row.name, reference: row.reference, code: row.code, offered }
}

function holdsSeat(state: EnrolmentState): boolean {
  return state === 'offered' || state === 'enrolled' || state === 'completed'
}

/** An offered seat taken up: the person becomes enrolled and their lead Enrolled/Won. */
export async function confirmOffer(
  db: Kysely<Database>,
  enrolmentId: string,
  actor: EnrolmentActor,
  now = new Date(),
): Promise<ChangeResult> {
  const at = now.toISOString()
  const result = await db.transaction().execute(async (trx): Promise<ChangeResult & { courseId?: string }> => {
    if (!(await lockEnrolment(trx, enrolmentId))) return NOT_FOUND
    const row = await enrolmentRow(trx, enrolmentId)
    if (!row) return NOT_FOUND
    if (row.state !== 'offered') return { ok: false, error: `${row.name} has no seat offer waiting.` }
    await trx
      .updateTable('enrolments')
      .set({ state: 'enrolled', enrolled_at: at, updated_at: at })
      .where('id', '=', enrolmentId)
      .execute()
    await markWon(trx, row.submission_id, actor.name, now)
    await recordLeadEvent(
      trx,
      row.submission_id,
      {
        action: 'enrolment',
        detail: `Took the offered seat: enrolled in ${row.code} as ${row.reference}`,
        actor: actor.name,
      },
      now,
    )
    const batch = await trx
      .selectFrom('batches')
      .select('course_id')
      .where('id', '=', row.batch_id)
      .executeTakeFirstOrThrow()
    return {
      ok: true,
      name: row.name,
      reference: row.reference,
      code: row.code,
      offered: null,
      courseId: batch.course_id,
    }
  })
  if (!result.ok) return result
  const { courseId, ...answer } = result
  const row = await db
    .selectFrom('enrolments')
    .select(['batch_id', 'submission_id', 'fee_paise'])
    .where('id', '=', enrolmentId)
    .executeTakeFirstOrThrow()
  await enrolmentCommitted(
    {
      enrolmentId,
      reference: answer.reference,
      batchId: row.batch_id,
      courseId: courseId!,
      submissionId: row.submission_id,
      feePaise: Number(row.fee_paise),
      at,
    },
    db,
  )
  return answer
}

/**
 * Moves an offered or enrolled student to another batch: a seat is taken there (refused when it has none) and freed
 * here, where the first on the waitlist is offered it. The reference, fee and payments stay: they are the student's;
 * the plan's due days move with the start.
 */
export async function moveEnrolment(
  db: Kysely<Database>,
  enrolmentId: string,
  toBatchId: string,
  actor: EnrolmentActor,
  now = new Date(),
): Promise<ChangeResult> {
  const at = now.toISOString()
  const result = await db.transaction().execute(async (trx): Promise<ChangeResult> => {
    if (!(await lockEnrolment(trx, enrolmentId, [toBatchId]))) return NOT_FOUND
    const row = await enrolmentRow(trx, enrolmentId)
    if (!row) return NOT_FOUND
    if (row.state !== 'enrolled' && row.state !== 'offered')
      return {
        ok: false,
        error: `Only an enrolled student moves batch; ${row.name} is ${ENROLMENT_STATE_LABELS[row.state].toLowerCase()}.`,
      }
    if (toBatchId === row.batch_id) return { ok: false, error: 'Choose another batch to move to.' }
    const target = await trx
      .selectFrom('batches')
      .select(['code', 'starts_on', 'status'])
      .where('id', '=', toBatchId)
      .executeTakeFirst()
    if (!target) return { ok: false, error: 'Choose a batch from the list.' }
    if (!(await takeSeat(trx, toBatchId, at, ['open'])))
      return { ok: false, error: `Batch ${target.code} is full or not open: ${row.name} stays where they are.` }
    await trx
      .updateTable('enrolments')
      .set({ batch_id: toBatchId, starts_on: target.starts_on, updated_at: at })
      .where('id', '=', enrolmentId)
      .execute()
    await shiftFeePlan(trx, enrolmentId, row.starts_on, target.starts_on)
    await freeSeat(trx, row.batch_id, at)
    await recordLeadEvent(
      trx,
      row.submission_id,
      { action: 'enrolment', detail: `Moved from ${row.code} to ${target.code} (${row.reference})`, actor: actor.name },
      now,
    )
    const offered = await offerNextSeat(trx, row.batch_id, actor.name, now)
    await bumpSiteVersion(trx, now)
    return { ok: true, name: row.name, reference: row.reference, code: target.code, offered }
  })
  if (result.ok && result.offered) mailQueued()
  return result
}
