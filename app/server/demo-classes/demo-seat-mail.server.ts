import type { Kysely, Transaction } from 'kysely'
import { emailFor } from '~/content/company'
import { demoSeatMail } from '~/content/demo-classes'
import { sitePaths } from '~/content/site-routes'
import { callInvitation } from '~/lib/call-invitation'
import { fillTemplate } from '~/lib/format'
import type { Database } from '~/server/db/schema.server'
import type { DemoClassTable, DemoSeatMailPurpose, DemoSeatTable } from '~/server/db/schema-demo-classes.server'
import { oneLine } from '~/server/mail-text.server'
import { queueMail, type MailMessage } from '~/server/outbox.server'
import { remindersAhead } from '~/server/reminders.server'
import { runtimeOrigin, siteLink } from '~/server/site-link.server'
import { istDayTime } from '~/lib/booking-times'

// A demo class seat's mails (issue 54, item 6): the text is written when the seat is booked or cancelled (it carries
// the seat page's link, whose token only exists then), or when staff change or cancel the class (without the link:
// only its hash is stored), and queued in that transaction; the `.ics` is made when the worker sends it, from the class
// and seat as they are then, with the counselling calls' invitation builder (UID `<seat id>@<host>`, India's
// VTIMEZONE, METHOD:REQUEST with the class's SEQUENCE, METHOD:CANCEL one higher). Reminders a day and an hour before
// (reminders.server.ts) are written when they are sent, from the class as it is then, so a moved class needs only new
// send times, never new text.

type ClassFacts = Pick<DemoClassTable, 'topic' | 'starts_at' | 'minutes' | 'join_link'>
type SeatFacts = Pick<DemoSeatTable, 'name' | 'reference'>
type Db = Kysely<Database> | Transaction<Database>

const seatValues = (demo: ClassFacts, seat: SeatFacts) => ({
  name: oneLine(seat.name, 100),
  topic: demo.topic,
  when: istDayTime(demo.starts_at),
  minutes: demo.minutes,
  link: demo.join_link,
  reference: seat.reference,
  classes: siteLink(sitePaths.demoClasses),
})

/** The mail's subject and text; `page` is the seat's own page (booked) or the list of classes (cancelled). */
export function demoSeatMessage(state: 'booked' | 'cancelled', demo: ClassFacts, seat: SeatFacts, page: string) {
  const values = { ...seatValues(demo, seat), page, classes: page }
  return state === 'booked'
    ? { subject: fillTemplate(demoSeatMail.subject, values), text: fillTemplate(demoSeatMail.body, values) }
    : { subject: fillTemplate(demoSeatMail.cancelSubject, values), text: fillTemplate(demoSeatMail.cancelBody, values) }
}

/** Staff changed the class's time, length or link: the new facts, and the old time when that changed. */
export function demoChangeMessage(demo: ClassFacts, was: Pick<ClassFacts, 'starts_at' | 'minutes'>, seat: SeatFacts) {
  const values = seatValues(demo, seat)
  const moved = was.starts_at !== demo.starts_at || was.minutes !== demo.minutes
  const before = moved
    ? fillTemplate(demoSeatMail.changedWas, { when: istDayTime(was.starts_at), minutes: was.minutes })
    : ''
  return {
    subject: fillTemplate(demoSeatMail.changedSubject, values),
    text: fillTemplate(demoSeatMail.changedBody, { ...values, was: before }),
  }
}

/** Staff cancelled the class: an apology, their reason, the other classes and a counselling call instead. */
export function demoClassCancelMessage(demo: ClassFacts, reason: string, seat: SeatFacts) {
  const values = { ...seatValues(demo, seat), reason, talk: siteLink(sitePaths.talk) }
  return {
    subject: fillTemplate(demoSeatMail.classCancelledSubject, values),
    text: fillTemplate(demoSeatMail.classCancelledBody, values),
  }
}

/** Queues a seat's reminders a day and an hour before its class (those still ahead), in the caller's transaction. */
export async function queueSeatReminders(
  trx: Transaction<Database>,
  seat: Pick<DemoSeatTable, 'id' | 'submission_id' | 'email'>,
  startsAt: string,
  now: Date,
): Promise<void> {
  for (const reminder of remindersAhead(startsAt, now))
    await queueMail(
      trx,
      { kind: 'demo-reminder', seatId: seat.id, submissionId: seat.submission_id, to: seat.email },
      now,
      reminder.at,
    )
}

/** A seat's reminder, written at send time from the seat and its class; undefined when the seat is gone. */
export async function demoSeatReminder(db: Db, seatId: string): Promise<MailMessage | undefined> {
  const row = await db
    .selectFrom('demo_seats')
    .innerJoin('demo_classes', 'demo_classes.id', 'demo_seats.class_id')
    .select([
      'demo_seats.name',
      'demo_seats.email',
      'demo_seats.reference',
      'demo_classes.topic',
      'demo_classes.starts_at',
      'demo_classes.minutes',
      'demo_classes.join_link',
    ])
    .where('demo_seats.id', '=', seatId)
    .executeTakeFirst()
  if (!row) return undefined
  const values = seatValues(row, row)
  return {
    to: row.email,
    subject: fillTemplate(demoSeatMail.reminderSubject, values),
    text: fillTemplate(demoSeatMail.reminderBody, values),
  }
}

/** The invitation a seat's mail carries, as a nodemailer attachment; undefined when the seat is gone (erased). */
export async function demoSeatInvitation(
  db: Kysely<Database>,
  seatId: string,
  purpose: DemoSeatMailPurpose,
  now = new Date(),
) {
  const row = await db
    .selectFrom('demo_seats')
    .innerJoin('demo_classes', 'demo_classes.id', 'demo_seats.class_id')
    .select([
      'demo_seats.id',
      'demo_seats.name',
      'demo_seats.email',
      'demo_seats.reference',
      'demo_classes.topic',
      'demo_classes.description',
      'demo_classes.starts_at',
      'demo_classes.minutes',
      'demo_classes.join_link',
      'demo_classes.sequence',
    ])
    .where('demo_seats.id', '=', seatId)
    .executeTakeFirst()
  if (!row) return undefined
  const method = purpose === 'demo-seat' ? 'REQUEST' : 'CANCEL'
  const values = {
    topic: row.topic,
    description: row.description,
    link: row.join_link,
    reference: row.reference,
    page: siteLink(sitePaths.demoClasses),
  }
  const content = callInvitation({
    method,
    callId: row.id,
    host: new URL(runtimeOrigin()).host,
    // A cancellation (the seat holder's or the class's) is one above the last invitation they were sent.
    sequence: method === 'REQUEST' ? row.sequence : row.sequence + 1,
    stamp: now,
    startsAt: row.starts_at,
    endsAt: new Date(Date.parse(row.starts_at) + row.minutes * 60_000).toISOString(),
    summary: fillTemplate(demoSeatMail.summary, values),
    description: fillTemplate(demoSeatMail.description, values),
    location: row.join_link,
    organizer: { name: 'RealWork Technologies', email: emailFor('Training studio') },
    attendees: [{ name: row.name, email: row.email }],
  })
  return { filename: 'demo-class.ics', content, contentType: `text/calendar; charset=utf-8; method=${method}` }
}
