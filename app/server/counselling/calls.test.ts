import { describe, expect, it } from 'vitest'
import { addCounsellor, istAt } from './counsellor.fixture'
import { withTestDatabase } from '~/server/db/test-database.server'
import { saveSubmission } from '~/server/submissions.server'
import {
  bookCall,
  callByToken,
  cancelCall,
  freeSlots,
  movableStarts,
  rescheduleCall,
  type CallRequest,
} from './calls.server'
import { setCounsellorDay, type CounsellorSettings } from './counsellors.server'

const store = withTestDatabase()

const at = istAt
// Wednesday 10 March 2027, 8 am in India.
const now = new Date(at('2027-03-10', '08:00'))

const counsellor = (id: string, name: string, rules: Partial<CounsellorSettings> = {}) =>
  addCounsellor(store.db, { id, name }, rules, now)

function visitor(n: number, startsAt: string): CallRequest {
  return {
    startsAt,
    purpose: 'choosing-a-bootcamp',
    name: `Visitor ${n}`,
    email: `visitor${n}@example.in`,
    phone: `+91 98450 ${String(10000 + n)}`,
  }
}

async function bookedCount() {
  const rows = await store.db.selectFrom('counselling_calls').select('id').where('status', '=', 'booked').execute()
  return rows.length
}

describe('booking a counselling call', () => {
  it('gives twenty visitors at once one call, and the nineteen others the next free times', async () => {
    await counsellor('meera', 'Meera Iyer')
    const slot = at('2027-03-11', '10:00')
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => bookCall(store.db, visitor(n, slot), now)))
    const booked = answers.filter((answer) => 'booked' in answer)
    expect(booked).toHaveLength(1)
    expect(await bookedCount()).toBe(1)
    for (const answer of answers.filter((one) => 'taken' in one)) {
      // 10:30 is inside the buffer after the 10:00 call; 11:00 is the next free start.
      expect(answer).toEqual({
        taken: true,
        nextFree: [at('2027-03-11', '11:00'), at('2027-03-11', '11:30'), at('2027-03-11', '12:00')],
      })
    }
  })

  it('gives a second counsellor’s time when the first one’s start is taken', async () => {
    await counsellor('arjun', 'Arjun Rao')
    await counsellor('meera', 'Meera Iyer')
    const slot = at('2027-03-11', '10:00')
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => bookCall(store.db, visitor(n, slot), now)))
    const staff = answers.flatMap((answer) => ('booked' in answer ? [answer.booked.staffId] : []))
    expect(staff.sort()).toEqual(['arjun', 'meera'])
  })

  it('holds the buffer and the daily limit under the same race', async () => {
    await counsellor('meera', 'Meera Iyer', { dailyLimit: 2, bufferMinutes: 30 })
    // Every start of the morning at once: 10:00 and 11:00 fit the buffer; the limit stops the day at two.
    const starts = ['10:00', '10:30', '11:00', '11:30', '12:00', '12:30'].map((time) => at('2027-03-11', time))
    const answers = await Promise.all(starts.map((start, n) => bookCall(store.db, visitor(n, start), now)))
    const calls = await store.db.selectFrom('counselling_calls').select('starts_at').orderBy('starts_at').execute()
    expect(calls).toHaveLength(2)
    const [first, second] = calls.map((call) => Date.parse(call.starts_at))
    expect(second! - first!).toBeGreaterThanOrEqual(60 * 60_000) // 30 minutes' call and 30 minutes' buffer
    expect(answers.filter((answer) => 'booked' in answer)).toHaveLength(2)
  })

  it('refuses a start inside the notice, on a day off or that is not a start', async () => {
    await counsellor('meera', 'Meera Iyer')
    await setCounsellorDay(store.db, 'meera', '2027-03-12', [], 'Family wedding')
    for (const start of [at('2027-03-10', '10:00'), at('2027-03-12', '10:00'), at('2027-03-11', '10:05')])
      expect(await bookCall(store.db, visitor(1, start), now)).toMatchObject({ taken: true })
    expect(await bookedCount()).toBe(0)
    const free = await freeSlots(store.db, now)
    expect(free.some((slot) => slot.startsAt.startsWith('2027-03-12'))).toBe(false)
    expect(free[0]).toEqual({ startsAt: at('2027-03-10', '11:00'), staffIds: ['meera'] })
  })
})

