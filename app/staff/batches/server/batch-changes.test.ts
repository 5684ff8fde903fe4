// A batch's changes reach its people (issue 52): seats added go to the waitlist first, new dates move each student's
// start, fee due days, refund window and pay page and are mailed, a cancelled batch is mailed and takes no money. On
// SQLite in memory by default and on PostgreSQL with DATABASE_URL (`bash scripts/test-postgres.sh`).
import { describe, expect, it } from 'vitest'
import { withTestDatabase } from '~/server/db/test-database.server'
import { payPageData } from '~/server/fees/pay-page.server'
import { saveSubmission } from '~/server/submissions.server'
import { BatchSchema, type BatchInput } from '~/staff/batches/forms/batch.schema'
import { PlanSchema } from '~/staff/fees/forms/fee.schema'
import { refundWindow } from '~/staff/fees/server/ledger.server'
import { savePlan, sendPaymentRequest } from '~/staff/fees/server/plan.server'
import { leadTimeline } from '~/staff/leads/server/lead-timeline.server'
import { feeAccount, takesNoMoney } from '~/server/fees/fee-account.server'
import { changeBatch } from './batch-changes.server'

/** Whether money may be asked for or taken for an enrolment, as the fee account says (decision 024). */
async function batchTakesPayments(enrolmentId: string): Promise<boolean> {
  const account = await feeAccount(store.db, { enrolmentId })
  return account !== undefined && takesNoMoney(account) === null
}
import { makeBatch } from './batches.fixture'
import { batchFormValues, batchStamp, CHANGED_MEANWHILE, findBatch, type Batch } from './batches.server'
import { moveEnrolment, withdrawEnrolment } from './enrolment-changes.server'
import { enrolLead, type EnrolResult } from './enrolments.server'

const store = withTestDatabase()
const staff = { name: 'Priya Sharma' }

/** Each person joins a minute after the one before, so the waitlist's order is the order of joining. */
let clock = Date.parse('2026-11-10T06:00:00Z')
const tick = () => new Date((clock += 60_000))
const now = new Date('2026-12-01T06:00:00Z')

async function join(batch: Batch, name: string): Promise<Extract<EnrolResult, { ok: true }>> {
  const submissionId = await saveSubmission(store.db, {
    kind: 'registration',
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
    phone: '+91 98450 22222',
    fields: { name, bootcamp: 'frontend-development' },
  })
  const result = await enrolLead(store.db, { batchId: batch.id, submissionId, actor: staff }, tick())
  if (!result.ok) throw new Error(result.error)
  return result
}

/** The batch's form as staff send it, with `change` made. */
const input = (batch: Batch, change: Record<string, string> = {}): BatchInput =>
  BatchSchema.parse({ ...batchFormValues(batch), ...change })

