// What keeps the inbox fast at 100,000 submissions gives the same answers as before: the counts per form and status
// that triggers keep (migration 014) against a count of the table, after every kind of write; and a search looked up
// once as ids against the search read as text. On SQLite in memory by default, on PostgreSQL when DATABASE_URL is set.
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { withTestDatabase } from '~/server/db/test-database.server'
import { countByStatus, listSubmissions, storedCounts, withSearchMatches } from './inbox-list.server'
import { searchText } from '~/server/submission-read.server'
import { countByKind, updateLead } from './inbox.server'
import { saveSubmission, type NewSubmission } from '~/server/submissions.server'

const store = withTestDatabase()

const lead = (kind: NewSubmission['kind'], n: number): NewSubmission => ({
  kind,
  name: `Lead ${n}`,
  email: `lead${n}@example.com`,
  phone: `+91 98450 ${String(10000 + n)}`,
  fields: kind === 'studio-contact' ? { course: 'android-development' } : { message: `Question ${n}` },
})

/** The stored counts and a GROUP BY of the table, both sorted, for comparing. */
async function bothCounts() {
  const key = (r: { kind: string; status: string }) => `${r.kind}/${r.status}`
  const stored = (await storedCounts(store.db)).map((r) => [key(r), r.n]).sort()
  const { rows } = await sql<{ kind: string; status: string; n: string | number }>`
    select kind, status, count(*) as n from submissions group by kind, status`.execute(store.db)
  const counted = rows.map((r) => [key(r), Number(r.n)]).sort()
  return { stored, counted }
}

describe(`submission counts kept by triggers (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('match a count of the table after inserts, status and form changes, other updates and deletes', async () => {
    const ids: string[] = []
    for (const [n, kind] of (
      ['enquiry', 'enquiry', 'studio-contact', 'services-contact', 'enquiry'] as const
    ).entries())
      ids.push(await saveSubmission(store.db, lead(kind, n)))
    let counts = await bothCounts()
    expect(counts.stored).toEqual(counts.counted)
    expect(counts.stored).toContainEqual(['enquiry/new', 3])

    await updateLead(store.db, ids[0]!, { status: 'contacted', assignee: null })
    await updateLead(store.db, ids[1]!, { status: 'won', assignee: 'Priya' })
    await updateLead(store.db, ids[1]!, { status: 'won', assignee: 'Ravi' }) // no status change
    await store.db.updateTable('submissions').set({ kind: 'registration' }).where('id', '=', ids[2]!).execute()
    // One statement changing several rows, and one changing none of the counted columns.
    await store.db.updateTable('submissions').set({ status: 'closed' }).where('kind', '=', 'enquiry').execute()
    await store.db.updateTable('submissions').set({ source: 'instagram' }).execute()
    counts = await bothCounts()
    expect(counts.stored).toEqual(counts.counted)
    expect(counts.stored).toContainEqual(['enquiry/closed', 3])

    await store.db.deleteFrom('submissions').where('id', 'in', [ids[0]!, ids[3]!]).execute()
    counts = await bothCounts()
    expect(counts.stored).toEqual(counts.counted)
    expect(await countByKind(store.db)).toMatchObject({
      enquiry: { total: 2, open: 0 },
      'services-contact': { total: 0, open: 0 },
      registration: { total: 1, open: 1 },
    })
    expect(await countByStatus(store.db, {})).toEqual({ new: 1, contacted: 0, won: 0, closed: 2 })
    expect(await countByStatus(store.db, { kind: 'enquiry' })).toEqual({ new: 0, contacted: 0, won: 0, closed: 2 })

    await store.db.deleteFrom('submissions').execute()
    expect(await storedCounts(store.db)).toEqual([])
    expect(await countByStatus(store.db, {})).toEqual({ new: 0, contacted: 0, won: 0, closed: 0 })
  })
})

describe(`a search looked up once as ids (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('counts and lists what the search read as text finds, with other filters and statuses', async () => {
    for (const [n, kind] of (
      ['enquiry', 'studio-contact', 'services-contact', 'enquiry', 'registration'] as const
    ).entries())
      await saveSubmission(store.db, { ...lead(kind, n), name: n % 2 ? `Meena_${n} Iyer` : `Kiran%${n} Das` })
    const searches = ['lead', 'MEENA_', 'kiran%3', '%', '98450 10003', 'nobody', '   ']
    for (const search of searches)
      for (const filter of [{ search }, { search, kind: 'enquiry' as const }, { search, status: 'new' as const }]) {
        const looked = await withSearchMatches(store.db, filter)
        const counts = await countByStatus(store.db, filter)
        expect(await countByStatus(store.db, looked)).toEqual(counts)
        expect(await listSubmissions(store.db, { ...looked, statusCounts: counts })).toEqual(
          await listSubmissions(store.db, filter),
        )
      }
    expect((await withSearchMatches(store.db, { search: 'MEENA_' })).searchIds).toHaveLength(2)
    expect((await withSearchMatches(store.db, { search: 'nobody' })).searchIds).toEqual([])
  })

  it('leaves a search matching more than a thousand leads to be read as text', async () => {
    const rows = Array.from({ length: 1001 }, (_, i) => {
      const name = `Broad ${i}`
      const email = `broad${i}@example.com`
      const phone = `+91 98450 ${String(20000 + i)}`
      return {
        id: `broad-${i}`,
        kind: 'enquiry' as const,
        created_at: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
        name,
        email,
        phone,
        fields: '{}',
        user_agent: null,
        status_changed_at: null,
        assignee: null,
        search_text: searchText(name, email, phone),
      }
    })
    await store.db.insertInto('submissions').values(rows).execute()
    const looked = await withSearchMatches(store.db, { search: 'broad' })
    expect(looked.searchIds).toBeUndefined()
    expect(await countByStatus(store.db, looked)).toEqual({ new: 1001, contacted: 0, won: 0, closed: 0 })
    expect((await listSubmissions(store.db, looked)).rows[0]!.id).toBe('broad-1000')
  })
})
