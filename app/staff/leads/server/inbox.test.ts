// The store's repository code, on SQLite in memory by default and on PostgreSQL when DATABASE_URL is set
// (`bash scripts/test-postgres.sh` runs this folder that way; each file gets its own schema).
import { sql } from 'kysely'
import { NOTE_MAX } from '~/staff/shell/lib/lead-status'
import { NoteSchema } from '~/staff/leads/forms/lead.schema'
import { describe, expect, it } from 'vitest'
import { migrate } from '~/server/db/database.server'
import { openTestDatabase, withTestDatabase } from '~/server/db/test-database.server'
import { addNote, countByKind, getSubmissionFile, listAssignees, updateLead } from './inbox.server'
import { getSubmission } from '~/server/submission-read.server'
import { exportCsv } from '~/staff/leads/server/inbox-export.server'
import { countByStatus, listSubmissions } from './inbox-list.server'
import { countSubmissions, latestSubmissions, saveSubmission, type NewSubmission } from '~/server/submissions.server'

const store = withTestDatabase()

function enquiry(name: string, email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`): NewSubmission {
  return {
    kind: 'enquiry',
    name,
    email,
    phone: '+91 98450 12345',
    fields: { name, _replyto: email, phone: '+91 98450 12345', college: 'RV College', message: `Hello from ${name}` },
    userAgent: 'Vitest',
  }
}

/** Saves one submission per name, a minute apart, the first oldest. */
async function saveSeries(
  names: string[],
  kind: NewSubmission['kind'] = 'enquiry',
  start = Date.UTC(2025, 0, 1, 4, 30),
) {
  const ids: string[] = []
  for (const [i, name] of names.entries())
    ids.push(await saveSubmission(store.db, { ...enquiry(name), kind }, new Date(start + i * 60_000)))
  return ids
}

describe(`submissions store (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('saves a submission with its outbox row, and counts per kind', async () => {
    const id = await saveSubmission(store.db, enquiry('Asha Rao'))
    await saveSeries(['Ravi Kumar'], 'registration')
    expect(await countSubmissions(store.db)).toBe(2)
    expect(await countSubmissions(store.db, 'enquiry')).toBe(1)
    expect(await countSubmissions(store.db, 'studio-contact')).toBe(0)
    const outbox = await store.db.selectFrom('outbox').selectAll().where('submission_id', '=', id).execute()
    expect(outbox).toHaveLength(2) // the staff notification and the visitor's acknowledgement
    for (const row of outbox) {
      expect(row).toMatchObject({ status: 'pending', last_error: null, sent_at: null })
      expect(Number(row.attempts)).toBe(0)
    }
    expect(outbox.map((row) => row.purpose ?? null).sort()).toEqual(['ack', null])
    const counts = await countByKind(store.db)
    expect(counts.enquiry).toEqual({ total: 1, open: 1 })
    expect(counts.registration).toEqual({ total: 1, open: 1 })
    expect(counts['services-contact']).toEqual({ total: 0, open: 0 })
  })

  it('keeps every field, the user agent and the time', async () => {
    const when = new Date('2025-03-04T10:05:00.000Z')
    const id = await saveSubmission(
      store.db,
      { ...enquiry('Asha Rao'), fields: { name: 'Asha Rao', message: 'Line 1\nLine 2 ₹7,000 ಕನ್ನಡ' } },
      when,
    )
    const detail = await getSubmission(store.db, id)
    expect(detail).toMatchObject({
      id,
      kind: 'enquiry',
      name: 'Asha Rao',
      createdAt: when.toISOString(),
      userAgent: 'Vitest',
      status: 'new',
      statusChangedAt: null,
      assignee: null,
      notes: [],
      fields: { name: 'Asha Rao', message: 'Line 1\nLine 2 ₹7,000 ಕನ್ನಡ' },
      files: [],
    })
    expect(await getSubmission(store.db, 'no-such-id')).toBeUndefined()
  })

  it('stores text with NUL characters on both engines (PostgreSQL text cannot hold them)', async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const id = await saveSubmission(store.db, {
      ...enquiry('Asha\0 Rao'),
      fields: { name: 'Asha\0 Rao' },
      userAgent: 'UA\0',
      files: [{ field: 'idProof', filename: 'id\0.png', contentType: 'image/png', data: png }],
    })
    const detail = await getSubmission(store.db, id)
    expect(detail).toMatchObject({ name: 'Asha Rao', userAgent: 'UA', fields: { name: 'Asha\0 Rao' } })
    expect(detail!.files[0]!.filename).toBe('id.png')
  })

  it('lists one kind newest first', async () => {
    await saveSeries(['First', 'Second', 'Third'])
    await saveSeries(['Other kind'], 'studio-contact')
    const page = await listSubmissions(store.db, { kind: 'enquiry' })
    expect(page.rows.map((r) => r.name)).toEqual(['Third', 'Second', 'First'])
    expect(page).toMatchObject({ total: 3, page: 1, pageCount: 1 })
    expect((await latestSubmissions(store.db, 'enquiry', 2)).map((r) => r.name)).toEqual(['Third', 'Second'])
  })

  it('searches names and emails without regard to case, taking % and _ literally', async () => {
    await saveSeries(['Asha Rao', 'Ravi Kumar', 'Meera Nair'])
    await saveSubmission(store.db, enquiry('Kiran', 'KIRAN.Desai@Example.org'))
    await saveSubmission(store.db, enquiry('Percent', 'per%cent_x@example.com'))
    const names = async (search: string) =>
      (await listSubmissions(store.db, { kind: 'enquiry', search })).rows.map((r) => r.name).sort()
    expect(await names('asha')).toEqual(['Asha Rao'])
    expect(await names('RAO')).toEqual(['Asha Rao'])
    expect(await names('kiran.desai@example.ORG')).toEqual(['Kiran'])
    expect(await names('r')).toEqual(['Asha Rao', 'Kiran', 'Meera Nair', 'Percent', 'Ravi Kumar'])
    expect(await names('%')).toEqual(['Percent'])
    expect(await names('t_x')).toEqual(['Percent'])
    expect(await names('a_h')).toEqual([])
    expect(await names("'; drop table submissions; --")).toEqual([])
    expect(await names('  ')).toHaveLength(5)
    expect(await countSubmissions(store.db)).toBe(5)
  })

  it('pages 25 at a time and clamps pages out of range', async () => {
    const names = Array.from({ length: 53 }, (_, i) => `Visitor ${String(i).padStart(2, '0')}`)
    await saveSeries(names)
    const first = await listSubmissions(store.db, { kind: 'enquiry', page: 1 })
    const second = await listSubmissions(store.db, { kind: 'enquiry', page: 2 })
    const third = await listSubmissions(store.db, { kind: 'enquiry', page: 3 })
    expect([first.rows.length, second.rows.length, third.rows.length]).toEqual([25, 25, 3])
    expect(first).toMatchObject({ total: 53, pageCount: 3 })
    expect(first.rows[0]!.name).toBe('Visitor 52')
    expect(third.rows.at(-1)!.name).toBe('Visitor 00')
    const all = [...first.rows, ...second.rows, ...third.rows].map((r) => r.id)
    expect(new Set(all).size).toBe(53)
    expect((await listSubmissions(store.db, { kind: 'enquiry', page: 99 })).page).toBe(3)
    expect((await listSubmissions(store.db, { kind: 'enquiry', page: -4 })).page).toBe(1)
    expect((await listSubmissions(store.db, { kind: 'enquiry', page: Number.NaN })).page).toBe(1)
    const searched = await listSubmissions(store.db, { kind: 'enquiry', search: 'visitor 1', page: 1 })
    expect(searched).toMatchObject({ total: 10, pageCount: 1 })
    const empty = await listSubmissions(store.db, { kind: 'registration' })
    expect(empty).toMatchObject({ rows: [], total: 0, page: 1, pageCount: 1 })
  })

  it('round-trips uploaded files byte for byte', async () => {
    const pdf = new Uint8Array(300_000)
    for (let i = 0; i < pdf.length; i++) pdf[i] = (i * 7919 + (i >> 8)) & 0xff
    pdf.set([0x25, 0x50, 0x44, 0x46, 0x2d], 0)
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0xff, 0x00, 0x7f])
    const id = await saveSubmission(store.db, {
      ...enquiry('Asha Rao'),
      kind: 'registration',
      files: [
        { field: 'resume', filename: 'Asha résumé.pdf', contentType: 'application/pdf', data: pdf },
        { field: 'idProof', filename: 'id.png', contentType: 'image/png', data: png },
      ],
    })
    const detail = await getSubmission(store.db, id)
    expect(detail!.files.map((f) => [f.field, f.filename, f.contentType, f.size])).toEqual([
      ['idProof', 'id.png', 'image/png', png.length],
      ['resume', 'Asha résumé.pdf', 'application/pdf', pdf.length],
    ])
    for (const summary of detail!.files) {
      const file = await getSubmissionFile(store.db, summary.id)
      expect(file!.submissionId).toBe(id)
      expect(Buffer.from(file!.data).equals(Buffer.from(summary.field === 'resume' ? pdf : png))).toBe(true)
    }
    expect(await getSubmissionFile(store.db, 'missing')).toBeUndefined()
  })

  it('moves a lead through the pipeline with an assignee; the status time moves only with the status', async () => {
    const [id] = await saveSeries(['Asha Rao'])
    const at = new Date('2025-05-01T06:00:00.000Z')
    expect(await updateLead(store.db, id!, { status: 'contacted', assignee: 'Priya' }, at)).toEqual({
      status: 'new',
      assignee: null,
      assigneeId: null,
      followUpOn: null,
    })
    expect(await getSubmission(store.db, id!)).toMatchObject({
      status: 'contacted',
      assignee: 'Priya',
      statusChangedAt: at.toISOString(),
    })
    expect((await countByKind(store.db)).enquiry).toEqual({ total: 1, open: 0 })
    const later = new Date('2025-05-02T06:00:00.000Z')
    expect(await updateLead(store.db, id!, { status: 'contacted', assignee: null }, later)).toEqual({
      status: 'contacted',
      assignee: 'Priya',
      assigneeId: null,
      followUpOn: null,
    })
    expect(await getSubmission(store.db, id!)).toMatchObject({ assignee: null, statusChangedAt: at.toISOString() })
    await updateLead(store.db, id!, { status: 'won', assignee: 'Priya' }, later)
    expect((await getSubmission(store.db, id!))!.statusChangedAt).toBe(later.toISOString())
    expect(await updateLead(store.db, 'missing', { status: 'closed', assignee: null })).toBeUndefined()
  })

  it('keeps dated notes oldest first, trimmed and bounded, and refuses empty ones', async () => {
    const [id] = await saveSeries(['Asha Rao'])
    // The note's schema is the gate: it trims, drops NUL and refuses an empty or overlong note; the store writes it.
    const note = (text: string) => NoteSchema.parse({ note: text }).note
    expect(
      await addNote(store.db, id!, note('  called, wants the March batch '), null, new Date('2025-05-01T06:00:00Z')),
    ).toBe(true)
    expect(
      await addNote(store.db, id!, note('sent the fee\0 details'), 'Priya', new Date('2025-05-02T06:00:00Z')),
    ).toBe(true)
    expect(await addNote(store.db, id!, note('x'.repeat(NOTE_MAX)), null, new Date('2025-05-03T06:00:00Z'))).toBe(true)
    expect(NoteSchema.safeParse({ note: '   ' }).error?.issues[0]?.message).toBe('Write the note first.')
    expect(NoteSchema.safeParse({ note: 'x'.repeat(NOTE_MAX + 1) }).error?.issues[0]?.message).toBe(
      'Keep the note within 2,000 characters.',
    )
    expect(await addNote(store.db, 'missing', 'hello')).toBe(false)
    const notes = (await getSubmission(store.db, id!))!.notes
    expect(notes.map((n) => [n.createdAt, n.author, n.body.length])).toEqual([
      ['2025-05-01T06:00:00.000Z', null, 'called, wants the March batch'.length],
      ['2025-05-02T06:00:00.000Z', 'Priya', 'sent the fee details'.length],
      ['2025-05-03T06:00:00.000Z', null, 2000],
    ])
    expect(notes[1]!.body).toBe('sent the fee details')
  })

  it('filters by status and assignee, with counts per status that follow the other filters', async () => {
    const [a, b, c, d] = await saveSeries(['Asha Rao', 'Ravi Kumar', 'Meera Nair', 'Kiran Desai'])
    await saveSeries(['Other kind'], 'registration')
    await updateLead(store.db, a!, { status: 'contacted', assignee: 'Priya' })
    await updateLead(store.db, b!, { status: 'won', assignee: 'Priya' })
    await updateLead(store.db, c!, { status: 'closed', assignee: 'Arjun' })
    void d
    const names = async (options: Parameters<typeof listSubmissions>[1]) =>
      (await listSubmissions(store.db, options)).rows.map((r) => r.name).sort()
    expect(await names({ kind: 'enquiry', status: 'new' })).toEqual(['Kiran Desai'])
    expect(await names({ kind: 'enquiry', assignee: 'Priya' })).toEqual(['Asha Rao', 'Ravi Kumar'])
    expect(await names({ kind: 'enquiry', assignee: '-' })).toEqual(['Kiran Desai'])
    expect(await names({ kind: 'enquiry', assignee: 'Priya', status: 'won', search: 'ravi' })).toEqual(['Ravi Kumar'])
    expect(await countByStatus(store.db, { kind: 'enquiry' })).toEqual({ new: 1, contacted: 1, won: 1, closed: 1 })
    expect(await countByStatus(store.db, { kind: 'enquiry', assignee: 'Priya' })).toEqual({
      new: 0,
      contacted: 1,
      won: 1,
      closed: 0,
    })
    expect(await countByStatus(store.db, { kind: 'registration' })).toEqual({ new: 1, contacted: 0, won: 0, closed: 0 })
    expect(await listAssignees(store.db)).toEqual(['Arjun', 'Priya'])
  })

  it('exports one kind as CSV with quoting and formula cells defused', async () => {
    await saveSubmission(
      store.db,
      {
        ...enquiry('=HYPERLINK("http://evil.example","x")'),
        phone: '+91 98450 12345',
        fields: {
          name: '=HYPERLINK("http://evil.example","x")',
          _replyto: 'a@example.com',
          college: '@SUM(A1)',
          message: 'Hi, "there"\r\nbye',
        },
      },
      new Date('2025-01-01T00:00:00.000Z'),
    )
    await saveSubmission(
      store.db,
      { ...enquiry('Ravi'), fields: { name: 'Ravi', college: '-2+3', message: '\tTabbed' } },
      new Date('2025-01-02T00:00:00.000Z'),
    )
    await saveSeries(['Not this kind'], 'services-contact')
    const [ravi] = (await listSubmissions(store.db, { kind: 'enquiry', search: 'ravi' })).rows
    await updateLead(store.db, ravi!.id, { status: 'contacted', assignee: 'Priya' }, new Date('2025-01-03T00:00:00Z'))
    await addNote(store.db, ravi!.id, 'first call', null, new Date('2025-01-03T00:00:00Z'))
    await addNote(store.db, ravi!.id, '=wants, the "March" batch', null, new Date('2025-01-04T00:00:00Z'))
    const csv = await exportCsv(store.db, 'enquiry')
    const lines = csv.split('\r\n')
    expect(lines.at(-1)).toBe('')
    expect(lines[0]).toBe(
      'ID,Received (UTC),Name,Email,Phone,College or organisation,Message,Files,Status,Status since (UTC),Assignee,Next follow-up,Latest note,Latest note at (UTC),Source,Landing page,Referring site,UTM source,UTM medium,UTM campaign,User agent',
    )
    expect(lines[2]).toBe('bye",,New,,,,,,,,,,,,Vitest')
    expect(csv).toContain(
      `,Contacted,2025-01-03T00:00:00.000Z,Priya,,"'=wants, the ""March"" batch",2025-01-04T00:00:00.000Z,`,
    )
    expect(csv).not.toContain('first call')
    expect(csv).not.toContain('Not this kind')
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`)
    expect(lines[1]).toContain(`,'+91 98450 12345,'@SUM(A1),"Hi, ""there""`)
    expect(csv).toContain(`Ravi,ravi@example.com,'+91 98450 12345,'-2+3,'\tTabbed,`)
    expect(lines).toHaveLength(2 + 2 + 1) // header, two rows (one spans two lines inside quotes), trailing CRLF
  })
})

