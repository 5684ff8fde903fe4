// Every form's Due reads its keys from the due-time index (inbox-due.server.ts, migration 035); Due narrowed by anything
// reads rows. Both must select the same leads in the same order: on SQLite in memory, and on PostgreSQL when
// DATABASE_URL is set.
import { describe, expect, it } from 'vitest'
import { withTestDatabase } from '~/server/db/test-database.server'
import type { LeadStatus } from '~/staff/shell/lib/lead-status'
import { countByStatus, listSubmissions, neighbours } from './inbox-list.server'

const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'
const store = withTestDatabase({ clear: false })
const everyForm = ['enquiry', 'studio-contact', 'services-contact', 'registration', 'job-application'] as const
const NOW = new Date('2026-11-28T06:00:00.000Z') // 28 November in India

interface Lead {
  name: string
  status: LeadStatus
  /** Minutes after 09:00 UTC on 20 November 2026: the arrival order. */
  at: number
  answered?: boolean
  dueAt?: string
  followUpOn?: string | null
}

const LEADS: Lead[] = [
  // Unanswered past its reply time.
  { name: 'Asha Unanswered', status: 'new', at: 5 },
  // Both due: unanswered, and a follow-up day that has come; listed once.
  { name: 'Ravi Both', status: 'new', at: 1, followUpOn: '2026-11-27' },
  // A follow-up today, answered.
  { name: 'Meena Follow-up', status: 'contacted', at: 3, answered: true, followUpOn: '2026-11-28' },
  // Same arrival instant as the one before: the id breaks the tie.
  { name: 'Kiran Same Time', status: 'contacted', at: 3, answered: true, followUpOn: '2026-11-20' },
  // Not due: a follow-up tomorrow, a reply time still ahead, settled leads.
  { name: 'Tomorrow Only', status: 'contacted', at: 2, answered: true, followUpOn: '2026-11-29' },
  { name: 'Still In Time', status: 'new', at: 4, dueAt: '2026-11-28T07:00:00.000Z' },
  { name: 'Won Already', status: 'won', at: 6, followUpOn: '2026-11-27' },
  { name: 'Closed Unanswered', status: 'closed', at: 7 },
  { name: 'Nadia Late', status: 'new', at: 8 },
]

describe(`every form's Due from its indexes (${engine})`, () => {
  it('lists, pages, counts and steps through the same leads as Due narrowed to every form', async () => {
    for (const [i, lead] of LEADS.entries()) {
      const created = new Date(Date.UTC(2026, 10, 20, 9, lead.at))
      await store.db
        .insertInto('submissions')
        .values({
          id: `00000000-0000-4000-8000-00000000000${i}`,
          kind: everyForm[i % 4]!,
          created_at: created.toISOString(),
          name: lead.name,
          email: `lead${i}@example.com`,
          phone: '9845012345',
          fields: '{}',
          user_agent: null,
          status: lead.status,
          status_changed_at: null,
          assignee: null,
          follow_up_on: lead.followUpOn ?? null,
          first_response_due_at: lead.dueAt ?? new Date(created.getTime() + 24 * 3_600_000).toISOString(),
          first_response_at: lead.answered ? created.toISOString() : null,
        })
        .execute()
    }
    const names = (page: { rows: { name: string }[] }) => page.rows.map((r) => r.name)
    // Meena and Kiran arrived at the same instant: Meena's id is the smaller, so she comes first.
    const expected = ['Ravi Both', 'Meena Follow-up', 'Kiran Same Time', 'Asha Unanswered', 'Nadia Late']

    for (const status of [undefined, 'new', 'contacted'] as const) {
      const fast = { due: true, now: NOW, status }
      const narrowed = { ...fast, kinds: everyForm }
      const counts = await countByStatus(store.db, fast)
      expect(counts).toEqual(await countByStatus(store.db, narrowed))
      for (const page of [1, 2, 3]) {
        const one = await listSubmissions(store.db, { ...fast, page, pageSize: 2, statusCounts: counts })
        const other = await listSubmissions(store.db, { ...narrowed, page, pageSize: 2 })
        expect(one).toEqual(other)
      }
    }
    const all = await listSubmissions(store.db, { due: true, now: NOW, pageSize: 10 })
    expect(names(all)).toEqual(expected)
    expect(all.total).toBe(5)
    expect(await countByStatus(store.db, { due: true, now: NOW })).toEqual({ new: 3, contacted: 2, won: 0, closed: 0 })

    // Previous and Next on a lead's page: the same neighbours, oldest first.
    for (const row of all.rows) {
      const fast = await neighbours(store.db, row.id, { due: true, now: NOW })
      expect(fast).toEqual(await neighbours(store.db, row.id, { due: true, now: NOW, kinds: everyForm }))
    }
    const middle = all.rows[2]!
    expect(await neighbours(store.db, middle.id, { due: true, now: NOW })).toEqual({
      previous: all.rows[1]!.id,
      next: all.rows[3]!.id,
    })
  })
})
