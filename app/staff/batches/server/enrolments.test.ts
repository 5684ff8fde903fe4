// Batches, seats and the waitlist, on SQLite in memory by default and on PostgreSQL with DATABASE_URL
// (`bash scripts/test-postgres.sh`), where two connections also race for the last seat. Finishing a batch and its
// certificates: batch-certificates.test.ts.
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from '~/server/db/database.server'
import { emptyTestDatabase, withTestDatabase } from '~/server/db/test-database.server'
import { readContentVersions } from '~/server/content-version.server'
import { leadTimeline } from '~/staff/leads/server/lead-timeline.server'
import { getSubmission } from '~/server/submission-read.server'
import { saveSubmission } from '~/server/submissions.server'
import { BatchSchema } from '~/staff/batches/forms/batch.schema'
import { makeBatch } from './batches.fixture'
import { saveBatch } from './batches.server'
import { onEnrolled, type EnrolledEvent } from './enrolment-events.server'
import { confirmOffer, moveEnrolment, withdrawEnrolment } from './enrolment-changes.server'
import { enrolLead, type EnrolResult } from './enrolments.server'
import { readRoster } from './roster.server'

const store = withTestDatabase()
const staff = { name: 'Priya Sharma' }
const now = new Date('2026-12-01T06:00:00Z')

let count = 0
const lead = (name = `Student ${++count}`) =>
  saveSubmission(store.db, {
    kind: 'registration',
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
    phone: '+91 98450 22222',
    fields: { name, bootcamp: 'frontend-development' },
  })

function ok(result: EnrolResult) {
  if (!result.ok) throw new Error(result.error)
  return result
}

const seatsTaken = async (id: string) =>
  Number(
    (await store.db.selectFrom('batches').select('seats_taken').where('id', '=', id).executeTakeFirstOrThrow())
      .seats_taken,
  )

const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'