describe(`migration 003_lead_pipeline (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('turns handled submissions into Closed ones at the time they were handled, and the rest into New', async () => {
    const old = await openTestDatabase(undefined, { migrateTo: '001_submissions' })
    try {
      const rows = [
        { id: 'a', handled_at: '2025-02-01T10:00:00.000Z' },
        { id: 'b', handled_at: null },
      ]
      for (const row of rows)
        await sql`insert into submissions (id, kind, created_at, name, email, phone, fields, user_agent, handled_at)
          values (${row.id}, 'enquiry', '2025-01-01T00:00:00.000Z', ${`Name ${row.id}`}, 'a@example.com', '1', '{"message":"kept"}', 'UA', ${row.handled_at})`.execute(
          old.db,
        )
      await migrate(old)
      expect(await getSubmission(old.db, 'a')).toMatchObject({
        status: 'closed',
        statusChangedAt: '2025-02-01T10:00:00.000Z',
        assignee: null,
        name: 'Name a',
        fields: { message: 'kept' },
        userAgent: 'UA',
      })
      expect(await getSubmission(old.db, 'b')).toMatchObject({ status: 'new', statusChangedAt: null })
      expect(await countByKind(old.db)).toMatchObject({ enquiry: { total: 2, open: 1 } })
    } finally {
      await old.close()
    }
  })
})
