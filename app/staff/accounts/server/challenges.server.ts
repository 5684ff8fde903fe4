import type { Kysely } from 'kysely'
import type { Database } from '~/server/db/schema.server'
import type { StaffChallengePurpose } from '~/server/db/schema-factors.server'

/** Passkey challenges live five minutes; the second step of a password sign-in ten (time to find the phone). */
export const CHALLENGE_LIFETIME_MS: Record<StaffChallengePurpose, number> = {
  'passkey-add': 5 * 60 * 1000,
  'passkey-sign-in': 5 * 60 * 1000,
  'passkey-step': 5 * 60 * 1000,
  'code-step': 10 * 60 * 1000,
}

/** Stores a challenge (server-side: the browser only ever echoes it back) and sweeps expired ones. */
export async function putChallenge(
  db: Kysely<Database>,
  purpose: StaffChallengePurpose,
  id: string,
  accountId: string | null,
  now = new Date(),
): Promise<void> {
  await db.deleteFrom('staff_challenges').where('expires_at', '<=', now.toISOString()).execute()
  await db
    .insertInto('staff_challenges')
    .values({
      id,
      purpose,
      account_id: accountId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + CHALLENGE_LIFETIME_MS[purpose]).toISOString(),
    })
    .execute()
}

/** A live challenge's account (null for a passkey sign-in's, which has none yet), or undefined. Leaves it in place. */
export async function peekChallenge(
  db: Kysely<Database>,
  purpose: StaffChallengePurpose,
  id: string,
  now = new Date(),
): Promise<{ accountId: string | null } | undefined> {
  const row = await db
    .selectFrom('staff_challenges')
    .select('account_id')
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst()
  return row ? { accountId: row.account_id } : undefined
}

/**
 * Uses a challenge up: one delete that returns the row, so of two requests with the same challenge (on one server or
 * two) exactly one gets it. Undefined when it is unknown, used already or expired.
 */
export async function takeChallenge(
  db: Kysely<Database>,
  purpose: StaffChallengePurpose,
  id: string,
  now = new Date(),
): Promise<{ accountId: string | null } | undefined> {
  const row = await db
    .deleteFrom('staff_challenges')
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .returning(['account_id', 'expires_at'])
    .executeTakeFirst()
  return row && row.expires_at > now.toISOString() ? { accountId: row.account_id } : undefined
}
