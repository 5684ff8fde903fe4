// Certificates only when earned (issue 52): a batch finishes from its last day in India (earlier only by an owner,
// with a note), its students are completed only once it has, on a day from its first day to today, and a certificate
// needs completion and a settled fee (an owner may waive the fee, per student, with a note). Every refusal and both
// overrides, on SQLite in memory by default and on PostgreSQL with DATABASE_URL (`bash scripts/test-postgres.sh`).
import { beforeEach, describe, expect, it } from 'vitest'
import { withTestDatabase } from '~/server/db/test-database.server'
import { saveSubmission } from '~/server/submissions.server'
import { recordPayment } from '~/staff/fees/server/ledger.server'
import { completeEnrolments, issueBatchCertificates } from './batch-certificates.server'
import { makeBatch } from './batches.fixture'
import { finishBatch, saveBatch } from './batches.server'
import { enrolLead } from './enrolments.server'
import { readRoster, rosterCsv } from './roster.server'

const store = withTestDatabase()
// The shared clearing (clearStore) leaves certificates in place: each test here starts without any.
beforeEach(() => store.db.deleteFrom('certificates').execute())
const owner = { id: 'owner-1', email: 'owner@realworktech.in', name: 'Rahul Iyer', role: 'owner' as const }
const editor = { id: 'editor-1', email: 'editor@realworktech.in', name: 'Priya Sharma', role: 'editor' as const }
// The batch runs 5 January to 3 April 2027 (makeBatch). Days in India: IST is UTC+05:30.
const enrolDay = new Date('2026-12-01T06:00:00Z')
const midTerm = new Date('2027-02-10T06:00:00Z')
const lastEve = new Date('2027-04-02T18:29:00Z') // 11:59 pm on 2 April in India
const lastDay = new Date('2027-04-02T18:30:00Z') // midnight: 3 April in India
const after = new Date('2027-04-10T06:00:00Z')

/** A batch with these students enrolled: each one's enrolment id. */
async function batchWith(...names: string[]) {
  const batch = await makeBatch(store.db)
  const ids: string[] = []
  for (const name of names) {
    const submissionId = await saveSubmission(store.db, {
      kind: 'registration',
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
      phone: '+91 98450 22222',
      fields: { name, bootcamp: 'frontend-development' },
    })
    const result = await enrolLead(store.db, { batchId: batch.id, submissionId, actor: editor }, enrolDay)
    if (!result.ok) throw new Error(result.error)
    ids.push(result.enrolmentId)
  }
  return { batch, ids }
}

/** Money received by UPI on 10 April 2027, as staff record it. */
async function pay(enrolmentId: string, amountPaise: number, utr: string) {
  const result = await recordPayment(
    store.db,
    { enrolmentId, amountPaise, onDay: '2027-04-10', method: 'upi', utr, studentState: '29', by: editor.email },
    after,
  )
  if (!result.ok) throw new Error(result.reason)
}

const audit = (action: string) =>
  store.db.selectFrom('audit_log').select(['actor_email', 'target', 'detail']).where('action', '=', action).execute()

