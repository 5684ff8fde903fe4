import type { Kysely } from 'kysely'
import type { Database } from '~/server/db/schema.server'
import { courseTitle } from '~/server/demo-classes/demo-classes.server'
import type { DemoClassInput } from '~/staff/demo-classes/forms/demo-class.schema'

// The staff side of demo classes (issue 54, item 6): announce a class, read who booked, mark who came. Seats are
// taken and freed only by the public store (app/server/demo-classes/demo-classes.server.ts); attendance locks the
// class's row first, as every seat write does.

/** Announces a class: open for booking on /demo-classes from now until it starts. */
export async function createDemoClass(db: Kysely<Database>, input: DemoClassInput, staffId: string, now: Date) {
  const at = now.toISOString()
  const id = crypto.randomUUID()
  await db
    .insertInto('demo_classes')
    .values({
      id,
      topic: input.topic,
      description: input.description,
      course_id: input.courseId,
      starts_at: input.startsAt,
      minutes: input.minutes,
      join_link: input.joinLink,
      seats: input.seats,
      seats_taken: 0,
      status: 'open',
      sequence: 0,
      cancelled_at: null,
      cancel_reason: null,
      created_by: staffId,
      created_at: at,
      updated_at: at,
    })
    .execute()
  return id
}

/** Every class, the newest start first, with its seats taken and how many came. */
export async function listDemoClasses(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('demo_classes')
    .leftJoin('demo_seats', (join) =>
      join.onRef('demo_seats.class_id', '=', 'demo_classes.id').on('demo_seats.attended', '=', 1),
    )
    .select((eb) => [
      'demo_classes.id',
      'demo_classes.topic',
      'demo_classes.course_id',
      'demo_classes.starts_at',
      'demo_classes.seats',
      'demo_classes.seats_taken',
      'demo_classes.status',
      eb.fn.count<string | number>('demo_seats.id').as('came'),
    ])
    .groupBy([
      'demo_classes.id',
      'demo_classes.topic',
      'demo_classes.course_id',
      'demo_classes.starts_at',
      'demo_classes.seats',
      'demo_classes.seats_taken',
      'demo_classes.status',
    ])
    .orderBy('demo_classes.starts_at', 'desc')
    .limit(200)
    .execute()
  return rows.map((row) => ({
    id: row.id,
    topic: row.topic,
    courseTitle: courseTitle(row.course_id),
    startsAt: row.starts_at,
    seats: row.seats,
    seatsTaken: row.seats_taken,
    came: Number(row.came),
    cancelled: row.status === 'cancelled',
  }))
}

/**
 * One class and its booked seats in the order they were booked (the course of interest by its title); undefined when
 * there is no such class.
 */
export async function demoClassWithSeats(db: Kysely<Database>, id: string) {
  const demo = await db.selectFrom('demo_classes').selectAll().where('id', '=', id).executeTakeFirst()
  if (!demo) return undefined
  const seats = await db
    .selectFrom('demo_seats')
    .select(['id', 'reference', 'name', 'email', 'phone', 'course', 'question', 'attended', 'submission_id'])
    .where('class_id', '=', id)
    .where('status', '=', 'booked')
    .orderBy('created_at')
    .orderBy('reference')
    .execute()
  return {
    demo: { ...demo, courseTitle: courseTitle(demo.course_id) },
    seats: seats.map((seat) => ({ ...seat, course: seat.course ? courseTitle(seat.course) : null })),
  }
}

/** Marks who came: the ticked booked seats came, every other booked seat did not. Returns how many came. */
export async function markAttendance(
  db: Kysely<Database>,
  classId: string,
  came: readonly string[],
  staffId: string,
  now: Date,
): Promise<number | 'cancelled' | null> {
  return db.transaction().execute(async (trx) => {
    const locked = await trx
      .updateTable('demo_classes')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('id', '=', classId)
      .returning('status')
      .executeTakeFirst()
    if (!locked) return null
    // No one came to a class that did not happen: a page opened before the cancel cannot record it.
    if (locked.status === 'cancelled') return 'cancelled'
    const booked = await trx
      .selectFrom('demo_seats')
      .select('id')
      .where('class_id', '=', classId)
      .where('status', '=', 'booked')
      .execute()
    const ticked = new Set(came)
    const at = now.toISOString()
    let count = 0
    for (const seat of booked) {
      const attended = ticked.has(seat.id) ? 1 : 0
      count += attended
      await trx
        .updateTable('demo_seats')
        .set({ attended, attended_by: staffId, updated_at: at })
        .where('id', '=', seat.id)
        .execute()
    }
    return count
  })
}
