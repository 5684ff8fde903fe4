import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { createCookieSessionStorage, redirect, type SessionStorage } from 'react-router'
import { RateLimiter } from './rate-limit.server'

/** Staff sessions last a working day, then staff sign in again. */
export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60
/** Shorter secrets are refused: the session cookie's signature is only as strong as this. */
export const MIN_SECRET_LENGTH = 32
const COOKIE_NAME = 'rw_staff'

/** Five sign-in attempts per address in fifteen minutes. */
export const signInLimiter = new RateLimiter(5, 15 * 60 * 1000)
/**
 * And 100 in fifteen minutes from everywhere together: the server trusts X-Forwarded-For (it runs behind a proxy), so
 * an attacker could otherwise pose as endless addresses. Signed-in staff are not affected by either limit.
 */
export const globalSignInLimiter = new RateLimiter(100, 15 * 60 * 1000)

export type StaffConfig = { ok: true; password: string; secret: string } | { ok: false; reason: string }

/** The inbox is open only when both ADMIN_PASSWORD and a long enough SESSION_SECRET are set. */
export function staffConfig(env: NodeJS.ProcessEnv = process.env): StaffConfig {
  const password = env.ADMIN_PASSWORD ?? ''
  const secret = env.SESSION_SECRET ?? ''
  if (!password || !secret) return { ok: false, reason: 'ADMIN_PASSWORD and SESSION_SECRET are not both set' }
  if (secret.length < MIN_SECRET_LENGTH)
    return { ok: false, reason: `SESSION_SECRET is shorter than ${MIN_SECRET_LENGTH} characters` }
  return { ok: true, password, secret }
}

interface StaffSession {
  staff: true
  /** Milliseconds since the epoch; the server enforces the 8 h limit itself, not only the cookie's Max-Age. */
  signedInAt: number
  /** Changes when ADMIN_PASSWORD changes, so changing the password signs everyone out. */
  epoch: string
}

const storages = new Map<string, SessionStorage<StaffSession>>()

function storage(secret: string, secure: boolean): SessionStorage<StaffSession> {
  const key = `${secure ? 's' : 'p'}:${secret}`
  let found = storages.get(key)
  if (!found) {
    found = createCookieSessionStorage<StaffSession>({
      // Path '/' because client navigations fetch /staff.data, which a '/staff' cookie path would not cover.
      cookie: {
        name: COOKIE_NAME,
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure,
        secrets: [secret],
        maxAge: SESSION_MAX_AGE_SECONDS,
      },
    })
    storages.set(key, found)
  }
  return found
}

function isSecureRequest(request: Request): boolean {
  return process.env.TRUST_PROXY_HTTPS === '1' || new URL(request.url).protocol === 'https:'
}

function passwordEpoch(config: { password: string; secret: string }): string {
  return createHmac('sha256', config.secret).update(config.password).digest('base64url').slice(0, 16)
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest()
}

/** Constant-time comparison: both sides are hashed to equal length first, so neither length nor content leaks. */
export function passwordMatches(candidate: string, password: string): boolean {
  return timingSafeEqual(sha256(candidate), sha256(password))
}

/** Whether the request carries a valid, unexpired staff session. */
export async function isStaff(request: Request): Promise<boolean> {
  const config = staffConfig()
  if (!config.ok) return false
  const session = await storage(config.secret, isSecureRequest(request)).getSession(request.headers.get('Cookie'))
  const signedInAt = session.get('signedInAt')
  return (
    session.get('staff') === true &&
    typeof signedInAt === 'number' &&
    Date.now() - signedInAt < SESSION_MAX_AGE_SECONDS * 1000 &&
    Date.now() >= signedInAt - 60_000 &&
    session.get('epoch') === passwordEpoch(config)
  )
}

const noStore = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' }

/** A same-site form post carries our own Origin (or none, from older browsers); anything else is refused. */
function crossSite(request: Request): boolean {
  const method = request.method.toUpperCase()
  if (method === 'GET' || method === 'HEAD') return false
  const origin = request.headers.get('Origin')
  return origin !== null && origin !== new URL(request.url).origin
}

/**
 * Call first in every staff loader and action. Pages: throws a redirect to /staff/login (back here after sign-in).
 * Resource routes (`{ resource: true }`): throws 401 when signed out, 403 when the inbox is not configured.
 */
export async function requireStaff(request: Request, { resource = false }: { resource?: boolean } = {}): Promise<void> {
  if (crossSite(request)) throw new Response('Forbidden', { status: 403, headers: noStore })
  const config = staffConfig()
  if (!config.ok) {
    if (resource) throw new Response('The staff inbox is not configured.', { status: 403, headers: noStore })
    throw redirect('/staff/login', { headers: noStore })
  }
  if (await isStaff(request)) return
  if (resource) throw new Response('Please sign in to the staff inbox.', { status: 401, headers: noStore })
  const url = new URL(request.url)
  const back = request.method.toUpperCase() === 'GET' ? `${url.pathname}${url.search}` : ''
  throw redirect(back && back !== '/staff' ? `/staff/login?next=${encodeURIComponent(back)}` : '/staff/login', {
    headers: noStore,
  })
}

/** Where to go after sign-in: only a path inside the inbox, never another site. */
export function safeNext(next: string | null | undefined): string {
  if (!next || !/^\/staff([/?][\w\-./%?=&+]*)?$/.test(next) || next.includes('//') || next.startsWith('/staff/login'))
    return '/staff'
  return next
}

export type SignInResult = { ok: true; cookie: string } | { ok: false; status: number; error: string }

/** Checks a sign-in attempt (rate-limited per address) and returns the session cookie to set on success. */
export async function signIn(request: Request, password: string, clientAddress: string): Promise<SignInResult> {
  const config = staffConfig()
  if (!config.ok) return { ok: false, status: 403, error: 'The staff inbox is not configured.' }
  if (!signInLimiter.take(clientAddress) || !globalSignInLimiter.take('all')) {
    return { ok: false, status: 429, error: 'Too many sign-in attempts. Please wait 15 minutes and try again.' }
  }
  if (!passwordMatches(password, config.password))
    return { ok: false, status: 401, error: 'That password is not correct.' }
  const sessions = storage(config.secret, isSecureRequest(request))
  const session = await sessions.getSession()
  session.set('staff', true)
  session.set('signedInAt', Date.now())
  session.set('epoch', passwordEpoch(config))
  return { ok: true, cookie: await sessions.commitSession(session) }
}

/** The Set-Cookie value that ends the session. */
export async function signOut(request: Request): Promise<string> {
  const config = staffConfig()
  const sessions = storage(
    config.ok ? config.secret : 'signed-out-placeholder-secret-0000000000',
    isSecureRequest(request),
  )
  return sessions.destroySession(await sessions.getSession(request.headers.get('Cookie')))
}
