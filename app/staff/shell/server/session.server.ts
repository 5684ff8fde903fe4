import { randomBytes } from 'node:crypto'
import { createSessionStorage, data, redirect, type SessionStorage } from 'react-router'
import type { Kysely } from 'kysely'
import { getDatabase } from '~/server/db/database.server'
import type { Database } from '~/server/db/schema.server'
import { isCrossSite, isSecureRequest } from '~/server/http.server'
import { staffPaths } from '~/content/staff-routes'
import {
  accountFactors,
  getAccount,
  hasAnyFactor,
  mustSetUpSecondFactor,
  type AccountFactors,
  type StaffAccount,
} from './staff-account.server'

/** Staff sessions last a working day, then staff sign in again. */
export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60
/** Shorter secrets are refused: the session cookie's signature is only as strong as this. */
export const MIN_SECRET_LENGTH = 32
const COOKIE_NAME = 'rw_staff'

export type StaffConfig = { ok: true; secret: string } | { ok: false; reason: string }

/**
 * The staff side is open only with a long enough SESSION_SECRET. Who may sign in lives in the database (named
 * accounts); ADMIN_EMAIL and ADMIN_PASSWORD only create the first owner while no account exists.
 */
export function staffConfig(env: NodeJS.ProcessEnv = process.env): StaffConfig {
  const secret = env.SESSION_SECRET ?? ''
  if (!secret) return { ok: false, reason: 'SESSION_SECRET is not set' }
  if (secret.length < MIN_SECRET_LENGTH)
    return { ok: false, reason: `SESSION_SECRET is shorter than ${MIN_SECRET_LENGTH} characters` }
  return { ok: true, secret }
}

export interface StaffSession {
  /** The account signed in; checked against the database on every request. */
  accountId: string
  /** Milliseconds since the epoch; the server enforces the 8 h limit itself, not only the cookie's Max-Age. */
  signedInAt: number
  /**
   * Whether this session proved a second factor (a passkey, the app's code or a recovery code). A session without one
   * opens nothing for an account that has a factor, whenever the factor was added.
   */
  secondFactor?: boolean
  /** Where and with what the session was started, shown to the owner in the list of sessions. */
  clientAddress?: string
  userAgent?: string
}

const storages = new Map<string, SessionStorage<StaffSession>>()

/**
 * Sessions are rows in the shared database; the cookie holds only the signed session id. Signing out deletes the row,
 * so a copied cookie is dead at once, on every server that shares the database.
 */
export function staffSessionStorage(secret: string, secure: boolean): SessionStorage<StaffSession> {
  const key = `${secure ? 's' : 'p'}:${secret}`
  let found = storages.get(key)
  if (!found) {
    found = createSessionStorage<StaffSession>({
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
      async createData(data, expires) {
        const { db } = await getDatabase()
        return createSessionRow(db, data as StaffSession, expires)
      },
      async readData(id) {
        const { db } = await getDatabase()
        return readSessionRow(db, id)
      },
      async updateData(id, data, expires) {
        const { db } = await getDatabase()
        await db
          .updateTable('staff_sessions')
          .set({ data: JSON.stringify(data), ...(expires ? { expires_at: expires.toISOString() } : {}) })
          .where('id', '=', id)
          .execute()
      },
      async deleteData(id) {
        const { db } = await getDatabase()
        await endStaffSession(db, id)
      },
    })
    storages.set(key, found)
  }
  return found
}

async function createSessionRow(db: Kysely<Database>, data: StaffSession, expires?: Date): Promise<string> {
  const id = randomBytes(32).toString('base64url')
  const now = new Date()
  await db.deleteFrom('staff_sessions').where('expires_at', '<=', now.toISOString()).execute()
  await db
    .insertInto('staff_sessions')
    .values({
      id,
      account_id: typeof data.accountId === 'string' ? data.accountId : null,
      created_at: now.toISOString(),
      expires_at: (expires ?? new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000)).toISOString(),
      last_seen_at: now.toISOString(),
      client_address: (data.clientAddress ?? 'unknown').slice(0, 100),
      user_agent: data.userAgent?.slice(0, 300) ?? null,
      data: JSON.stringify(data),
    })
    .execute()
  return id
}