const stateOf = async (id: string) =>
  (await store.db.selectFrom('enrolments').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state
const outbox = () =>
  store.db.selectFrom('outbox').select(['recipient', 'subject', 'body']).orderBy('recipient').execute()

const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'

describe(`batch changes reach every student (${engine})`, () => {
  it('offers added seats to the first people waiting, in order, before a newcomer can take them', async () => {
    const batch = await makeBatch(store.db, { seats: 1 })
    await join(batch, 'Anand Iyer')
    const waiting = [
      await join(batch, 'Bhavna Shah'),
      await join(batch, 'Charan Gowda'),
      await join(batch, 'Deepa Pillai'),
    ]
    expect(waiting.map((w) => w.state)).toEqual(['waitlisted', 'waitlisted', 'waitlisted'])
    await store.db.deleteFrom('outbox').execute()

    const raised = await changeBatch(store.db, batch.id, input(batch, { seats: '2' }), staff, now)
    expect(raised).toMatchObject({ ok: true, changes: { offered: [{ name: 'Bhavna Shah' }], postponed: 0 } })
    expect(await stateOf(waiting[0]!.enrolmentId)).toBe('offered')
    expect((await outbox()).map((m) => [m.recipient, m.subject])).toEqual([
      ['bhavna.shah@example.com', 'A seat is free for you: Frontend Development Bootcamp, starting 5 January 2027'],
    ])
    // The seat is held: a newcomer joins the waitlist behind those already waiting.
    const newcomer = await join(batch, 'Esha Kulkarni')
    expect([newcomer.state, newcomer.position]).toEqual(['waitlisted', 3])

    const more = await changeBatch(store.db, batch.id, input(batch, { seats: '4' }), staff, now)
    expect(more.ok && more.changes.offered.map((o) => o.name)).toEqual(['Charan Gowda', 'Deepa Pillai'])
    expect(await stateOf(newcomer.enrolmentId)).toBe('waitlisted')
    const seats = await store.db.selectFrom('batches').select('seats_taken').where('id', '=', batch.id).execute()
    expect(Number(seats[0]!.seats_taken)).toBe(4)
  })

  it('moves each student’s start, fee due days, refund window and pay page with new dates, and mails them', async () => {
    const batch = await makeBatch(store.db, { seats: 2 }) // 5 January 2027
    const planned = await join(batch, 'Farah Khan')
    const plain = await join(batch, 'Gopal Rao')
    await join(batch, 'Hema Joshi') // waiting: mailed too
    const gone = await join(batch, 'Irfan Ali')
    await withdrawEnrolment(store.db, gone.enrolmentId, staff, now) // frees nothing: Irfan was waiting
    const plan = PlanSchema.parse({
      discount: '',
      discountReason: '',
      state: '29',
      amount0: '3500',
      due0: '2026-12-20',
      amount1: '3500',
      due1: '2027-02-05',
    })
    expect(await savePlan(store.db, planned.enrolmentId, plan, 'owner@realworktech.in', now)).toEqual({ ok: true })
    await store.db.deleteFrom('outbox').execute()

    const moved = await changeBatch(
      store.db,
      batch.id,
      input(batch, { startsOn: '2027-03-05', endsOn: '2027-06-01', enrolBy: '2027-03-04' }),
      staff,
      now,
    )
    expect(moved).toMatchObject({ ok: true, changes: { offered: [], postponed: 3, cancelled: 0 } })
    const starts = await store.db.selectFrom('enrolments').select('starts_on').execute()
    expect(new Set(starts.map((s) => s.starts_on))).toEqual(new Set(['2027-03-05']))
    // 59 days later: the stored plan's days move by as many; the default plan follows the start by itself.
    const account = (await feeAccount(store.db, { enrolmentId: planned.enrolmentId }))!
    expect(account.instalments).toEqual([
      { amountPaise: 350_000, dueOn: '2027-02-17' },
      { amountPaise: 350_000, dueOn: '2027-04-05' },
    ])
    expect((await feeAccount(store.db, { enrolmentId: plain.enrolmentId }))!.instalments).toEqual([
      { amountPaise: 700_000, dueOn: '2027-03-04' },
    ])
    expect(refundWindow(account.startsOn, '2027-03-10')).toEqual({ lastDay: '2027-03-18', inside: true })
    const pay = (await payPageData(store.db, account.payToken!, now))!
    expect([pay.startsOn, pay.due?.dueOn]).toEqual(['2027-03-05', '2027-02-17'])

    const mails = await outbox()
    expect(mails.map((m) => m.recipient)).toEqual([
      'farah.khan@example.com',
      'gopal.rao@example.com',
      'hema.joshi@example.com',
    ])
    for (const mail of mails)
      expect(mail.subject).toBe('New dates for your Frontend Development Bootcamp batch: 5 March 2027 to 1 June 2027')
    expect(mails[0]!.body).toContain(
      'It now runs from 5 March 2027 to 1 June 2027 (it was to start on 5 January 2027).',
    )
    expect(mails[0]!.body).toContain('- ₹3,500 by 17 February 2027\n- ₹3,500 by 5 April 2027')
    expect(mails[0]!.body).toMatch(/Your pay page shows the new dates: \S+\/pay\/[\w-]{32}/)
    expect(mails[0]!.body).toContain('you may instead choose a place in another batch or a full refund')
    expect(mails[1]!.body).toContain('Your fee is now due on this day:\n- ₹7,000 by 4 March 2027')
    expect(mails[2]!.body).toContain('Your place on the waitlist is kept')
    expect(mails[2]!.body).not.toContain('₹')
    const timeline = await leadTimeline(store.db, account.submissionId)
    expect(timeline.at(-1)).toMatchObject({
      detail: `${batch.code} now runs 5 March 2027 to 1 June 2027; start and fee due days moved; mailed`,
    })
  })

  it('mails each person of a cancelled batch, refuses payment requests, and moves students to another batch', async () => {
    const batch = await makeBatch(store.db, { seats: 2 })
    const next = await makeBatch(store.db, { startsOn: '2027-04-05', endsOn: '2027-07-01', enrolBy: '2027-04-04' })
    const moving = await join(batch, 'Jaya Menon')
    const refunding = await join(batch, 'Karan Mehta')
    await join(batch, 'Lata Bose') // waiting
    const plan = PlanSchema.parse({
      discount: '',
      discountReason: '',
      state: '29',
      amount0: '7000',
      due0: '2027-01-04',
    })
    await savePlan(store.db, moving.enrolmentId, plan, 'owner@realworktech.in', now)
    expect(await batchTakesPayments(moving.enrolmentId)).toBe(true)
    await store.db.deleteFrom('outbox').execute()

    const cancelled = await changeBatch(store.db, batch.id, input(batch, { status: 'cancelled' }), staff, now)
    expect(cancelled).toMatchObject({ ok: true, changes: { cancelled: 3, postponed: 0 } })
    const mails = await outbox()
    expect(mails.map((m) => [m.recipient, m.subject])).toEqual(
      ['jaya.menon', 'karan.mehta', 'lata.bose'].map((who) => [
        `${who}@example.com`,
        'Your Frontend Development Bootcamp batch starting 5 January 2027 is cancelled',
      ]),
    )
    expect(mails[0]!.body).toContain(
      `- Move to the next Frontend Development Bootcamp batch, starting 5 April 2027. Your reference ${moving.reference} and everything you have paid move with you.`,
    )
    expect(mails[0]!.body).toContain('- Or a full refund of everything you have paid, within 7 working days')
    expect(mails[0]!.body).toContain('call admissions on +91 98450 31870')
    expect(mails[2]!.body).toContain('You were on its waitlist')

    expect(await batchTakesPayments(refunding.enrolmentId)).toBe(false)
    const request = { enrolmentId: refunding.enrolmentId, amountPaise: 700_000, dueOn: '2027-01-04', by: 'owner' }
    expect(await sendPaymentRequest(store.db, request, now)).toEqual({ ok: false, reason: 'batch-cancelled' })
    expect(await store.db.selectFrom('payment_requests').selectAll().execute()).toEqual([])
    expect(await batchTakesPayments('no-such-enrolment')).toBe(false)

    // A move keeps the reference and takes the plan's due days along (90 days later); the new batch takes payments.
    const move = await moveEnrolment(store.db, moving.enrolmentId, next.id, staff, now)
    expect(move).toMatchObject({ ok: true, reference: moving.reference, code: next.code, offered: null })
    expect((await feeAccount(store.db, { enrolmentId: moving.enrolmentId }))!.instalments).toEqual([
      { amountPaise: 700_000, dueOn: '2027-04-04' },
    ])
    expect(await batchTakesPayments(moving.enrolmentId)).toBe(true)
  })

  it('sends nothing when a batch without people changes, and refuses seats below those taken as before', async () => {
    const batch = await makeBatch(store.db, { seats: 2 })
    const moved = await changeBatch(store.db, batch.id, input(batch, { startsOn: '2027-02-05' }), staff, now)
    expect(moved).toMatchObject({ ok: true, changes: { offered: [], postponed: 0, cancelled: 0 } })
    expect(await outbox()).toHaveLength(0)
    await join(batch, 'Meena Das')
    await join(batch, 'Naveen Reddy')
    const fewer = await changeBatch(store.db, batch.id, input(batch, { seats: '1' }), staff, now)
    expect(fewer).toEqual({
      ok: false,
      field: 'seats',
      error: '2 seats are taken: the batch needs at least that many.',
    })
  })

  it('refuses a save from a page opened before someone else changed the batch, so a cancelled batch stays cancelled', async () => {
    const batch = await makeBatch(store.db, { seats: 2 })
    await join(batch, 'Ravi Kumar')
    const opened = batchStamp(batch)
    const cancelled = await changeBatch(store.db, batch.id, input(batch, { status: 'cancelled' }), staff, now)
    expect(cancelled).toMatchObject({ ok: true, changes: { cancelled: 1 } })
    // The second page still shows the batch open: its new dates would have reopened the batch.
    const late = input(batch, { startsOn: '2027-02-05', editedFrom: opened })
    expect(await changeBatch(store.db, batch.id, late, staff, now)).toMatchObject({
      ok: false,
      field: 'changed',
      error: CHANGED_MEANWHILE,
      batch: { status: 'cancelled', startsOn: batch.startsOn },
    })
    const stored = (await findBatch(store.db, batch.id))!
    expect(stored).toMatchObject({ status: 'cancelled', startsOn: batch.startsOn })
    // Looking again, the change is made on the batch as it stands: new dates, still cancelled, no postponement mail.
    const again = input(stored, { startsOn: '2027-02-05', editedFrom: batchStamp(stored) })
    expect(await changeBatch(store.db, batch.id, again, staff, now)).toMatchObject({
      ok: true,
      batch: { status: 'cancelled', startsOn: '2027-02-05' },
      changes: { postponed: 0 },
    })
  })

  it('lets a withdrawal, a discount and a move meet a postponement of their batch without either waiting on the other', async () => {
    // One lock order (app/staff/shell/server/row-locks.server.ts): on PostgreSQL a withdrawal used to lock the student and then
    // the batch while the postponement locked the batch and then its students, and one of them died of a deadlock.
    for (let round = 0; round < 8; round += 1) {
      const batch = await makeBatch(store.db, { seats: 4 })
      const other = await makeBatch(store.db, {
        seats: 4,
        startsOn: '2027-03-01',
        endsOn: '2027-06-01',
        enrolBy: '2027-02-28',
      })
      const [a, b, c] = [
        await join(batch, `Asha ${round}`),
        await join(batch, `Bala ${round}`),
        await join(batch, `Chitra ${round}`),
      ]
      const later = input(batch, { startsOn: '2027-01-20', endsOn: '2027-04-20', enrolBy: '2027-01-19' })
      const results = await Promise.all([
        changeBatch(store.db, batch.id, later, staff, now),
        withdrawEnrolment(store.db, a.enrolmentId, staff, now),
        savePlan(
          store.db,
          b.enrolmentId,
          PlanSchema.parse({ discount: '500', discountReason: 'Sibling discount', state: '29' }),
          'owner@realworktech.in',
          now,
        ),
        moveEnrolment(store.db, c.enrolmentId, other.id, staff, now),
      ])
      expect(results.map((r) => r.ok)).toEqual([true, true, true, true])
      expect(await stateOf(a.enrolmentId)).toBe('withdrawn')
    }
  })
})
