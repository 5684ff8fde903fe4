import type { Kysely } from 'kysely'
import { emailFor } from '~/content/company'
import { demoSeatMail } from '~/content/demo-classes'
import { sitePaths } from '~/content/site-routes'
import { callInvitation } from '~/lib/call-invitation'
import { fillTemplate } from '~/lib/format'
import type { Database } from '~/server/db/schema.server'
import type { DemoClassTable, DemoSeatMailPurpose, DemoSeatTable } from '~/server/db/schema-demo-classes.server'
import { oneLine } from '~/server/mail-text.server'
import { runtimeOrigin, siteLink } from '~/server/site-link.server'
import { demoWhen } from '~/lib/demo-times'

// A demo class seat's mails (issue 54, item 6): the text is written when the seat is booked or cancelled (it carries
// the seat page's link, whose token only exists then) and queued in that transaction; the `.ics` is made when the
// worker sends it, from the class and seat as they are then, with the counselling calls' invitation builder (UID
// `<seat id>@<host>`, India's VTIMEZONE, METHOD:REQUEST for the booking, METHOD:CANCEL with SEQUENCE 1 for a cancel).

type ClassFacts = Pick<DemoClassTable, 'topic' | 'starts_at' | 'minutes' | 'join_link'>
type SeatFacts = Pick<DemoSeatTable, 'name' | 'reference'>

/** The mail's subject and text; `page` is the seat's own page (booked) or the list of classes (cancelled). */
export function demoSeatMessage(state: 'booked' | 'cancelled', demo: ClassFacts, seat: SeatFacts, page: string) {
  const values = {
    name: oneLine(seat.name, 100),
    topic: demo.topic,
    when: demoWhen(demo.starts_at),
    minutes: demo.minutes,
    link: demo.join_link,
    reference: seat.reference,
    page,
    classes: page,
  }
  return state === 'booked'
    ? { subject: fillTemplate(demoSeatMail.subject, values), text: fillTemplate(demoSeatMail.body, values) }
    : { subject: fillTemplate(demoSeatMail.cancelSubject, values), text: fillTemplate(demoSeatMail.cancelBody, values) }
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
    sequence: method === 'REQUEST' ? 0 : 1,
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
