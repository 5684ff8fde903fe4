import type { Kysely, Transaction } from 'kysely'
import { pathTo } from '~/content/site-routes'
import { formatDate } from '~/lib/format'
import { istToday } from '~/lib/ist'
import { formatPaise } from '~/lib/money'
import type { Database } from '~/server/db/schema.server'
import { planInstalments, type Instalment } from '~/server/fees/fee-account.server'
import { mailQueued, queueMail } from '~/server/outbox.server'
import { siteLink } from '~/server/site-link.server'
import { recordLeadEvent } from '~/staff/shell/server/lead-events.server'
import { cancellationMail, postponementMail } from '~/staff/batches/content/batch-mail'
import type { BatchInput } from '~/staff/batches/forms/batch.schema'
import { saveBatch, type Batch, type SaveBatchResult } from './batches.server'
import { offerNextSeat, type Offered } from './seats.server'

// A batch's students follow its changes in the transaction that changes it (docs/decisions/018, "Batch changes"):
// seats added go to the waitlist first, new dates move each student's start and fee due days and are mailed, and a
// cancelled batch mails each student the choice of the next batch or a full refund and takes no more money.

/** Who a change reached: the people offered a freed seat, and how many were mailed new dates or the cancellation. */
export interface BatchChanges {
  offered: Offered[]
  postponed: number
  cancelled: number
}

export type ChangeBatchResult =
  | Extract<SaveBatchResult, { ok: false }>
  | { ok: true; batch: Batch; changes: BatchChanges }

/** Saves a change to a batch and carries it to its students and waitlist, all in one transaction. */
export async function changeBatch(
  db: Kysely<Database>,
  id: string,
  input: BatchInput,
  actor: { name: string },
  now = new Date(),
): Promise<ChangeBatchResult> {
  const changes: BatchChanges = { offered: [], postponed: 0, cancelled: 0 }
  const result = await saveBatch(db, id, input, now, async (trx, before, after) => {
    const cancelled = after.status === 'cancelled' && before.status !== 'cancelled'
    changes.offered = await offerFreedSeats(trx, before, after, actor.name, now)
    if (after.startsOn !== before.startsOn || after.endsOn !== before.endsOn)
      changes.postponed = await moveDates(trx, before, after, actor.name, now, after.status !== 'cancelled')
    if (cancelled) changes.cancelled = await mailCancellation(trx, after, actor.name, now)
  })
  if (!result.ok) return result
  if (changes.offered.length > 0 || changes.postponed > 0 || changes.cancelled > 0) mailQueued()
  return { ok: true, batch: result.batch, changes }
}

/**
 * Seats added (or a batch opened again) go to the people waiting, first first, before any new enrolment: each is
 * offered a seat and mailed, as when a seat frees.
 */
async function offerFreedSeats(trx: Transaction<Database>, before: Batch, after: Batch, actor: string, now: Date) {
  const offered: Offered[] = []
  const reopened = after.status === 'open' && before.status !== 'open'
  if (after.seats <= before.seats && !reopened) return offered
  for (;;) {
    const next = await offerNextSeat(trx, after.id, actor, now)
    if (!next) return offered
    offered.push(next)
  }
}

/** `day` moved by `days` ('YYYY-MM-DD'). */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

/**
 * Moves an enrolment's fee plan (when staff or a payment request made one; the default plan follows the start by
 * itself) by as many days as its start moves from `from` to `to`: each instalment's due day. The refund window and
 * the pay page follow the start.
 */
export async function shiftFeePlan(trx: Transaction<Database>, enrolmentId: string, from: string, to: string) {
  const days = daysBetween(from, to)
  if (days === 0) return
  const plan = await trx
    .selectFrom('fee_plans')
    .select('instalments')
    .where('enrolment_id', '=', enrolmentId)
    .executeTakeFirst()
  if (!plan) return
  const moved = (JSON.parse(plan.instalments) as Instalment[]).map((x) => ({ ...x, dueOn: addDays(x.dueOn, days) }))
  await trx
    .updateTable('fee_plans')
    .set({ instalments: JSON.stringify(moved) })
    .where('enrolment_id', '=', enrolmentId)
    .execute()
}

/** Instalments not yet covered by what was received, what is left of each: the days a student still has to pay by. */
function stillDue(instalments: readonly Instalment[], receivedPaise: number): Instalment[] {
  let covered = receivedPaise
  return instalments.flatMap((x) => {
    const left = x.amountPaise - Math.min(covered, x.amountPaise)
    covered -= x.amountPaise - left
    return left > 0 ? [{ amountPaise: left, dueOn: x.dueOn }] : []
  })
}

