import type { Kysely } from 'kysely'
import { talkPage } from '~/content/talk'
import type { CallPurpose } from '~/forms/call-booking.schema'
import { callFeed } from '~/lib/call-invitation'
import type { Database } from '~/server/db/schema.server'
import { tokenHash } from './calls.server'

/** How far back the feed reaches: last month's calls stay in the counsellor's calendar. */
const PAST_DAYS = 30

/**
 * A counsellor's calendar feed, by the secret in its address (only the secret's hash is stored): their booked calls
 * from a month ago on, each with the UID its invitation has (`<call id>@<host>`), so a calendar holding both shows one
 * event. Undefined for an unknown or reset secret.
 */
export async function counsellorFeed(
  db: Kysely<Database>,
  secret: string,
  host: string,
  now = new Date(),
): Promise<string | undefined> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(secret)) return undefined
  const counsellor = await db
    .selectFrom('counsellors')
    .innerJoin('staff_accounts', 'staff_accounts.id', 'counsellors.staff_id')
    .select(['counsellors.staff_id', 'counsellors.call_link', 'staff_accounts.name', 'staff_accounts.email'])
    .where('counsellors.feed_token_hash', '=', tokenHash(secret))
    .executeTakeFirst()
  if (!counsellor) return undefined
  const calls = await db
    .selectFrom('counselling_calls')
    .selectAll()
    .where('staff_id', '=', counsellor.staff_id)
    .where('status', '=', 'booked')
    .where('starts_at', '>=', new Date(now.getTime() - PAST_DAYS * 86_400_000).toISOString())
    .orderBy('starts_at')
    .execute()
  return callFeed(
    `RealWork calls: ${counsellor.name}`,
    calls.map((call) => {
      const purpose = talkPage.purposes[call.purpose as CallPurpose] ?? call.purpose
      return {
        callId: call.id,
        host,
        sequence: call.sequence,
        stamp: new Date(call.updated_at),
        startsAt: call.starts_at,
        endsAt: call.ends_at,
        summary: `Call with ${call.name}: ${purpose}`,
        description: [
          `${purpose}. Reference ${call.reference}.`,
          `Phone: ${call.phone}`,
          `Email: ${call.email}`,
          call.course ? `Course: ${call.course}` : '',
          call.question ? `Their question: ${call.question}` : '',
        ]
          .filter(Boolean)
          .join('\n'),
        location: counsellor.call_link ?? `Phone ${call.phone}`,
        organizer: { name: counsellor.name, email: counsellor.email },
        attendees: [{ name: call.name, email: call.email }],
      }
    }),
  )
}
