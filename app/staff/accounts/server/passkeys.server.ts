import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server'
import type { Kysely } from 'kysely'
import { siteUrl as buildSiteUrl } from '~/lib/site-url'
import type { StaffAccount } from '~/staff/shell/server/staff-account.server'
import { recordAudit } from '~/server/audit.server'
import { putChallenge, takeChallenge } from './challenges.server'
import type { Database } from '~/server/db/schema.server'
import type { LimitRule } from '~/server/rate-limit.server'

// The WebAuthn library loads with the first passkey step, not at every server start (its import was a sixth of one).
const webauthn = () => import('@simplewebauthn/server')

/** Passkey sign-in options from one address: each stores a challenge, so a flood is refused before the database. */
export const PASSKEY_OPTIONS_LIMIT: LimitRule = { name: 'passkey-options', max: 30, windowMs: 5 * 60 * 1000 }

/**
 * The relying party: SITE_URL's host and origin, read at run time, so one build serves production and a test server
 * on http://localhost:PORT (a secure context; an IP address cannot be a relying party ID).
 */
export function relyingParty(env: NodeJS.ProcessEnv = process.env): { id: string; origin: string } {
  const url = new URL(env.SITE_URL?.trim() || buildSiteUrl)
  return { id: url.hostname, origin: url.origin }
}

export interface PasskeySummary {
  id: string
  name: string
  createdAt: string
  lastUsedAt: string | null
}

export async function listPasskeys(db: Kysely<Database>, accountId: string): Promise<PasskeySummary[]> {
  const rows = await db
    .selectFrom('staff_passkeys')
    .select(['id', 'name', 'created_at', 'last_used_at'])
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .execute()
  return rows.map((r) => ({ id: r.id, name: r.name, createdAt: r.created_at, lastUsedAt: r.last_used_at }))
}

