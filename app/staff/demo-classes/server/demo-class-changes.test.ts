import ICAL from 'ical.js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { withTestDatabase } from '~/server/db/test-database.server'
import { addDemoClass, bookVisitor, DEMO_CLASS, DEMO_NOW, visitor } from './demo-class.fixture'
import { bookSeat, cancelSeat, upcomingClasses } from '~/server/demo-classes/demo-classes.server'
import { demoSeatPageData } from '~/server/demo-classes/demo-seat-page.server'
import { sendDueAt } from '~/server/test-mail-worker.server'
import { parseMail, TestSmtp } from '~/server/test-smtp.server'
import { cancelDemoClass, changeDemoClass } from './demo-class-changes.server'

// Staff change or cancel a demo class (issue 54): seats never below those booked, even with a booking racing the
// change; a new time mails every seat holder an updated invitation (same UID, SEQUENCE + 1) and a cancel a
// METHOD:CANCEL with an apology, read back with ical.js from what a real SMTP server received.

const store = withTestDatabase()
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'
const now = DEMO_NOW

let smtp: TestSmtp
let smtpUrl: string
beforeEach(async () => {
  smtp = new TestSmtp()
  smtpUrl = await smtp.start()
})
afterEach(() => smtp.stop())

const row = (id: string) =>
  store.db.selectFrom('demo_classes').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
const queued = () =>
  store.db.selectFrom('outbox').select(['purpose', 'recipient']).where('status', '=', 'pending').execute()

/** Sends what is due now; each received mail with its `.ics` read back. */
async function mailsSent() {
  await sendDueAt(store.db, smtpUrl, now)
  return smtp.messages.map((message) => {
    const mail = parseMail(message.raw)
    const ics = mail.attachments.find((file) => file.contentType === 'text/calendar')
    const calendar = new ICAL.Component(ICAL.parse(ics!.content.toString('utf8')))
    return { mail, calendar, event: new ICAL.Event(calendar.getFirstSubcomponent('vevent')!) }
  })
}

describe(`staff change a demo class (${engine})`, () => {
  it('refuses fewer seats than are booked and keeps the class as it was; as many is fine', async () => {
    const id = await addDemoClass(store.db, 5)
    for (const n of [1, 2, 3]) await bookVisitor(store.db, id, n)
    expect(await changeDemoClass(store.db, id, { ...DEMO_CLASS, seats: 2 }, now)).toEqual({
      refused: 'below-booked',
      booked: 3,
    })
    expect(await row(id)).toMatchObject({ seats: 5, seats_taken: 3, sequence: 0 })
    expect(await changeDemoClass(store.db, id, { ...DEMO_CLASS, seats: 3 }, now)).toEqual({ changed: { mailed: 0 } })
    expect(await bookSeat(store.db, visitor(id, 4), now)).toEqual({ refused: 'full' })
  })

  it('never ends below the seats booked when a booking races the change for the last seats', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await addDemoClass(store.db, 4)
      await bookVisitor(store.db, id, 1)
      await bookVisitor(store.db, id, 2)
      const [change, seat] = await Promise.all([
        changeDemoClass(store.db, id, { ...DEMO_CLASS, seats: 2 }, now),
        bookSeat(store.db, visitor(id, 3), now),
      ])
      const after = await row(id)
      expect(after.seats_taken).toBeLessThanOrEqual(after.seats)
      // One of the two wins: a smaller class refuses the seat, or the seat refuses the smaller class.
      if ('changed' in change) expect(seat).toEqual({ refused: 'full' })
      else expect(change).toEqual({ refused: 'below-booked', booked: 3 })
    }
  })

  it('mails no one for a new topic, and keeps the SEQUENCE', async () => {
    const id = await addDemoClass(store.db)
    await bookVisitor(store.db, id, 1)
    await store.db.deleteFrom('outbox').where('purpose', '=', 'demo-seat').execute()
    const answer = await changeDemoClass(store.db, id, { ...DEMO_CLASS, topic: 'React components, hands on' }, now)
    expect(answer).toEqual({ changed: { mailed: 0 } })
    expect((await queued()).filter((mail) => mail.purpose !== 'demo-reminder')).toEqual([])
    expect(await row(id)).toMatchObject({ topic: 'React components, hands on', sequence: 0 })
  })

  it('mails every seat holder an updated invitation for a new time: same UID, SEQUENCE 1, the new start', async () => {
    const id = await addDemoClass(store.db)
    const first = await bookVisitor(store.db, id, 1)
    await bookVisitor(store.db, id, 2)
    const gone = await bookVisitor(store.db, id, 3)
    await cancelSeat(store.db, gone.token, now)
    await store.db.deleteFrom('outbox').where('purpose', 'in', ['demo-seat', 'demo-seat-cancel']).execute()
    const moved = '2027-03-12T12:30:00.000Z'
    expect(await changeDemoClass(store.db, id, { ...DEMO_CLASS, startsAt: moved, minutes: 90 }, now)).toEqual({
      changed: { mailed: 2 },
    })
    const mails = await mailsSent()
    expect(mails.map(({ mail }) => mail.headers.to).sort()).toEqual(['visitor1@example.in', 'visitor2@example.in'])
    const { mail, calendar, event } = mails.find(({ mail }) => mail.headers.to === 'visitor1@example.in')!
    expect(mail.headers.subject).toBe('Changed: Your first React component, now Friday, 12 March 2027, 6:00 pm IST')
    expect(mail.text).toContain('When: Friday, 12 March 2027, 6:00 pm IST (90 minutes)')
    expect(mail.text).toContain('Before the change: Thursday, 11 March 2027, 6:30 pm IST (60 minutes)')
    expect(mail.text).not.toContain(first.token)
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    expect(event.uid).toBe(`${first.id}@realworktech.in`)
    expect(event.sequence).toBe(1)
    expect(event.startDate.toJSDate().toISOString()).toBe(moved)
    expect(event.endDate.toJSDate().toISOString()).toBe('2027-03-12T14:00:00.000Z')
    // The seat holder's own cancel afterwards is one above the invitation they hold.
    await cancelSeat(store.db, first.token, now)
    const cancel = (await mailsSent()).at(-1)!
    expect(cancel.calendar.getFirstPropertyValue('method')).toBe('CANCEL')
    expect(cancel.event.sequence).toBe(2)
  })
})

