import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/**
 * scrypt cost: N = 2^15, r = 8, p = 1 (32 MiB, about 0.1 s here). The parameters are stored with each hash, so they
 * can be raised later without breaking existing passwords.
 */
const FULL_COST = { N: 2 ** 15, r: 8, p: 1 }
/**
 * The test runs' cost: N = 2^10 (1 MiB, about 3 ms). A sign-in in a test proves the sign-in's rules, not scrypt's
 * strength, and the suite signs in hundreds of times (each full-cost hash is 32 MiB and a tenth of a CPU-second).
 */
const TEST_COST = { N: 2 ** 10, r: 8, p: 1 }

/**
 * The cost new hashes are made with: the full cost, except when PASSWORD_HASH_COST=test in a test run, which is either
 * NODE_ENV=test (Vitest) or REALWORK_TEST_RUN=1 beside it (playwright.config.ts and the servers its specs start run the
 * production build, NODE_ENV=production, and set both). A production server given PASSWORD_HASH_COST=test alone keeps
 * the full cost, and a hash made at the test cost is replaced at its next sign-in on a server without it
 * (`needsRehash`). Read at each call, so a test can check what production does.
 */
export function passwordCost(env: NodeJS.ProcessEnv = process.env): { N: number; r: number; p: number } {
  const testRun = env.NODE_ENV === 'test' || env.REALWORK_TEST_RUN === '1'
  return env.PASSWORD_HASH_COST === 'test' && testRun ? TEST_COST : FULL_COST
}
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
  const cost = passwordCost()
  const key = await derive(password, salt, cost)
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$')
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
  const cost = passwordCost()
  return scheme !== 'scrypt' || Number(n) !== cost.N || Number(r) !== cost.r || Number(p) !== cost.p
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
