import { randomBytes } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import { pathTo, sitePaths } from '~/content/site-routes'
import { bootcamps } from '~/content/studio/bootcamps'
import type { LeadSource } from '~/lib/lead-source'
import { recordGoal } from '~/server/analytics/goals.server'
import { isUniqueViolation } from '~/server/db/errors.server'
import type { Database } from '~/server/db/schema.server'
import type { DemoClassTable, DemoSeatTable } from '~/server/db/schema-demo-classes.server'
import { mailQueued, queueMail } from '~/server/outbox.server'
import { siteLink } from '~/server/site-link.server'
import { tokenHash, visitorLead } from '~/server/counselling/calls.server'
import { dropReminders } from '~/server/reminders.server'
import { demoSeatMessage, queueSeatReminders } from './demo-seat-mail.server'

// A visitor's seat in a free demo class (issue 54, item 6; docs/decisions/029, "Demo classes"). A seat is taken by
// one conditional update of the class's row, `seats_taken < seats` checked by the database on the row it changes, in
// the same transaction as the seat's row and its mail: on PostgreSQL a second server racing for the last seat waits
// for the first's row lock, re-reads the row and finds it full; on SQLite the write lock queues them. That update is
// also the one lock of every seat write (the class's row first, then the seat's), so a cancel and a booking queue.
// A seat's reminders a day and an hour before its class are queued with it and deleted with its cancel.

type Db = Kysely<Database> | Transaction<Database>

export interface SeatRequest {
  classId: string
  name: string
  email: string
  phone: string
  course?: string | null
  question?: string | null
  /** Where the visit came from (the goal's source), already cleaned. */
  source?: LeadSource
}

/** A booking's answer: the seat (its token given once), or why none was taken. */
export type SeatAnswer =
  | { booked: { id: string; reference: string; token: string } }
  | { refused: 'full' | 'closed' | 'already' }

/** A class as the public list shows it. */
export interface OpenDemoClass {
  id: string
  topic: string
  description: string
  courseTitle: string
  startsAt: string
  minutes: number
  seats: number
  seatsLeft: number
}

const REFERENCE_LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

function newReference(): string {
  return `DEMO-${[...randomBytes(8)].map((byte) => REFERENCE_LETTERS[byte % REFERENCE_LETTERS.length]).join('')}`
}

/** A course's title for the pages and mail; the id itself when the catalogue no longer has it. */
export function courseTitle(courseId: string): string {
  return bootcamps.find((bootcamp) => bootcamp.id === courseId)?.title ?? courseId
}

/** The open classes that have not started, soonest first, full ones included (they say so). */
export async function upcomingClasses(db: Db, now: Date): Promise<OpenDemoClass[]> {
  const rows = await db
    .selectFrom('demo_classes')
    .selectAll()
    .where('status', '=', 'open')
    .where('starts_at', '>', now.toISOString())
    .orderBy('starts_at')
    .orderBy('id')
    .limit(50)
    .execute()
  return rows.map((row) => ({
    id: row.id,
    topic: row.topic,
    description: row.description,
    courseTitle: courseTitle(row.course_id),
    startsAt: row.starts_at,
    minutes: row.minutes,
    seats: row.seats,
    seatsLeft: Math.max(0, row.seats - row.seats_taken),
  }))
}

class Refused extends Error {
  constructor(readonly reason: 'full' | 'closed' | 'already') {
    super(reason)
  }
}

/** Takes one seat of an open class that has not started; the class's row is locked from here to the commit. */
async function takeSeat(trx: Transaction<Database>, classId: string, now: Date): Promise<DemoClassTable | null> {
  const row = await trx
    .updateTable('demo_classes')
    .set((eb) => ({ seats_taken: eb('seats_taken', '+', 1), updated_at: now.toISOString() }))
    .where('id', '=', classId)
    .where('status', '=', 'open')
    .where('starts_at', '>', now.toISOString())
    .whereRef('seats_taken', '<', 'seats')
    .returningAll()
    .executeTakeFirst()
  return row ?? null
}

/**
 * Books a seat: the class's seat count, the seat's row, the visitor's lead (joined by email or phone, as a call's is)
 * and the confirmation mail in one transaction. Full, started or closed: the reason, and nothing written.
 */