describe('moving and cancelling a call', () => {
  it('moves the same call with a higher sequence, and frees its old start', async () => {
    await counsellor('meera', 'Meera Iyer')
    const answer = await bookCall(store.db, visitor(1, at('2027-03-11', '10:00')), now)
    if (!('booked' in answer)) throw new Error('not booked')
    const moved = await rescheduleCall(store.db, answer.booked.token, at('2027-03-11', '12:00'), now)
    expect(moved).toEqual({
      moved: { startsAt: at('2027-03-11', '12:00'), endsAt: at('2027-03-11', '12:30'), sequence: 1 },
    })
    const call = await callByToken(store.db, answer.booked.token)
    expect(call).toMatchObject({ id: answer.booked.id, sequence: 1, status: 'booked' })
    expect(await bookCall(store.db, visitor(2, at('2027-03-11', '10:00')), now)).toHaveProperty('booked')
  })

  it('moves a call next to its own old time (its own buffer does not count)', async () => {
    await counsellor('meera', 'Meera Iyer')
    const answer = await bookCall(store.db, visitor(1, at('2027-03-11', '10:00')), now)
    if (!('booked' in answer)) throw new Error('not booked')
    expect(await rescheduleCall(store.db, answer.booked.token, at('2027-03-11', '10:30'), now)).toHaveProperty('moved')
    const call = await callByToken(store.db, answer.booked.token)
    const starts = await movableStarts(store.db, call!, now)
    expect(starts).toContain(at('2027-03-11', '11:00'))
    expect(starts).not.toContain(at('2027-03-11', '10:30')) // where it is now
  })

  it('refuses to move onto a taken start and offers the next free ones', async () => {
    await counsellor('meera', 'Meera Iyer')
    const first = await bookCall(store.db, visitor(1, at('2027-03-11', '10:00')), now)
    const second = await bookCall(store.db, visitor(2, at('2027-03-11', '12:00')), now)
    if (!('booked' in first) || !('booked' in second)) throw new Error('not booked')
    expect(await rescheduleCall(store.db, second.booked.token, at('2027-03-11', '10:00'), now)).toEqual({
      taken: true,
      // Its own 12:00 is not offered, and does not count against it: the starts next to it are free for this call.
      nextFree: [at('2027-03-11', '11:00'), at('2027-03-11', '11:30'), at('2027-03-11', '12:30')],
    })
  })

  it('cancels once, raises the sequence and frees the start', async () => {
    await counsellor('meera', 'Meera Iyer')
    const answer = await bookCall(store.db, visitor(1, at('2027-03-11', '10:00')), now)
    if (!('booked' in answer)) throw new Error('not booked')
    expect(await cancelCall(store.db, answer.booked.token, now)).toBe(true)
    expect(await cancelCall(store.db, answer.booked.token, now)).toBe(false)
    expect(await callByToken(store.db, answer.booked.token)).toMatchObject({ status: 'cancelled', sequence: 1 })
    expect(await rescheduleCall(store.db, answer.booked.token, at('2027-03-11', '12:00'), now)).toEqual({ gone: true })
    expect(await bookCall(store.db, visitor(2, at('2027-03-11', '10:00')), now)).toHaveProperty('booked')
  })

  it('finds no call for a wrong token', async () => {
    expect(await callByToken(store.db, 'x'.repeat(32))).toBeUndefined()
    expect(await callByToken(store.db, 'short')).toBeUndefined()
  })
})

describe('the visitor’s lead', () => {
  async function leadOf(n: number, email: string, phone: string) {
    const answer = await bookCall(store.db, { ...visitor(n, at('2027-03-11', `1${n}:00`)), email, phone }, now)
    if (!('booked' in answer)) throw new Error('not booked')
    const call = await store.db
      .selectFrom('counselling_calls')
      .select('submission_id')
      .where('id', '=', answer.booked.id)
      .executeTakeFirstOrThrow()
    return call.submission_id
  }

  it('is joined by the same email in any case, or the same phone however it is written', async () => {
    await counsellor('meera', 'Meera Iyer')
    const fields = { message: 'Which bootcamp suits a mechanical engineer?' }
    const older = await saveSubmission(
      store.db,
      { kind: 'enquiry', name: 'Ananya Sharma', email: 'ananya@example.in', phone: '098450 12345', fields },
      new Date('2027-03-01T05:00:00Z'),
    )
    const newer = await saveSubmission(
      store.db,
      { kind: 'enquiry', name: 'Ananya Sharma', email: 'ananya@example.in', phone: '98450 12345', fields },
      new Date('2027-03-05T05:00:00Z'),
    )
    expect(await leadOf(0, 'Ananya@Example.in', '+91 99999 00000')).toBe(newer)
    expect(await leadOf(1, 'someone.else@example.in', '+91-98450-12345')).toBe(newer)
    expect(older).not.toBe(newer)
    // A visitor who never wrote to us gets a lead of their own (call-mail.test.ts reads it).
    const fresh = await leadOf(2, 'new.visitor@example.in', '+91 90000 11111')
    expect(fresh).not.toBeNull()
    expect([older, newer]).not.toContain(fresh)
  })
})
