import type { Kysely } from 'kysely'
import type { CallPurpose } from '~/forms/call-booking.schema'
import { bookingDays, istWhen, visitorTime } from '~/lib/booking-times'
import type { Database } from '~/server/db/schema.server'
import { callByToken, movableStarts } from './calls.server'

/** A call as its own page shows it (the visitor's key is the link's token); undefined for an unknown token. */
export async function callPageData(db: Kysely<Database>, token: string, now: Date) {
  const call = await callByToken(db, token)
  if (!call) return undefined
  const counsellor = await db
    .selectFrom('counsellors')
    .innerJoin('staff_accounts', 'staff_accounts.id', 'counsellors.staff_id')
    .select(['staff_accounts.name', 'counsellors.call_link'])
    .where('counsellors.staff_id', '=', call.staff_id)
    .executeTakeFirst()
  return {
    reference: call.reference,
    status: call.status,
    moved: call.status === 'booked' && call.sequence > 0,
    purpose: call.purpose as CallPurpose,
    when: istWhen(call.starts_at),
    theirs: visitorTime(call.starts_at, call.visitor_zone ?? undefined) ?? null,
    counsellor: counsellor?.name ?? 'Our counsellor',
    callLink: counsellor?.call_link ?? null,
    phone: call.phone,
    moveTo: call.status === 'booked' ? bookingDays(await movableStarts(db, call, now)) : [],
  }
}
