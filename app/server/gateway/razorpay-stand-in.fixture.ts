import { createHmac } from 'node:crypto'
import { once } from 'node:events'
import http, { type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** How the stand-in answers the next calls: as Razorpay does, with a server error, or not at all (a timeout). */
export type StandInMode = 'ok' | '5xx' | 'hang'

export interface StandInCall {
  path: string
  authorization: string | undefined
  body: Record<string, unknown>
}

/**
 * A local HTTP stand-in for Razorpay's API on 127.0.0.1 (the site's `RAZORPAY_API_BASE` points at it): payment links
 * and refunds answered in the documented shapes, every call kept for the test to read.
 */
export class RazorpayStandIn {
  mode: StandInMode = 'ok'
  readonly calls: StandInCall[] = []
  private server?: Server
  private count = 0

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>
        this.calls.push({ path: req.url ?? '', authorization: req.headers.authorization, body })
        if (this.mode === 'hang') return
        if (this.mode === '5xx') {
          res.writeHead(502, { 'Content-Type': 'application/json' })
          return res.end(JSON.stringify({ error: { code: 'SERVER_ERROR', description: 'Bad gateway' } }))
        }
        this.count += 1
        const n = String(this.count).padStart(6, '0')
        res.writeHead(200, { 'Content-Type': 'application/json' })
        if (req.url === '/v1/payment_links') {
          return res.end(
            JSON.stringify({
              id: `plink_Test${n}`,
              short_url: `https://rzp.io/i/test${n}`,
              status: 'created',
              amount: body.amount,
              reference_id: body.reference_id,
            }),
          )
        }
        const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(req.url ?? '')
        if (refund) {
          return res.end(
            JSON.stringify({
              id: `rfnd_Test${n}`,
              entity: 'refund',
              amount: body.amount,
              payment_id: refund[1],
              receipt: body.receipt,
              status: 'pending',
            }),
          )
        }
        res.writeHead(404).end('{}')
      })
    })
    this.server.listen(0, '127.0.0.1')
    await once(this.server, 'listening')
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections()
    await new Promise((resolve) => this.server?.close(resolve))
  }
}

export const TEST_WEBHOOK_SECRET = 'whsec-test-realwork-gateway'

/** The gateway's settings for a test, pointed at the stand-in. */
export function gatewayEnv(apiBase: string): Record<string, string> {
  return {
    RAZORPAY_KEY_ID: 'rzp_test_RealWork01',
    RAZORPAY_KEY_SECRET: 'test-key-secret',
    RAZORPAY_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    RAZORPAY_API_BASE: apiBase,
    RAZORPAY_TIMEOUT_MS: '500',
  }
}

/** A webhook delivery as Razorpay makes it: the raw bytes and their HMAC-SHA256 signature. */
export function signed(event: unknown, secret = TEST_WEBHOOK_SECRET) {
  const body = Buffer.from(JSON.stringify(event))
  return { body, signature: createHmac('sha256', secret).update(body).digest('hex') }
}

/** A `payment_link.paid` or `payment_link.partially_paid` event in Razorpay's documented shape. */
export function linkPaidEvent(
  link: { id: string; amount: number; reference: string },
  payment: { id: string; amount: number; method?: string; currency?: string; createdAt?: Date },
  status: 'paid' | 'partially_paid' = 'paid',
) {
  const created = Math.floor((payment.createdAt ?? new Date()).getTime() / 1000)
  return {
    entity: 'event',
    account_id: 'acc_RealWorkTest',
    event: `payment_link.${status}`,
    contains: ['payment_link', 'order', 'payment'],
    payload: {
      payment_link: {
        entity: {
          id: link.id,
          amount: link.amount,
          amount_paid: status === 'paid' ? link.amount : payment.amount,
          currency: 'INR',
          reference_id: link.reference,
          status,
        },
      },
      order: { entity: { id: 'order_Test01', amount: link.amount, status: status === 'paid' ? 'paid' : 'attempted' } },
      payment: {
        entity: {
          id: payment.id,
          entity: 'payment',
          amount: payment.amount,
          currency: payment.currency ?? 'INR',
          status: 'captured',
          method: payment.method ?? 'card',
          created_at: created,
        },
      },
    },
    created_at: created,
  }
}

/** A `refund.processed` or `refund.failed` event. */
export function refundEvent(
  refund: { id: string; paymentId: string; amount: number; receipt?: string },
  status: 'processed' | 'failed',
) {
  return {
    entity: 'event',
    account_id: 'acc_RealWorkTest',
    event: `refund.${status}`,
    contains: ['refund', 'payment'],
    payload: {
      refund: {
        entity: {
          id: refund.id,
          entity: 'refund',
          amount: refund.amount,
          currency: 'INR',
          payment_id: refund.paymentId,
          receipt: refund.receipt ?? null,
          status,
        },
      },
      payment: { entity: { id: refund.paymentId, entity: 'payment', status: 'refunded' } },
    },
    created_at: Math.floor(Date.now() / 1000),
  }
}