/** Options for Add a passkey: a discoverable credential, user verification preferred, none of theirs twice. */
export async function passkeyAddOptions(
  db: Kysely<Database>,
  account: StaffAccount,
  now = new Date(),
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await db
    .selectFrom('staff_passkeys')
    .select(['id', 'transports'])
    .where('account_id', '=', account.id)
    .execute()
  const { generateRegistrationOptions } = await webauthn()
  const options = await generateRegistrationOptions({
    rpName: 'RealWork staff',
    rpID: relyingParty().id,
    userName: account.email,
    userDisplayName: account.name,
    userID: new TextEncoder().encode(account.id),
    attestationType: 'none',
    excludeCredentials: existing.map((key) => ({ id: key.id, transports: transportsOf(key.transports) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    timeout: 5 * 60 * 1000,
  })
  await putChallenge(db, 'passkey-add', options.challenge, account.id, now)
  return options
}

/**
 * Options for Sign in with a passkey: no email asked, the browser offers the passkeys it holds for this site. The
 * passkey is the whole sign-in here, so the authenticator must verify the person (fingerprint, face or device PIN).
 */
export async function passkeySignInOptions(
  db: Kysely<Database>,
  now = new Date(),
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { generateAuthenticationOptions } = await webauthn()
  const options = await generateAuthenticationOptions({
    rpID: relyingParty().id,
    userVerification: 'required',
    timeout: 5 * 60 * 1000,
  })
  await putChallenge(db, 'passkey-sign-in', options.challenge, null, now)
  return options
}

/**
 * Options for the second step of a password sign-in: only this account's passkeys are allowed, and the challenge is
 * bound to the account. The password was the first factor, so the passkey's presence is enough (verification preferred).
 */
export async function passkeyStepOptions(
  db: Kysely<Database>,
  accountId: string,
  now = new Date(),
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const keys = await db
    .selectFrom('staff_passkeys')
    .select(['id', 'transports'])
    .where('account_id', '=', accountId)
    .execute()
  const { generateAuthenticationOptions } = await webauthn()
  const options = await generateAuthenticationOptions({
    rpID: relyingParty().id,
    userVerification: 'preferred',
    allowCredentials: keys.map((key) => ({ id: key.id, transports: transportsOf(key.transports) })),
    timeout: 5 * 60 * 1000,
  })
  await putChallenge(db, 'passkey-step', options.challenge, accountId, now)
  return options
}

function transportsOf(json: string | null): AuthenticatorTransport[] | undefined {
  return json ? (JSON.parse(json) as AuthenticatorTransport[]) : undefined
}

/** The challenge the browser signed, read from the response's client data (verified again by the library). */
function challengeOf(clientDataJSON: string): string {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown }
    return typeof data.challenge === 'string' ? data.challenge : ''
  } catch {
    return ''
  }
}

function parseResponse<T>(json: string): T | null {
  try {
    const value = JSON.parse(json) as { id?: unknown; response?: { clientDataJSON?: unknown } }
    return typeof value?.id === 'string' && typeof value.response?.clientDataJSON === 'string' ? (value as T) : null
  } catch {
    return null
  }
}

export type PasskeyResult<T> = { ok: true; value: T } | { ok: false; error: string }

const NOT_ADDED = 'The passkey was not added. Please try again.'

/**
 * Verifies and stores a new passkey under the name the person chose (NewPasskeySchema checked it). The challenge is
 * used up either way.
 */
export async function addPasskey(
  db: Kysely<Database>,
  account: StaffAccount,
  name: string,
  responseJson: string,
  now = new Date(),
): Promise<PasskeyResult<PasskeySummary>> {
  const response = parseResponse<RegistrationResponseJSON>(responseJson)
  if (!response) return { ok: false, error: NOT_ADDED }
  const challenge = await takeChallenge(db, 'passkey-add', challengeOf(response.response.clientDataJSON), now)
  if (!challenge || challenge.accountId !== account.id) return { ok: false, error: NOT_ADDED }
  const { id: rpID, origin } = relyingParty()
  const { verifyRegistrationResponse } = await webauthn()
  const verified = await verifyRegistrationResponse({
    response,
    expectedChallenge: () => true, // matched above: it was this account's, live and unused
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: false,
  }).catch(() => null)
  if (!verified?.verified) return { ok: false, error: NOT_ADDED }
  const { credential } = verified.registrationInfo
  const taken = await db.selectFrom('staff_passkeys').select('id').where('id', '=', credential.id).executeTakeFirst()
  if (taken) return { ok: false, error: 'This passkey is added already.' }
  await db
    .insertInto('staff_passkeys')
    .values({
      id: credential.id,
      account_id: account.id,
      name,
      public_key: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ? JSON.stringify(credential.transports) : null,
      created_at: now.toISOString(),
      last_used_at: null,
    })
    .execute()
  return { ok: true, value: { id: credential.id, name, createdAt: now.toISOString(), lastUsedAt: null } }
}

const NOT_SIGNED_IN = 'That passkey did not sign you in. Please try again, or use your email and password.'

/**
 * Signs in with a passkey alone: the challenge must be live and unused, the signature right, the person verified by
 * the authenticator, and the signature counter higher than the last one seen (a cloned authenticator shows an old
 * count). Returns the account id.
 */
export function verifyPasskeySignIn(
  db: Kysely<Database>,
  responseJson: string,
  clientAddress: string,
  now = new Date(),
): Promise<PasskeyResult<string>> {
  return verifyPasskey(db, responseJson, clientAddress, { purpose: 'passkey-sign-in', accountId: null }, now)
}

/** The second step of a password sign-in: as above, with a challenge and a passkey of that same account. */
export function verifyPasskeyStep(
  db: Kysely<Database>,
  accountId: string,
  responseJson: string,
  clientAddress: string,
  now = new Date(),
): Promise<PasskeyResult<string>> {
  return verifyPasskey(db, responseJson, clientAddress, { purpose: 'passkey-step', accountId }, now)
}

async function verifyPasskey(
  db: Kysely<Database>,
  responseJson: string,
  clientAddress: string,
  how: { purpose: 'passkey-sign-in' | 'passkey-step'; accountId: string | null },
  now: Date,
): Promise<PasskeyResult<string>> {
  const response = parseResponse<AuthenticationResponseJSON>(responseJson)
  if (!response) return { ok: false, error: NOT_SIGNED_IN }
  const challenge = await takeChallenge(db, how.purpose, challengeOf(response.response.clientDataJSON), now)
  if (!challenge || challenge.accountId !== how.accountId) return { ok: false, error: NOT_SIGNED_IN }
  const key = await db
    .selectFrom('staff_passkeys')
    .innerJoin('staff_accounts', 'staff_accounts.id', 'staff_passkeys.account_id')
    .select([
      'staff_passkeys.id',
      'staff_passkeys.account_id',
      'staff_passkeys.name',
      'staff_passkeys.public_key',
      'staff_passkeys.counter',
      'staff_passkeys.transports',
      'staff_accounts.email',
    ])
    .where('staff_passkeys.id', '=', response.id)
    .executeTakeFirst()
  if (!key || (how.accountId !== null && key.account_id !== how.accountId)) return { ok: false, error: NOT_SIGNED_IN }
  const stored = Number(key.counter)
  const { id: rpID, origin } = relyingParty()
  const { verifyAuthenticationResponse } = await webauthn()
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: () => true, // matched above: live and unused
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: key.id,
      publicKey: new Uint8Array(key.public_key),
      counter: stored,
      transports: transportsOf(key.transports),
    },
    // Alone, a passkey must be two factors (the device and the person's fingerprint, face or PIN); after a password,
    // the device is the second.
    requireUserVerification: how.purpose === 'passkey-sign-in',
  }).catch((error: unknown) => (error instanceof Error ? error.message : 'failed'))
  if (typeof result === 'string' || !result.verified) {
    const why = typeof result === 'string' && /counter/i.test(result) ? 'signature counter went back' : 'not verified'
    const who = { id: key.account_id, email: key.email }
    await recordAudit(db, who, 'passkey-refused', { target: key.name, detail: `${why}, ${clientAddress}` }, now)
    return { ok: false, error: NOT_SIGNED_IN }
  }
  const next = result.authenticationInfo.newCounter
  // The new count is stored only if it is still higher than what is stored: two servers cannot both accept one count.
  // (An authenticator that keeps no count sends 0 every time: nothing to compare then.)
  let update = db
    .updateTable('staff_passkeys')
    .set({ counter: next, last_used_at: now.toISOString() })
    .where('id', '=', key.id)
  if (next > 0 || stored > 0) update = update.where('counter', '<', next)
  const updated = await update.executeTakeFirst()
  if (Number(updated.numUpdatedRows) !== 1) return { ok: false, error: NOT_SIGNED_IN }
  return { ok: true, value: key.account_id }
}

/** Renames one of the account's passkeys (RenamePasskeySchema checked the name): null, or why not. */
export async function renamePasskey(
  db: Kysely<Database>,
  account: StaffAccount,
  id: string,
  name: string,
): Promise<string | null> {
  const result = await db
    .updateTable('staff_passkeys')
    .set({ name })
    .where('id', '=', id)
    .where('account_id', '=', account.id)
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) !== 1) return 'That passkey is not on your account any more.'
  return null
}

/** Removes one of the account's passkeys: its name (for the audit entry), or why not. */
export async function removePasskey(
  db: Kysely<Database>,
  account: StaffAccount,
  id: string,
): Promise<PasskeyResult<string>> {
  const row = await db
    .deleteFrom('staff_passkeys')
    .where('id', '=', id)
    .where('account_id', '=', account.id)
    .returning('name')
    .executeTakeFirst()
  if (!row) return { ok: false, error: 'That passkey is not on your account any more.' }
  return { ok: true, value: row.name }
}
