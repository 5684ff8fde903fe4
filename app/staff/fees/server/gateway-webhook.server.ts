import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { GstStateCode } from '~/content/gst-states'
import type { RefundReason } from '~/content/credit-reasons'
import { istDate } from '~/lib/ist'
import { isUniqueViolation } from '~/server/db/errors.server'
import type { Database } from '~/server/db/schema.server'
import type { GatewayEventOutcome, GatewayLinkStatus, PaymentMethod } from '~/server/db/schema-fees.server'
import { feeAccount } from '~/server/fees/fee-account.server'
import { linkMovesTo } from '~/server/gateway/links.server'
import { recordPayment, recordRefund } from './ledger.server'

/** Razorpay's events are a few kilobytes; anything far past that is not one of theirs. */
export const WEBHOOK_MAX_BYTES = 64 * 1024

/** Who the ledger names as having recorded a gateway payment or refund. */
export const GATEWAY_ACTOR = 'Razorpay (webhook)'

/**
 * Whether `signature` (the `X-Razorpay-Signature` header) is the HMAC-SHA256 of the raw body with the webhook secret,
 * compared in constant time: what the `razorpay` package's `validateWebhookSignature` does, without its HTTP client.
 */
export function validSignature(body: Uint8Array, signature: string, secret: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false
  const expected = createHmac('sha256', secret).update(body).digest()
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'))
}

export interface WebhookAnswer {
  status: number
  /** What the event did, or why it was refused: plain text for the gateway's delivery log. */
  text: string
}

type Json = Record<string, unknown>

function entity(payload: unknown, name: string): Json | undefined {
  const value = (payload as Json | undefined)?.[name] as { entity?: unknown } | undefined
  return value?.entity && typeof value.entity === 'object' ? (value.entity as Json) : undefined
}

const str = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined)
const paise = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined

/** How the ledger names a gateway payment's method: UPI and cards as themselves, net banking as a bank transfer. */
function methodOf(method: unknown): PaymentMethod {
  return method === 'upi' ? 'upi' : method === 'netbanking' ? 'bank-transfer' : 'card'
}

interface Outcome {
  outcome: GatewayEventOutcome
  note?: string
  enrolmentId?: string
  paymentId?: string
  amountPaise?: number
}

/**
 * Handles one webhook delivery (decision 027). The signature is checked over the raw bytes before anything is read;
 * the event is stored once by its `x-razorpay-event-id` (a redelivery answers 200 and does nothing); a paid or
 * partly paid link records the gateway payment through the ledger's own `recordPayment` (every rule of decision 024,
 * the invoice and its mail), at most once per gateway payment; a payment that does not match what is due is held for
 * staff; a refund is recorded when Razorpay says it was processed.
 */
export async function handleWebhook(
  db: Kysely<Database>,
  delivery: { body: Uint8Array; signature: string | null; eventId: string | null },
  secret: string,
  now = new Date(),
): Promise<WebhookAnswer> {
  if (!delivery.signature || !validSignature(delivery.body, delivery.signature, secret)) {
    return { status: 401, text: 'The signature does not match.' }
  }
  let event: Json
  try {
    event = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(delivery.body)) as Json
  } catch {
    return { status: 400, text: 'The body is not JSON.' }
  }
  const name = str(event?.event)
  const eventId = delivery.eventId?.trim()
  if (!name || !eventId || eventId.length > 100) return { status: 400, text: 'The event has no name or id.' }
  try {
    await db
      .insertInto('gateway_events')
      .values({
        event_id: eventId,
        event: name.slice(0, 60),
        enrolment_id: null,
        outcome: 'received',
        note: null,
        gateway_payment_id: null,
        amount_paise: null,
        received_at: now.toISOString(),
      })
      .execute()
  } catch (error) {
    if (isUniqueViolation(error)) return { status: 200, text: 'Already received.' }
    throw error
  }
  try {
    const done = await act(db, name, event.payload, now)
    await db
      .updateTable('gateway_events')
      .set({
        outcome: done.outcome,
        note: done.note ?? null,
        enrolment_id: done.enrolmentId ?? null,
        gateway_payment_id: done.paymentId ?? null,
        amount_paise: done.amountPaise ?? null,
      })
      .where('event_id', '=', eventId)
      .execute()
    return { status: 200, text: done.note ?? done.outcome }
  } catch (error) {
    // Not stored, so Razorpay's retry (for 24 hours) tries again.
    await db.deleteFrom('gateway_events').where('event_id', '=', eventId).execute()
    throw error
  }
}

