/** The tables of staff second factors (migration 008). Times are ISO-8601 text, as everywhere in the store. */

/** An account's authenticator app: active once confirmed with a correct code. */
export interface StaffTotpTable {
  account_id: string
  /** Base32 TOTP secret: the server must compute codes from it, so it is the one factor secret kept as is. */
  secret: string
  created_at: string
  /** Null while set-up waits for the first correct code. */
  confirmed_at: string | null
  /** The last 30-second step whose code was accepted: a code is accepted once, and never one from an earlier step. */
  last_step: number | null
}

/** One of an account's ten recovery codes: only its SHA-256 hash; using one sets used_at. */
export interface StaffRecoveryCodeTable {
  code_hash: string
  account_id: string
  created_at: string
  used_at: string | null
}

/** A passkey: the WebAuthn credential's public key and signature counter. */
export interface StaffPasskeyTable {
  /** The credential ID, base64url. */
  id: string
  account_id: string
  name: string
  public_key: Uint8Array
  /** Signature counter (bigint: up to 2^32 - 1); PostgreSQL hands it back as text. */
  counter: number | string
  /** JSON array of transports the authenticator named ('internal', 'usb', 'hybrid', …). */
  transports: string | null
  created_at: string
  last_used_at: string | null
}

export type StaffChallengePurpose = 'passkey-add' | 'passkey-sign-in' | 'passkey-step' | 'code-step'

/**
 * Single-use, short-lived server-side state: a WebAuthn challenge (id is the challenge itself) or the code step of a
 * password sign-in (id is the SHA-256 of the token in the browser's cookie). Taking one deletes it.
 */
export interface StaffChallengeTable {
  id: string
  purpose: StaffChallengePurpose
  account_id: string | null
  created_at: string
  expires_at: string
}

/**
 * Owner's settings, one row per key ('require-second-factor': '1' or '0'), and the server-made 'rate-limit-key' (the
 * random secret rate_limits keys are hashed with, rate-limit.server.ts).
 */
export interface StaffSettingTable {
  key: string
  value: string
  updated_at: string
}
