import type { Kysely } from 'kysely'
import { formatIst } from '~/lib/ist'
import { accountSignature } from '~/staff/shell/server/staff-account.server'
import { type StaffAccount } from '~/staff/shell/server/staff-account.server'
import { needsSignature, signatureLines } from '~/lib/staff-signature'
import { ACCOUNT_LIMITS } from '~/staff/shell/forms/limits'
import type { AuditNote } from '~/server/audit.server'
import type { Database } from '~/server/db/schema.server'
import { listPasskeys } from './passkeys.server'
import { hashPassword, verifyPassword } from '~/staff/accounts/server/passwords.server'
import { clearLimit, peekLimit, takeLimit, type LimitRule } from '~/server/rate-limit.server'
import { secondFactorRequired } from '~/staff/shell/server/staff-account.server'
import { formatSetupKey, otpauthUri, qrSvg, recoveryCodesLeft, totpState } from './totp.server'

/**
 * Wrong current passwords on the security page (changing the password, turning the app off): five per account in
 * fifteen minutes. A borrowed, signed-in laptop must not become a way to guess the password.
 */
export const PASSWORD_CHECKS: LimitRule = { name: 'password-check', max: 5, windowMs: 15 * 60 * 1000 }
export const WRONG_CURRENT = 'That is not your current password.'
const TOO_MANY_CHECKS = 'Too many wrong passwords. Please wait 15 minutes and try again.'

/** Checks the signed-in person's own password; null when it is right, else what to tell them. */
export async function checkOwnPassword(
  db: Kysely<Database>,
  accountId: string,
  password: string,
): Promise<string | null> {
  if ((await peekLimit(db, PASSWORD_CHECKS, accountId)) >= PASSWORD_CHECKS.max) return TOO_MANY_CHECKS
  const row = await db
    .selectFrom('staff_accounts')
    .select('password_hash')
    .where('id', '=', accountId)
    .executeTakeFirst()
  if (row?.password_hash && (await verifyPassword(password, row.password_hash))) {
    await clearLimit(db, PASSWORD_CHECKS, accountId)
    return null
  }
  const state = await takeLimit(db, PASSWORD_CHECKS, accountId)
  return state.allowed ? WRONG_CURRENT : TOO_MANY_CHECKS
}

/**
 * Changes the password to `next` (ChangePasswordSchema checked it) once the current one is right; every other session of the account ends.
 * Its audit entry comes back.
 */
export async function changeOwnPassword(
  db: Kysely<Database>,
  me: StaffAccount & { sessionId: string },
  current: string,
  next: string,
): Promise<{ field: 'current'; error: string } | { audit: AuditNote }> {
  const wrong = await checkOwnPassword(db, me.id, current)
  if (wrong) return { field: 'current', error: wrong }
  await db
    .updateTable('staff_accounts')
    .set({ password_hash: await hashPassword(next) })
    .where('id', '=', me.id)
    .execute()
  await db.deleteFrom('staff_sessions').where('account_id', '=', me.id).where('id', '!=', me.sessionId).execute()
  return { audit: { action: 'password-change', target: me.email } }
}

/** Everything the security page shows about the signed-in account. */
export async function securityPage(db: Kysely<Database>, me: StaffAccount & { sessionId: string }) {
  const [signer, passkeys, app, codesLeft, required, sessions] = await Promise.all([
    accountSignature(db, me.id),
    listPasskeys(db, me.id),
    totpState(db, me.id),
    recoveryCodesLeft(db, me.id),
    secondFactorRequired(db),
    db
      .selectFrom('staff_sessions')
      .select(['id', 'created_at', 'last_seen_at', 'client_address', 'user_agent'])
      .where('account_id', '=', me.id)
      .where('expires_at', '>', new Date().toISOString())
      .orderBy('last_seen_at', 'desc')
      .execute(),
  ])
  const setup = app.pendingSecret
    ? {
        setupKey: formatSetupKey(app.pendingSecret),
        qr: `data:image/svg+xml;base64,${Buffer.from(await qrSvg(otpauthUri(app.pendingSecret, me.email))).toString('base64')}`,
      }
    : null
  const signature = { name: signer?.name ?? me.name, title: signer?.title ?? '' }
  return {
    email: me.email,
    signature: {
      ...signature,
      preview: signatureLines(signature),
      needed: needsSignature({ ...signature, email: me.email }),
    },
    signatureLimits: { name: ACCOUNT_LIMITS.name, title: ACCOUNT_LIMITS.title },
    required,
    hasFactor: app.on || passkeys.length > 0,
    passkeys: passkeys.map((key) => ({
      id: key.id,
      name: key.name,
      added: formatIst(key.createdAt),
      lastUsed: key.lastUsedAt ? formatIst(key.lastUsedAt) : 'Not used yet',
    })),
    app: { on: app.on, codesLeft, setup },
    sessions: sessions.map((s) => ({
      id: s.id,
      since: formatIst(s.created_at),
      lastSeen: formatIst(s.last_seen_at),
      address: s.client_address,
      browser: s.user_agent ?? 'Not given',
      current: s.id === me.sessionId,
    })),
  }
}

export type SecurityPageData = Awaited<ReturnType<typeof securityPage>>
