import type { Kysely } from 'kysely'
import { formatRupees } from '~/lib/format'
import { ENROLMENT_STATE_LABELS } from '~/staff/batches/content/batch-labels'
import type { Database } from '~/server/db/schema.server'
import { bumpSiteVersion } from '~/server/site-content.server'
import { recordLeadEvent } from '~/staff/shell/server/lead-events.server'
import { enrolmentCommitted } from './enrolment-events.server'
import { feeAt } from '~/lib/batch-fee'
import { markWon, nextNumber, waitlistPosition } from './seats.server'

// Enrolling a lead in a batch, one transaction; what changes a place after it (withdrawing, taking up an offer, moving
// batch) is enrolment-changes.server.ts, and the seat statements are in seats.server.ts (docs/decisions/018).

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
