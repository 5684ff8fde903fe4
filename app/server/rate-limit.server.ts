import { createHmac, randomBytes } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import { fixedQuery } from './db/fixed-query.server'
import type { Database } from './db/schema.server'

/** A fixed-window limit: at most `max` hits per key in `windowMs`. */
export interface LimitRule {
  /** Prefix of the stored key, so rules never share a counter. */
  name: string
  max: number
  windowMs: number
}

export interface LimitState {
  /** Hits in the current window, this one included. */
  count: number
  allowed: boolean
  resetAt: Date
}

/** The longest an attempt is slowed while failures pile up (SIGN_IN_MAX_DELAY_MS, default 3 s). */
export function maxSlowdownMs(env: NodeJS.ProcessEnv = process.env): number {
  return Number(env.SIGN_IN_MAX_DELAY_MS ?? 3000)
}

/**
 * How long an attempt waits once `recentFailures` passed `after`: `stepMs` for each failure beyond it, at most `maxMs`.
 * Slowing rather than refusing: a distributed guesser is held back, the owner still gets in.
 */
export function slowdownMs(recentFailures: number, after: number, stepMs: number, maxMs = maxSlowdownMs()): number {
  return Math.max(0, Math.min(maxMs, (recentFailures - after) * stepMs))
}

let calls = 0

/** The staff_settings row holding the key that rate_limits keys are hashed with (made by the first server to need it). */
export const LIMIT_KEY_SETTING = 'rate-limit-key'

/**
 * The key of each database, read (or made) once. Keyed by the Kysely object: a transaction is an object of its own, made
 * anew each time, so a call inside one reads the row in it (one lookup by primary key).
 */
const limitKeys = new WeakMap<Kysely<Database>, Promise<Buffer>>()

function limitKey(db: Kysely<Database>): Promise<Buffer> {
  let key = limitKeys.get(db)
  if (!key) {
    key = readLimitKey(db)
    limitKeys.set(db, key)
    key.catch(() => limitKeys.delete(db)) // a failed read is tried again on the next call
  }
  return key
}

/**
 * Reads (or makes) the database's hashing key ahead of a transaction whose limits pass the database as `keysFrom`: on
 * SQLite the transaction holds the one connection, so the key must not be read through the database inside it.
 */
export async function prepareLimitKey(db: Kysely<Database>): Promise<void> {
  await limitKey(db)
}

/**
 * The random key shared by every server on the database: it lives in the database (not in SESSION_SECRET or any
 * setting, which the public site may run without). Two servers making it at once both end up with the one stored.
 */
async function readLimitKey(db: Kysely<Database>): Promise<Buffer> {
  const read = () =>
    db.selectFrom('staff_settings').select('value').where('key', '=', LIMIT_KEY_SETTING).executeTakeFirst()
  let row = await read()
  if (!row) {
    await db
      .insertInto('staff_settings')
      .values({
        key: LIMIT_KEY_SETTING,
        value: randomBytes(32).toString('base64url'),
        updated_at: new Date().toISOString(),
      })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute()
    row = await read()
  }
  if (!row) throw new Error('The rate-limit key could not be stored')
  return Buffer.from(row.value, 'base64url')
}

/**
 * A key for another use of the database's own secret (the booking pass's signed cookie), HMAC-SHA256 of the purpose
 * under it, so no two uses share a key and every server on the database derives the same one.
 */
export async function derivedSecret(db: Kysely<Database>, purpose: string): Promise<string> {
  return createHmac('sha256', await limitKey(db))
    .update(purpose)
    .digest('base64url')
}

/**
 * The stored key of a rule's counter: its name and an HMAC-SHA256 of the key under the database's own secret, so
 * rate_limits never holds an email or IP address (issue 37), while every server still counts the same row.
 */
async function storedKey(db: Kysely<Database>, rule: LimitRule, key: string): Promise<string> {
  return `${rule.name}:${createHmac('sha256', await limitKey(db))
    .update(key)
    .digest('base64url')}`
}

/** One hit on a counter: a new row, or the stored one counted up (started again once its window is over). */
const hitLimit = fixedQuery<'key' | 'now' | 'reset', { count: number; reset_at: string }>((db, param) =>
  db
    .insertInto('rate_limits')
    .values({ key: param('key'), count: 1, reset_at: param('reset') })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        // ISO-8601 UTC text compares in time order on both engines.
        count: sql<number>`case when rate_limits.reset_at <= ${param('now')} then 1 else rate_limits.count + 1 end`,
        reset_at: sql<string>`case when rate_limits.reset_at <= ${param('now')} then ${param('reset')} else rate_limits.reset_at end`,
      }),
    )
    .returning(['count', 'reset_at']),
)

/**
 * Records a hit and tells whether the key is still within its limit. The counter is a database row updated in one
 * statement, so every server sharing the database counts together and concurrent hits are never lost.
 */
export async function takeLimit(
  db: Kysely<Database>,
  rule: LimitRule,
  key: string,
  now = new Date(),
  /** The database the hashing key is read from when `db` is a transaction (its key is then read once, not per call). */
  keysFrom: Kysely<Database> = db,
): Promise<LimitState> {
  if (++calls % 500 === 0) await sweepLimits(db, now)
  const stored = await storedKey(keysFrom, rule, key)
  const nowIso = now.toISOString()
  const resetIso = new Date(now.getTime() + rule.windowMs).toISOString()
  const { rows } = await hitLimit(db, { key: stored, now: nowIso, reset: resetIso })
  const row = rows[0]
  if (!row) throw new Error('The rate-limit counter returned no row')
  const count = Number(row.count)
  return { count, allowed: count <= rule.max, resetAt: new Date(row.reset_at) }
}

/** The hits counted for a key in its current window, without adding one. */
export async function peekLimit(db: Kysely<Database>, rule: LimitRule, key: string, now = new Date()): Promise<number> {
  const row = await db
    .selectFrom('rate_limits')
    .select(['count', 'reset_at'])
    .where('key', '=', await storedKey(db, rule, key))
    .executeTakeFirst()
  return row && row.reset_at > now.toISOString() ? Number(row.count) : 0
}

/** Forgets a key's hits. */
export async function clearLimit(db: Kysely<Database>, rule: LimitRule, key: string): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where('key', '=', await storedKey(db, rule, key))
    .execute()
}

/** Takes `hits` back from a key's current window (never below zero), leaving any other hits counted. */
export async function forgiveLimit(
  db: Kysely<Database>,
  rule: LimitRule,
  key: string,
  hits: number,
  now = new Date(),
): Promise<void> {
  if (hits <= 0) return
  const stored = await storedKey(db, rule, key)
  await db
    .updateTable('rate_limits')
    .set({ count: sql<number>`case when count > ${hits} then count - ${hits} else 0 end` })
    .where('key', '=', stored)
    .where('reset_at', '>', now.toISOString())
    .execute()
}

/** Deletes windows that have ended, so the table holds only live counters. */
export async function sweepLimits(db: Kysely<Database>, now = new Date()): Promise<void> {
  await db.deleteFrom('rate_limits').where('reset_at', '<=', now.toISOString()).execute()
}

/** Form submissions: FORM_RATE_LIMIT per address and form in 10 minutes (default 10). */
export function formLimit(): LimitRule {
  return { name: 'form', max: Number(process.env.FORM_RATE_LIMIT) || 10, windowMs: 10 * 60 * 1000 }
}
