import type { Kysely } from 'kysely'
import type { Database } from '~/server/db/schema.server'
import { feeAccount } from '~/server/fees/fee-account.server'
import { mailQueued, queueMail } from '~/server/outbox.server'
import { batchTakesPayments } from '~/staff/batches/server/batch-changes.server'
import { instalmentsOf, type PlanInput } from '~/staff/fees/forms/fee.schema'
import { ensurePlan } from './ledger.server'

export type PlanResult = { ok: true } | { ok: false; reason: 'unknown' | 'discount-too-big' | 'does-not-add-up' }

/**
 * Saves an enrolment's plan: the discount and its reason, the student's state, and the instalments, which must add up
 * to the fee less the discount (none given: one instalment, due the day before the batch starts).
 */
export async function savePlan(
  db: Kysely<Database>,
  enrolmentId: string,
  plan: PlanInput,
  by: string,
  now = new Date(),
): Promise<PlanResult> {
  const account = await feeAccount(db, { enrolmentId })
  if (!account) return { ok: false, reason: 'unknown' }
  if (plan.discount >= account.feePaise) return { ok: false, reason: 'discount-too-big' }
  const due = account.feePaise - plan.discount
  const given = instalmentsOf(plan)
  const instalments =
    given.length > 0 ? given : [{ amountPaise: due, dueOn: account.instalments.at(-1)?.dueOn ?? account.startsOn }]
  if (instalments.reduce((sum, x) => sum + x.amountPaise, 0) !== due) return { ok: false, reason: 'does-not-add-up' }
  await ensurePlan(db, account, by, now)
  await db
    .updateTable('fee_plans')
    .set({
      discount_paise: plan.discount,
      discount_reason: plan.discountReason,
      instalments: JSON.stringify(instalments),
      student_state: plan.state,
      updated_at: now.toISOString(),
      updated_by: by,
    })
    .where('enrolment_id', '=', enrolmentId)
    .execute()
  return { ok: true }
}

/** Mails the student a payment request (composed when sent: the pay page's link, UPI, bank details). */
export async function sendPaymentRequest(
  db: Kysely<Database>,
  { enrolmentId, amountPaise, dueOn, by }: { enrolmentId: string; amountPaise: number; dueOn: string; by: string },
  now = new Date(),
): Promise<{ ok: true; id: string } | { ok: false; reason: 'unknown' | 'withdrawn' | 'batch-cancelled' | 'too-much' }> {
  const account = await feeAccount(db, { enrolmentId })
  if (!account) return { ok: false, reason: 'unknown' }
  if (account.state === 'withdrawn') return { ok: false, reason: 'withdrawn' }
  if (!(await batchTakesPayments(db, enrolmentId))) return { ok: false, reason: 'batch-cancelled' }
  if (amountPaise > account.balancePaise) return { ok: false, reason: 'too-much' }
  const id = crypto.randomUUID()
  await db.transaction().execute(async (trx) => {
    await ensurePlan(trx, account, by, now)
    await trx
      .insertInto('payment_requests')
      .values({
        id,
        enrolment_id: enrolmentId,
        amount_paise: amountPaise,
        due_on: dueOn,
        created_at: now.toISOString(),
        created_by: by,
      })
      .execute()
    await queueMail(
      trx,
      { kind: 'fee-request', submissionId: account.submissionId, requestId: id, to: account.email },
      now,
    )
  })
  mailQueued()
  return { ok: true, id }
}
