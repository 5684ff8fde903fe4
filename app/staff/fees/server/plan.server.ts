import type { Kysely } from 'kysely'
import type { Database } from '~/server/db/schema.server'
import { mailQueued, queueMail } from '~/server/outbox.server'
import { instalmentsOf, type PlanInput } from '~/staff/fees/forms/fee.schema'
import { ensurePlan, withAccount } from './ledger-entries.server'
import { takesNoMoney } from '~/server/fees/fee-account.server'
import { gatewaySettings } from '~/server/gateway/gateway-settings.server'
import { makeLink } from '~/server/gateway/links.server'

export type PlanResult =
  | { ok: true }
  | { ok: false; reason: 'unknown' | 'discount-too-big' | 'does-not-add-up' }
  | { ok: false; reason: 'discount-below-received'; netPaise: number; largestPaise: number }

/**
 * Saves an enrolment's plan: the discount and its reason, the student's state when one is sent (the fee page asks it
 * once, under Record money received; a plan without it keeps the saved state), and the instalments, which must add up
 * to the fee less the discount (none given: one instalment, due when the last one was). A discount may not take what
 * is due below what has been received: refund the difference first (decision 024).
 */
export async function savePlan(
  db: Kysely<Database>,
  enrolmentId: string,
  plan: PlanInput,
  by: string,
  now = new Date(),
): Promise<PlanResult> {
  let below = { netPaise: 0, largestPaise: 0 }
  const result = await withAccount(db, enrolmentId, async (trx, account) => {
    if (plan.discount >= account.feePaise) return 'discount-too-big' as const
    const due = account.feePaise - plan.discount
    if (due < account.netPaise) {
      below = { netPaise: account.netPaise, largestPaise: account.feePaise - account.netPaise }
      return 'discount-below-received' as const
    }
    const given = instalmentsOf(plan)
    const instalments =
      given.length > 0 ? given : [{ amountPaise: due, dueOn: account.instalments.at(-1)?.dueOn ?? account.startsOn }]
    if (instalments.reduce((sum, x) => sum + x.amountPaise, 0) !== due) return 'does-not-add-up' as const
    await ensurePlan(trx, account, by, now)
    await trx
      .updateTable('fee_plans')
      .set({
        discount_paise: plan.discount,
        discount_reason: plan.discountReason,
        instalments: JSON.stringify(instalments),
        ...(plan.state ? { student_state: plan.state } : {}),
        updated_at: now.toISOString(),
        updated_by: by,
      })
      .where('enrolment_id', '=', enrolmentId)
      .execute()
    return { ok: true } as const
  })
  if (result === 'discount-below-received') return { ok: false, reason: result, ...below }
  return typeof result === 'string' ? { ok: false, reason: result } : result
}

/**
 * Mails the student a payment request (composed when sent: the pay page's link, UPI, bank details). With the gateway
 * configured (decision 027) its payment link is made after the request is stored, and the mail waits for it: queued
 * to go no later than the gateway's timeout, released at once when the link was made or failed. A link that fails
 * loses nothing: the mail goes without the card option and staff see the failure with a retry.
 */
export async function sendPaymentRequest(
  db: Kysely<Database>,
  { enrolmentId, amountPaise, dueOn, by }: { enrolmentId: string; amountPaise: number; dueOn: string; by: string },
  now = new Date(),
): Promise<
  { ok: true; id: string } | { ok: false; reason: 'unknown' | 'withdrawn' | 'no-seat' | 'batch-cancelled' | 'too-much' }
> {
  const id = crypto.randomUUID()
  const gateway = gatewaySettings()
  const result = await withAccount(db, enrolmentId, async (trx, account) => {
    const closed = takesNoMoney(account)
    if (closed) return closed
    if (amountPaise > account.balancePaise) return 'too-much' as const
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
      gateway ? new Date(now.getTime() + gateway.timeoutMs + 5_000) : undefined,
    )
    return { ok: true, id } as const
  })
  if (typeof result === 'string') return { ok: false, reason: result }
  if (gateway) {
    await makeLink(db, id, now)
    await db
      .updateTable('outbox')
      .set({ next_attempt_at: now.toISOString() })
      .where('purpose', '=', 'fee-request')
      .where('ref_id', '=', id)
      .where('status', '=', 'pending')
      .execute()
  }
  mailQueued()
  return result
}
