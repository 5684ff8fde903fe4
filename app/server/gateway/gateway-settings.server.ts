/**
 * The optional payment gateway (Razorpay Payment Links, decision 027), from the environment (README, "Environment"):
 * on only when `RAZORPAY_KEY_ID`, `RAZORPAY_KEY_SECRET` and `RAZORPAY_WEBHOOK_SECRET` are all set. `RAZORPAY_API_BASE`
 * is the API's address (the tests point it at a stand-in on 127.0.0.1). Read per call, like the payment settings.
 */
export interface GatewaySettings {
  keyId: string
  keySecret: string
  webhookSecret: string
  apiBase: string
  /** How long one call to the gateway may take before the site gives up on it. */
  timeoutMs: number
}

const DEFAULT_API_BASE = 'https://api.razorpay.com'

function env(name: string): string {
  return (process.env[name] ?? '').trim()
}

/** The gateway's settings, or undefined when it is not configured (the site then works without it). */
export function gatewaySettings(): GatewaySettings | undefined {
  const keyId = env('RAZORPAY_KEY_ID')
  const keySecret = env('RAZORPAY_KEY_SECRET')
  const webhookSecret = env('RAZORPAY_WEBHOOK_SECRET')
  if (!keyId || !keySecret || !webhookSecret) return undefined
  const base = env('RAZORPAY_API_BASE') || DEFAULT_API_BASE
  let apiBase: string
  try {
    const url = new URL(base)
    if (url.protocol !== 'https:' && url.hostname !== '127.0.0.1') return undefined
    apiBase = url.origin
  } catch {
    return undefined
  }
  const timeout = Number(env('RAZORPAY_TIMEOUT_MS'))
  return {
    keyId,
    keySecret,
    webhookSecret,
    apiBase,
    timeoutMs: Number.isInteger(timeout) && timeout >= 100 && timeout <= 30_000 ? timeout : 10_000,
  }
}
