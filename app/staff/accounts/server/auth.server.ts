import { setTimeout as sleep } from 'node:timers/promises'
import type { Kysely } from 'kysely'
import { ensureFirstOwner, findAccountByEmail, markSignedIn } from '~/staff/accounts/server/accounts.server'
import { recordAudit } from '~/server/audit.server'
import { getDatabase } from '~/server/db/database.server'
import type { Database } from '~/server/db/schema.server'
import { isSecureRequest } from '~/server/http.server'
import { dummyVerify, hashPassword, needsRehash, verifyPassword } from '~/staff/accounts/server/passwords.server'
import {
  clearLimit,
  forgiveLimit,
  maxSlowdownMs,
  peekLimit,
  slowdownMs,
  takeLimit,
  type LimitRule,
} from '~/server/rate-limit.server'
import { codeStepCookie } from './code-step-cookie.server'
import { startCodeStep } from './second-factor.server'
import { staffPaths } from '~/content/staff-routes'
import {
  endStaffSession,
  staffConfig,
  staffSessionStorage,
  type StaffConfig,
  type StaffSession,
  type StaffUser,
} from '~/staff/shell/server/session.server'
import { accountFactors, hasAnyFactor, type StaffAccount } from '~/staff/shell/server/staff-account.server'

/**
 * Five wrong passwords per address in fifteen minutes, then that address waits. The address is the connection's, or
 * the one a trusted proxy reports (TRUST_PROXY), so an attacker cannot pose as endless addresses, and nobody else's
 * attempts can lock the owner out.
 */
export const SIGN_IN_FAILURES: LimitRule = { name: 'sign-in-failures', max: 5, windowMs: 15 * 60 * 1000 }
/**
 * The same failures counted per address and email: when that email signs in from that address, exactly these are
 * taken back from the address's count. Another account's success never clears them (with one account of his own, an
 * attacker could otherwise guess another's password forever: four wrong, one right, again).
 */
const ACCOUNT_FAILURES: LimitRule = { ...SIGN_IN_FAILURES, name: 'sign-in-failures-account' }
/** Wrong passwords for one email from all addresses: past a threshold, its attempts are slowed (never refused). */
const EMAIL_FAILURES: LimitRule = { name: 'sign-in-failures-email', max: 5, windowMs: 15 * 60 * 1000 }
/** Wrong passwords from all addresses together: past a threshold, every attempt is slowed (never refused). */
export const ALL_SIGN_IN_FAILURES: LimitRule = { name: 'sign-in-failures-all', max: 20, windowMs: 15 * 60 * 1000 }

/**
 * How long a sign-in attempt waits while many wrong passwords arrive from many addresses: 50 ms per failure past
 * the threshold, at most SIGN_IN_MAX_DELAY_MS (default 3 s). It slows a distributed guesser; the owner still gets in.
 */
export function signInDelayMs(
  recentFailures: number,
  maxDelay = maxSlowdownMs(),
  threshold = ALL_SIGN_IN_FAILURES.max,
): number {
  return slowdownMs(recentFailures, threshold, 50, maxDelay)
}

let accountsExist = false

/**
 * Whether anyone can sign in: the secret is set and an account exists, or ADMIN_EMAIL/ADMIN_PASSWORD have just created
 * the first owner. Accounts never all disappear (the last owner cannot be removed), so once seen this is remembered.
 */
export async function staffReady(): Promise<StaffConfig> {
  const config = staffConfig()
  if (!config.ok || accountsExist) return config
  const { db } = await getDatabase()
  const result = await ensureFirstOwner(db)
  if (typeof result === 'object') return { ok: false, reason: result.off }
  accountsExist = true
  return config
}

export interface StaffSessionSummary {
  id: string
  accountId: string | null
  /** The account's name and email; null for a row without a live account (it opens nothing). */
  name: string | null
  email: string | null
  createdAt: string
  lastSeenAt: string
  expiresAt: string
  clientAddress: string
  userAgent: string | null
}

/** The sessions that are signed in now, most recently used first. */
export async function listStaffSessions(db: Kysely<Database>, now = new Date()): Promise<StaffSessionSummary[]> {
  const rows = await db
    .selectFrom('staff_sessions')
    .leftJoin('staff_accounts', 'staff_accounts.id', 'staff_sessions.account_id')
    .select([
      'staff_sessions.id',
      'staff_sessions.account_id',
      'staff_sessions.created_at',
      'staff_sessions.last_seen_at',
      'staff_sessions.expires_at',
      'staff_sessions.client_address',
      'staff_sessions.user_agent',
      'staff_accounts.name',
      'staff_accounts.email',
    ])
    .where('staff_sessions.expires_at', '>', now.toISOString())
    .orderBy('staff_sessions.last_seen_at', 'desc')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    accountId: row.account_id,
    name: row.name,
    email: row.email,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
    clientAddress: row.client_address,
    userAgent: row.user_agent,
  }))
}

/**
 * After the signed-in person adds a passkey or turns on the app: this session has just proved the factor, so it goes
 * on; the account's other sessions that proved none end (a password alone no longer opens the account).
 */
export async function sessionProvedSecondFactor(db: Kysely<Database>, user: StaffUser): Promise<void> {
  const rows = await db.selectFrom('staff_sessions').select(['id', 'data']).where('account_id', '=', user.id).execute()
  for (const row of rows) {
    const data = JSON.parse(row.data) as StaffSession
    if (data.secondFactor === true) continue
    if (row.id === user.sessionId)
      await db
        .updateTable('staff_sessions')
        .set({ data: JSON.stringify({ ...data, secondFactor: true }) })
        .where('id', '=', row.id)
        .execute()
    else await endStaffSession(db, row.id)
  }
}