const status = async (id: string) =>
  (await store.db.selectFrom('batches').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status

const complete = { enrolmentIds: [], all: true, mentor: 'Arjun Menon', completedOn: '2027-04-03' }
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'

describe(`certificates only when earned (${engine})`, () => {
  it('finishes a batch from its last day in India; before it only an owner can, with a note the audit log keeps', async () => {
    const { batch } = await batchWith()
    expect(await finishBatch(store.db, batch.id, owner, 'Not enough students', enrolDay)).toEqual({
      ok: false,
      error: expect.stringContaining('Batch FE-2027-01 has not begun (its first day is 5 January 2027)'),
    })
    expect(await finishBatch(store.db, batch.id, editor, null, lastEve)).toEqual({
      ok: false,
      error:
        'Batch FE-2027-01 runs until 3 April 2027. Only an owner can mark it finished before then, with a note saying why; from 3 April 2027 any staff member can.',
    })
    expect(await finishBatch(store.db, batch.id, owner, null, midTerm)).toEqual({
      ok: false,
      error: expect.stringContaining('write why it finishes early'),
    })
    expect(await status(batch.id)).toBe('open')
    expect(await audit('batch-finish')).toEqual([])

    const note = 'Mentor leaving; final reviews done in week 6'
    expect(await finishBatch(store.db, batch.id, owner, note, midTerm)).toEqual({
      ok: true,
      code: 'FE-2027-01',
      early: true,
    })
    expect(await status(batch.id)).toBe('finished')
    expect(await audit('batch-finish')).toEqual([
      { actor_email: owner.email, target: 'FE-2027-01', detail: `early, before its last day (2027-04-03): ${note}` },
    ])
    expect(await finishBatch(store.db, batch.id, owner, null, after)).toMatchObject({ ok: false })

    // From midnight in India on the last day, an editor finishes the batch without a note.
    const other = await makeBatch(store.db)
    expect(await finishBatch(store.db, other.id, editor, null, lastDay)).toEqual({
      ok: true,
      code: other.code,
      early: false,
    })
    expect((await audit('batch-finish'))[1]).toMatchObject({ actor_email: editor.email, detail: 'last day 2027-04-03' })
  })

  it('keeps "finished" out of the batch form, so the last day is always checked', async () => {
    const { batch } = await batchWith()
    const input = { ...batch, fee: null, earlyFee: null, earlyUntil: null, status: 'finished' as const }
    expect(await saveBatch(store.db, batch.id, input, after)).toEqual({
      ok: false,
      field: 'status',
      error: expect.stringContaining('Mark the batch finished'),
    })
    expect(await status(batch.id)).toBe('open')
  })

  it('lets no one bring a running batch’s last day back to finish it without the owner’s note, or move a finished one', async () => {
    const { batch } = await batchWith('Ishaan Gupta')
    const form = (change: Partial<typeof batch>) => ({
      ...batch,
      fee: null,
      earlyFee: null,
      earlyUntil: null,
      ...change,
    })
    // Mid-term (10 February 2027, India): the last day cannot come back to today or before.
    for (const endsOn of ['2027-02-10', '2027-02-09'])
      expect(await saveBatch(store.db, batch.id, form({ endsOn }), midTerm)).toEqual({
        ok: false,
        field: 'endsOn',
        error:
          'Batch FE-2027-01 has begun, so its last day cannot move back to today or earlier. To end it early, an owner marks it finished on its page, with a note saying why.',
      })
    expect(await finishBatch(store.db, batch.id, editor, null, midTerm)).toMatchObject({ ok: false })
    // Tomorrow, or later than planned, is a change of plan like any other; so is a past last day before the batch begins.
    expect(await saveBatch(store.db, batch.id, form({ endsOn: '2027-02-11' }), midTerm)).toMatchObject({ ok: true })
    expect(await saveBatch(store.db, batch.id, form({ endsOn: '2027-04-20' }), midTerm)).toMatchObject({ ok: true })
    expect(await status(batch.id)).toBe('open')

    await finishBatch(store.db, batch.id, editor, null, new Date('2027-04-20T06:00:00Z'))
    const finished = await saveBatch(store.db, batch.id, form({ endsOn: '2027-04-27' }), after)
    expect(finished).toEqual({
      ok: false,
      field: 'endsOn',
      error:
        'Batch FE-2027-01 is finished: its dates (5 January 2027 to 20 April 2027) are its students’ record and stay as they are.',
    })
    expect(
      await saveBatch(store.db, batch.id, form({ startsOn: '2027-01-06', status: 'finished' }), after),
    ).toMatchObject({ ok: false, field: 'startsOn' })
  })

  it('marks students completed only in a finished batch, on a day from its first day to today', async () => {
    const { batch, ids } = await batchWith('Kavya Nair')
    expect(await completeEnrolments(store.db, batch.id, complete, editor, midTerm)).toEqual({
      ok: false,
      error:
        'Batch FE-2027-01 is not finished (its last day is 3 April 2027): mark it finished before marking its students completed.',
    })
    await finishBatch(store.db, batch.id, owner, 'Final reviews done early', midTerm)
    const on = (completedOn: string) => ({ ...complete, completedOn })
    expect(await completeEnrolments(store.db, batch.id, on('2027-01-04'), editor, midTerm)).toEqual({
      ok: false,
      error: 'The completion date cannot be before the batch’s first day, 5 January 2027.',
    })
    expect(await completeEnrolments(store.db, batch.id, on('2027-02-11'), editor, midTerm)).toEqual({
      ok: false,
      error: 'The completion date cannot be in the future: today is 10 February 2027 in India.',
    })
    const row = () => store.db.selectFrom('enrolments').select('state').where('id', '=', ids[0]!).executeTakeFirst()
    expect((await row())?.state).toBe('enrolled')
    expect(await completeEnrolments(store.db, batch.id, on('2027-02-10'), editor, midTerm)).toEqual({
      ok: true,
      count: 1,
    })
    expect((await row())?.state).toBe('completed')
  })

  it('issues certificates only in a finished batch, to completed students whose fee is settled, never twice', async () => {
    const { batch, ids } = await batchWith('Kavya Nair', 'Rohan Das', 'Still Studying')
    // Completed before this rule existed (issue 52's batch): still no certificate while the batch runs.
    await store.db
      .updateTable('enrolments')
      .set({ state: 'completed', completed_on: '2027-04-03', mentor: 'Arjun Menon' })
      .where('id', '=', ids[0]!)
      .execute()
    expect(await issueBatchCertificates(store.db, batch.id, owner, null, midTerm)).toEqual({
      ok: false,
      error: 'No certificate was issued. Batch not finished: it ends on 3 April 2027.',
    })
    let roster = await readRoster(store.db, batch.id)
    expect(roster.students.map((r) => r.holds.map((h) => h.kind))).toEqual([
      ['batch-not-finished', 'fee-due'],
      ['batch-not-finished', 'not-completed', 'fee-due'],
      ['batch-not-finished', 'not-completed', 'fee-due'],
    ])

    await finishBatch(store.db, batch.id, editor, null, after)
    const picked = { ...complete, all: false, enrolmentIds: [ids[0]!, ids[1]!] }
    expect(await completeEnrolments(store.db, batch.id, picked, editor, after)).toEqual({ ok: true, count: 1 })
    await pay(ids[0]!, 400_000, '432112345601') // ₹3,000 of ₹7,000 still to pay
    await pay(ids[1]!, 700_000, '432112345602')
    await store.db.deleteFrom('outbox').execute()
    expect(await issueBatchCertificates(store.db, batch.id, owner, null, after)).toEqual({
      ok: true,
      issued: 1,
      held: 1,
      references: ['FE-2027-01-002'],
    })
    const certs = await store.db.selectFrom('certificates').selectAll().execute()
    expect(certs.map((c) => [c.holder_name, c.email, c.course_title, c.completed_on, c.mentor])).toEqual([
      ['Rohan Das', 'rohan.das@example.com', 'Frontend Development Bootcamp', '2027-04-03', 'Arjun Menon'],
    ])
    expect((await store.db.selectFrom('outbox').select('recipient').execute()).map((m) => m.recipient)).toEqual([
      'rohan.das@example.com',
    ])
    roster = await readRoster(store.db, batch.id)
    expect(roster.students.map((r) => [r.name, r.certificateId !== null, r.holds])).toEqual([
      ['Kavya Nair', false, [{ kind: 'fee-due', balancePaise: 300_000 }]],
      ['Rohan Das', true, []],
      ['Still Studying', false, [{ kind: 'not-completed' }, { kind: 'fee-due', balancePaise: 700_000 }]],
    ])
    expect(rosterCsv(roster).split('\r\n')[2]).toMatch(/^FE-2027-01-002,Rohan Das,.*,Completed,"₹7,000",/)
    expect(await issueBatchCertificates(store.db, batch.id, owner, null, after)).toEqual({
      ok: false,
      error: expect.stringContaining('the completed student without one still owes fees'),
    })

    // Paid in full, she gets hers; a second press then issues nothing twice.
    await pay(ids[0]!, 300_000, '432112345603')
    expect(await issueBatchCertificates(store.db, batch.id, editor, null, after)).toMatchObject({ ok: true, issued: 1 })
    expect(await issueBatchCertificates(store.db, batch.id, editor, null, after)).toEqual({
      ok: false,
      error: 'Every completed student already has a certificate. Mark students completed first.',
    })
    expect(await store.db.selectFrom('certificates').selectAll().execute()).toHaveLength(2)
    expect(await audit('certificate-fee-override')).toEqual([])
  })

  it('lets an owner issue one student’s certificate before the fee is settled, with a note in the audit log', async () => {
    const { batch, ids } = await batchWith('Meera Iyer', 'Dev Patel')
    await finishBatch(store.db, batch.id, owner, null, after)
    await completeEnrolments(store.db, batch.id, { ...complete, all: false, enrolmentIds: [ids[0]!] }, editor, after)
    await pay(ids[0]!, 400_000, '432112345604')
    const note = 'Scholarship agreed by the founders; balance waived'
    expect(await issueBatchCertificates(store.db, batch.id, editor, { enrolmentId: ids[0]!, note }, after)).toEqual({
      ok: false,
      error: 'Only an owner can issue a certificate before the fee is settled.',
    })
    expect(await issueBatchCertificates(store.db, batch.id, owner, { enrolmentId: ids[1]!, note }, after)).toEqual({
      ok: false,
      error: 'No certificate was issued. Dev Patel: not marked completed.',
    })
    expect(await store.db.selectFrom('certificates').selectAll().execute()).toEqual([])

    const result = await issueBatchCertificates(store.db, batch.id, owner, { enrolmentId: ids[0]!, note }, after)
    expect(result).toEqual({ ok: true, issued: 1, held: 0, references: ['FE-2027-01-001'] })
    const [cert] = await store.db.selectFrom('certificates').select(['id', 'holder_name']).execute()
    expect(cert?.holder_name).toBe('Meera Iyer')
    expect(await audit('certificate-fee-override')).toEqual([
      { actor_email: owner.email, target: cert!.id, detail: `FE-2027-01-001: ₹3,000 still to pay. ${note}` },
    ])
    expect(
      await issueBatchCertificates(store.db, batch.id, owner, { enrolmentId: ids[0]!, note }, after),
    ).toMatchObject({ ok: false, error: expect.stringContaining('already has certificate') })
  })
})
