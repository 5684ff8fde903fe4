import type { GatewaySettings } from './gateway-settings.server'

/** A call to the gateway that did not give what was asked: a timeout, a refusal or a server error, for staff to read. */
export class GatewayError extends Error {}

/**
 * One call to Razorpay's REST API (basic auth with the key id and secret, JSON both ways), given up after the
 * configured timeout. Plain `fetch` rather than the `razorpay` package's client: the same few lines, a base URL the
 * tests can point at their stand-in, and a timeout of our choosing.
 */
async function call(settings: GatewaySettings, path: string, body: unknown): Promise<Record<string, unknown>> {
  const auth = Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')
  let response: Response
  try {
    response = await fetch(new URL(path, settings.apiBase), {
      method: 'POST',
      headers: { Authorization: `Basic ${auth}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(settings.timeoutMs),
    })
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError'
    throw new GatewayError(
      timedOut ? `Razorpay did not answer within ${settings.timeoutMs / 1000} s.` : 'Razorpay could not be reached.',
    )
  }
  const text = await response.text()
  let json: Record<string, unknown> = {}
  try {
    json = JSON.parse(text) as Record<string, unknown>
  } catch {
    // A proxy's HTML error page: the status says enough.
  }
  if (!response.ok) {
    const error = json.error as { description?: unknown } | undefined
    const description = typeof error?.description === 'string' ? `: ${error.description.slice(0, 200)}` : ''
    throw new GatewayError(`Razorpay answered ${response.status}${description}.`)
  }
  return json
}

export interface LinkRequest {
  amountPaise: number
  /** Our enrolment reference: the link's `reference_id`, which its events carry back. */
  reference: string
  description: string
  customer: { name: string; email: string }
  /** Unix seconds. */
  expireBy: number
  notes: Record<string, string>
}

export interface CreatedLink {
  id: string
  shortUrl: string
  status: string
}

/** Creates a payment link (POST /v1/payment_links). Razorpay sends no SMS or mail of its own: ours goes out. */
export async function createPaymentLink(settings: GatewaySettings, link: LinkRequest): Promise<CreatedLink> {
  const json = await call(settings, '/v1/payment_links', {
    amount: link.amountPaise,
    currency: 'INR',
    accept_partial: false,
    reference_id: link.reference,
    description: link.description,
    customer: link.customer,
    notify: { sms: false, email: false },
    reminder_enable: false,
    expire_by: link.expireBy,
    notes: link.notes,
  })
  const { id, short_url: shortUrl, status } = json
  if (typeof id !== 'string' || typeof shortUrl !== 'string' || !/^https:\/\//.test(shortUrl)) {
    throw new GatewayError('Razorpay answered without a link.')
  }
  return { id, shortUrl, status: typeof status === 'string' ? status : 'created' }
}

/** Asks for a refund of a gateway payment (POST /v1/payments/:id/refund); it is final when `refund.processed` comes. */
export async function createRefund(
  settings: GatewaySettings,
  paymentId: string,
  refund: { amountPaise: number; receipt: string },
): Promise<{ id: string; status: string }> {
  const json = await call(settings, `/v1/payments/${encodeURIComponent(paymentId)}/refund`, {
    amount: refund.amountPaise,
    speed: 'normal',
    receipt: refund.receipt,
  })
  if (typeof json.id !== 'string') throw new GatewayError('Razorpay answered without a refund.')
  return { id: json.id, status: typeof json.status === 'string' ? json.status : 'pending' }
}
