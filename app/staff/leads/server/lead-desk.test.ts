// The lead desk on the store: migration 016 on rows that were already there, a logged call and the next step it sets,
// and a bulk change; on SQLite in memory by default and on PostgreSQL when DATABASE_URL is set.
import { describe, expect, it } from 'vitest'
import { migrate } from '~/server/db/database.server'
import { withTestDatabase } from '~/server/db/test-database.server'
import { saveSubmission } from '~/server/submissions.server'
import { getSubmission } from '~/server/submission-read.server'
import { countByStatus, listSubmissions } from '~/staff/leads/server/inbox-list.server'
import { leadTimeline } from '~/staff/leads/server/lead-timeline.server'
import { listTemplates } from '~/staff/leads/server/reply-templates.server'
import { bulkUpdate } from './bulk.server'
import { logCall } from './calls.server'

const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'

describe(`migration 016 on an inbox that had leads (${engine})`, () => {
  const store = withTestDatabase({ clear: false, migrateTo: '014_inbox_search' })

  it('gives every lead a reply time, counts leads past New as answered, and brings the first templates', async () => {
    const insert = (id: string, status: string, createdAt: string, statusChangedAt: string | null) =>
      store.db
        .insertInto('submissions')
        .values({
          id,
          kind: 'enquiry',
          created_at: createdAt,
          name: 'Old Lead',
          email: 'old@example.com',
          phone: '9845012345',
          fields: '{}',
          user_agent: null,
          status: status as 'new',
          status_changed_at: statusChangedAt,
          assignee: null,
        })
        .execute()
    await insert('00000000-0000-4000-8000-000000000001', 'new', '2026-01-05T10:15:00.000Z', null)
    await insert(
      '00000000-0000-4000-8000-000000000002',
      'contacted',
      '2026-01-05T10:15:00.000Z',
      '2026-01-05T12:00:00.000Z',
    )
    await migrate(store)
    expect(await getSubmission(store.db, '00000000-0000-4000-8000-000000000001')).toMatchObject({
      firstResponseDueAt: '2026-01-06T10:15:00.000Z',
      firstResponseAt: null,
    })
    expect(await getSubmission(store.db, '00000000-0000-4000-8000-000000000002')).toMatchObject({
      firstResponseDueAt: '2026-01-06T10:15:00.000Z',
      firstResponseAt: '2026-01-05T12:00:00.000Z',
    })
    const templates = await listTemplates(store.db)
    expect(templates.map((t) => [t.name, t.channel])).toEqual([
      ['First reply: registration', 'email'],
      ['First reply: services enquiry', 'email'],
      ['We missed you on the phone', 'email'],
      ['Fees and batch dates', 'email'],
      ['After a counselling call', 'email'],
      ['WhatsApp: first hello', 'whatsapp'],
      ['WhatsApp: missed call', 'whatsapp'],
      ['WhatsApp: fee and next batch', 'whatsapp'],
      ['WhatsApp: services first hello', 'whatsapp'], // migration 024
    ])
    for (const t of templates) expect(t.body, t.name).toMatch(/\{name\}/)
    // Running the seed again (a restore, a second server) neither duplicates them nor undoes an edit.
    await store.db.updateTable('reply_templates').set({ name: 'Edited' }).where('id', '=', templates[0]!.id).execute()
    const { seedReplyTemplates } = await import('~/server/db/seed.server')
    await seedReplyTemplates(store.db as never)
    const again = await listTemplates(store.db)
    expect(again).toHaveLength(9)
    expect(again[0]!.name).toBe('Edited')
  })
})

