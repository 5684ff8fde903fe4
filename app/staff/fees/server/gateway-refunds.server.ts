import type { Kysely } from 'kysely'
import type { RefundReason } from '~/content/credit-reasons'
import type { Database } from '~/server/db/schema.server'
import { feeAccount } from '~/server/fees/fee-account.server'
import { gatewaySettings } from '~/server/gateway/gateway-settings.server'
import { createRefund, GatewayError } from '~/server/gateway/razorpay-api.server'
import { linksOfEnrolment, makeLink } from '~/server/gateway/links.server'
import { queueMail } from '~/server/outbox.server'

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

/** The gateway's part of one fee page, or null without the gateway: links, payments it took, refunds asked of it. */
export async function gatewayOfEnrolment(db: Kysely<Database>, enrolmentId: string) {
  if (!gatewaySettings()) return null
  const account = await feeAccount(db, { enrolmentId })
  const payments = await db
    .selectFrom('payments')
    .select(['id', 'document_number as documentNumber', 'external_id as externalId', 'amount_paise as amountPaise'])
    .where('enrolment_id', '=', enrolmentId)
    .where('source', '=', 'gateway')
    .where('kind', '=', 'payment')
    .orderBy('created_at')
    .execute()
  return {
    links: await linksOfEnrolment(db, enrolmentId),
    refunds: await refundsOfEnrolment(db, enrolmentId),
    payments: payments
      .map((p) => ({ ...p, leftPaise: account?.payments.find((s) => s.id === p.id)?.leftPaise ?? 0 }))
      .filter((p) => p.leftPaise > 0),
  }
}

export type GatewayOfEnrolment = NonNullable<Awaited<ReturnType<typeof gatewayOfEnrolment>>>

/**
 * Makes a failed payment link again, from the fee page; when it is made the request is mailed again, now with it.
 * Answers the reason when the gateway still fails.
 */
export async function retryLink(
  db: Kysely<Database>,
  enrolmentId: string,
  requestId: string,
  now = new Date(),
): Promise<{ ok: true } | { ok: false; reason: string }> {
  const link = await db
    .selectFrom('gateway_links as l')
    .innerJoin('enrolments as e', 'e.id', 'l.enrolment_id')
    .select(['l.status', 'e.submission_id'])
    .where('l.request_id', '=', requestId)
    .where('l.enrolment_id', '=', enrolmentId)
    .executeTakeFirst()
  const account = await feeAccount(db, { enrolmentId })
  if (!link || link.status !== 'failed' || !account)
    return { ok: false, reason: 'the link is not waiting for a retry.' }
  if ((await makeLink(db, requestId, now)) !== 'created') {
    const row = await db
      .selectFrom('gateway_links')
      .select('error')
      .where('request_id', '=', requestId)
      .executeTakeFirst()
    return { ok: false, reason: row?.error ?? 'Razorpay did not make it.' }
  }
  await queueMail(db, { kind: 'fee-request', submissionId: account.submissionId, requestId, to: account.email }, now)
  return { ok: true }
}
