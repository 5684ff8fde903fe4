import type { Route } from './+types/webhooks.razorpay'
import { getDatabase } from '~/server/db/database.server'
import { gatewaySettings } from '~/server/gateway/gateway-settings.server'
import { logRefused } from '~/server/log.server'
import { handleWebhook, WEBHOOK_MAX_BYTES } from '~/staff/fees/server/gateway-webhook.server'

const headers = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }

/** The body's bytes, read up to `max` (a Content-Length or a stream past it is refused without reading the rest). */
async function readRaw(request: Request, max: number): Promise<Uint8Array | undefined> {
  if (Number(request.headers.get('content-length') ?? 0) > max) return undefined
  if (!request.body) return new Uint8Array()
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel()
      return undefined
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/**
 * Razorpay's webhook (decision 027): server to server, so no Origin and no cookie; it is authenticated by its
 * signature alone. 404 while the gateway is not configured, as if the address did not exist.
 */
export async function action({ request }: Route.ActionArgs) {
  const settings = gatewaySettings()
  if (!settings) return new Response('Not Found\n', { status: 404, headers })
  const body = await readRaw(request, WEBHOOK_MAX_BYTES)
  if (!body) {
    logRefused(request, '413 webhook body too large')
    return new Response('Too large.\n', { status: 413, headers })
  }
  const answer = await handleWebhook(
    (await getDatabase()).db,
    {
      body,
      signature: request.headers.get('x-razorpay-signature'),
      eventId: request.headers.get('x-razorpay-event-id'),
    },
    settings.webhookSecret,
  )
  if (answer.status >= 400) logRefused(request, `${answer.status} webhook: ${answer.text}`)
  return new Response(`${answer.text}\n`, { status: answer.status, headers })
}

export function loader() {
  return new Response('Method Not Allowed\n', { status: 405, headers: { ...headers, Allow: 'POST' } })
}
