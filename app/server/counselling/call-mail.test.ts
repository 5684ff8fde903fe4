import ICAL from 'ical.js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { addCounsellor, istAt } from './counsellor.fixture'
import { withTestDatabase } from '~/server/db/test-database.server'
import { eraseSubmissionsNow } from '~/server/privacy/erasure.server'
import { sendDueAt } from '~/server/test-mail-worker.server'
import { parseMail, TestSmtp } from '~/server/test-smtp.server'
import { bookCall, cancelCall, rescheduleCall, type BookedCall, type CallRequest } from './calls.server'

// The call's mails through the outbox (issue 54 part B): rows queued with the booking, move and cancel; reminders a
// day and an hour before, sent by the real mail worker to a real SMTP server with the worker's clock set by the test.

const store = withTestDatabase()
const at = istAt
// Wednesday 10 March 2027, 8 am in India; the call is on Thursday at 10 am, 26 hours later.
const now = new Date(at('2027-03-10', '08:00'))
const start = at('2027-03-11', '10:00')
const HOUR = 3_600_000

const request: CallRequest = {
  startsAt: start,
  purpose: 'choosing-a-bootcamp',
  name: 'Ananya Sharma',
  email: 'ananya@example.in',
  phone: '+91 98450 12345',
  course: 'frontend-development',
  question: 'I studied mechanical engineering; is the full-stack bootcamp right for me?',
  visitorZone: 'America/New_York',
  source: { landing: '/studio/courses', utmSource: 'instagram', utmCampaign: 'march-intake' },
}

let smtp: TestSmtp
let smtpUrl: string
beforeEach(async () => {
  smtp = new TestSmtp()
  smtpUrl = await smtp.start()
  await addCounsellor(store.db, { id: 'meera', name: 'Meera Iyer', email: 'meera@realworktech.in' }, {}, now)
})
afterEach(() => smtp.stop())

/** A mail worker whose clock reads `clock`: a server started at that moment (each one a restart). */
const sendAt = (clock: Date) => sendDueAt(store.db, smtpUrl, clock)

async function book(): Promise<BookedCall> {
  const answer = await bookCall(store.db, request, now)
  if (!('booked' in answer)) throw new Error('not booked')
  return answer.booked
}

const outbox = () =>
  store.db.selectFrom('outbox').selectAll().where('status', '=', 'pending').orderBy('next_attempt_at').execute()

function invitation(raw: string) {
  const mail = parseMail(raw)
  const ics = mail.attachments.find((file) => file.filename === 'call.ics')
  if (!ics) throw new Error('no invitation attached')
  const calendar = new ICAL.Component(ICAL.parse(ics.content.toString('utf8')))
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
  return { mail, calendar, event }
}

const mailsTo = (address: string) => smtp.messages.filter((message) => message.to.includes(address))

