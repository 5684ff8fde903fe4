// A student's calls and demo-class seats on their page (issue 54): found by email in any case, booked ones still to
// come, earliest first; on SQLite, and on PostgreSQL with DATABASE_URL.
import { describe, expect, it } from 'vitest'
import { withTestDatabase } from '~/server/db/test-database.server'
import { bookCall, cancelCall } from '~/server/counselling/calls.server'
import { addCounsellor, istAt } from '~/server/counselling/counsellor.fixture'
import { bookSeat } from '~/server/demo-classes/demo-classes.server'
import { createDemoClass } from '~/staff/demo-classes/server/demo-classes.server'
import { studentBookings } from './bookings.server'

const store = withTestDatabase()

const at = istAt
// Wednesday 10 March 2027, 8 am in India.
const now = new Date(at('2027-03-10', '08:00'))

const asha = { name: 'Asha Kulkarni', email: 'Asha.K@example.in', phone: '+91 98450 12345' }

describe('a student’s calls and demo classes', () => {
  it('lists their booked call and seat still to come, earliest first, and nothing cancelled, ended or not theirs', async () => {
    await addCounsellor(store.db, { id: 'meera', name: 'Meera Iyer' }, {}, now)
    const call = await bookCall(
      store.db,
      { ...asha, startsAt: at('2027-03-12', '11:00'), purpose: 'fees-and-payment' },
      now,
    )
    if (!('booked' in call)) throw new Error('the call was not booked')
    const cancelled = await bookCall(
      store.db,
      { ...asha, startsAt: at('2027-03-11', '10:00'), purpose: 'careers' },
      now,
    )
    if (!('booked' in cancelled)) throw new Error('the second call was not booked')
    await cancelCall(store.db, cancelled.booked.token, now)
    await bookCall(
      store.db,
      {
        ...asha,
        name: 'Someone Else',
        email: 'someone@example.in',
        startsAt: at('2027-03-11', '11:00'),
        purpose: 'careers',
      },
      now,
    )
    const demo = await createDemoClass(
      store.db,
      {
        topic: 'SQL in 45 minutes',
        description: 'Joins, grouping and a window function on a real sales table, in PostgreSQL.',
        courseId: 'data-analytics',
        startsAt: at('2027-03-11', '18:30'),
        minutes: 45,
        joinLink: 'https://meet.google.com/rwt-demo-sql',
        seats: 40,
      },
      'owner-1',
      now,
    )
    await bookSeat(store.db, { ...asha, classId: demo, course: 'data-analytics' }, now)

    const listed = await studentBookings(store.db, 'asha.k@example.in', now)
    expect(listed).toEqual([
      expect.objectContaining({
        kind: 'demo',
        topic: 'SQL in 45 minutes',
        when: 'Thursday, 11 March 2027, 6:30 pm IST',
        joinLink: 'https://meet.google.com/rwt-demo-sql',
      }),
      expect.objectContaining({
        kind: 'call',
        purpose: 'fees-and-payment',
        when: 'Friday, 12 March 2027, 11:00 am IST',
        phone: asha.phone,
        video: false,
        reference: call.booked.reference,
      }),
    ])
    // Once the class has ended only the call is left; once the call has ended, nothing.
    expect(await studentBookings(store.db, 'asha.k@example.in', new Date(at('2027-03-11', '19:16')))).toEqual([
      expect.objectContaining({ kind: 'call' }),
    ])
    expect(await studentBookings(store.db, 'asha.k@example.in', new Date(at('2027-03-12', '11:31')))).toEqual([])
  })
})
