import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { addCounsellor, istAt } from './counsellor.fixture'
import { withTestDatabase } from '~/server/db/test-database.server'
import { resetFeedSecret } from '~/staff/counselling/server/counsellor-store.server'
import { counsellorFeed } from './calendar-feed.server'
import { bookCall, cancelCall, rescheduleCall, type CallRequest } from './calls.server'

const store = withTestDatabase()

const at = istAt
const rules = {
  bufferMinutes: 0,
  noticeMinutes: 60,
  dailyLimit: 6,
  weekly: Array.from({ length: 7 }, () => [{ from: '10:00', to: '13:00' }]),
  callLink: 'https://meet.google.com/abc-defg-hij',
}
// Wednesday 10 March 2027, 8 am in India.
const now = new Date(at('2027-03-10', '08:00'))

const counsellor = (id: string, name: string) => addCounsellor(store.db, { id, name }, rules, now)

function visitor(name: string, startsAt: string, staffId: string): CallRequest {
  return {
    startsAt,
    staffId,
    purpose: 'fees-and-payment',
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@example.in`,
    phone: '+91 98450 12345',
    course: 'frontend-development',
    question: 'Can I pay in two instalments?',
  }
}

async function book(request: CallRequest) {
  const answer = await bookCall(store.db, request, now)
  if (!('booked' in answer)) throw new Error('not booked')
  return answer.booked
}

function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  const zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!)
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent)
      event.startDate.zone = zone
      return event
    }),
  }
}

describe('a counsellor’s calendar feed', () => {
  it('lists their booked calls, not others’ nor cancelled ones, each with its invitation’s UID and SEQUENCE', async () => {
    await counsellor('meera', 'Meera Iyer')
    await counsellor('arjun', 'Arjun Rao')
    const first = await book(visitor('Ananya Sharma', at('2027-03-11', '10:00'), 'meera'))
    const moved = await book(visitor('Rahul Verma', at('2027-03-11', '11:00'), 'meera'))
    const cancelled = await book(visitor('Kavya Nair', at('2027-03-12', '10:00'), 'meera'))
    await book(visitor('Someone Else', at('2027-03-11', '10:00'), 'arjun'))
    expect(await rescheduleCall(store.db, moved.token, at('2027-03-11', '12:00'), now)).toHaveProperty('moved')
    expect(await cancelCall(store.db, cancelled.token, now)).toBe(true)

    const secret = (await resetFeedSecret(store.db, 'meera'))!
    const text = await counsellorFeed(store.db, secret, 'realworktech.in', now)
    const { calendar, events: listed } = events(text!)
    expect(calendar.getFirstPropertyValue('method')).toBeNull()
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('RealWork calls: Meera Iyer')
    expect(listed.map((event) => event.uid)).toEqual([`${first.id}@realworktech.in`, `${moved.id}@realworktech.in`])
    expect(listed.map((event) => event.sequence)).toEqual([0, 1])
    expect(listed[1]!.startDate.toJSDate().toISOString()).toBe(at('2027-03-11', '12:00'))
    expect(listed[0]!.summary).toBe('Call with Ananya Sharma: Fees, instalments and payment')
    expect(listed[0]!.location).toBe('https://meet.google.com/abc-defg-hij')
    expect(listed[0]!.description).toContain('Phone: +91 98450 12345')
    expect(listed[0]!.description).toContain('Their question: Can I pay in two instalments?')
  })

  it('answers nothing to a reset secret, a made-up one, or a counsellor who never asked for one', async () => {
    await counsellor('meera', 'Meera Iyer')
    const old = (await resetFeedSecret(store.db, 'meera'))!
    const fresh = (await resetFeedSecret(store.db, 'meera'))!
    expect(fresh).not.toBe(old)
    expect(await counsellorFeed(store.db, old, 'realworktech.in', now)).toBeUndefined()
    expect(await counsellorFeed(store.db, fresh, 'realworktech.in', now)).toContain('BEGIN:VCALENDAR')
    expect(await counsellorFeed(store.db, 'x'.repeat(32), 'realworktech.in', now)).toBeUndefined()
    expect(await counsellorFeed(store.db, '', 'realworktech.in', now)).toBeUndefined()
    // Only the hash is stored.
    const row = await store.db.selectFrom('counsellors').select('feed_token_hash').executeTakeFirstOrThrow()
    expect(row.feed_token_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(row.feed_token_hash).not.toContain(fresh)
    expect(await resetFeedSecret(store.db, 'not-a-counsellor')).toBeNull()
  })
})