describe(`batches and enrolment (${engine})`, () => {
  it('numbers references per batch, takes a seat, makes the lead Enrolled/Won and writes its timeline', async () => {
    const batch = await makeBatch(store.db)
    expect(batch.code).toBe('FE-2027-01')
    expect(batch.feePaise).toBe(700_000) // the course's ₹7,000, in paise
    const events: EnrolledEvent[] = []
    const stop = onEnrolled((event) => void events.push(event))
    const id = await lead('Asha Rao')
    const before = await readContentVersions(store.db, now)
    const first = ok(await enrolLead(store.db, { batchId: batch.id, submissionId: id, actor: staff }, now))
    stop()
    expect(first).toMatchObject({ state: 'enrolled', reference: 'FE-2027-01-001', position: null })
    expect(await seatsTaken(batch.id)).toBe(1)
    expect((await readContentVersions(store.db, now)).site).not.toBe(before.site)
    expect((await getSubmission(store.db, id))?.status).toBe('won')
    const timeline = await leadTimeline(store.db, id)
    expect(timeline.map((e) => (e.type === 'event' ? e.detail : e.type))).toEqual([
      'received',
      'New → Enrolled/Won',
      'Enrolled in FE-2027-01 as FE-2027-01-001, fee ₹7,000',
    ])
    expect(events).toEqual([
      expect.objectContaining({ reference: 'FE-2027-01-001', courseId: 'frontend-development', feePaise: 700_000 }),
    ])
    const again = await enrolLead(store.db, { batchId: batch.id, submissionId: id, actor: staff }, now)
    expect(again).toEqual({ ok: false, error: expect.stringContaining('already in batch FE-2027-01') })
    const second = ok(await enrolLead(store.db, { batchId: batch.id, submissionId: await lead(), actor: staff }, now))
    expect(second.reference).toBe('FE-2027-01-002')
  })

  it('charges the early-bird fee through its last day, and a batch of the same month gets its own code', async () => {
    const batch = await makeBatch(store.db, { fee: 800_000, earlyFee: 650_000, earlyUntil: '2026-12-01' })
    const twin = await makeBatch(store.db)
    expect([batch.code, twin.code]).toEqual(['FE-2027-01', 'FE-2027-01B'])
    const early = ok(await enrolLead(store.db, { batchId: batch.id, submissionId: await lead(), actor: staff }, now))
    const later = new Date('2026-12-01T18:30:00Z') // midnight in India: the 2nd of December
    const full = ok(await enrolLead(store.db, { batchId: batch.id, submissionId: await lead(), actor: staff }, later))
    const fees = await store.db
      .selectFrom('enrolments')
      .select(['reference', 'fee_paise'])
      .orderBy('reference')
      .execute()
    expect(fees.map((f) => [f.reference, Number(f.fee_paise)])).toEqual([
      [early.reference, 650_000],
      [full.reference, 800_000],
    ])
  })

  it('waitlists in order when full, offers a freed seat to the first waiting (with a mail) and confirms it', async () => {
    const batch = await makeBatch(store.db, { seats: 2 })
    const a = ok(await enrolLead(store.db, { batchId: batch.id, submissionId: await lead('Anil'), actor: staff }, now))
    ok(await enrolLead(store.db, { batchId: batch.id, submissionId: await lead('Bela'), actor: staff }, now))
    const c = ok(
      await enrolLead(store.db, { batchId: batch.id, submissionId: await lead('Chitra'), actor: staff }, now),
    )
    const dLead = await lead('Dev')
    const d = ok(await enrolLead(store.db, { batchId: batch.id, submissionId: dLead, actor: staff }, now))
    expect([c.state, c.position, d.state, d.position]).toEqual(['waitlisted', 1, 'waitlisted', 2])
    expect(await seatsTaken(batch.id)).toBe(2)
    expect((await getSubmission(store.db, dLead))?.status).toBe('new') // waiting is not won
    await store.db.deleteFrom('outbox').execute()

    const withdrawn = await withdrawEnrolment(store.db, a.enrolmentId, staff, now)
    expect(withdrawn).toMatchObject({
      ok: true,
      reference: a.reference,
      offered: { name: 'Chitra', reference: c.reference },
    })
    expect(await seatsTaken(batch.id)).toBe(2)
    const mail = await store.db.selectFrom('outbox').select(['recipient', 'subject', 'body']).execute()
    expect(mail).toEqual([
      expect.objectContaining({ recipient: 'chitra@example.com', subject: expect.stringContaining('A seat is free') }),
    ])
    expect(mail[0]!.body).toContain(c.reference)
    let roster = await readRoster(store.db, batch.id)
    expect(roster.waitlist.map((r) => r.name)).toEqual(['Dev'])
    expect(roster.students.map((r) => [r.name, r.state])).toEqual([
      ['Anil', 'withdrawn'],
      ['Bela', 'enrolled'],
      ['Chitra', 'offered'],
    ])
    expect(await confirmOffer(store.db, c.enrolmentId, staff, now)).toMatchObject({ ok: true })
    roster = await readRoster(store.db, batch.id)
    expect(roster.students.find((r) => r.name === 'Chitra')?.state).toBe('enrolled')
    // Withdrawing from the waitlist frees no seat and offers nothing.
    expect(await withdrawEnrolment(store.db, d.enrolmentId, staff, now)).toMatchObject({ ok: true, offered: null })
    expect(await seatsTaken(batch.id)).toBe(2)
  })

  it('moves a student to another batch: the seat follows and the freed one goes to the waitlist', async () => {
    const from = await makeBatch(store.db, { seats: 1 })
    const to = await makeBatch(store.db, {
      startsOn: '2027-04-05',
      endsOn: '2027-07-01',
      enrolBy: '2027-04-04',
      seats: 1,
    })
    const moving = ok(
      await enrolLead(store.db, { batchId: from.id, submissionId: await lead('Mohan'), actor: staff }, now),
    )
    const waiting = ok(
      await enrolLead(store.db, { batchId: from.id, submissionId: await lead('Waheeda'), actor: staff }, now),
    )
    const moved = await moveEnrolment(store.db, moving.enrolmentId, to.id, staff, now)
    expect(moved).toMatchObject({ ok: true, code: to.code, reference: moving.reference, offered: { name: 'Waheeda' } })
    expect([await seatsTaken(from.id), await seatsTaken(to.id)]).toEqual([1, 1])
    const row = await store.db
      .selectFrom('enrolments')
      .selectAll()
      .where('id', '=', moving.enrolmentId)
      .executeTakeFirstOrThrow()
    expect([row.batch_id, row.starts_on, row.reference]).toEqual([to.id, '2027-04-05', moving.reference])
    // The other batch is now full: a second move is refused and nothing changes.
    const refused = await moveEnrolment(store.db, waiting.enrolmentId, to.id, staff, now)
    expect(refused).toEqual({ ok: false, error: expect.stringContaining('full or not open') })
    expect([await seatsTaken(from.id), await seatsTaken(to.id)]).toEqual([1, 1])
  })

  it('refuses batches that take no enrolments, and seats below those taken', async () => {
    const draft = await makeBatch(store.db, { status: 'draft' })
    const result = await enrolLead(store.db, { batchId: draft.id, submissionId: await lead(), actor: staff }, now)
    expect(result).toEqual({ ok: false, error: 'Batch FE-2027-01 is draft: it takes no enrolments.' })
    const open = await makeBatch(store.db, { seats: 3 })
    ok(await enrolLead(store.db, { batchId: open.id, submissionId: await lead(), actor: staff }, now))
    ok(await enrolLead(store.db, { batchId: open.id, submissionId: await lead(), actor: staff }, now))
    const input = BatchSchema.parse({
      courseId: 'frontend-development',
      startsOn: open.startsOn,
      endsOn: open.endsOn,
      enrolBy: open.enrolBy,
      seats: '1',
      mode: 'online',
      fee: '',
      earlyFee: '',
      earlyUntil: '',
      status: 'open',
    })
    expect(await saveBatch(store.db, open.id, input, now)).toEqual({
      ok: false,
      field: 'seats',
      error: '2 seats are taken: the batch needs at least that many.',
    })
  })

  it('gives erased people’s seats back', async () => {
    const batch = await makeBatch(store.db)
    const id = await lead()
    ok(await enrolLead(store.db, { batchId: batch.id, submissionId: id, actor: staff }, now))
    const { eraseSubmissions } = await import('~/server/privacy/erasure.server')
    await store.db.transaction().execute((trx) => eraseSubmissions(trx, [id]))
    expect(await seatsTaken(batch.id)).toBe(0)
    expect(await store.db.selectFrom('enrolments').selectAll().execute()).toEqual([])
  })
})

