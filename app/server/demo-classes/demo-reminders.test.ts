import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { withTestDatabase } from '~/server/db/test-database.server'
import { sendDueAt } from '~/server/test-mail-worker.server'
import { parseMail, TestSmtp } from '~/server/test-smtp.server'
import { cancelDemoClass, changeDemoClass } from '~/staff/demo-classes/server/demo-class-changes.server'
import {
  addDemoClass,
  bookVisitor,
  DEMO_CLASS,
  DEMO_NOW,
  DEMO_STARTS_AT,
} from '~/staff/demo-classes/server/demo-class.fixture'
import { cancelSeat } from './demo-classes.server'

// A demo class seat's reminders a day and an hour before (issue 54): queued with the seat through the outbox, sent by
// the real mail worker to a real SMTP server with the worker's clock set by the test, deleted by a seat's or a class's
// cancel, moved with the class, and sent once however many workers look.

const store = withTestDatabase()
const HOUR = 3_600_000
const now = DEMO_NOW
const start = Date.parse(DEMO_STARTS_AT)
const before = (ms: number, from = start) => new Date(from - ms)

let smtp: TestSmtp
let smtpUrl: string
beforeEach(async () => {
  smtp = new TestSmtp()
  smtpUrl = await smtp.start()
})
afterEach(() => smtp.stop())

const sendAt = (clock: Date) => sendDueAt(store.db, smtpUrl, clock)
const subjects = () => smtp.messages.map((message) => parseMail(message.raw).headers.subject)
const reminders = () =>
  store.db
    .selectFrom('outbox')
    .select(['ref_id', 'next_attempt_at', 'recipient'])
    .where('purpose', '=', 'demo-reminder')
    .where('status', '=', 'pending')
    .orderBy('next_attempt_at')
    .execute()

