import type { Kysely } from 'kysely'
import type { Database } from '~/server/db/schema.server'
import type { GatewayLinkStatus } from '~/server/db/schema-fees.server'
import { feeAccount } from '~/server/fees/fee-account.server'
import { gatewaySettings } from './gateway-settings.server'
import { createPaymentLink, GatewayError } from './razorpay-api.server'

/** How long a link stays payable after the request's due day: a late payer still pays the same way. */
const LINK_DAYS_AFTER_DUE = 30

/** The order a link's status moves in; an event never moves it back (a paid link stays paid). */
const RANK: Record<GatewayLinkStatus, number> = {
  creating: 0,
  failed: 0,
  created: 1,
  partially_paid: 2,
  expired: 3,
  cancelled: 3,
  paid: 4,
}

/** Whether `next` may replace `current`: forward only, so a replayed or late event changes nothing. */
export function linkMovesTo(current: GatewayLinkStatus, next: GatewayLinkStatus): boolean {
  return RANK[next] > RANK[current]
}

/**
 * Makes the Razorpay payment link of a stored payment request (decision 027: what is sent and why): the amount, our
 * enrolment reference as `reference_id`, the student's name and email as the customer (Razorpay's checkout shows and
 * receipts them), an expiry 30 days after the due day, and notes naming the enrolment and the batch. Nothing else:
 * no phone, no address, no state. A timeout or an error leaves the row `failed` with the reason, for staff to retry;
 * the request itself is never lost.
 */
export async function makeLink(db: Kysely<Database>, requestId: string, now = new Date()): Promise<GatewayLinkStatus> {
  const settings = gatewaySettings()
  const request = await db.selectFrom('payment_requests').selectAll().where('id', '=', requestId).executeTakeFirst()
  const account = request && (await feeAccount(db, { enrolmentId: request.enrolment_id }))
  if (!settings || !request || !account) return 'failed'
  const at = now.toISOString()
  await db
    .insertInto('gateway_links')
    .values({
      request_id: requestId,
      enrolment_id: request.enrolment_id,
      link_id: null,
      short_url: null,
      amount_paise: request.amount_paise,
      status: 'creating',
      error: null,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column('request_id').doNothing())
    .execute()
  const expiry = new Date(`${request.due_on}T23:59:59+05:30`)
  expiry.setUTCDate(expiry.getUTCDate() + LINK_DAYS_AFTER_DUE)
  try {
    const link = await createPaymentLink(settings, {
      amountPaise: request.amount_paise,
      reference: account.reference,
      description: `${account.courseTitle}, batch ${account.batchCode}`.slice(0, 2000),
      customer: { name: account.name, email: account.email },
      expireBy: Math.floor(Math.max(expiry.getTime(), now.getTime() + 86_400_000) / 1000),
      notes: { enrolment: account.reference, batch: account.batchCode, request: requestId },
    })
    await db
      .updateTable('gateway_links')
      .set({ link_id: link.id, short_url: link.shortUrl, status: 'created', error: null, updated_at: at })
      .where('request_id', '=', requestId)
      .where('status', 'in', ['creating', 'failed'])
      .execute()
    return 'created'
  } catch (error) {
    if (!(error instanceof GatewayError)) console.error('Making a payment link failed', error)
    const reason = error instanceof GatewayError ? error.message : 'The link could not be made.'
    await db
      .updateTable('gateway_links')
      .set({ status: 'failed', error: reason, updated_at: new Date().toISOString() })
      .where('request_id', '=', requestId)
      .where('status', 'in', ['creating', 'failed'])
      .execute()
    return 'failed'
  }
}

/** The link of one payment request, when it was made and can still be paid. */
export async function payableLinkOf(db: Kysely<Database>, requestId: string) {
  if (!gatewaySettings()) return undefined
  return db
    .selectFrom('gateway_links')
    .select(['short_url as shortUrl', 'amount_paise as amountPaise'])
    .where('request_id', '=', requestId)
    .where('status', 'in', ['created', 'partially_paid'])
    .where('short_url', 'is not', null)
    .executeTakeFirst()
}

/** The newest link of an enrolment that can still be paid (the pay page's card option). */
export async function payableLinkOfEnrolment(db: Kysely<Database>, enrolmentId: string) {
  if (!gatewaySettings()) return undefined
  return db
    .selectFrom('gateway_links')
    .select(['short_url as shortUrl', 'amount_paise as amountPaise'])
    .where('enrolment_id', '=', enrolmentId)
    .where('status', 'in', ['created', 'partially_paid'])
    .where('short_url', 'is not', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst()
}

/** Every link of an enrolment, newest first, for the fee page (a failed one with its reason and a retry). */
export async function linksOfEnrolment(db: Kysely<Database>, enrolmentId: string) {
  return db
    .selectFrom('gateway_links')
    .select(['request_id as requestId', 'amount_paise as amountPaise', 'status', 'error', 'short_url as shortUrl'])
    .where('enrolment_id', '=', enrolmentId)
    .orderBy('created_at', 'desc')
    .execute()
}
