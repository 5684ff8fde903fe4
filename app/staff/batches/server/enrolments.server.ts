import type { Kysely, Transaction } from 'kysely'
import { formatRupees } from '~/lib/format'
import type { EnrolmentState } from '~/lib/batch-states'
import { ENROLMENT_STATE_LABELS } from '~/staff/batches/content/batch-labels'
import { lockEnrolment } from '~/staff/shell/server/row-locks.server'
import type { Database } from '~/server/db/schema.server'
import { mailQueued } from '~/server/outbox.server'
import { bumpSiteVersion } from '~/server/site-content.server'
import { recordLeadEvent } from '~/staff/shell/server/lead-events.server'
import { shiftFeePlan } from './batch-changes.server'
import { enrolmentCommitted } from './enrolment-events.server'
import { feeAt } from '~/lib/batch-fee'
import {
  closeLeadWithoutPlace,
  freeSeat,
  markWon,
  nextNumber,
  offerNextSeat,
  takeSeat,
  waitlistPosition,
  type Offered,
} from './seats.server'

// Enrolling, withdrawing, confirming an offer and moving batch, each one transaction; the seat statements are in
// seats.server.ts (docs/decisions/018).

export type EnrolResult =
  | { ok: true; enrolmentId: string; reference: string; state: 'enrolled' | 'waitlisted'; position: number | null }
  | { ok: false; error: string }

export interface EnrolmentActor {
  name: string
}

/**
 * Enrols a lead in a batch, in one transaction: a seat and a reference are taken, the enrolment stored with the fee
 * of the day, the lead marked Enrolled/Won and both written on its timeline, and the site version moved on (the
 * pages showing seats left). A batch without a seat (full, or closed early as 'full') puts the lead on its waitlist
 * instead, in order. Refused: an unknown lead or batch, a batch that takes no enrolments, a lead already in the batch.
 */
export async function enrolLead(
  db: Kysely<Database>,
  { batchId, submissionId, actor }: { batchId: string; submissionId: string; actor: EnrolmentActor },
  now = new Date(),
): Promise<EnrolResult> {
  const at = now.toISOString()
  const result = await db.transaction().execute(async (trx): Promise<EnrolResult & { courseId?: string }> => {
    const lead = await trx.selectFrom('submissions').select('id').where('id', '=', submissionId).executeTakeFirst()
    if (!lead) return { ok: false, error: 'That lead no longer exists.' }
    const batch = await trx.selectFrom('batches').selectAll().where('id', '=', batchId).executeTakeFirst()
    if (!batch) return { ok: false, error: 'Choose a batch from the list.' }
    if (batch.status !== 'open' && batch.status !== 'full')
      return { ok: false, error: `Batch ${batch.code} is ${batch.status}: it takes no enrolments.` }
    const already = await trx
      .selectFrom('enrolments')
      .select(['reference', 'state'])
      .where('batch_id', '=', batchId)
      .where('submission_id', '=', submissionId)
      .where('state', '!=', 'withdrawn')
      .executeTakeFirst()
    if (already)
      return {
        ok: false,
        error: `This lead is already in batch ${batch.code} (${already.reference}, ${ENROLMENT_STATE_LABELS[already.state].toLowerCase()}).`,
      }
    let state: 'enrolled' | 'waitlisted' = 'enrolled'
    let reference = await nextNumber(trx, batchId, true, at)
    if (!reference) {
      state = 'waitlisted'
      reference = (await nextNumber(trx, batchId, false, at))!
    }
    // The fee the public pages showed this day (lib/batch-fee.ts): the payment requests ask for what is stored here.
    const fee = feeAt(
      {
        feePaise: Number(batch.fee_paise),
        earlyFeePaise: batch.early_fee_paise === null ? null : Number(batch.early_fee_paise),
        earlyUntil: batch.early_until,
      },
      now,
    ).paise
    const enrolmentId = crypto.randomUUID()
    await trx
      .insertInto('enrolments')
      .values({
        id: enrolmentId,
        reference,
        batch_id: batchId,
        submission_id: submissionId,
        state,
        fee_paise: fee,
        starts_on: batch.starts_on,
        created_at: at,
        enrolled_at: state === 'enrolled' ? at : null,
        offered_at: null,
        completed_on: null,
        mentor: null,
        withdrawn_at: null,
        certificate_id: null,
        updated_at: at,
      })
      .execute()
    let position: number | null = null
    if (state === 'enrolled') {
      await markWon(trx, submissionId, actor.name, now)
      await recordLeadEvent(
        trx,
        submissionId,
        {
          action: 'enrolment',
          detail: `Enrolled in ${batch.code} as ${reference}, fee ${formatRupees(fee / 100)}`,
          actor: actor.name,
        },
        now,
      )
      await bumpSiteVersion(trx, now)
    } else {
      position = await waitlistPosition(trx, batchId, at, reference)
      await recordLeadEvent(
        trx,
        submissionId,
        {
          action: 'enrolment',
          detail: `Waitlisted for ${batch.code} as ${reference}, place ${position}`,
          actor: actor.name,
        },
        now,
      )
    }
    return { ok: true, enrolmentId, reference, state, position, courseId: batch.course_id }
  })
  if (!result.ok) return result
  const { courseId, ...answer } = result
  if (answer.state === 'enrolled')
    await enrolmentCommitted(
      {
        enrolmentId: answer.enrolmentId,
        reference: answer.reference,
        batchId,
        courseId: courseId!,
        submissionId,
        feePaise: (await feeOf(db, answer.enrolmentId)) ?? 0,
        at,
      },
      db,
    )
  return answer
}

async function feeOf(db: Kysely<Database>, enrolmentId: string): Promise<number | undefined> {
  const row = await db.selectFrom('enrolments').select('fee_paise').where('id', '=', enrolmentId).executeTakeFirst()
  return row ? Number(row.fee_paise) : undefined
}

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
  { ok: true; name: string; reference: string; code: string; offered: Offered | null } | { ok: false; error: string }

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