describe('a demo class seat’s reminders', () => {
  it('go a day and an hour before, each once, across a restart and two workers at once', async () => {
    const id = await addDemoClass(store.db)
    const seat = await bookVisitor(store.db, id, 1)
    expect(await reminders()).toEqual([
      { ref_id: seat.id, next_attempt_at: before(24 * HOUR).toISOString(), recipient: 'visitor1@example.in' },
      { ref_id: seat.id, next_attempt_at: before(HOUR).toISOString(), recipient: 'visitor1@example.in' },
    ])
    expect(await sendAt(now)).toBe(1) // the confirmation only
    expect(await sendAt(before(24 * HOUR + 60_000))).toBe(0)
    expect(await sendAt(before(24 * HOUR))).toBe(1)
    expect(await sendAt(before(24 * HOUR))).toBe(0) // a restart sends nothing twice
    const both = await Promise.all([sendAt(before(HOUR)), sendAt(before(HOUR))])
    expect(both[0] + both[1]).toBe(1)
    expect(await sendAt(new Date(start))).toBe(0)
    expect(subjects()).toEqual([
      'Your seat: Your first React component, Thursday, 11 March 2027, 6:30 pm IST',
      'Reminder: Your first React component, Thursday, 11 March 2027, 6:30 pm IST',
      'Reminder: Your first React component, Thursday, 11 March 2027, 6:30 pm IST',
    ])
    const reminder = parseMail(smtp.messages[2]!.raw)
    expect(reminder.text).toContain('Join at: https://meet.google.com/rwt-demo-react')
    expect(reminder.text).toContain(`Reference: ${seat.reference}`)
    // Written at send time, the reminder has no seat link to leak: only its hash is stored.
    expect(reminder.text).not.toContain(seat.token)
  })

  it('are only those still ahead for a seat booked less than a day, or an hour, before', async () => {
    const id = await addDemoClass(store.db)
    const late = await bookVisitor(store.db, id, 1, before(23 * HOUR))
    const later = await bookVisitor(store.db, id, 2, before(HOUR / 2))
    expect(await reminders()).toEqual([
      { ref_id: late.id, next_attempt_at: before(HOUR).toISOString(), recipient: 'visitor1@example.in' },
    ])
    expect(later.id).not.toBe(late.id)
  })

  it('are not sent once the seat is cancelled', async () => {
    const id = await addDemoClass(store.db)
    const seat = await bookVisitor(store.db, id, 1)
    expect(await cancelSeat(store.db, seat.token, new Date(now.getTime() + HOUR))).toBe(true)
    expect(await reminders()).toEqual([])
    expect(await sendAt(before(24 * HOUR))).toBe(2) // the confirmation and the cancellation
    expect(await sendAt(before(HOUR))).toBe(0)
    expect(subjects().filter((subject) => subject?.startsWith('Reminder'))).toEqual([])
  })

  it('are not sent for a class staff cancelled, even one already due and claimed late', async () => {
    const id = await addDemoClass(store.db)
    await bookVisitor(store.db, id, 1)
    await bookVisitor(store.db, id, 2)
    // Keep a copy of one reminder as a worker would have found it just before the cancel.
    const [kept] = await store.db.selectFrom('outbox').selectAll().where('purpose', '=', 'demo-reminder').execute()
    expect(await cancelDemoClass(store.db, id, 'Our mentor is unwell', now)).toEqual({ cancelled: { mailed: 2 } })
    expect(await reminders()).toEqual([])
    await store.db
      .insertInto('outbox')
      .values({ ...kept!, id: crypto.randomUUID() })
      .execute()
    expect(await sendAt(before(24 * HOUR))).toBe(4) // two confirmations, two cancellations; the copy is not sent
    expect(await sendAt(before(HOUR))).toBe(0)
    expect(subjects().filter((subject) => subject?.startsWith('Reminder'))).toEqual([])
  })

  it('move with the class: none at the old times, one each at the new ones, with the new time', async () => {
    const id = await addDemoClass(store.db)
    const seat = await bookVisitor(store.db, id, 1)
    expect(await sendAt(now)).toBe(1)
    const moved = '2027-03-12T13:00:00.000Z'
    const changedAt = new Date(now.getTime() + HOUR)
    expect(await changeDemoClass(store.db, id, { ...DEMO_CLASS, startsAt: moved }, changedAt)).toEqual({
      changed: { mailed: 1 },
    })
    expect(await reminders()).toEqual([
      {
        ref_id: seat.id,
        next_attempt_at: before(24 * HOUR, Date.parse(moved)).toISOString(),
        recipient: 'visitor1@example.in',
      },
      {
        ref_id: seat.id,
        next_attempt_at: before(HOUR, Date.parse(moved)).toISOString(),
        recipient: 'visitor1@example.in',
      },
    ])
    expect(await sendAt(changedAt)).toBe(1) // the updated invitation
    expect(await sendAt(before(HOUR))).toBe(0) // the old time passes with nothing sent
    expect(await sendAt(before(24 * HOUR, Date.parse(moved)))).toBe(1)
    expect(await sendAt(before(HOUR, Date.parse(moved)))).toBe(1)
    expect(subjects().slice(2)).toEqual([
      'Reminder: Your first React component, Friday, 12 March 2027, 6:30 pm IST',
      'Reminder: Your first React component, Friday, 12 March 2027, 6:30 pm IST',
    ])
  })

  it('stay as they are when only the joining link or topic changes', async () => {
    const id = await addDemoClass(store.db)
    await bookVisitor(store.db, id, 1)
    const queued = await reminders()
    const newLink = { ...DEMO_CLASS, joinLink: 'https://meet.google.com/rwt-demo-new' }
    await changeDemoClass(store.db, id, newLink, now)
    await changeDemoClass(store.db, id, { ...newLink, topic: 'React components, hands on' }, now)
    expect(await reminders()).toEqual(queued)
    await sendAt(before(HOUR))
    const last = parseMail(smtp.messages.at(-1)!.raw)
    expect(last.headers.subject).toBe('Reminder: React components, hands on, Thursday, 11 March 2027, 6:30 pm IST')
    expect(last.text).toContain('Join at: https://meet.google.com/rwt-demo-new')
  })
})
