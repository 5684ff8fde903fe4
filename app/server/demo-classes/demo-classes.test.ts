import ICAL from 'ical.js'
import { afterEach, describe, expect, it } from 'vitest'
import { smtpTransport, startMailWorker, type MailWorker } from '~/server/mail.server'
import { isUniqueViolation } from '~/server/db/errors.server'
import { withTestDatabase } from '~/server/db/test-database.server'
import { saveSubmission } from '~/server/submissions.server'
import { parseMail, quietLog, TestSmtp, testMailSettings, waitFor } from '~/server/test-smtp.server'
import { demoClassWithSeats, markAttendance } from '~/staff/demo-classes/server/demo-classes.server'
import { cancelDemoClass } from '~/staff/demo-classes/server/demo-class-changes.server'
import { addDemoClass, DEMO_NOW, DEMO_STARTS_AT, visitor } from '~/staff/demo-classes/server/demo-class.fixture'
import { bookSeat, cancelSeat, seatByToken, upcomingClasses } from './demo-classes.server'

const store = withTestDatabase()
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'

const now = DEMO_NOW
const startsAt = DEMO_STARTS_AT
const demoClass = (seats = 50, starts = startsAt) => addDemoClass(store.db, seats, starts)

const taken = async (id: string) =>
  (await store.db.selectFrom('demo_classes').select('seats_taken').where('id', '=', id).executeTakeFirstOrThrow())
    .seats_taken

const booked = async (id: string) =>
  (
    await store.db
      .selectFrom('demo_seats')
      .select('id')
      .where('class_id', '=', id)
      .where('status', '=', 'booked')
      .execute()
  ).length

let worker: MailWorker | undefined
let smtp: TestSmtp | undefined
afterEach(async () => {
  await worker?.stop()
  await smtp?.stop()
  worker = undefined
  smtp = undefined
})

