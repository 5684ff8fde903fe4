// The payment gateway on the store (decision 027): a payment request's Razorpay link made against a local stand-in of
// the API on 127.0.0.1 (also when it times out or answers 5xx: the request is kept and mailed without the card
// option), and the webhook with real signed payloads: paid, partly paid, replayed, out of order, mis-signed, the wrong
// amount, an unknown link, and refunds asked of the gateway and recorded when processed (or shown as failed).
// SQLite in memory; PostgreSQL with DATABASE_URL.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { withTestDatabase } from '~/server/db/test-database.server'
import { feeAccount } from '~/server/fees/fee-account.server'
import { composeFeeRequest } from '~/server/fees/fee-mail.server'
import {
  gatewayEnv,
  linkPaidEvent,
  RazorpayStandIn,
  refundEvent,
  signed,
  TEST_WEBHOOK_SECRET,
} from '~/server/gateway/razorpay-stand-in.fixture'
import { testMailSettings } from '~/server/test-smtp.server'
import { enrolledStudent } from './fees.fixture'
import { askGatewayRefund, gatewayAttention, retryLink } from './gateway-refunds.server'
import { handleWebhook } from './gateway-webhook.server'
import { sendPaymentRequest } from './plan.server'

const store = withTestDatabase()
const NOW = new Date('2026-11-27T06:00:00.000Z')
const saved = { ...process.env }
let standIn: RazorpayStandIn

beforeEach(async () => {
  standIn = new RazorpayStandIn()
  Object.assign(
    process.env,
    { GSTIN: '29AAMCR4821K1Z6', UPI_ID: 'realworktech@icici' },
    gatewayEnv(await standIn.start()),
  )
})
afterEach(async () => {
  process.env = { ...saved }
  await standIn.stop()
})

let eventCount = 0
/** Posts `event` as Razorpay would: its raw bytes, their signature, a fresh event id unless one is given. */
async function deliver(event: unknown, { eventId = `evt_${++eventCount}`, secret = TEST_WEBHOOK_SECRET } = {}) {
  const { body, signature } = signed(event, secret)
  return handleWebhook(store.db, { body, signature, eventId }, TEST_WEBHOOK_SECRET, NOW)
}

/** A student with a known state, asked for ₹7,000: the enrolment, its reference and the link the stand-in made. */
async function requested(amountPaise = 700000) {
  const enrolmentId = await enrolledStudent(store.db)
  await store.db.updateTable('enrolments').set({ state: 'enrolled' }).where('id', '=', enrolmentId).execute()
  const sent = await sendPaymentRequest(
    store.db,
    { enrolmentId, amountPaise, dueOn: '2026-12-10', by: 'asha@realworktech.in' },
    NOW,
  )
  if (!sent.ok) throw new Error(sent.reason)
  await store.db.updateTable('fee_plans').set({ student_state: '29' }).where('enrolment_id', '=', enrolmentId).execute()
  const link = await store.db
    .selectFrom('gateway_links')
    .selectAll()
    .where('request_id', '=', sent.id)
    .executeTakeFirstOrThrow()
  const account = (await feeAccount(store.db, { enrolmentId }))!
  return { enrolmentId, requestId: sent.id, reference: account.reference, link }
}

const payments = (enrolmentId: string) =>
  store.db
    .selectFrom('payments')
    .select(['kind', 'amount_paise', 'source', 'external_id', 'method', 'document_number'])
    .where('enrolment_id', '=', enrolmentId)
    .orderBy('created_at')
    .execute()

const feeMails = (purpose: 'fee-document' | 'fee-request') =>
  store.db.selectFrom('outbox').select(['ref_id', 'next_attempt_at']).where('purpose', '=', purpose).execute()