/** The batch's people who are still in it (waiting, offered a seat or enrolled), with their lead. */
function peopleOf(trx: Transaction<Database>, batchId: string) {
  return trx
    .selectFrom('enrolments as e')
    .innerJoin('submissions as s', 's.id', 'e.submission_id')
    .select(['e.id', 'e.reference', 'e.state', 'e.submission_id', 's.name', 's.email'])
    .where('e.batch_id', '=', batchId)
    .where('e.state', 'in', ['waitlisted', 'offered', 'enrolled'])
    .orderBy('e.reference')
    .execute()
}

/**
 * New dates: every enrolment of the batch starts on the new first day and its plan's due days move with it; each
 * person still in the batch is mailed the new dates and what they still owe by when (unless the batch is also
 * cancelled, whose mail says what matters). Returns how many were mailed.
 */
async function moveDates(
  trx: Transaction<Database>,
  before: Batch,
  after: Batch,
  actor: string,
  now: Date,
  mail: boolean,
): Promise<number> {
  const at = now.toISOString()
  const enrolments = await trx
    .selectFrom('enrolments')
    .select(['id', 'starts_on'])
    .where('batch_id', '=', after.id)
    .execute()
  for (const e of enrolments) {
    // Each by its own start, so a student who joined under other dates moves by the right number of days.
    await shiftFeePlan(trx, e.id, e.starts_on, after.startsOn)
    await trx
      .updateTable('enrolments')
      .set({ starts_on: after.startsOn, updated_at: at })
      .where('id', '=', e.id)
      .execute()
  }
  if (!mail) return 0
  const people = await peopleOf(trx, after.id)
  for (const person of people) {
    const fee = await trx
      .selectFrom('enrolments as e')
      .leftJoin('fee_plans as p', 'p.enrolment_id', 'e.id')
      .select(['e.fee_paise', 'p.instalments', 'p.discount_paise', 'p.pay_token'])
      .where('e.id', '=', person.id)
      .executeTakeFirstOrThrow()
    const received = await trx
      .selectFrom('payments')
      .select((eb) => eb.fn.sum<number | string | null>('amount_paise').as('total'))
      .where('enrolment_id', '=', person.id)
      .where('kind', 'in', ['payment', 'cancellation'])
      .executeTakeFirst()
    const seat = person.state !== 'waitlisted'
    const plan = planInstalments(
      fee.instalments,
      Number(fee.fee_paise),
      Number(fee.discount_paise ?? 0),
      after.startsOn,
    )
    const message = postponementMail({
      name: person.name.trim(),
      courseTitle: after.courseTitle,
      code: after.code,
      reference: person.reference,
      place: seat ? 'seat' : 'waitlist',
      wasStartsOn: formatDate(before.startsOn),
      startsOn: formatDate(after.startsOn),
      endsOn: formatDate(after.endsOn),
      days: daysBetween(before.startsOn, after.startsOn),
      instalments: seat
        ? stillDue(plan, Number(received?.total ?? 0)).map(
            (x) => `${formatPaise(x.amountPaise)} by ${formatDate(x.dueOn)}`,
          )
        : [],
      payLink: seat && fee.pay_token ? siteLink(pathTo('pay', { token: fee.pay_token })) : null,
    })
    await queueMail(trx, { kind: 'message', to: person.email, ...message }, now)
    await recordLeadEvent(
      trx,
      person.submission_id,
      {
        action: 'enrolment',
        detail: `${after.code} now runs ${formatDate(after.startsOn)} to ${formatDate(after.endsOn)}; start and fee due days moved; mailed`,
        actor,
      },
      now,
    )
  }
  return people.length
}

/** Mails each person still in a cancelled batch what happens next: the course's next batch with a seat, or a refund. */
async function mailCancellation(trx: Transaction<Database>, batch: Batch, actor: string, now: Date): Promise<number> {
  const next = await trx
    .selectFrom('batches')
    .select('starts_on')
    .where('course_id', '=', batch.courseId)
    .where('status', '=', 'open')
    .whereRef('seats_taken', '<', 'seats')
    .where('id', '!=', batch.id)
    .where('starts_on', '>', istToday(now))
    .orderBy('starts_on')
    .executeTakeFirst()
  const people = await peopleOf(trx, batch.id)
  for (const person of people) {
    const message = cancellationMail({
      name: person.name.trim(),
      courseTitle: batch.courseTitle,
      code: batch.code,
      reference: person.reference,
      place: person.state === 'waitlisted' ? 'waitlist' : 'seat',
      startsOn: formatDate(batch.startsOn),
      nextStartsOn: next ? formatDate(next.starts_on) : null,
    })
    await queueMail(trx, { kind: 'message', to: person.email, ...message }, now)
    await recordLeadEvent(
      trx,
      person.submission_id,
      { action: 'enrolment', detail: `${batch.code} cancelled; mailed the choice of another batch or a refund`, actor },
      now,
    )
  }
  return people.length
}