describe('a booked call’s mails', () => {
  it('queues the visitor’s and the counsellor’s mails with the booking, and reminders a day and an hour before', async () => {
    const call = await book()
    const rows = await outbox()
    const now_ = now.toISOString()
    expect(rows.map((row) => [row.recipient, row.purpose, row.next_attempt_at])).toEqual([
      ['ananya@example.in', 'call', now_],
      ['meera@realworktech.in', 'call', now_],
      ['ananya@example.in', 'call-reminder', new Date(Date.parse(start) - 24 * HOUR).toISOString()],
      ['ananya@example.in', 'call-reminder', new Date(Date.parse(start) - HOUR).toISOString()],
    ])
    const lead = rows[0]!.submission_id
    expect(rows.every((row) => row.ref_id === call.id && row.submission_id === lead)).toBe(true)

    expect(await sendAt(now)).toBe(2)
    const [visitorMail] = mailsTo('ananya@example.in')
    const { mail, calendar, event } = invitation(visitorMail!.raw)
    expect(mail.headers.subject).toContain(call.reference)
    expect(mail.text).toContain('When: Thursday, 11 March 2027, 10:00 am IST (India time)')
    expect(mail.text).toContain('In your time: Wed, 10 Mar, 11:30 pm GMT-5')
    expect(mail.text).toContain('How: Meera Iyer calls you on +91 98450 12345.')
    expect(mail.text).toContain(`Reference: ${call.reference}`)
    expect(mail.text).toContain(`/talk-to-a-mentor/call/${call.token}`)
    expect(visitorMail!.raw).toMatch(/Content-Type: text\/calendar; method=REQUEST/)
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    expect(event.uid).toBe(`${call.id}@realworktech.in`)
    expect(event.sequence).toBe(0)
    expect(event.startDate.toString()).toBe('2027-03-11T10:00:00')

    const [staffMail] = mailsTo('meera@realworktech.in')
    const staff = invitation(staffMail!.raw)
    expect(staff.mail.text).toContain('Visitor: Ananya Sharma, +91 98450 12345, ananya@example.in')
    expect(staff.mail.text).toContain('Course: Frontend')
    expect(staff.mail.text).toContain(`/staff/submissions/${lead}`)
    expect(staff.mail.text).not.toContain(call.token) // the visitor's key stays theirs
    expect(staff.event.uid).toBe(event.uid)
    // Sent: the text (with its link) and the invitation are no longer stored.
    const sent = await store.db.selectFrom('outbox').selectAll().where('status', '=', 'sent').execute()
    expect(sent.map((row) => [row.body, row.attachment])).toEqual([
      [null, null],
      [null, null],
    ])
  })

  it('sends each reminder at its time, once, even across a restart', async () => {
    const call = await book()
    expect(await sendAt(now)).toBe(2)
    expect(await sendAt(new Date(Date.parse(start) - 25 * HOUR))).toBe(0)
    expect(await sendAt(new Date(Date.parse(start) - 24 * HOUR))).toBe(1)
    expect(await sendAt(new Date(Date.parse(start) - 24 * HOUR + 60_000))).toBe(0) // a second run, a new worker
    expect(await sendAt(new Date(Date.parse(start) - HOUR))).toBe(1)
    expect(await sendAt(new Date(Date.parse(start) - HOUR))).toBe(0)
    const subjects = mailsTo('ananya@example.in').map((message) => parseMail(message.raw).headers.subject)
    expect(subjects).toEqual([
      expect.stringContaining('is booked'),
      expect.stringContaining('is tomorrow'),
      expect.stringContaining('starts in an hour'),
    ])
    const reminder = parseMail(mailsTo('ananya@example.in')[2]!.raw)
    expect(reminder.text).toContain(`/talk-to-a-mentor/call/${call.token}`)
    expect(await outbox()).toEqual([])
  })

  it('sends no reminder for a cancelled call, and a CANCEL for the calendar', async () => {
    const call = await book()
    expect(await sendAt(now)).toBe(2)
    expect(await cancelCall(store.db, call.token, new Date(now.getTime() + HOUR))).toBe(true)
    expect((await outbox()).map((row) => row.purpose)).toEqual(['call', 'call'])
    expect(await sendAt(new Date(now.getTime() + HOUR))).toBe(2)
    expect(await sendAt(new Date(Date.parse(start) - HOUR))).toBe(0)
    const cancelled = mailsTo('ananya@example.in')[1]!
    const { mail, calendar, event } = invitation(cancelled.raw)
    expect(mail.headers.subject).toContain('is cancelled')
    expect(mail.text).toContain('/talk-to-a-mentor')
    expect(mail.text).not.toContain(call.token)
    expect(cancelled.raw).toMatch(/Content-Type: text\/calendar; method=CANCEL/)
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL')
    expect(event.uid).toBe(`${call.id}@realworktech.in`)
    expect(event.sequence).toBe(1)
    expect(mailsTo('meera@realworktech.in')).toHaveLength(2)
  })

  it('moves the reminders with the call: none at the old time, two at the new one, and an updated invitation', async () => {
    const call = await book()
    expect(await sendAt(now)).toBe(2)
    const later = at('2027-03-12', '11:00')
    const moved = await rescheduleCall(store.db, call.token, later, new Date(now.getTime() + HOUR))
    expect(moved).toMatchObject({ moved: { startsAt: later, sequence: 1 } })
    const rows = await outbox()
    expect(rows.map((row) => [row.purpose, row.next_attempt_at])).toEqual([
      ['call', new Date(now.getTime() + HOUR).toISOString()],
      ['call', new Date(now.getTime() + HOUR).toISOString()],
      ['call-reminder', new Date(Date.parse(later) - 24 * HOUR).toISOString()],
      ['call-reminder', new Date(Date.parse(later) - HOUR).toISOString()],
    ])
    expect(await sendAt(new Date(now.getTime() + HOUR))).toBe(2)
    const { mail, event, calendar } = invitation(mailsTo('ananya@example.in')[1]!.raw)
    expect(mail.headers.subject).toContain('has moved')
    expect(mail.text).toContain('When: Friday, 12 March 2027, 11:00 am IST (India time)')
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    expect(event.uid).toBe(`${call.id}@realworktech.in`)
    expect(event.sequence).toBe(1)
    // The old times pass with nothing sent; the new ones each send one.
    expect(await sendAt(new Date(Date.parse(start) - HOUR))).toBe(0)
    expect(await sendAt(new Date(Date.parse(later) - 24 * HOUR))).toBe(1)
    expect(await sendAt(new Date(Date.parse(later) - HOUR))).toBe(1)
    expect(mailsTo('ananya@example.in')).toHaveLength(4)
  })
})

describe('a booking’s lead', () => {
  it('makes a visitor who never wrote to us a lead with the visit’s source, and counts a call goal', async () => {
    const call = await book()
    const row = await store.db
      .selectFrom('counselling_calls')
      .select('submission_id')
      .where('id', '=', call.id)
      .executeTakeFirstOrThrow()
    const lead = await store.db
      .selectFrom('submissions')
      .selectAll()
      .where('id', '=', row.submission_id!)
      .executeTakeFirstOrThrow()
    expect(lead).toMatchObject({
      kind: 'enquiry',
      name: 'Ananya Sharma',
      email: 'ananya@example.in',
      source: 'instagram',
      source_landing: '/studio/courses',
      source_utm_campaign: 'march-intake',
    })
    expect(JSON.parse(lead.fields).message).toContain(`Booked a counselling call (${call.reference})`)
    const goals = await store.db.selectFrom('analytics_goals').selectAll().execute()
    // A new lead counts as a form's lead would, and the booking as a call.
    expect(goals.map((goal) => [goal.goal, goal.entry_path, goal.utm_campaign, Number(goal.count)]).sort()).toEqual([
      ['call', '/studio/courses', 'march-intake', 1],
      ['form', '/studio/courses', 'march-intake', 1],
    ])
  })

  it('is erased with its call and the call’s mails still waiting, reminders and all', async () => {
    const call = await book()
    const { submission_id: lead } = await store.db
      .selectFrom('counselling_calls')
      .select('submission_id')
      .where('id', '=', call.id)
      .executeTakeFirstOrThrow()
    await eraseSubmissionsNow(store.db, [lead!])
    expect(await store.db.selectFrom('counselling_calls').select('id').execute()).toEqual([])
    expect(await outbox()).toEqual([])
    expect(await sendAt(new Date(Date.parse(start) - HOUR))).toBe(0)
  })
})
