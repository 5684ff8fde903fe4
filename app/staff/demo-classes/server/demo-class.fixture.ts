// Test helpers for demo classes: a class announced by staff and a visitor's seat request, so each store test states
// only what it is about.
import type { Kysely } from 'kysely'
import type { Database } from '~/server/db/schema.server'
import { createDemoClass } from './demo-classes.server'
import type { DemoClassInput } from '~/staff/demo-classes/forms/demo-class.schema'
import { bookSeat, type SeatRequest } from '~/server/demo-classes/demo-classes.server'

// Wednesday 10 March 2027, 8 am in India; the class is the next evening, 6:30 pm India time.
export const DEMO_NOW = new Date('2027-03-10T02:30:00.000Z')
export const DEMO_STARTS_AT = '2027-03-11T13:00:00.000Z'

/** The class staff announce in these tests, as the new class form's schema gives it. */
export const DEMO_CLASS: DemoClassInput = {
  topic: 'Your first React component',
  description: 'Build a product card in React from a design: props, state and a list rendered from data.',
  courseId: 'frontend-development',
  startsAt: DEMO_STARTS_AT,
  minutes: 60,
  joinLink: 'https://meet.google.com/rwt-demo-react',
  seats: 50,
}

/** Announces a class with `seats` seats starting at `startsAt`; its id. */
export function addDemoClass(db: Kysely<Database>, seats = 50, startsAt = DEMO_STARTS_AT) {
  return createDemoClass(db, { ...DEMO_CLASS, seats, startsAt }, 'owner-1', DEMO_NOW)
}

/** Visitor number `n`'s request for a seat in the class. */
export function visitor(classId: string, n: number): SeatRequest {
  return {
    classId,
    name: `Visitor ${n}`,
    email: `visitor${n}@example.in`,
    phone: `+91 98450 ${String(10000 + n)}`,
    course: 'frontend-development',
  }
}

/** Books visitor `n`'s seat at `now`; the seat (its token given once), or a thrown error when refused. */
export async function bookVisitor(db: Kysely<Database>, classId: string, n: number, now = DEMO_NOW) {
  const answer = await bookSeat(db, visitor(classId, n), now)
  if (!('booked' in answer)) throw new Error(`not booked: ${answer.refused}`)
  return answer.booked
}