/** A live session's data, or null when it was ended or has expired; notes when it was last used (once a minute). */
async function readSessionRow(db: Kysely<Database>, id: string): Promise<StaffSession | null> {
  const now = new Date()
  const row = await db
    .selectFrom('staff_sessions')
    .select(['data', 'expires_at', 'last_seen_at'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row || row.expires_at <= now.toISOString()) return null
  if (now.getTime() - Date.parse(row.last_seen_at) > 60_000) {
    await db.updateTable('staff_sessions').set({ last_seen_at: now.toISOString() }).where('id', '=', id).execute()
  }
  return JSON.parse(row.data) as StaffSession
}

/** Ends one session: its cookie opens nothing from now on, on any server. */
export async function endStaffSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('id', '=', id).execute()
}

/** The signed-in staff member, their session id and their second factors, as every staff loader and action sees them. */
export interface StaffUser extends StaffAccount {
  sessionId: string
  factors: AccountFactors
}

/**
 * The account behind the request's session, or null: no cookie, a forged or ended session, one older than 8 hours, one
 * whose account was removed (removal also deletes its sessions; this check holds even if that raced), or one that
 * proved no second factor while the account has one (a password alone never opens a passkey or app account).
 */
export async function currentStaff(request: Request): Promise<StaffUser | null> {
  const config = staffConfig()
  if (!config.ok) return null
  const session = await staffSessionStorage(config.secret, isSecureRequest(request)).getSession(
    request.headers.get('Cookie'),
  )
  const signedInAt = session.get('signedInAt')
  const accountId = session.get('accountId')
  if (
    !session.id ||
    typeof accountId !== 'string' ||
    typeof signedInAt !== 'number' ||
    Date.now() - signedInAt >= SESSION_MAX_AGE_SECONDS * 1000 ||
    Date.now() < signedInAt - 60_000
  )
    return null
  const { db } = await getDatabase()
  const account = await getAccount(db, accountId)
  if (!account) return null
  const factors = await accountFactors(db, account.id)
  if (hasAnyFactor(factors) && session.get('secondFactor') !== true) return null
  return { ...account, sessionId: session.id, factors }
}

/** Whether the request carries a valid, unexpired staff session of an account that still exists. */
export async function isStaff(request: Request): Promise<boolean> {
  return (await currentStaff(request)) !== null
}

const noStore = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' }

/**
 * Call first in every staff loader and action; returns who is signed in. Pages: throws a redirect to /staff/login
 * (back here after sign-in). Resource routes (`{ resource: true }`): throws 401 when signed out, 403 when the staff
 * side is not configured.
 */
export async function requireStaff(
  request: Request,
  {
    resource = false,
    beforeSecondFactor = false,
  }: {
    resource?: boolean
    /** The security page and sign-out: open to an account the owner's policy confines until it has a second factor. */
    beforeSecondFactor?: boolean
  } = {},
): Promise<StaffUser> {
  if (isCrossSite(request, { staff: true })) throw new Response('Forbidden', { status: 403, headers: noStore })
  const config = staffConfig()
  if (!config.ok) {
    if (resource) throw new Response('The staff inbox is not configured.', { status: 403, headers: noStore })
    throw redirect(staffPaths.staffLogin, { headers: noStore })
  }
  const user = await currentStaff(request)
  if (user) {
    if (!beforeSecondFactor && (await mustSetUpSecondFactor((await getDatabase()).db, user))) {
      if (resource)
        throw new Response('Set up a passkey or an authenticator app at /staff/security first.', {
          status: 403,
          headers: noStore,
        })
      throw redirect(staffPaths.staffSecurity, { headers: noStore })
    }
    return user
  }
  if (resource) throw new Response('Please sign in to the staff inbox.', { status: 401, headers: noStore })
  const url = new URL(request.url)
  const back = request.method.toUpperCase() === 'GET' ? `${url.pathname}${url.search}` : ''
  throw redirect(
    back && back !== staffPaths.staff
      ? `${staffPaths.staffLogin}?next=${encodeURIComponent(back)}`
      : staffPaths.staffLogin,
    {
      headers: noStore,
    },
  )
}

/** Account management and the audit log: owners only. An editor gets a 403 page that says why. */
export async function requireOwner(request: Request): Promise<StaffUser> {
  const user = await requireStaff(request)
  if (user.role !== 'owner')
    throw data('Only an owner can manage staff accounts and read the audit log.', { status: 403, headers: noStore })
  return user
}