describe(`payment gateway (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('makes a link for a payment request with our reference, the student and an expiry, and mails it', async () => {
    const { link, reference, requestId } = await requested()
    expect(link).toMatchObject({
      status: 'created',
      link_id: 'plink_Test000001',
      short_url: 'https://rzp.io/i/test000001',
    })
    const call = standIn.calls[0]!
    expect(call.path).toBe('/v1/payment_links')
    expect(call.authorization).toBe(`Basic ${Buffer.from('rzp_test_RealWork01:test-key-secret').toString('base64')}`)
    expect(call.body).toMatchObject({
      amount: 700000,
      currency: 'INR',
      reference_id: reference,
      customer: { name: 'Kavya Reddy', email: 'kavya@example.com' },
      notes: { enrolment: reference },
    })
    // No phone, no address, no state: what Razorpay gets is named in decision 027.
    expect(Object.keys(call.body.customer as object)).toEqual(['name', 'email'])
    expect(call.body.expire_by).toBe(Math.floor(Date.parse('2027-01-09T23:59:59+05:30') / 1000))
    // The mail waited for the link and was released once it was made.
    expect((await feeMails('fee-request'))[0]!.next_attempt_at).toBe(NOW.toISOString())
    const mail = await composeFeeRequest(store.db, requestId, testMailSettings)
    expect(mail?.text).toContain('Pay by card, net banking or UPI (₹7,000) through Razorpay')
    expect(mail?.text).toContain('https://rzp.io/i/test000001')
  })

  it.each(['5xx', 'hang'] as const)(
    'keeps and mails the request without the card option when the gateway answers %s',
    async (mode) => {
      standIn.mode = mode
      const { link, requestId } = await requested()
      expect(link.status).toBe('failed')
      expect(link.error).toBe(
        mode === '5xx' ? 'Razorpay answered 502: Bad gateway.' : 'Razorpay did not answer within 0.5 s.',
      )
      expect(await store.db.selectFrom('payment_requests').select('id').execute()).toEqual([{ id: requestId }])
      expect((await feeMails('fee-request'))[0]!.next_attempt_at).toBe(NOW.toISOString())
      const mail = await composeFeeRequest(store.db, requestId, testMailSettings)
      expect(mail?.text).toContain('Pay by UPI')
      expect(mail?.text).not.toMatch(/card|net banking|rzp\.io/i)
    },
  )

  it('records a paid link once through the ledger, with its invoice mailed, whatever is replayed or comes late', async () => {
    const { enrolmentId, reference, link } = await requested()
    const paid = linkPaidEvent(
      { id: link.link_id!, amount: 700000, reference },
      { id: 'pay_Test0001', amount: 700000, method: 'upi', createdAt: NOW },
    )
    expect(await deliver(paid, { eventId: 'evt_paid' })).toMatchObject({
      status: 200,
      text: expect.stringMatching(/^Recorded as /),
    })
    const recorded = await payments(enrolmentId)
    expect(recorded).toMatchObject([
      { kind: 'payment', amount_paise: 700000, source: 'gateway', external_id: 'pay_Test0001', method: 'upi' },
    ])
    expect(await feeMails('fee-document')).toHaveLength(1)
    // The same delivery again, and the same payment under another event id: nothing more.
    expect(await deliver(paid, { eventId: 'evt_paid' })).toEqual({ status: 200, text: 'Already received.' })
    expect(await deliver(paid)).toMatchObject({ status: 200, text: expect.stringMatching(/^Recorded already as /) })
    // A partly-paid event arriving after the paid one does not move the link back.
    const late = linkPaidEvent(
      { id: link.link_id!, amount: 700000, reference },
      { id: 'pay_Test0001', amount: 700000, createdAt: NOW },
      'partially_paid',
    )
    await deliver(late)
    expect(await payments(enrolmentId)).toHaveLength(1)
    expect(await feeMails('fee-document')).toHaveLength(1)
    const row = await store.db
      .selectFrom('gateway_links')
      .select('status')
      .where('link_id', '=', link.link_id)
      .executeTakeFirst()
    expect(row?.status).toBe('paid')
    expect((await feeAccount(store.db, { enrolmentId }))!.balancePaise).toBe(0)
    // Nor does an expiry that Razorpay sends after it.
    await deliver({
      event: 'payment_link.expired',
      payload: { payment_link: { entity: { id: link.link_id, status: 'expired' } } },
    })
    const after = await store.db
      .selectFrom('gateway_links')
      .select('status')
      .where('link_id', '=', link.link_id)
      .executeTakeFirst()
    expect(after?.status).toBe('paid')
  })

  it('makes a failed link again from the fee page and mails the request again with it', async () => {
    standIn.mode = '5xx'
    const { enrolmentId, requestId } = await requested()
    standIn.mode = 'ok'
    expect(await retryLink(store.db, enrolmentId, requestId, NOW)).toEqual({ ok: true })
    const row = await store.db
      .selectFrom('gateway_links')
      .selectAll()
      .where('request_id', '=', requestId)
      .executeTakeFirst()
    expect(row).toMatchObject({ status: 'created', error: null })
    expect((await feeMails('fee-request')).filter((m) => m.ref_id === requestId)).toHaveLength(2)
    // A made link is not made again.
    expect(await retryLink(store.db, enrolmentId, requestId, NOW)).toMatchObject({ ok: false })
  })

  it('records each part of a partly paid link, in either order', async () => {
    const { enrolmentId, reference, link } = await requested()
    const part = (id: string, amount: number, status: 'paid' | 'partially_paid') =>
      linkPaidEvent({ id: link.link_id!, amount: 700000, reference }, { id, amount, createdAt: NOW }, status)
    // The final part's event arrives first.
    await deliver(part('pay_Second', 400000, 'paid'))
    await deliver(part('pay_First', 300000, 'partially_paid'))
    expect((await payments(enrolmentId)).map((p) => [p.external_id, p.amount_paise])).toEqual([
      ['pay_Second', 400000],
      ['pay_First', 300000],
    ])
    const row = await store.db
      .selectFrom('gateway_links')
      .select('status')
      .where('link_id', '=', link.link_id)
      .executeTakeFirst()
    expect(row?.status).toBe('paid')
  })

  it('refuses an unsigned or mis-signed delivery and stores nothing', async () => {
    const { enrolmentId, reference, link } = await requested()
    const event = linkPaidEvent({ id: link.link_id!, amount: 700000, reference }, { id: 'pay_Forged', amount: 700000 })
    expect(await deliver(event, { secret: 'not-our-secret' })).toMatchObject({ status: 401 })
    const { body } = signed(event)
    expect(
      await handleWebhook(store.db, { body, signature: null, eventId: 'evt_x' }, TEST_WEBHOOK_SECRET, NOW),
    ).toMatchObject({ status: 401 })
    // The signed bytes changed by one character after signing.
    const { signature } = signed(event)
    const altered = Buffer.from(body.toString().replace('700000', '700001'))
    expect(
      await handleWebhook(store.db, { body: altered, signature, eventId: 'evt_y' }, TEST_WEBHOOK_SECRET, NOW),
    ).toMatchObject({ status: 401 })
    expect(await store.db.selectFrom('gateway_events').selectAll().execute()).toEqual([])
    expect(await payments(enrolmentId)).toEqual([])
  })

  it('holds a payment that does not match what is due for staff, and ignores a link that is not ours', async () => {
    const { enrolmentId, reference, link } = await requested(300000)
    const tooMuch = linkPaidEvent(
      { id: link.link_id!, amount: 300000, reference },
      { id: 'pay_TooMuch', amount: 450000, createdAt: NOW },
    )
    expect(await deliver(tooMuch)).toMatchObject({ status: 200, text: 'The payment is more than the link asked for.' })
    const dollars = linkPaidEvent(
      { id: link.link_id!, amount: 300000, reference },
      { id: 'pay_Dollars', amount: 300000, currency: 'USD', createdAt: NOW },
    )
    await deliver(dollars)
    expect(await payments(enrolmentId)).toEqual([])
    const { held } = await gatewayAttention(store.db)
    expect(held.map((h) => [h.paymentId, h.reference, h.note])).toEqual(
      expect.arrayContaining([
        ['pay_TooMuch', reference, 'The payment is more than the link asked for.'],
        ['pay_Dollars', reference, 'The payment is not in rupees.'],
      ]),
    )
    const stranger = linkPaidEvent(
      { id: 'plink_NotOurs', amount: 300000, reference: 'XX-9999-001' },
      { id: 'pay_Other', amount: 300000 },
    )
    expect(await deliver(stranger)).toEqual({ status: 200, text: 'No payment link of ours.' })
    expect(await store.db.selectFrom('payments').selectAll().execute()).toEqual([])
  })

  it('refunds a gateway payment through the gateway and records the credit note when it is processed', async () => {
    const { enrolmentId, reference, link } = await requested()
    await deliver(
      linkPaidEvent(
        { id: link.link_id!, amount: 700000, reference },
        { id: 'pay_ToRefund', amount: 700000, createdAt: NOW },
      ),
    )
    const [payment] = await store.db
      .selectFrom('payments')
      .select('id')
      .where('external_id', '=', 'pay_ToRefund')
      .execute()
    const input = {
      paymentId: payment!.id,
      amountPaise: 200000,
      reasonCode: 'discount-after-payment' as const,
      note: 'Scholarship',
      by: 'asha@realworktech.in',
    }
    expect(await askGatewayRefund(store.db, { ...input, amountPaise: 800000 }, NOW)).toEqual({
      ok: false,
      reason: 'too-much',
    })
    const asked = await askGatewayRefund(store.db, input, NOW)
    expect(asked).toMatchObject({ ok: true })
    expect(standIn.calls.at(-1)).toMatchObject({ path: '/v1/payments/pay_ToRefund/refund', body: { amount: 200000 } })
    // Nothing in the ledger until Razorpay says the money went back.
    expect((await payments(enrolmentId)).map((p) => p.kind)).toEqual(['payment'])
    const processed = refundEvent({ id: 'rfnd_Test000002', paymentId: 'pay_ToRefund', amount: 200000 }, 'processed')
    expect(await deliver(processed)).toMatchObject({ status: 200, text: expect.stringMatching(/^Recorded as /) })
    await deliver(processed)
    await deliver(refundEvent({ id: 'rfnd_Test000002', paymentId: 'pay_ToRefund', amount: 200000 }, 'failed'))
    expect((await payments(enrolmentId)).map((p) => [p.kind, p.amount_paise])).toEqual([
      ['payment', 700000],
      ['refund', -200000],
    ])
    expect((await feeAccount(store.db, { enrolmentId }))!.netPaise).toBe(500000)
    const row = await store.db.selectFrom('gateway_refunds').select(['status', 'refund_id']).executeTakeFirst()
    expect(row).toEqual({ status: 'processed', refund_id: 'rfnd_Test000002' })
  })

  it('shows staff a refund that failed at the gateway, or that the gateway could not be asked for', async () => {
    const { enrolmentId, reference, link } = await requested()
    await deliver(
      linkPaidEvent(
        { id: link.link_id!, amount: 700000, reference },
        { id: 'pay_Fails', amount: 700000, createdAt: NOW },
      ),
    )
    const [payment] = await store.db
      .selectFrom('payments')
      .select('id')
      .where('external_id', '=', 'pay_Fails')
      .execute()
    const input = {
      paymentId: payment!.id,
      amountPaise: 100000,
      reasonCode: 'discount-after-payment' as const,
      note: 'Part refund',
      by: 'asha',
    }
    expect(await askGatewayRefund(store.db, input, NOW)).toMatchObject({ ok: true })
    expect(await askGatewayRefund(store.db, input, NOW)).toEqual({ ok: false, reason: 'waiting' })
    await deliver(refundEvent({ id: 'rfnd_Test000002', paymentId: 'pay_Fails', amount: 100000 }, 'failed'))
    standIn.mode = '5xx'
    expect(await askGatewayRefund(store.db, input, NOW)).toEqual({
      ok: false,
      reason: 'gateway-error',
      message: 'Razorpay answered 502: Bad gateway.',
    })
    const { failedRefunds } = await gatewayAttention(store.db)
    expect(failedRefunds.map((r) => r.error).sort()).toEqual([
      'Razorpay answered 502: Bad gateway.',
      'Razorpay could not make the refund.',
    ])
    expect((await payments(enrolmentId)).map((p) => p.kind)).toEqual(['payment'])
  })
})