async function act(db: Kysely<Database>, name: string, payload: unknown, now: Date): Promise<Outcome> {
  if (name === 'payment_link.paid' || name === 'payment_link.partially_paid') return linkPaid(db, payload, now)
  if (name === 'payment_link.expired' || name === 'payment_link.cancelled') {
    const link = entity(payload, 'payment_link')
    const row = await linkRow(db, link)
    if (!row) return { outcome: 'ignored', note: 'No payment link of ours.' }
    await moveLink(db, row, name === 'payment_link.expired' ? 'expired' : 'cancelled', now)
    return { outcome: 'ignored', note: `Link ${name.slice('payment_link.'.length)}.`, enrolmentId: row.enrolment_id }
  }
  if (name === 'refund.processed' || name === 'refund.failed') return refundSettled(db, name, payload, now)
  return { outcome: 'ignored', note: `Not an event the site acts on (${name.slice(0, 60)}).` }
}

async function linkRow(db: Kysely<Database>, link: Json | undefined) {
  const id = str(link?.id)
  if (!id) return undefined
  return db.selectFrom('gateway_links').selectAll().where('link_id', '=', id).executeTakeFirst()
}

async function moveLink(
  db: Kysely<Database>,
  row: { request_id: string; status: GatewayLinkStatus },
  next: GatewayLinkStatus,
  now: Date,
) {
  if (!linkMovesTo(row.status, next)) return
  // Conditional on the status read, so two events at once cannot move it back either.
  await db
    .updateTable('gateway_links')
    .set({ status: next, updated_at: now.toISOString() })
    .where('request_id', '=', row.request_id)
    .where('status', '=', row.status)
    .execute()
}

async function linkPaid(db: Kysely<Database>, payload: unknown, now: Date): Promise<Outcome> {
  const link = entity(payload, 'payment_link')
  const payment = entity(payload, 'payment')
  const row = await linkRow(db, link)
  if (!row) return { outcome: 'ignored', note: 'No payment link of ours.' }
  const enrolmentId = row.enrolment_id
  await moveLink(db, row, str(link?.status) === 'paid' ? 'paid' : 'partially_paid', now)
  const paymentId = str(payment?.id)
  const amountPaise = paise(payment?.amount)
  if (!paymentId || !amountPaise) return { outcome: 'held', note: 'The event names no payment.', enrolmentId }
  const known = { enrolmentId, paymentId, amountPaise }
  const recorded = await db
    .selectFrom('payments')
    .select('document_number')
    .where('external_id', '=', paymentId)
    .executeTakeFirst()
  if (recorded) return { outcome: 'ignored', note: `Recorded already as ${recorded.document_number}.`, ...known }
  const hold = (note: string): Outcome => ({ outcome: 'held', note, ...known })
  if (payment?.currency !== 'INR') return hold('The payment is not in rupees.')
  if (payment?.status !== 'captured') return hold(`The payment is ${str(payment?.status) ?? 'not captured'}.`)
  if (amountPaise > row.amount_paise) return hold('The payment is more than the link asked for.')
  const account = await feeAccount(db, { enrolmentId })
  if (!account) return hold('The enrolment is gone.')
  if (!account.studentState) return hold("The student's state is not known: set it on the fee page first.")
  const createdAt = typeof payment.created_at === 'number' ? new Date(payment.created_at * 1000) : now
  const result = await recordPayment(
    db,
    {
      enrolmentId,
      amountPaise,
      onDay: istDate(createdAt.toISOString()),
      method: methodOf(payment.method),
      utr: paymentId,
      studentState: account.studentState as GstStateCode,
      by: GATEWAY_ACTOR,
      source: 'gateway',
      externalId: paymentId,
    },
    now,
  ).catch((error: unknown) => {
    // The same gateway payment recorded by a second event at the same moment: external_id is unique.
    if (isUniqueViolation(error)) return { ok: false as const, reason: 'recorded' as const }
    throw error
  })
  if (result.ok) return { outcome: 'recorded', note: `Recorded as ${result.documentNumber}.`, ...known }
  if (result.reason === 'recorded' || result.reason === 'duplicate-utr') {
    return { outcome: 'ignored', note: 'Recorded already.', ...known }
  }
  return hold(
    result.reason === 'too-much' ? 'The payment is more than is due.' : `The ledger refused it (${result.reason}).`,
  )
}

