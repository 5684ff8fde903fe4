// The inbox's one queue across forms: search, filters, counts per source and Previous/Next; on SQLite in memory by
// default and on PostgreSQL when DATABASE_URL is set.
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { migrate } from '~/server/db/database.server'
import { openTestDatabase, withTestDatabase } from '~/server/db/test-database.server'
import { countBySource, countByStatus, listSubmissions, neighbours, NO_SOURCE } from './inbox-list.server'
import { saveSubmission, type NewSubmission } from '~/server/submissions.server'

const store = withTestDatabase()

const base = Date.UTC(2025, 5, 1, 4, 30)
const at = (minutes: number) => new Date(base + minutes * 60_000)

const leads: [string, NewSubmission][] = [
  [
    'enquiry',
    {
      kind: 'enquiry',
      name: 'Kiran Das',
      email: 'kiran@example.com',
      phone: '+91 98450 11111',
      fields: { message: '\n  Do you have weekend batches?\nThanks' },
      source: { landing: '/', referrer: 'www.google.com' },
    },
  ],
  [
    'studio',
    {
      kind: 'studio-contact',
      name: 'Meena Iyer',
      email: 'meena@example.com',
      phone: '098450-22222',
      fields: { course: 'android-development' },
      source: { landing: '/realworkstudio', utmSource: 'Instagram', utmCampaign: 'jan' },
    },
  ],
  [
    'services',
    {
      kind: 'services-contact',
      name: 'Acme Traders',
      email: 'ops@acme.example',
      phone: '+91 80 4000 3333',
      fields: { message: 'We need a shop website' },
      source: { landing: '/services' },
    },
  ],
  [
    'registration',
    {
      kind: 'registration',
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      phone: '+91 98450 44444',
      fields: { track: 'any', bootcamp: 'android-development', whyJoin: 'Career change' },
      source: { landing: '/realworkstudio/register', utmSource: 'instagram' },
    },
  ],
]

async function seed() {
  const ids: Record<string, string> = {}
  for (const [i, [key, lead]] of leads.entries()) ids[key] = await saveSubmission(store.db, lead, at(i))
  return ids
}

describe(`inbox list (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('is one queue of every form, newest first, saying what each person wants in readable words', async () => {
    await seed()
    const { rows, total } = await listSubmissions(store.db, {})
    expect(total).toBe(4)
    expect(rows.map((r) => [r.name, r.kind, r.wants, r.line, r.source])).toEqual([
      ['Ravi Kumar', 'registration', 'Android Development', 'Career change', 'instagram'],
      ['Acme Traders', 'services-contact', 'Software services', 'We need a shop website', null],
      ['Meena Iyer', 'studio-contact', 'Android Development', '', 'instagram'],
      ['Kiran Das', 'enquiry', 'General enquiry', 'Do you have weekend batches?', 'google.com'],
    ])
  })

  it('searches every form by name, email and phone digits however they are spaced', async () => {
    const ids = await seed()
    const found = async (search: string) => (await listSubmissions(store.db, { search })).rows.map((r) => r.id)
    expect(await found('OPS@ACME')).toEqual([ids.services])
    expect(await found('meena')).toEqual([ids.studio])
    expect(await found('9845022222')).toEqual([ids.studio])
    expect(await found('98450 44444')).toEqual([ids.registration])
    expect(await found('80 4000')).toEqual([ids.services])
    expect(await found('nobody')).toEqual([])
  })

  it('filters by source, counts sources over the last 30 days and statuses under the filter', async () => {
    const ids = await seed()
    const instagram = await listSubmissions(store.db, { source: 'instagram' })
    expect(instagram.rows.map((r) => r.id)).toEqual([ids.registration, ids.studio])
    expect((await listSubmissions(store.db, { source: NO_SOURCE })).rows.map((r) => r.id)).toEqual([ids.services])
    expect(await countBySource(store.db, { now: at(10) })).toEqual([
      { source: 'instagram', count: 2 },
      { source: 'google.com', count: 1 },
      { source: null, count: 1 },
    ])
    expect(await countBySource(store.db, { now: new Date(base + 31 * 86_400_000) })).toEqual([])
    const statusCounts = await countByStatus(store.db, { source: 'instagram' })
    expect(statusCounts).toEqual({ new: 2, contacted: 0, won: 0, closed: 0 })
    // Given the counts, the list takes its total from them instead of counting again.
    expect(await listSubmissions(store.db, { source: 'instagram', statusCounts })).toMatchObject({ total: 2 })
    expect(await listSubmissions(store.db, { source: 'instagram', status: 'won', statusCounts })).toMatchObject({
      total: 0,
      rows: [],
    })
  })

  it('gives Previous and Next through the same list', async () => {
    const ids = await seed()
    expect(await neighbours(store.db, ids.studio!, {})).toEqual({ previous: ids.services, next: ids.enquiry })
    expect(await neighbours(store.db, ids.registration!, {})).toEqual({ previous: undefined, next: ids.services })
    expect(await neighbours(store.db, ids.studio!, { source: 'instagram' })).toEqual({
      previous: ids.registration,
      next: undefined,
    })
  })
})

describe(`migration 007_lead_journey (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('makes the submissions stored before it searchable by name, email and phone digits', async () => {
    const old = await openTestDatabase(undefined, { migrateTo: '006_batches_and_announcement' })
    try {
      await sql`insert into submissions (id, kind, created_at, name, email, phone, fields, user_agent)
        values ('old', 'enquiry', '2024-01-01T00:00:00.000Z', 'Old Lead', 'Old.Lead@Example.com', '+91 (98450) 55-555', '{}', null)`.execute(
        old.db,
      )
      await migrate(old)
      for (const search of ['old lead', 'OLD.LEAD@example', '9845055555'])
        expect((await listSubmissions(old.db, { search })).rows.map((r) => r.id)).toEqual(['old'])
    } finally {
      await old.close()
    }
  })
})
