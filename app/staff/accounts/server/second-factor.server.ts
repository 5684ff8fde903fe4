import { setTimeout as sleep } from 'node:timers/promises'
import type { Kysely } from 'kysely'
import { recordAudit, type AuditNote } from '~/server/audit.server'
import { serverNow } from '~/server/clock.server'
import { putChallenge, takeChallenge, peekChallenge } from './challenges.server'
import type { Database } from '~/server/db/schema.server'
import { SECOND_FACTOR_POLICY_KEY, type AccountFactors } from '~/staff/shell/server/staff-account.server'
import { hashToken, newToken } from '~/staff/accounts/server/passwords.server'
import { clearLimit, maxSlowdownMs, peekLimit, slowdownMs, takeLimit, type LimitRule } from '~/server/rate-limit.server'
import { verifyPasskeyStep } from './passkeys.server'
import { looksLikeRecoveryCode, recoveryCodesLeft, spendRecoveryCode, spendTotpCode } from './totp.server'

/**
 * Wrong codes at the second step, counted in the database (so a restart forgets nothing and every server counts
 * together). A stranger who has the password cannot lock its owner out: refusals are per address. Five wrong codes for
 * an account from one address, or ten from one address across accounts, in fifteen minutes, and that address waits.
 * Wrong codes for an account from all addresses together slow each further attempt at it (codeDelayMs); past
 * CODE_FAILURES_PER_ACCOUNT (many networks at once) the app's six digits are refused for the account, while recovery
 * codes (49 bits, beyond guessing) and passkeys still sign its owner in.
 */
export const CODE_FAILURES_PER_ACCOUNT_ADDRESS: LimitRule = {
  name: 'code-failures-account-address',
  max: 5,
  windowMs: 15 * 60 * 1000,
}
export const CODE_FAILURES_PER_ADDRESS: LimitRule = { name: 'code-failures-address', max: 10, windowMs: 15 * 60 * 1000 }
export const CODE_FAILURES_PER_ACCOUNT: LimitRule = { name: 'code-failures-account', max: 30, windowMs: 15 * 60 * 1000 }
/** Wrong codes for one account, from all addresses, after which each attempt at it is slowed. */
export const CODE_SLOW_AFTER = 5

/**
 * How long a code attempt at an account waits once many wrong codes arrived for it from all addresses: 250 ms per
 * failure past CODE_SLOW_AFTER, at most SIGN_IN_MAX_DELAY_MS (default 3 s), the same ceiling as a slowed sign-in.
 */
export function codeDelayMs(recentFailures: number, maxDelay = maxSlowdownMs()): number {
  return slowdownMs(recentFailures, CODE_SLOW_AFTER, 250, maxDelay)
}

export const TOO_MANY_CODES =
  'Too many wrong codes from your network. Please wait 15 minutes, then sign in again, or sign in from another network.'
export const TOO_MANY_FOR_ACCOUNT =
  'Too many wrong codes for this account from several networks. Type one of your recovery codes, or use your passkey, or wait 15 minutes.'
export const WRONG_CODE = 'That code is not right. Type the six digits your app shows now, or a recovery code.'
export const STEP_EXPIRED = 'This sign-in has expired. Please sign in with your email and password again.'

/** After a right password: the token (for a cookie) of the code step; only its hash is stored. */
export async function startCodeStep(db: Kysely<Database>, accountId: string, now = new Date()): Promise<string> {
  const { token, hash } = newToken()
  await putChallenge(db, 'code-step', hash, accountId, now)
  return token
}

/** The account waiting at the code step behind a token, or null when the token is unknown or expired. */
export async function codeStepAccount(db: Kysely<Database>, token: string, now = new Date()): Promise<string | null> {
  if (!token) return null
  return (await peekChallenge(db, 'code-step', hashToken(token), now))?.accountId ?? null
}

export type CodeStepResult = { ok: true; accountId: string } | { ok: false; status: number; error: string }

/**
 * Checks the code (or a recovery code) typed at the second step. Wrong and replayed codes count against the account
 * and the address and are written to the audit log (never the code itself). On success the step is used up. The time
 * is the server's (`serverNow`), as at the app's set-up (`confirmTotp`): a browser test moves a test server's clock a
 * 30-second step on instead of waiting for one; a production server ignores that clock.
 */
