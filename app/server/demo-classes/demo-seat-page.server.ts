import type { Kysely } from 'kysely'
import { istDayTime } from '~/lib/booking-times'
import type { Database } from '~/server/db/schema.server'
import { courseTitle, seatByToken } from './demo-classes.server'

/** A seat as its own page shows it (the visitor's key is the link's token); undefined for an unknown token. */
export async function demoSeatPageData(db: Kysely<Database>, token: string, now: Date) {
  const found = await seatByToken(db, token)
  if (!found) return undefined
  const { seat, demo } = found
  const past = demo.starts_at <= now.toISOString()
  return {
    reference: seat.reference,
    state:
      seat.status === 'cancelled'
        ? ('cancelled' as const)
        : demo.status === 'cancelled'
          ? ('class-cancelled' as const)
          : past
            ? ('past' as const)
            : ('booked' as const),
    /** Staff's reason, when they cancelled the class. */
    cancelReason: demo.status === 'cancelled' ? demo.cancel_reason : null,
    topic: demo.topic,
    description: demo.description,
    courseTitle: courseTitle(demo.course_id),
    when: istDayTime(demo.starts_at),
    minutes: demo.minutes,
    joinLink: demo.join_link,
  }
}
