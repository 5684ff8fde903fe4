import { describe, expect, it } from 'vitest'
import { addCounsellor, istAt } from '~/server/counselling/counsellor.fixture'
import { bookCall, cancelCall, type CallRequest } from '~/server/counselling/calls.server'
import { withTestDatabase } from '~/server/db/test-database.server'
import { saveSubmission } from '~/server/submissions.server'
import { callsOnDay, recordCallOutcome } from './calls-today.server'
import { leadTimeline } from './lead-timeline.server'

const store = withTestDatabase()

const at = istAt
const rules = {
  bufferMinutes: 0,
  noticeMinutes: 0,
  horizonDays: 7,
  dailyLimit: 10,
  weekly: Array.from({ length: 7 }, () => [{ from: '09:00', to: '18:00' }]),
}
// Wednesday 10 March 2027, 8 am in India.
const now = new Date(at('2027-03-10', '08:00'))

const counsellor = (id: string, name: string) => addCounsellor(store.db, { id, name }, rules, now)

async function book(name: string, day: string, time: string, staffId: string, extra: Partial<CallRequest> = {}) {
  const answer = await bookCall(
    store.db,
    {
      startsAt: at(day, time),
      staffId,
      purpose: 'choosing-a-bootcamp',
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.in`,
      phone: '98450 12345',
      ...extra,
    },
    now,
  )
  if (!('booked' in answer)) throw new Error('not booked')
  return answer.booked
}

describe('Calls today', () => {
  it('lists a day’s booked calls in India time order: a counsellor’s own, or everyone’s', async () => {
    await counsellor('meera', 'Meera Iyer')
    await counsellor('arjun', 'Arjun Rao')
    await book('Late Caller', '2027-03-10', '17:00', 'meera', { course: 'frontend-development', question: 'Weekends?' })
    await book('Early Caller', '2027-03-10', '09:00', 'arjun')
    await book('Mid Caller', '2027-03-10', '12:30', 'meera')
    await book('Tomorrow Caller', '2027-03-11', '09:00', 'meera')
    const gone = await book('Cancelled Caller', '2027-03-10', '15:00', 'meera')
    await cancelCall(store.db, gone.token, now)

    const everyone = await callsOnDay(store.db, '2027-03-10', null)
    expect(everyone.map((call) => [call.name, call.counsellor])).toEqual([
      ['Early Caller', 'Arjun Rao'],
      ['Mid Caller', 'Meera Iyer'],
      ['Late Caller', 'Meera Iyer'],
    ])
    const meera = await callsOnDay(store.db, '2027-03-10', 'meera')
    expect(meera.map((call) => call.name)).toEqual(['Mid Caller', 'Late Caller'])
    expect(meera[1]).toMatchObject({
      purpose: 'Choosing a bootcamp',
      course: 'Frontend Development',
      question: 'Weekends?',
      phone: '98450 12345',
      leadId: expect.any(String), // a first-time visitor's booking makes their lead
      outcome: null,
    })
  })

  it('records an outcome once pressed, on the lead’s timeline too, and a talk answers the lead', async () => {
    await counsellor('meera', 'Meera Iyer')
    const lead = await saveSubmission(
      store.db,
      {
        kind: 'enquiry',
        name: 'Ananya Sharma',
        email: 'ananya@example.in',
        phone: '098450 12345',
        fields: { message: 'Which bootcamp suits a mechanical engineer?' },
      },
      new Date('2027-03-01T05:00:00Z'),
    )
    const call = await book('Ananya Sharma', '2027-03-10', '11:00', 'meera')
    const later = new Date(at('2027-03-10', '11:40'))

    expect(
      await recordCallOutcome(store.db, call.id, 'no-show', { name: 'Meera Iyer', staffId: 'meera' }, later),
    ).toEqual({ recorded: { reference: call.reference, leadId: lead, mailed: false } })
    let row = await store.db
      .selectFrom('submissions')
      .select(['first_response_at', 'status'])
      .where('id', '=', lead)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ first_response_at: null, status: 'new' })
    await recordCallOutcome(store.db, call.id, 'talked', { name: 'Meera Iyer', staffId: 'meera' }, later)
    row = await store.db
      .selectFrom('submissions')
      .select(['first_response_at', 'status'])
      .where('id', '=', lead)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ first_response_at: later.toISOString(), status: 'contacted' })

    const [listed] = await callsOnDay(store.db, '2027-03-10', 'meera')
    expect(listed).toMatchObject({ outcome: 'talked', outcomeBy: 'Meera Iyer', leadId: lead })
    const timeline = await leadTimeline(store.db, lead)
    expect(timeline.filter((entry) => entry.type === 'event').map((entry) => entry.detail)).toEqual([
      `Counselling call ${call.reference}: No-show`,
      `Counselling call ${call.reference}: Talked`,
      'New → Contacted',
    ])
    expect(timeline.find((entry) => entry.type === 'counselling-call')).toMatchObject({
      reference: call.reference,
      status: 'booked',
      outcome: 'talked',
    })
  })

  it('mails the visitor to choose a new time when we could not keep the call, once, and stops its reminders', async () => {
    await counsellor('meera', 'Meera Iyer')
    const call = await book('Kavya Menon', '2027-03-10', '17:00', 'meera')
    const mails = () =>
      store.db
        .selectFrom('outbox')
        .select(['purpose', 'recipient', 'subject', 'body'])
        .where('ref_id', '=', call.id)
        .where('status', '=', 'pending')
        .orderBy('purpose')
        .orderBy('subject')
        .execute()
    // The booking's two mails and the visitor's reminder an hour before (the day's is already past).
    expect((await mails()).map((mail) => mail.purpose)).toEqual(['call', 'call', 'call-reminder'])

    const later = new Date(at('2027-03-10', '12:00'))
    const by = { name: 'Meera Iyer', staffId: 'meera' }
    expect(await recordCallOutcome(store.db, call.id, 'moved-by-us', by, later)).toEqual({
      recorded: { reference: call.reference, leadId: expect.any(String), mailed: true },
    })
    const after = await mails()
    expect(after.map((mail) => mail.purpose)).toEqual(['call', 'call', 'call'])
    const sorry = after.find((mail) => mail.subject?.startsWith('We need a new time'))!
    expect(sorry).toMatchObject({
      recipient: 'kavya@example.in',
      subject: `We need a new time for your call with RealWork Technologies (${call.reference})`,
    })
    expect(sorry.body).toContain('Hello Kavya Menon,')
    expect(sorry.body).toContain('we could not keep your counselling call')
    expect(sorry.body).toMatch(/When: .*5:00.*pm/i)
    expect(sorry.body).toMatch(/book a new time here: https?:\/\/\S+\/talk/)
    // The same letter as the booking's mails: the reference to quote, and the team's sign-off.
    expect(sorry.body).toContain(`Reference: ${call.reference}`)
    expect(sorry.body).toMatch(/See you soon,\nThe admissions team/)
    expect(sorry.body).not.toContain(call.token)

    // A second press, or another outcome after it, mails nothing more.
    expect(await recordCallOutcome(store.db, call.id, 'moved-by-us', by, later)).toMatchObject({
      recorded: { mailed: false },
    })
    await recordCallOutcome(store.db, call.id, 'no-show', by, later)
    expect(await mails()).toHaveLength(3)
  })

  it('refuses another counsellor’s call to an editor, and a call no longer booked to anyone', async () => {
    await counsellor('meera', 'Meera Iyer')
    await counsellor('arjun', 'Arjun Rao')
    const call = await book('Rahul Verma', '2027-03-10', '10:00', 'meera')
    expect(await recordCallOutcome(store.db, call.id, 'talked', { name: 'Arjun Rao', staffId: 'arjun' })).toEqual({
      refused: 'not-yours',
    })
    // An owner records anyone's.
    expect(await recordCallOutcome(store.db, call.id, 'moved-by-us', { name: 'Owner', staffId: null })).toHaveProperty(
      'recorded',
    )
    await cancelCall(store.db, call.token, now)
    expect(await recordCallOutcome(store.db, call.id, 'talked', { name: 'Owner', staffId: null })).toEqual({
      refused: 'gone',
    })
    expect(await recordCallOutcome(store.db, 'no-such-call', 'talked', { name: 'Owner', staffId: null })).toEqual({
      refused: 'gone',
    })
  })
})