describe(`calls and bulk changes (${engine})`, () => {
  const store = withTestDatabase()
  const arrived = new Date('2026-11-27T04:30:00.000Z') // 10:00 IST, Friday
  const lead = (name: string) =>
    saveSubmission(
      store.db,
      {
        kind: 'studio-contact',
        name,
        email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`,
        phone: '98450 22222',
        fields: { course: 'android-development' },
      },
      arrived,
    )

  it('a call is one press: logged, answers the lead, and sets the next step its outcome asks for', async () => {
    const id = await lead('Meena Iyer')
    const evening = new Date('2026-11-27T13:00:00.000Z') // 18:30 IST
    expect(
      await logCall(store.db, id, { outcome: 'no-answer', callNote: '', callBackOn: null }, evening, 'Priya'),
    ).toEqual({ detail: 'No answer', statusBefore: 'new', statusAfter: 'new', followUpOn: '2026-11-28' })
    let s = (await getSubmission(store.db, id))!
    expect(s).toMatchObject({ status: 'new', followUpOn: '2026-11-28', firstResponseAt: evening.toISOString() })
    const timeline = await leadTimeline(store.db, id)
    expect(timeline.slice(1).map((e) => (e.type === 'event' ? `${e.action}: ${e.detail}` : e.type))).toEqual([
      'call: No answer',
      'follow-up: 28 November 2026',
    ])

    // The next day they are busy: Contacted, the day they asked for; the first response stays the first.
    const next = new Date('2026-11-28T05:00:00.000Z')
    await logCall(
      store.db,
      id,
      { outcome: 'call-back', callNote: 'after 5 pm', callBackOn: '2026-12-01' },
      next,
      'Priya',
    )
    s = (await getSubmission(store.db, id))!
    expect(s).toMatchObject({ status: 'contacted', followUpOn: '2026-12-01', firstResponseAt: evening.toISOString() })

    // Talked on a Saturday: three working days on, Sunday not counted (Monday, Tuesday, Wednesday).
    await logCall(store.db, id, { outcome: 'talked', callNote: '', callBackOn: null }, next, 'Priya')
    expect((await getSubmission(store.db, id))!.followUpOn).toBe('2026-12-02')
    await store.db.updateTable('submissions').set({ status: 'won' }).where('id', '=', id).execute()
    // A call never moves an enrolled lead back to Contacted.
    await logCall(store.db, id, { outcome: 'talked', callNote: '', callBackOn: null }, next, 'Priya')
    expect((await getSubmission(store.db, id))!.status).toBe('won')
    await logCall(
      store.db,
      id,
      { outcome: 'not-interested', callNote: 'Chose a college course', callBackOn: null },
      next,
      'Priya',
    )
    expect(await getSubmission(store.db, id)).toMatchObject({ status: 'closed', followUpOn: null })
    expect(
      await logCall(store.db, crypto.randomUUID(), { outcome: 'talked', callNote: '', callBackOn: null }, next, 'P'),
    ).toBe(undefined)
  })

  it('Due holds an unanswered lead past its reply time; a call takes it out until its follow-up day', async () => {
    const id = await lead('Kiran Das')
    const due = async (iso: string) =>
      (await listSubmissions(store.db, { due: true, now: new Date(iso) })).rows.map((r) => r.id)
    expect(await due('2026-11-28T04:29:00.000Z')).toEqual([])
    expect(await due('2026-11-28T04:31:00.000Z')).toEqual([id])
    await logCall(
      store.db,
      id,
      { outcome: 'no-answer', callNote: '', callBackOn: null },
      new Date('2026-11-28T05:00:00.000Z'),
      'P',
    )
    // No answer on a Saturday: the follow-up is Monday, not Sunday.
    expect((await getSubmission(store.db, id))!.followUpOn).toBe('2026-11-30')
    expect(await due('2026-11-28T06:00:00.000Z')).toEqual([])
    expect(await due('2026-11-28T18:31:00.000Z')).toEqual([]) // Sunday 29 Nov in India
    expect(await due('2026-11-29T18:31:00.000Z')).toEqual([id]) // Monday 30 Nov in India
    // Every form's Due counts from its indexes; narrowed to forms it counts the rows: the same answer.
    const now = new Date('2026-11-29T18:31:00.000Z')
    const everyForm = ['enquiry', 'studio-contact', 'services-contact', 'registration', 'job-application'] as const
    expect(await countByStatus(store.db, { due: true, now })).toEqual({ new: 1, contacted: 0, won: 0, closed: 0 })
    expect(await countByStatus(store.db, { due: true, kinds: everyForm, now })).toEqual(
      await countByStatus(store.db, { due: true, now }),
    )
  })

  it('changes several leads at once, each on its own timeline', async () => {
    const ids = [await lead('Asha One'), await lead('Asha Two'), await lead('Asha Three')]
    const account = crypto.randomUUID()
    await store.db
      .insertInto('staff_accounts')
      .values({
        id: account,
        email: 'ravi@realwork.example',
        name: 'Ravi Kumar',
        role: 'editor',
        password_hash: 'scrypt$x',
        created_at: '2026-01-01T00:00:00.000Z',
        last_sign_in_at: null,
      })
      .execute()
    await store.db.updateTable('submissions').set({ status: 'contacted' }).where('id', '=', ids[2]!).execute()
    const now = new Date('2026-11-27T06:00:00.000Z')
    const results = await bulkUpdate(
      store.db,
      [...ids, ids[0]!],
      { status: 'contacted', assigneeId: account },
      now,
      'Priya',
    )
    expect(results.map((r) => [r.statusBefore, r.assigned]).sort()).toEqual([
      ['contacted', account],
      ['new', account],
      ['new', account],
    ])
    for (const id of ids) {
      expect(await getSubmission(store.db, id)).toMatchObject({ status: 'contacted', assigneeId: account })
      const events = (await leadTimeline(store.db, id)).filter((e) => e.type === 'event')
      expect(events.map((e) => (e.type === 'event' ? e.detail : ''))).toContain('Ravi Kumar')
    }
    // Closing takes the assignee as it is; a status change answers a lead.
    await bulkUpdate(store.db, ids.slice(0, 2), { status: 'closed', assigneeId: undefined }, now, 'Priya')
    expect(await getSubmission(store.db, ids[0]!)).toMatchObject({
      status: 'closed',
      assigneeId: account,
      firstResponseAt: now.toISOString(),
    })
  })
})