async function refundSettled(db: Kysely<Database>, name: string, payload: unknown, now: Date): Promise<Outcome> {
  const refund = entity(payload, 'refund')
  const refundId = str(refund?.id)
  const receipt = str(refund?.receipt)
  if (!refundId) return { outcome: 'ignored', note: 'The event names no refund.' }
  // Ours by the refund's id, or by the receipt we gave it when its event outran the gateway's answer to us.
  const row = await db
    .selectFrom('gateway_refunds')
    .selectAll()
    .where((eb) => eb.or([eb('refund_id', '=', refundId), ...(receipt ? [eb('id', '=', receipt)] : [])]))
    .executeTakeFirst()
  if (!row) return { outcome: 'ignored', note: 'No refund of ours.' }
  const known = { enrolmentId: row.enrolment_id, amountPaise: row.amount_paise }
  const at = now.toISOString()
  if (name === 'refund.failed') {
    const failed = await db
      .updateTable('gateway_refunds')
      .set({ status: 'failed', refund_id: refundId, error: 'Razorpay could not make the refund.', updated_at: at })
      .where('id', '=', row.id)
      .where('status', 'in', ['asking', 'pending'])
      .executeTakeFirst()
    if (Number(failed.numUpdatedRows) === 0)
      return { outcome: 'ignored', note: `The refund is ${row.status}.`, ...known }
    return { outcome: 'refund-failed', note: 'Razorpay could not make the refund.', ...known }
  }
  // Claimed before the ledger is written, so a second processed event (another id) records nothing.
  const claimed = await db
    .updateTable('gateway_refunds')
    .set({ status: 'processed', refund_id: refundId, updated_at: at })
    .where('id', '=', row.id)
    .where('status', 'in', ['asking', 'pending', 'failed'])
    .executeTakeFirst()
  if (Number(claimed.numUpdatedRows) === 0) return { outcome: 'ignored', note: 'Recorded already.', ...known }
  const payment = await db.selectFrom('payments').select('method').where('id', '=', row.payment_id).executeTakeFirst()
  const result = await recordRefund(
    db,
    {
      enrolmentId: row.enrolment_id,
      amountPaise: row.amount_paise,
      method: payment?.method ?? 'card',
      utr: refundId,
      reasonCode: row.reason_code as RefundReason,
      note: row.note,
      exceptionNote: null,
      withdraw: false,
      by: GATEWAY_ACTOR,
      actorName: GATEWAY_ACTOR,
    },
    now,
  )
  if (!result.ok) {
    await db
      .updateTable('gateway_refunds')
      .set({ status: 'failed', error: `Refunded by Razorpay but not recorded (${result.reason}).`, updated_at: at })
      .where('id', '=', row.id)
      .execute()
    return { outcome: 'held', note: `The ledger refused the refund (${result.reason}).`, ...known }
  }
  await db.updateTable('gateway_refunds').set({ credit_id: result.id }).where('id', '=', row.id).execute()
  return { outcome: 'refund-recorded', note: `Recorded as ${result.documentNumber}.`, ...known }
}
