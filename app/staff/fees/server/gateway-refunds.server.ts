import type { Kysely } from 'kysely'
import type { RefundReason } from '~/content/credit-reasons'
import type { Database } from '~/server/db/schema.server'
import { feeAccount } from '~/server/fees/fee-account.server'
import { gatewaySettings } from '~/server/gateway/gateway-settings.server'
import { createRefund, GatewayError } from '~/server/gateway/razorpay-api.server'

export type GatewayRefundResult =
  | { ok: true; id: string }
  | { ok: false; reason: 'no-gateway' | 'not-gateway' | 'too-much' | 'waiting' }
  | { ok: false; reason: 'gateway-error'; message: string }

/**
 * Asks Razorpay to refund (part of) a gateway payment, from the fee desk (decision 027). Nothing is written to the
 * ledger here: the credit note is issued when `refund.processed` arrives (gateway-webhook.server.ts), so the books
 * never say money went back before it did. Refused: without the gateway, for a payment staff recorded, for more than
 * is left of the payment once the refunds still waiting are counted.
 */
export async function askGatewayRefund(
  db: Kysely<Database>,
  input: { paymentId: string; amountPaise: number; reasonCode: RefundReason; note: string; by: string },
  now = new Date(),
): Promise<GatewayRefundResult> {
  const settings = gatewaySettings()
  if (!settings) return { ok: false, reason: 'no-gateway' }
  const payment = await db.selectFrom('payments').selectAll().where('id', '=', input.paymentId).executeTakeFirst()
  if (!payment?.enrolment_id || payment.source !== 'gateway' || !payment.external_id) {
    return { ok: false, reason: 'not-gateway' }
  }
  const account = await feeAccount(db, { enrolmentId: payment.enrolment_id })
  const standing = account?.payments.find((p) => p.id === payment.id)
  const waiting = await db
    .selectFrom('gateway_refunds')
    .select(['amount_paise'])
    .where('payment_id', '=', payment.id)
    .where('status', 'in', ['asking', 'pending'])
    .execute()
  if (waiting.length > 0) return { ok: false, reason: 'waiting' }
  if (!standing || input.amountPaise > standing.leftPaise) return { ok: false, reason: 'too-much' }
  const id = crypto.randomUUID()
  const at = now.toISOString()
  await db
    .insertInto('gateway_refunds')
    .values({
      id,
      refund_id: null,
      payment_id: payment.id,
      enrolment_id: payment.enrolment_id,
      amount_paise: input.amountPaise,
      reason_code: input.reasonCode,
      note: input.note,
      status: 'asking',
      error: null,
      credit_id: null,
      created_at: at,
      created_by: input.by,
      updated_at: at,
    })
    .execute()
  try {
    const refund = await createRefund(settings, payment.external_id, { amountPaise: input.amountPaise, receipt: id })
    // A `refund.processed` that outran this answer has already moved the row on: only 'asking' becomes 'pending'.
    await db
      .updateTable('gateway_refunds')
      .set({ refund_id: refund.id, status: 'pending', updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'asking')
      .execute()
    return { ok: true, id }
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error
    await db
      .updateTable('gateway_refunds')
      .set({ status: 'failed', error: error.message, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'asking')
      .execute()
    return { ok: false, reason: 'gateway-error', message: error.message }
  }
}

/** What needs staff on the fee desk: held gateway payments, refunds that failed, and links that could not be made. */
export async function gatewayAttention(db: Kysely<Database>) {
  const held = await db
    .selectFrom('gateway_events as g')
    .leftJoin('enrolments as e', 'e.id', 'g.enrolment_id')
    .select([
      'g.event_id as eventId',
      'g.enrolment_id as enrolmentId',
      'e.reference',
      'g.gateway_payment_id as paymentId',
      'g.amount_paise as amountPaise',
      'g.note',
      'g.received_at as receivedAt',
    ])
    .where('g.outcome', '=', 'held')
    .orderBy('g.received_at', 'desc')
    .limit(100)
    .execute()
  const failedRefunds = await db
    .selectFrom('gateway_refunds as r')
    .innerJoin('enrolments as e', 'e.id', 'r.enrolment_id')
    .select(['r.id', 'r.enrolment_id as enrolmentId', 'e.reference', 'r.amount_paise as amountPaise', 'r.error'])
    .where('r.status', '=', 'failed')
    .orderBy('r.updated_at', 'desc')
    .limit(100)
    .execute()
  return { held, failedRefunds }
}

/** The gateway refunds of one enrolment, newest first, for its fee page. */
export async function refundsOfEnrolment(db: Kysely<Database>, enrolmentId: string) {
  return db
    .selectFrom('gateway_refunds')
    .select([
      'id',
      'payment_id as paymentId',
      'amount_paise as amountPaise',
      'status',
      'error',
      'created_at as createdAt',
    ])
    .where('enrolment_id', '=', enrolmentId)
    .orderBy('created_at', 'desc')
    .execute()
}