describe(`staff cancel a demo class (${engine})`, () => {
  it('mails each seat holder an apology and a CANCEL, takes it off the list and tells the seat page', async () => {
    const id = await addDemoClass(store.db)
    const seat = await bookVisitor(store.db, id, 1)
    await store.db.deleteFrom('outbox').where('purpose', '=', 'demo-seat').execute()
    const reason = 'Our mentor is unwell; we will announce a new date this week.'
    expect(await cancelDemoClass(store.db, id, reason, now)).toEqual({ cancelled: { mailed: 1 } })
    expect(await row(id)).toMatchObject({ status: 'cancelled', cancel_reason: reason, cancelled_at: now.toISOString() })
    expect(await upcomingClasses(store.db, now)).toEqual([])
    expect(await demoSeatPageData(store.db, seat.token, now)).toMatchObject({
      state: 'class-cancelled',
      cancelReason: reason,
    })
    const { mail, calendar, event } = (await mailsSent())[0]!
    expect(mail.headers.subject).toBe('Cancelled: Your first React component, Thursday, 11 March 2027, 6:30 pm IST')
    expect(mail.text).toContain('We are sorry')
    expect(mail.text).toContain(`Why: ${reason}`)
    expect(mail.text).toContain('https://realworktech.in/demo-classes')
    expect(mail.text).toContain('https://realworktech.in/talk-to-a-mentor')
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL')
    expect(event.uid).toBe(`${seat.id}@realworktech.in`)
    expect(event.sequence).toBe(1)
  })

  it('refuses what cannot change: a cancelled or started class, no class, and a seat or booking in a cancelled one', async () => {
    const id = await addDemoClass(store.db)
    const seat = await bookVisitor(store.db, id, 1)
    await cancelDemoClass(store.db, id, 'Low sign-ups this week', now)
    expect(await cancelDemoClass(store.db, id, 'Again', now)).toEqual({ refused: 'closed' })
    expect(await changeDemoClass(store.db, id, DEMO_CLASS, now)).toEqual({ refused: 'closed' })
    expect(await cancelSeat(store.db, seat.token, now)).toBe(false)
    expect(await bookSeat(store.db, visitor(id, 2), now)).toEqual({ refused: 'closed' })
    const started = await addDemoClass(store.db)
    const later = new Date(Date.parse(DEMO_CLASS.startsAt) + 60_000)
    expect(await cancelDemoClass(store.db, started, 'Too late', later)).toEqual({ refused: 'closed' })
    expect(await changeDemoClass(store.db, crypto.randomUUID(), DEMO_CLASS, now)).toEqual({ refused: 'not-found' })
    // The confirmation and the class's cancel; the refusals queued nothing.
    expect((await queued()).map((mail) => mail.purpose).sort()).toEqual(['demo-seat', 'demo-seat-cancel'])
  })
})
