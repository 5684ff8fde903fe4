import type { Kysely } from 'kysely'
import type { StaffAccount } from '~/server/accounts.server'
import { recordAudit, type AuditNote } from '~/server/audit.server'
import { putChallenge, takeChallenge, peekChallenge } from './challenges.server'
import type { Database } from '~/server/db/schema.server'
import { hashToken, newToken } from '~/server/passwords.server'
import { clearLimit, peekLimit, takeLimit, type LimitRule } from '~/server/rate-limit.server'
import { looksLikeRecoveryCode, recoveryCodesLeft, spendRecoveryCode, spendTotpCode } from './totp.server'

/**
 * Wrong codes at the second step: five per account and ten per address in fifteen minutes, counted in the database
 * (so a restart forgets nothing and every server counts together). Six digits are a million codes; five guesses a
 * quarter of an hour make a lucky guess a matter of decades.
 */
export const CODE_FAILURES_PER_ACCOUNT: LimitRule = { name: 'code-failures-account', max: 5, windowMs: 15 * 60 * 1000 }
export const CODE_FAILURES_PER_ADDRESS: LimitRule = { name: 'code-failures-address', max: 10, windowMs: 15 * 60 * 1000 }

export const TOO_MANY_CODES = 'Too many wrong codes. Please wait 15 minutes, then sign in again.'
export const WRONG_CODE = 'That code is not right. Type the six digits your app shows now, or a recovery code.'
export const STEP_EXPIRED = 'This sign-in has expired. Please sign in with your email and password again.'

/** Whether an account has a confirmed authenticator app, and so needs a code after its password. */
export async function hasTotp(db: Kysely<Database>, accountId: string): Promise<boolean> {
  const row = await db
    .selectFrom('staff_totp')
    .select('account_id')
    .where('account_id', '=', accountId)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst()
  return row !== undefined
}

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
 * and the address and are written to the audit log (never the code itself). On success the step is used up.
 */
export async function finishCodeStep(
  db: Kysely<Database>,
  token: string,
  code: string,
  clientAddress: string,
  now = new Date(),
): Promise<CodeStepResult> {
  const accountId = await codeStepAccount(db, token, now)
  if (!accountId) return { ok: false, status: 401, error: STEP_EXPIRED }
  const account = await db
    .selectFrom('staff_accounts')
    .select(['id', 'email'])
    .where('id', '=', accountId)
    .executeTakeFirst()
  if (!account) return { ok: false, status: 401, error: STEP_EXPIRED }
  const [perAccount, perAddress] = await Promise.all([
    peekLimit(db, CODE_FAILURES_PER_ACCOUNT, accountId, now),
    peekLimit(db, CODE_FAILURES_PER_ADDRESS, clientAddress, now),
  ])
  if (perAccount >= CODE_FAILURES_PER_ACCOUNT.max || perAddress >= CODE_FAILURES_PER_ADDRESS.max)
    return { ok: false, status: 429, error: TOO_MANY_CODES }
  const recovery = looksLikeRecoveryCode(code)
  const check = recovery
    ? (await spendRecoveryCode(db, accountId, code, now))
      ? 'ok'
      : 'wrong'
    : await spendTotpCode(db, accountId, code, now)
  if (check !== 'ok') {
    const [own, address] = await Promise.all([
      takeLimit(db, CODE_FAILURES_PER_ACCOUNT, accountId, now),
      takeLimit(db, CODE_FAILURES_PER_ADDRESS, clientAddress, now),
    ])
    const what = recovery ? 'wrong recovery code' : check === 'replayed' ? 'code used already' : 'wrong code'
    await recordAudit(db, account, 'code-refused', { target: account.email, detail: `${what}, ${clientAddress}` }, now)
    if (!own.allowed || !address.allowed) return { ok: false, status: 429, error: TOO_MANY_CODES }
    return { ok: false, status: 401, error: WRONG_CODE }
  }
  // Two tabs with the same step: only one of them signs in.
  if (!(await takeChallenge(db, 'code-step', hashToken(token), now)))
    return { ok: false, status: 401, error: STEP_EXPIRED }
  await clearLimit(db, CODE_FAILURES_PER_ACCOUNT, accountId)
  if (recovery) {
    const left = await recoveryCodesLeft(db, accountId)
    await recordAudit(db, account, 'recovery-code-used', { target: account.email, detail: `${left} left` }, now)
  }
  return { ok: true, accountId }
}

// ------------------------------------------------------------ the owner's policy

const POLICY_KEY = 'require-second-factor'

export async function secondFactorRequired(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('staff_settings').select('value').where('key', '=', POLICY_KEY).executeTakeFirst()
  return row?.value === '1'
}

/** Sets the owner's second-factor rule; its audit entry comes back for the accounts page's action to write. */
export async function setSecondFactorRequired(db: Kysely<Database>, on: boolean, now = new Date()): Promise<AuditNote> {
  const value = on ? '1' : '0'
  await db
    .insertInto('staff_settings')
    .values({ key: POLICY_KEY, value, updated_at: now.toISOString() })
    .onConflict((c) => c.column('key').doUpdateSet({ value, updated_at: now.toISOString() }))
    .execute()
  return {
    action: 'policy-second-factor',
    detail: on ? 'A passkey or an authenticator app is required' : 'A second factor is optional',
  }
}

export interface AccountFactors {
  app: boolean
  passkeys: number
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

/** Whether the owner requires a second factor and this account has neither a passkey nor an app yet. */
export async function mustSetUpSecondFactor(db: Kysely<Database>, account: StaffAccount): Promise<boolean> {
  if (!(await secondFactorRequired(db))) return false
  if (await hasTotp(db, account.id)) return false
  const key = await db.selectFrom('staff_passkeys').select('id').where('account_id', '=', account.id).executeTakeFirst()
  return key === undefined
}
