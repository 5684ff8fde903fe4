import type { Kysely, Transaction } from 'kysely'
import { formatDate, formatRupees } from '~/lib/format'
import { ENROLMENT_STATE_LABELS, type BatchStatus, type EnrolmentState } from '~/lib/batch-states'
import { statusLabel } from '~/lib/lead-status'
import { istToday } from '~/lib/ist'
import type { Database } from '~/server/db/schema.server'
import { mailQueued, queueMail } from '~/server/outbox.server'
import { bumpSiteVersion } from '~/server/site-content.server'
import { recordLeadEvent } from '~/staff/leads/server/lead-timeline.server'
import { seatOfferMail } from '~/staff/batches/content/batch-mail'
import { enrolmentCommitted } from './enrolment-events.server'
import { batchCourses, feeOn } from './batches.server'

// Seats are taken and freed only by conditional updates of batches.seats_taken inside the enrolment's transaction:
// `seats_taken < seats` is checked by the database on the row it changes, so on PostgreSQL a second server racing
// for the last seat waits for the first's row lock, re-reads the row and finds it full (docs/decisions/018).

type Db = Kysely<Database> | Transaction<Database>

export type EnrolResult =
  | { ok: true; enrolmentId: string; reference: string; state: 'enrolled' | 'waitlisted'; position: number | null }
  | { ok: false; error: string }

export interface EnrolmentActor {
  name: string
}

const pad = (n: number) => String(n).padStart(3, '0')

/** The next reference of a batch and, when `takeSeat`, its seat: null when no seat is left (or the batch is closed). */
async function nextNumber(trx: Transaction<Database>, batchId: string, takeSeat: boolean, at: string) {
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
async function takeSeat(
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

async function freeSeat(trx: Transaction<Database>, batchId: string, at: string) {
  await trx
    .updateTable('batches')
    .set((eb) => ({ seats_taken: eb('seats_taken', '-', 1), updated_at: at }))
    .where('id', '=', batchId)
    .where('seats_taken', '>', 0)
    .execute()
}

/** Marks the lead Enrolled/Won (with its timeline entry) unless it is already. */
async function markWon(trx: Transaction<Database>, submissionId: string, actor: string, now: Date) {
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

/** The waitlist place of a waitlisted enrolment (1 for the first). */
async function waitlistPosition(db: Db, batchId: string, createdAt: string, reference: string): Promise<number> {
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
    const fee = feeOn(
      {
        feePaise: Number(batch.fee_paise),
        earlyFeePaise: batch.early_fee_paise === null ? null : Number(batch.early_fee_paise),
        earlyUntil: batch.early_until,
      },
      istToday(now),
    )
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
    await enrolmentCommitted({
      enrolmentId: answer.enrolmentId,
      reference: answer.reference,
      batchId,
      courseId: courseId!,
      submissionId,
      feePaise: (await feeOf(db, answer.enrolmentId)) ?? 0,
      at,
    })
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
      'batches.code',
      'submissions.name',
    ])
    .where('enrolments.id', '=', enrolmentId)
    .executeTakeFirst()
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
async function offerNextSeat(
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
  const at = now.toISOString()
  const result = await db.transaction().execute(async (trx): Promise<ChangeResult> => {
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
    let offered: Offered | null = null
    if (holdsSeat(row.state)) {
      await freeSeat(trx, row.batch_id, at)
      offered = await offerNextSeat(trx, row.batch_id, actor.name, now)
      await bumpSiteVersion(trx, now)
    }
    return { ok: true, name: row.name, reference: row.reference, code: row.code, offered }
  })
  if (result.ok && result.offered) mailQueued()
  return result
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
  await enrolmentCommitted({
    enrolmentId,
    reference: answer.reference,
    batchId: row.batch_id,
    courseId: courseId!,
    submissionId: row.submission_id,
    feePaise: Number(row.fee_paise),
    at,
  })
  return answer
}

/**
 * Moves an offered or enrolled student to another batch: a seat is taken there (refused when it has none) and freed
 * here, where the first on the waitlist is offered it. The reference and fee stay: they are the student's.
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

/**
 * Marks enrolled students of the batch completed, with the approving mentor and the day: the ids given, or every
 * enrolled student when `all`. Returns how many changed; each lead's timeline says so.
 */
export async function completeEnrolments(
  db: Kysely<Database>,
  batchId: string,
  {
    enrolmentIds,
    all,
    mentor,
    completedOn,
  }: { enrolmentIds: readonly string[]; all: boolean; mentor: string; completedOn: string },
  actor: EnrolmentActor,
  now = new Date(),
): Promise<number> {
  const at = now.toISOString()
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom('enrolments')
      .innerJoin('batches', 'batches.id', 'enrolments.batch_id')
      .select(['enrolments.id', 'enrolments.submission_id', 'enrolments.reference', 'batches.code'])
      .where('enrolments.batch_id', '=', batchId)
      .where('enrolments.state', '=', 'enrolled')
    if (!all) {
      if (enrolmentIds.length === 0) return 0
      query = query.where('enrolments.id', 'in', [...enrolmentIds])
    }
    const rows = await query.execute()
    for (const row of rows) {
      await trx
        .updateTable('enrolments')
        .set({ state: 'completed', completed_on: completedOn, mentor, updated_at: at })
        .where('id', '=', row.id)
        .where('state', '=', 'enrolled')
        .execute()
      await recordLeadEvent(
        trx,
        row.submission_id,
        {
          action: 'enrolment',
          detail: `Completed ${row.code} on ${formatDate(completedOn)}, approved by ${mentor}`,
          actor: actor.name,
        },
        now,
      )
    }
    return rows.length
  })
}