describe.runIf(process.env.DATABASE_URL)('two servers racing for the last seat (PostgreSQL)', () => {
  const cleanups: (() => Promise<void>)[] = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  it('gives the last seat to one and waitlists the other, on two connections at once, every time', async () => {
    const empty = await emptyTestDatabase(process.env.DATABASE_URL!)
    cleanups.push(empty.drop)
    const one = await openDatabase({ databaseUrl: empty.url })
    cleanups.push(() => one.db.destroy())
    const two = await openDatabase({ databaseUrl: empty.url })
    cleanups.push(() => two.db.destroy())
    for (let round = 0; round < 10; round++) {
      const batch = await makeBatch(one.db, { seats: 1, startsOn: `2027-${String(round + 1).padStart(2, '0')}-05` })
      const leads = await Promise.all(
        ['Racer One', 'Racer Two'].map((name) =>
          saveSubmission(one.db, {
            kind: 'registration',
            name,
            email: 'racer@example.com',
            phone: '+91 98450 22222',
            fields: {},
          }),
        ),
      )
      const results = await Promise.all([
        enrolLead(one.db, { batchId: batch.id, submissionId: leads[0]!, actor: staff }, now),
        enrolLead(two.db, { batchId: batch.id, submissionId: leads[1]!, actor: staff }, now),
      ])
      const states = results.map((r) => ok(r).state).sort()
      expect(states).toEqual(['enrolled', 'waitlisted'])
      const row = await one.db
        .selectFrom('batches')
        .select('seats_taken')
        .where('id', '=', batch.id)
        .executeTakeFirstOrThrow()
      expect(Number(row.seats_taken)).toBe(1)
    }
  })
})
