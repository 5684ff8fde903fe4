import type { Kysely, Transaction } from 'kysely'
import type { Database } from '~/server/db/schema.server'
import type { DemoClassTable } from '~/server/db/schema-demo-classes.server'
import { ahead } from '~/server/demo-classes/demo-classes.server'
import {
  demoChangeMessage,
  demoClassCancelMessage,
  queueSeatReminders,
} from '~/server/demo-classes/demo-seat-mail.server'
import { mailQueued, queueMail } from '~/server/outbox.server'
import { dropReminders } from '~/server/reminders.server'
import type { DemoClassInput } from '~/staff/demo-classes/forms/demo-class.schema'

// Staff change or cancel a demo class (issue 54; docs/decisions/029, "Changing and cancelling a demo class"). Each
// write locks the class's row first, as every seat write does (demo-classes.server.ts), so no booking or cancel of a
// seat runs between the check and the write: the seats never fall below those booked, and every seat holder booked at
// the commit is mailed. A change of time, length or link raises the class's SEQUENCE and mails each seat holder an
// updated invitation; a change of time moves their reminders. A cancel mails each a METHOD:CANCEL and deletes the
// reminders. The mails' text has no seat page link: only its token's hash is stored (their earlier mails carry it).

export type ClassChangeAnswer =
  | { changed: { mailed: number } }
  | { refused: 'not-found' }
  | { refused: 'closed' }
  | { refused: 'below-booked'; booked: number }

export type ClassCancelAnswer = { cancelled: { mailed: number } } | { refused: 'not-found' | 'closed' }

/** Locks the class's row (an update that changes nothing) and reads it; undefined when there is no such class. */
async function lockClass(trx: Transaction<Database>, id: string): Promise<DemoClassTable | undefined> {
  return trx
    .updateTable('demo_classes')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst()
}

async function bookedSeats(trx: Transaction<Database>, classId: string) {
  return trx
    .selectFrom('demo_seats')
    .select(['id', 'name', 'email', 'reference', 'submission_id'])
    .where('class_id', '=', classId)
    .where('status', '=', 'booked')
    .orderBy('created_at')
    .execute()
}

class Refusal extends Error {
  constructor(readonly answer: Extract<ClassChangeAnswer, { refused: unknown }>) {
    super(answer.refused)
  }
}

/**
 * Changes a class that is open and has not started. Seats below those already booked are refused. A new time, length
 * or joining link raises SEQUENCE and mails every seat holder the updated invitation; a new time re-queues their
 * reminders for it. A change of topic, description, course or seats alone mails no one.
 */
export async function changeDemoClass(
  db: Kysely<Database>,
  id: string,
  input: DemoClassInput,
  now: Date,
): Promise<ClassChangeAnswer> {
  try {
    const mailed = await db.transaction().execute(async (trx) => {
      const was = await lockClass(trx, id)
      if (!was) throw new Refusal({ refused: 'not-found' })
      if (!ahead(was, now)) throw new Refusal({ refused: 'closed' })
      if (input.seats < was.seats_taken) throw new Refusal({ refused: 'below-booked', booked: was.seats_taken })
      const moved = input.startsAt !== was.starts_at
      const mailWorthy = moved || input.minutes !== was.minutes || input.joinLink !== was.join_link
      const demo = await trx
        .updateTable('demo_classes')
        .set({
          topic: input.topic,
          description: input.description,
          course_id: input.courseId,
          starts_at: input.startsAt,
          minutes: input.minutes,
          join_link: input.joinLink,
          seats: input.seats,
          sequence: was.sequence + (mailWorthy ? 1 : 0),
          updated_at: now.toISOString(),
        })
        .where('id', '=', id)
        // The database checks the count on the row it changes, as a booking's update does.
        .where('seats_taken', '<=', input.seats)
        .returningAll()
        .executeTakeFirstOrThrow()
      if (!mailWorthy) return 0
      const seats = await bookedSeats(trx, id)
      if (moved)
        await dropReminders(
          trx,
          'demo-reminder',
          seats.map((seat) => seat.id),
        )
      for (const seat of seats) {
        await queueMail(
          trx,
          {
            kind: 'demo-seat',
            seatId: seat.id,
            submissionId: seat.submission_id,
            to: seat.email,
            ...demoChangeMessage(demo, was, seat),
          },
          now,
        )
        if (moved) await queueSeatReminders(trx, seat, demo.starts_at, now)
      }
      return seats.length
    })
    if (mailed > 0) mailQueued()
    return { changed: { mailed } }
  } catch (error) {
    if (error instanceof Refusal) return error.answer
    throw error
  }
}

/**
 * Cancels a class that is open and has not started, with the reason its seat holders are given: it leaves the public
 * list, each seat holder is mailed an apology with a METHOD:CANCEL invitation, and their reminders are deleted. The
 * seats stay as they were, so staff still see who was affected and each seat's page says the class was cancelled.
 */
export async function cancelDemoClass(
  db: Kysely<Database>,
  id: string,
  reason: string,
  now: Date,
): Promise<ClassCancelAnswer> {
  const answer = await db.transaction().execute(async (trx): Promise<ClassCancelAnswer> => {
    const was = await lockClass(trx, id)
    if (!was) return { refused: 'not-found' }
    if (!ahead(was, now)) return { refused: 'closed' }
    const at = now.toISOString()
    const demo = await trx
      .updateTable('demo_classes')
      .set({ status: 'cancelled', cancelled_at: at, cancel_reason: reason, updated_at: at })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow()
    const seats = await bookedSeats(trx, id)
    await dropReminders(
      trx,
      'demo-reminder',
      seats.map((seat) => seat.id),
    )
    for (const seat of seats)
      await queueMail(
        trx,
        {
          kind: 'demo-seat-cancel',
          seatId: seat.id,
          submissionId: seat.submission_id,
          to: seat.email,
          ...demoClassCancelMessage(demo, reason, seat),
        },
        now,
      )
    return { cancelled: { mailed: seats.length } }
  })
  if ('cancelled' in answer && answer.cancelled.mailed > 0) mailQueued()
  return answer
}