export async function finishCodeStep(
  db: Kysely<Database>,
  token: string,
  code: string,
  clientAddress: string,
  now = serverNow(),
): Promise<CodeStepResult> {
  const accountId = await codeStepAccount(db, token, now)
  if (!accountId) return { ok: false, status: 401, error: STEP_EXPIRED }
  const account = await db
    .selectFrom('staff_accounts')
    .select(['id', 'email'])
    .where('id', '=', accountId)
    .executeTakeFirst()
  if (!account) return { ok: false, status: 401, error: STEP_EXPIRED }
  const pairKey = `${accountId} ${clientAddress}`
  const [perPair, perAddress, perAccount] = await Promise.all([
    peekLimit(db, CODE_FAILURES_PER_ACCOUNT_ADDRESS, pairKey, now),
    peekLimit(db, CODE_FAILURES_PER_ADDRESS, clientAddress, now),
    peekLimit(db, CODE_FAILURES_PER_ACCOUNT, accountId, now),
  ])
  if (perPair >= CODE_FAILURES_PER_ACCOUNT_ADDRESS.max || perAddress >= CODE_FAILURES_PER_ADDRESS.max)
    return { ok: false, status: 429, error: TOO_MANY_CODES }
  const recovery = looksLikeRecoveryCode(code)
  if (!recovery && perAccount >= CODE_FAILURES_PER_ACCOUNT.max)
    return { ok: false, status: 429, error: TOO_MANY_FOR_ACCOUNT }
  const delay = codeDelayMs(perAccount)
  if (delay > 0) await sleep(delay)
  const check = recovery
    ? (await spendRecoveryCode(db, accountId, code, now))
      ? 'ok'
      : 'wrong'
    : await spendTotpCode(db, accountId, code, now)
  if (check !== 'ok') {
    const [pair, address] = await Promise.all([
      takeLimit(db, CODE_FAILURES_PER_ACCOUNT_ADDRESS, pairKey, now),
      takeLimit(db, CODE_FAILURES_PER_ADDRESS, clientAddress, now),
      takeLimit(db, CODE_FAILURES_PER_ACCOUNT, accountId, now),
    ])
    const what = recovery ? 'wrong recovery code' : check === 'replayed' ? 'code used already' : 'wrong code'
    await recordAudit(db, account, 'code-refused', { target: account.email, detail: `${what}, ${clientAddress}` }, now)
    if (!pair.allowed || !address.allowed) return { ok: false, status: 429, error: TOO_MANY_CODES }
    return { ok: false, status: 401, error: WRONG_CODE }
  }
  // Two tabs with the same step: only one of them signs in.
  if (!(await takeChallenge(db, 'code-step', hashToken(token), now)))
    return { ok: false, status: 401, error: STEP_EXPIRED }
  // This address's failures for this account are forgiven; the account-wide count stays (it only slows).
  await clearLimit(db, CODE_FAILURES_PER_ACCOUNT_ADDRESS, pairKey)
  if (recovery) {
    const left = await recoveryCodesLeft(db, accountId)
    await recordAudit(db, account, 'recovery-code-used', { target: account.email, detail: `${left} left` }, now)
  }
  return { ok: true, accountId }
}

/**
 * The second step with a passkey: one of this account's passkeys signs the step's challenge. A passkey that fails is
 * logged by its own check (passkey-refused); on success the step is used up, as with a code.
 */
export async function finishPasskeyStep(
  db: Kysely<Database>,
  token: string,
  responseJson: string,
  clientAddress: string,
  now = new Date(),
): Promise<CodeStepResult> {
  const accountId = await codeStepAccount(db, token, now)
  if (!accountId) return { ok: false, status: 401, error: STEP_EXPIRED }
  const result = await verifyPasskeyStep(db, accountId, responseJson, clientAddress, now)
  if (!result.ok) return { ok: false, status: 401, error: result.error }
  if (!(await takeChallenge(db, 'code-step', hashToken(token), now)))
    return { ok: false, status: 401, error: STEP_EXPIRED }
  return { ok: true, accountId }
}

// ------------------------------------------------------------ the owner's policy

/** Sets the owner's second-factor rule; its audit entry comes back for the accounts page's action to write. */
export async function setSecondFactorRequired(db: Kysely<Database>, on: boolean, now = new Date()): Promise<AuditNote> {
  const value = on ? '1' : '0'
  await db
    .insertInto('staff_settings')
    .values({ key: SECOND_FACTOR_POLICY_KEY, value, updated_at: now.toISOString() })
    .onConflict((c) => c.column('key').doUpdateSet({ value, updated_at: now.toISOString() }))
    .execute()
  return {
    action: 'policy-second-factor',
    detail: on ? 'A passkey or an authenticator app is required' : 'A second factor is optional',
  }
}

/** Which second factors each account has, by account id (accounts without any are absent). */
export async function factorsByAccount(db: Kysely<Database>): Promise<Map<string, AccountFactors>> {
  const [apps, keys] = await Promise.all([
    db.selectFrom('staff_totp').select('account_id').where('confirmed_at', 'is not', null).execute(),
    db
      .selectFrom('staff_passkeys')
      .select(['account_id', (eb) => eb.fn.countAll<string | number>().as('n')])
      .groupBy('account_id')
      .execute(),
  ])
  const factors = new Map<string, AccountFactors>()
  const entry = (id: string) => factors.get(id) ?? factors.set(id, { app: false, passkeys: 0 }).get(id)!
  for (const row of apps) entry(row.account_id).app = true
  for (const row of keys) entry(row.account_id).passkeys = Number(row.n)
  return factors
}
