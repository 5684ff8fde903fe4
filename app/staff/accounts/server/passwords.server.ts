import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/**
 * scrypt cost: N = 2^15, r = 8, p = 1 (32 MiB, about 0.1 s here). The parameters are stored with each hash, so they
 * can be raised later without breaking existing passwords.
 */
const COST = { N: 2 ** 15, r: 8, p: 1 }
const KEY_LENGTH = 32

function derive(password: string, salt: Buffer, options: { N: number; r: number; p: number }): Promise<Buffer> {
  const settings: ScryptOptions = { ...options, maxmem: 256 * options.N * options.r }
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, settings, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
}

/** A slow salted hash: `scrypt$N$r$p$salt$hash` (salt and hash base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, COST)
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** Whether `password` matches a stored hash; constant-time on the derived keys. A malformed hash matches nothing. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const options = { N: Number(n), r: Number(r), p: Number(p) }
  if (![options.N, options.r, options.p].every((v) => Number.isInteger(v) && v > 0)) return false
  const expected = Buffer.from(hash, 'base64url')
  const key = await derive(password, Buffer.from(salt, 'base64url'), options)
  return key.length === expected.length && timingSafeEqual(key, expected)
}

/** Whether a stored hash was made with other (older) cost parameters, so it should be replaced at the next sign-in. */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$')
  return scheme !== 'scrypt' || Number(n) !== COST.N || Number(r) !== COST.r || Number(p) !== COST.p
}

let dummy: Promise<string> | undefined

/**
 * Spends the same time as checking a real password, for an email that has no account (or no password yet), so the
 * answer's timing does not tell whether an account exists.
 */
export async function dummyVerify(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(18).toString('base64url'))
  await verifyPassword(password, await dummy)
  return false
}

/** A new one-time token for a link (256 random bits) and the SHA-256 hash that is all the database keeps. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashToken(token) }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}
