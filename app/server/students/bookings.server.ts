// A student's counselling calls and demo-class seats still to come (issue 54), found by the session's email as the
// rest of their page is. The call's and the seat's own pages are reached by the links in their mails (only the links'
// hashes are stored), so the page says where to move or cancel them.
import type { Kysely } from 'kysely'
import type { CallPurpose } from '~/forms/call-booking.schema'
import { istWhen } from '~/lib/booking-times'
import type { Database } from '~/server/db/schema.server'
import { courseTitle } from '~/server/demo-classes/demo-classes.server'

export type StudentBooking =
  | { kind: 'call'; id: string; reference: string; when: string; purpose: CallPurpose; phone: string; video: boolean }
  | { kind: 'demo'; id: string; reference: string; when: string; topic: string; course: string; joinLink: string }

/** Booked calls and seats whose time has not ended, earliest first. */
export async function studentBookings(
  db: Kysely<Database>,
  email: string,
  now = new Date(),
): Promise<StudentBooking[]> {
  const at = now.toISOString()
  const calls = await db
    .selectFrom('counselling_calls')
    .leftJoin('counsellors', 'counsellors.staff_id', 'counselling_calls.staff_id')
    .select([
      'counselling_calls.id',
      'counselling_calls.reference',
      'counselling_calls.starts_at',
      'counselling_calls.purpose',
      'counselling_calls.phone',
      'counsellors.call_link',
    ])
    .where((eb) => eb(eb.fn('lower', ['counselling_calls.email']), '=', email))
    .where('counselling_calls.status', '=', 'booked')
    .where('counselling_calls.ends_at', '>', at)
    .execute()
  const seats = await db
    .selectFrom('demo_seats')
    .innerJoin('demo_classes', 'demo_classes.id', 'demo_seats.class_id')
    .select([
      'demo_seats.id',
      'demo_seats.reference',
      'demo_classes.starts_at',
      'demo_classes.minutes',
      'demo_classes.topic',
      'demo_classes.course_id',
      'demo_classes.join_link',
    ])
    .where((eb) => eb(eb.fn('lower', ['demo_seats.email']), '=', email))
    .where('demo_seats.status', '=', 'booked')
    .where('demo_classes.status', '=', 'open')
    .where('demo_classes.starts_at', '>', new Date(now.getTime() - 24 * 3_600_000).toISOString())
    .execute()
  const bookings: (StudentBooking & { startsAt: string })[] = [
    ...calls.map((c) => ({
      kind: 'call' as const,
      id: c.id,
      reference: c.reference,
      startsAt: c.starts_at,
      when: istWhen(c.starts_at),
      purpose: c.purpose as CallPurpose,
      phone: c.phone,
      video: Boolean(c.call_link),
    })),
    ...seats
      .filter((s) => new Date(s.starts_at).getTime() + s.minutes * 60_000 > now.getTime())
      .map((s) => ({
        kind: 'demo' as const,
        id: s.id,
        reference: s.reference,
        startsAt: s.starts_at,
        when: istWhen(s.starts_at),
        topic: s.topic,
        course: courseTitle(s.course_id),
        joinLink: s.join_link,
      })),
  ]
  return bookings.sort((a, b) => a.startsAt.localeCompare(b.startsAt)).map(({ startsAt: _, ...booking }) => booking)
}