export async function bookSeat(db: Kysely<Database>, request: SeatRequest, now = new Date()): Promise<SeatAnswer> {
  const email = request.email.trim().toLowerCase()
  try {
    const booked = await db.transaction().execute(async (trx) => {
      const demo = await takeSeat(trx, request.classId, now)
      if (!demo) {
        const seen = await trx
          .selectFrom('demo_classes')
          .select(['status', 'starts_at'])
          .where('id', '=', request.classId)
          .executeTakeFirst()
        throw new Refused(seen && ahead(seen, now) ? 'full' : 'closed')
      }
      const held = await trx
        .selectFrom('demo_seats')
        .select('id')
        .where('class_id', '=', demo.id)
        .where('email', '=', email)
        .where('status', '=', 'booked')
        .executeTakeFirst()
      if (held) throw new Refused('already')
      const at = now.toISOString()
      const token = randomBytes(24).toString('base64url')
      const seat = {
        id: crypto.randomUUID(),
        reference: newReference(),
        class_id: demo.id,
        status: 'booked' as const,
        name: request.name,
        email,
        phone: request.phone,
        course: request.course ?? null,
        question: request.question ?? null,
        token_hash: tokenHash(token),
        submission_id: await visitorLead(trx, email, request.phone),
        attended: null,
        attended_by: null,
        created_at: at,
        updated_at: at,
        cancelled_at: null,
      } satisfies DemoSeatTable
      await trx.insertInto('demo_seats').values(seat).execute()
      await recordGoal(trx, { goal: 'demo', source: request.source, at: now })
      const page = siteLink(pathTo('demoSeat', { token }))
      await queueMail(
        trx,
        {
          kind: 'demo-seat',
          seatId: seat.id,
          submissionId: seat.submission_id,
          to: email,
          ...demoSeatMessage('booked', demo, seat, page),
        },
        now,
      )
      await queueSeatReminders(trx, seat, demo.starts_at, now)
      return { id: seat.id, reference: seat.reference, token }
    })
    mailQueued()
    return { booked }
  } catch (error) {
    if (error instanceof Refused) return { refused: error.reason }
    // The one booked seat per email and class: a second tab's booking committed first.
    if (isUniqueViolation(error)) return { refused: 'already' }
    throw error
  }
}

/** A seat and its class by the token of the visitor's link; undefined when no seat has it. */
export async function seatByToken(db: Db, token: string) {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return undefined
  const seat = await db
    .selectFrom('demo_seats')
    .selectAll()
    .where('token_hash', '=', tokenHash(token))
    .executeTakeFirst()
  if (!seat) return undefined
  const demo = await db.selectFrom('demo_classes').selectAll().where('id', '=', seat.class_id).executeTakeFirstOrThrow()
  return { seat, demo }
}

/** Whether a class is open and has not begun: its seats may be booked, cancelled and changed. */
export function ahead(demo: Pick<DemoClassTable, 'status' | 'starts_at'>, now: Date): boolean {
  return demo.status === 'open' && demo.starts_at > now.toISOString()
}

/**
 * Cancels a booked seat before its class starts: the seat is free again and a cancellation (METHOD:CANCEL) is mailed.
 * The class's row is locked first, as a booking locks it. False when there was nothing to cancel.
 */
export async function cancelSeat(db: Kysely<Database>, token: string, now = new Date()): Promise<boolean> {
  const found = await seatByToken(db, token)
  if (!found || found.seat.status !== 'booked' || !ahead(found.demo, now)) return false
  const { seat } = found
  const cancelled = await db.transaction().execute(async (trx) => {
    const at = now.toISOString()
    const demo = await trx
      .updateTable('demo_classes')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('id', '=', seat.class_id)
      .returningAll()
      .executeTakeFirstOrThrow()
    // Staff may have cancelled or moved the class since the page was read; the lock makes this look reliable.
    if (!ahead(demo, now)) return false
    const done = await trx
      .updateTable('demo_seats')
      .set({ status: 'cancelled', cancelled_at: at, updated_at: at })
      .where('id', '=', seat.id)
      .where('status', '=', 'booked')
      .executeTakeFirst()
    if (Number(done.numUpdatedRows) !== 1) return false
    await trx
      .updateTable('demo_classes')
      .set((eb) => ({ seats_taken: eb('seats_taken', '-', 1), updated_at: at }))
      .where('id', '=', seat.class_id)
      .where('seats_taken', '>', 0)
      .execute()
    await dropReminders(trx, 'demo-reminder', [seat.id])
    const page = siteLink(sitePaths.demoClasses)
    await queueMail(
      trx,
      {
        kind: 'demo-seat-cancel',
        seatId: seat.id,
        submissionId: seat.submission_id,
        to: seat.email,
        ...demoSeatMessage('cancelled', demo, seat, page),
      },
      now,
    )
    return true
  })
  if (cancelled) mailQueued()
  return cancelled
}