/** Where to go after sign-in: only a path inside the inbox, never another site. */
export function safeNext(next: string | null | undefined): string {
  if (
    !next ||
    !/^\/staff([/?][\w\-./%?=&+]*)?$/.test(next) ||
    next.includes('//') ||
    next.startsWith(staffPaths.staffLogin)
  )
    return staffPaths.staff
  return next
}

export type SignInResult =
  | {
      ok: true
      /** The session cookie, or with `codeStep` the cookie of the code step the person goes on to. */
      cookie: string
      account: StaffAccount
      codeStep?: true
    }
  | { ok: false; status: number; error: string }

const TOO_MANY = 'Too many wrong passwords from your network. Please wait 15 minutes and try again.'
export const WRONG_PASSWORD = 'That email and password do not match an account.'

/**
 * Checks a sign-in attempt and returns the session cookie to set on success. Wrong passwords are counted per address
 * (five, then that address waits 15 minutes; a success takes back only that account's own), per email and across all
 * addresses (past a threshold, attempts at that email, or every attempt, are slowed).
 * An unknown email costs the same scrypt work as a known one, so timing does not tell which emails have accounts.
 * The email and password come bounded by PasswordSignInSchema.
 */
export async function signIn(
  request: Request,
  email: string,
  password: string,
  clientAddress: string,
): Promise<SignInResult> {
  const config = await staffReady()
  if (!config.ok) return { ok: false, status: 403, error: 'The staff inbox is not configured.' }
  const { db } = await getDatabase()
  if ((await peekLimit(db, SIGN_IN_FAILURES, clientAddress)) >= SIGN_IN_FAILURES.max) {
    return { ok: false, status: 429, error: TOO_MANY }
  }
  const emailKey = email.trim().toLowerCase()
  const accountKey = `${clientAddress} ${emailKey}`
  const [all, forEmail] = await Promise.all([
    peekLimit(db, ALL_SIGN_IN_FAILURES, 'all'),
    peekLimit(db, EMAIL_FAILURES, emailKey),
  ])
  const delay = Math.max(signInDelayMs(all), signInDelayMs(forEmail, undefined, EMAIL_FAILURES.max))
  if (delay > 0) await sleep(delay)
  const account = email ? await findAccountByEmail(db, email) : undefined
  const matches = account?.password_hash
    ? await verifyPassword(password, account.password_hash)
    : await dummyVerify(password)
  if (!account || !matches) {
    const [own] = await Promise.all([
      takeLimit(db, SIGN_IN_FAILURES, clientAddress),
      takeLimit(db, ACCOUNT_FAILURES, accountKey),
      takeLimit(db, EMAIL_FAILURES, emailKey),
      takeLimit(db, ALL_SIGN_IN_FAILURES, 'all'),
    ])
    if (!own.allowed) return { ok: false, status: 429, error: TOO_MANY }
    return { ok: false, status: 401, error: WRONG_PASSWORD }
  }
  // This account's own failures from this address are forgiven; any other account's stay counted.
  await forgiveLimit(db, SIGN_IN_FAILURES, clientAddress, await peekLimit(db, ACCOUNT_FAILURES, accountKey))
  await clearLimit(db, ACCOUNT_FAILURES, accountKey)
  // A hash made with older cost parameters is replaced now, while the password is at hand.
  if (needsRehash(account.password_hash!))
    await db
      .updateTable('staff_accounts')
      .set({ password_hash: await hashPassword(password) })
      .where('id', '=', account.id)
      .execute()
  // With a passkey or an authenticator app, the password only opens the second step (staff.login.code.tsx), which
  // asks for one of them; the session comes after.
  const who = { id: account.id, email: account.email, name: account.name, role: account.role }
  if (hasAnyFactor(await accountFactors(db, account.id)))
    return {
      ok: true,
      codeStep: true,
      cookie: await codeStepCookie(request, await startCodeStep(db, account.id)),
      account: who,
    }
  return { ok: true, cookie: await startStaffSession(request, who, clientAddress, 'password'), account: who }
}

/**
 * Starts a session for an account whose sign-in is complete (password, password and code, or passkey) and returns its
 * Set-Cookie value. Always a new session id: whatever id the browser brought is never promoted (no fixation).
 */
export async function startStaffSession(
  request: Request,
  account: StaffAccount,
  clientAddress: string,
  how: 'password' | 'password and code' | 'password and recovery code' | 'password and passkey' | 'passkey',
): Promise<string> {
  const config = staffConfig()
  if (!config.ok) throw new Error(config.reason)
  const { db } = await getDatabase()
  const sessions = staffSessionStorage(config.secret, isSecureRequest(request))
  const session = await sessions.getSession()
  session.set('accountId', account.id)
  session.set('signedInAt', Date.now())
  session.set('clientAddress', clientAddress)
  session.set('userAgent', request.headers.get('user-agent') ?? undefined)
  session.set('secondFactor', how !== 'password')
  const cookie = await sessions.commitSession(session)
  await markSignedIn(db, account.id)
  await recordAudit(db, account, 'sign-in', { detail: how === 'password' ? clientAddress : `${clientAddress}, ${how}` })
  return cookie
}

/** The Set-Cookie value that ends the session. */
export async function signOut(request: Request): Promise<string> {
  const config = staffConfig()
  const sessions = staffSessionStorage(
    config.ok ? config.secret : 'signed-out-placeholder-secret-0000000000',
    isSecureRequest(request),
  )
  return sessions.destroySession(await sessions.getSession(request.headers.get('Cookie')))
}