describe(`a demo class's seats (${engine})`, () => {
  it('gives sixty visitors at once for fifty seats fifty seats and ten clear "full" answers, never more', async () => {
    const id = await demoClass(50)
    const answers = await Promise.all(Array.from({ length: 60 }, (_, n) => bookSeat(store.db, visitor(id, n), now)))
    expect(answers.filter((answer) => 'booked' in answer)).toHaveLength(50)
    expect(answers.filter((answer) => !('booked' in answer))).toEqual(Array(10).fill({ refused: 'full' }))
    expect(await taken(id)).toBe(50)
    expect(await booked(id)).toBe(50)
    const mails = await store.db.selectFrom('outbox').select('id').where('purpose', '=', 'demo-seat').execute()
    expect(mails).toHaveLength(50)
    expect((await upcomingClasses(store.db, now))[0]).toMatchObject({ id, seats: 50, seatsLeft: 0 })
  })

  it('frees a cancelled seat for the next visitor, and a cancel twice frees it once', async () => {
    const id = await demoClass(2)
    const first = await bookSeat(store.db, visitor(id, 1), now)
    await bookSeat(store.db, visitor(id, 2), now)
    expect(await bookSeat(store.db, visitor(id, 3), now)).toEqual({ refused: 'full' })
    if (!('booked' in first)) throw new Error('not booked')
    const [once, twice] = await Promise.all([
      cancelSeat(store.db, first.booked.token, now),
      cancelSeat(store.db, first.booked.token, now),
    ])
    expect([once, twice].filter(Boolean)).toHaveLength(1)
    expect(await taken(id)).toBe(1)
    expect((await seatByToken(store.db, first.booked.token))?.seat.status).toBe('cancelled')
    expect(await bookSeat(store.db, visitor(id, 3), now)).toMatchObject({ booked: { reference: expect.any(String) } })
    expect(await taken(id)).toBe(2)
  })

  it('holds one seat per email, whatever its case, and refuses a class that has started', async () => {
    const id = await demoClass(10)
    expect(await bookSeat(store.db, visitor(id, 1), now)).toHaveProperty('booked')
    const again = await Promise.all([
      bookSeat(store.db, { ...visitor(id, 1), email: 'VISITOR1@example.in' }, now),
      bookSeat(store.db, { ...visitor(id, 1), phone: '+91 99000 11111' }, now),
    ])
    expect(again).toEqual([{ refused: 'already' }, { refused: 'already' }])
    expect(await taken(id)).toBe(1)
    const later = new Date(Date.parse(startsAt) + 60_000)
    expect(await bookSeat(store.db, visitor(id, 2), later)).toEqual({ refused: 'closed' })
    expect(await bookSeat(store.db, visitor(crypto.randomUUID(), 2), now)).toEqual({ refused: 'closed' })
    expect(await upcomingClasses(store.db, later)).toEqual([])
  })

  it('has the database refuse a second booked seat for one email and class, and take it again after a cancel', async () => {
    const id = await demoClass(5)
    const answer = await bookSeat(store.db, visitor(id, 1), now)
    if (!('booked' in answer)) throw new Error('not booked')
    const row = await store.db
      .selectFrom('demo_seats')
      .selectAll()
      .where('id', '=', answer.booked.id)
      .executeTakeFirstOrThrow()
    const copy = { ...row, id: crypto.randomUUID(), reference: 'DEMO-COPY0001', token_hash: 'another-hash' }
    const refused = await store.db
      .insertInto('demo_seats')
      .values(copy)
      .execute()
      .catch((error: unknown) => error)
    expect(isUniqueViolation(refused)).toBe(true)
    await cancelSeat(store.db, answer.booked.token, now)
    await store.db.insertInto('demo_seats').values(copy).execute()
  })

  it('joins the visitor’s lead by email or phone, and erasing the lead frees the seat', async () => {
    const id = await demoClass(5)
    const lead = await saveSubmission(
      store.db,
      {
        kind: 'enquiry',
        name: 'Ananya Sharma',
        email: 'ananya@example.in',
        phone: '098450 12345',
        fields: { message: 'Is the frontend bootcamp right for a commerce graduate?' },
      },
      new Date('2027-03-01T05:00:00Z'),
    )
    const answer = await bookSeat(
      store.db,
      { ...visitor(id, 7), name: 'Ananya Sharma', email: 'x@example.in', phone: '+91 98450 12345' },
      now,
    )
    if (!('booked' in answer)) throw new Error('not booked')
    const seat = await seatByToken(store.db, answer.booked.token)
    expect(seat?.seat.submission_id).toBe(lead)
    const { eraseSubmissions } = await import('~/server/privacy/erasure.server')
    await store.db.transaction().execute((trx) => eraseSubmissions(trx, [lead]))
    expect(await seatByToken(store.db, answer.booked.token)).toBeUndefined()
    expect(await taken(id)).toBe(0)
  })

  it('lets staff mark who came: the ticked seats came, the others did not', async () => {
    const id = await demoClass(5)
    const seats = []
    for (const n of [1, 2, 3]) {
      const answer = await bookSeat(store.db, visitor(id, n), new Date(now.getTime() + n * 1000))
      if (!('booked' in answer)) throw new Error('not booked')
      seats.push(answer.booked.id)
    }
    expect(await markAttendance(store.db, id, [seats[0]!, seats[2]!], 'owner-1', now)).toBe(2)
    const found = await demoClassWithSeats(store.db, id)
    expect(found?.seats.map((seat) => [seat.name, seat.attended])).toEqual([
      ['Visitor 1', 1],
      ['Visitor 2', 0],
      ['Visitor 3', 1],
    ])
    expect(await markAttendance(store.db, crypto.randomUUID(), [], 'owner-1', now)).toBeNull()
  })

  it('records no attendance for a cancelled class, and leaves its seats as they were', async () => {
    const id = await demoClass(5)
    const answer = await bookSeat(store.db, visitor(id, 1), now)
    if (!('booked' in answer)) throw new Error('not booked')
    await cancelDemoClass(store.db, id, 'The trainer is unwell', now)
    expect(await markAttendance(store.db, id, [answer.booked.id], 'owner-1', now)).toBe('cancelled')
    const found = await demoClassWithSeats(store.db, id)
    expect(found?.seats.map((seat) => seat.attended)).toEqual([null])
  })

  it('mails the seat holder the joining link and an invitation, and a cancellation that removes it', async () => {
    const id = await demoClass(5)
    const answer = await bookSeat(store.db, { ...visitor(id, 1), name: 'Rohan Kulkarni' }, now)
    if (!('booked' in answer)) throw new Error('not booked')
    await cancelSeat(store.db, answer.booked.token, now)
    smtp = new TestSmtp()
    const url = await smtp.start()
    worker = startMailWorker({
      db: store.db,
      transport: smtpTransport(url),
      ...testMailSettings,
      pollMs: 10,
      log: quietLog,
      now: () => new Date(now.getTime() + 60_000),
    })
    await waitFor(() => smtp!.messages.length === 2, 'the confirmation and the cancellation')
    const [confirmation, cancellation] = ['Your seat', 'Seat cancelled'].map((subject) =>
      smtp!.messages.map((m) => parseMail(m.raw)).find((m) => m.headers.subject!.startsWith(subject)),
    )
    expect(confirmation!.headers.subject).toBe(
      'Your seat: Your first React component, Thursday, 11 March 2027, 6:30 pm IST',
    )
    expect(confirmation!.text).toContain('Join at: https://meet.google.com/rwt-demo-react')
    expect(confirmation!.text).toContain(`/demo-classes/seat/${answer.booked.token}`)
    const invitation = (mail: typeof confirmation) => {
      const ics = mail!.attachments.find((file) => file.contentType === 'text/calendar')
      const vevent = new ICAL.Component(ICAL.parse(ics!.content.toString('utf8'))).getFirstSubcomponent('vevent')!
      return { text: ics!.content.toString('utf8'), event: new ICAL.Event(vevent) }
    }
    const booked = invitation(confirmation)
    expect(booked.text).toContain('METHOD:REQUEST')
    expect(booked.event.uid).toBe(`${answer.booked.id}@realworktech.in`)
    expect(booked.event.startDate.toJSDate().toISOString()).toBe(startsAt)
    expect(booked.event.endDate.toJSDate().toISOString()).toBe('2027-03-11T14:00:00.000Z')
    expect(booked.event.location).toBe('https://meet.google.com/rwt-demo-react')
    const cancelled = invitation(cancellation)
    expect(cancelled.text).toContain('METHOD:CANCEL')
    expect(cancelled.event.uid).toBe(booked.event.uid)
    expect(cancelled.event.sequence).toBe(1)
  })
})
