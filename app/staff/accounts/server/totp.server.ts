import { randomInt } from 'node:crypto'
import type { Kysely } from 'kysely'
import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'
import { serverNow } from '~/server/clock.server'
import type { Database } from '~/server/db/schema.server'
import { hashToken } from '~/staff/accounts/server/passwords.server'

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30-second steps. */
export const TOTP_PERIOD_MS = 30_000
const ISSUER = 'RealWork staff'
export const RECOVERY_CODE_COUNT = 10

function totp(secret: string, label = 'staff'): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  })
}

/** A new 160-bit secret, base32 (what the QR code carries and the Setup key shows). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

/** The 30-second time step a moment falls in. */
export function totpStep(now: number): number {
  return Math.floor(now / TOTP_PERIOD_MS)
}

/** The code an authenticator app shows at a moment (tests compute codes from the Setup key this way). */
export function totpCode(secret: string, now = Date.now()): string {
  return totp(secret).generate({ timestamp: now })
}

/** The time step whose code this is, allowing one step either side for a phone's clock; null when it matches none. */
export function matchTotp(secret: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/[\s-]/g, '')
  if (!/^\d{6}$/.test(token)) return null
  const delta = totp(secret).validate({ token, timestamp: now, window: 1 })
  return delta === null ? null : totpStep(now) + delta
}

/** The otpauth:// address the QR code carries: the app lists the account as "RealWork staff (email)". */
export function otpauthUri(secret: string, email: string): string {
  return totp(secret, email).toString()
}

/** The QR code as an SVG document, drawn on the server (no script, no third party). */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#0f172a' } })
}

/** The Setup key as people type it: groups of four. */
export function formatSetupKey(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ')
}

export interface TotpState {
  /** On: set up and confirmed with a correct code. */
  on: boolean
  /** The secret of a set-up in progress (never of an app that is on: it is shown only once, during set-up). */
  pendingSecret: string | null
}

export async function totpState(db: Kysely<Database>, accountId: string): Promise<TotpState> {
  const row = await db
    .selectFrom('staff_totp')
    .select(['secret', 'confirmed_at'])
    .where('account_id', '=', accountId)
    .executeTakeFirst()
  return { on: Boolean(row?.confirmed_at), pendingSecret: row && !row.confirmed_at ? row.secret : null }
}

/** Starts (or restarts) set-up with a new secret; does nothing and returns null while an app is on. */
export async function startTotpSetup(
  db: Kysely<Database>,
  accountId: string,
  now = new Date(),
): Promise<string | null> {
  if ((await totpState(db, accountId)).on) return null
  const secret = newTotpSecret()
  await db
    .insertInto('staff_totp')
    .values({ account_id: accountId, secret, created_at: now.toISOString(), confirmed_at: null, last_step: null })
    .onConflict((c) =>
      c
        .column('account_id')
        .doUpdateSet({ secret, created_at: now.toISOString(), last_step: null })
        .where('staff_totp.confirmed_at', 'is', null),
    )
    .execute()
  return secret
}

/**
 * Turns the app on when the code is right for the pending secret; the accepted step is used up at once. False for a
 * wrong code or when no set-up is waiting.
 */
export async function confirmTotp(
  db: Kysely<Database>,
  accountId: string,
  code: string,
  now = serverNow(),
): Promise<boolean> {
  const { pendingSecret } = await totpState(db, accountId)
  const step = pendingSecret ? matchTotp(pendingSecret, code, now.getTime()) : null
  if (step === null) return false
  const result = await db
    .updateTable('staff_totp')
    .set({ confirmed_at: now.toISOString(), last_step: step })
    .where('account_id', '=', accountId)
    .where('confirmed_at', 'is', null)
    .where('secret', '=', pendingSecret!)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export type CodeCheck = 'ok' | 'wrong' | 'replayed'

/**
 * Checks a code at sign-in. Each time step's code is accepted once: the step is claimed by one conditional update,
 * so the same code twice (or a code of an earlier step after a later one) is refused, on every server at once.
 */
export async function spendTotpCode(
  db: Kysely<Database>,
  accountId: string,
  code: string,
  now = serverNow(),
): Promise<CodeCheck> {
  const row = await db
    .selectFrom('staff_totp')
    .select(['secret', 'confirmed_at'])
    .where('account_id', '=', accountId)
    .executeTakeFirst()
  const step = row?.confirmed_at ? matchTotp(row.secret, code, now.getTime()) : null
  if (step === null) return 'wrong'
  const result = await db
    .updateTable('staff_totp')
    .set({ last_step: step })
    .where('account_id', '=', accountId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1 ? 'ok' : 'replayed'
}

/** Turns the app off: its secret and the recovery codes go. */
export async function removeTotp(db: Kysely<Database>, accountId: string): Promise<void> {
  await db.deleteFrom('staff_totp').where('account_id', '=', accountId).execute()
  await db.deleteFrom('staff_recovery_codes').where('account_id', '=', accountId).execute()
}

// Recovery codes: ten letters and digits without look-alikes (no i, l, o, 0, 1), 49 bits each, shown as xxxxx-xxxxx.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '')
}

/** Whether what was typed has the shape of a recovery code (rather than a six-digit code). */
export function looksLikeRecoveryCode(code: string): boolean {
  return normalizeRecoveryCode(code).length === 10
}

/** Ten new recovery codes; the old ones stop working. Only their hashes are stored: the page shows them once. */
export async function newRecoveryCodes(db: Kysely<Database>, accountId: string, now = new Date()): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
    return `${raw.slice(0, 5)}-${raw.slice(5)}`
  })
  await db.deleteFrom('staff_recovery_codes').where('account_id', '=', accountId).execute()
  await db
    .insertInto('staff_recovery_codes')
    .values(
      codes.map((code) => ({
        code_hash: hashToken(normalizeRecoveryCode(code)),
        account_id: accountId,
        created_at: now.toISOString(),
        used_at: null,
      })),
    )
    .execute()
  return codes
}

/** Uses up one recovery code: true once, false for a wrong or already used one. */
export async function spendRecoveryCode(
  db: Kysely<Database>,
  accountId: string,
  code: string,
  now = new Date(),
): Promise<boolean> {
  const normalized = normalizeRecoveryCode(code)
  if (normalized.length !== 10) return false
  const result = await db
    .updateTable('staff_recovery_codes')
    .set({ used_at: now.toISOString() })
    .where('account_id', '=', accountId)
    .where('code_hash', '=', hashToken(normalized))
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function recoveryCodesLeft(db: Kysely<Database>, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('staff_recovery_codes')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
