// The stored due time (migration 035) proven against its definition: random sequences of the lead desk's own writes
// (a lead arriving with its reply-time promise, status and follow-up changes, logged calls) on the real store (SQLite
// in memory, PostgreSQL with DATABASE_URL). After every step each lead's `due_at` equals the definition computed
// here, and the Due view (every form's, from the due-time index, and Due narrowed to every form, which reads rows)
// lists exactly the leads that Due means: open, and a follow-up day today or earlier in India, or unanswered past the
// reply time. DUE_MODEL_RUNS sets the runs.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { istToday } from '~/lib/ist'
import { LEAD_STATUSES, type LeadStatus } from '~/staff/shell/lib/lead-status'
import { clearStore, withTestDatabase } from '~/server/db/test-database.server'
import { currentOfficeHolidays } from '~/server/office-holidays.server'
import { insertLead } from '~/server/submissions.server'
import type { CallOutcome } from '~/staff/leads/content/call-outcomes'
import { logCall } from './calls.server'
import { updateLead } from './inbox.server'
import { countByStatus, listSubmissions } from './inbox-list.server'

const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'
const store = withTestDatabase()
const START = Date.parse('2026-11-26T20:00:00.000Z')
const EVERY_FORM = ['enquiry', 'studio-contact', 'services-contact', 'registration', 'job-application'] as const
const DAYS = ['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-12-01', '2027-01-01']

type Step =
  | { write: 'arrive'; kind: number }
  | { write: 'change'; lead: number; status: LeadStatus; followUpOn: string | null | undefined }
  | { write: 'call'; lead: number; outcome: CallOutcome; callBackOn: string }

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ write: fc.constant('arrive' as const), kind: fc.nat(4) }),
  fc.record({
    write: fc.constant('change' as const),
    lead: fc.nat(),
    status: fc.constantFrom(...LEAD_STATUSES.map((s) => s.status)),
    followUpOn: fc.option(fc.option(fc.constantFrom(...DAYS), { nil: null }), { nil: undefined }),
  }),
  fc.record({
    write: fc.constant('call' as const),
    lead: fc.nat(),
    outcome: fc.constantFrom<CallOutcome>('no-answer', 'call-back', 'talked', 'wrong-number', 'not-interested'),
    callBackOn: fc.constantFrom(...DAYS),
  }),
)

interface Row {
  id: string
  created_at: string
  status: LeadStatus
  follow_up_on?: string | null
  first_response_at?: string | null
  first_response_due_at?: string | null
}

/** The start of an India day as UTC ISO text: the day before at 18:30 (India keeps no daylight saving). */
function istDayStart(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d - 1, 18, 30)).toISOString()
}

/** What `due_at` means: the earlier of the reply time while unanswered and the follow-up day's start; open leads only. */
function dueAt(row: Row): string | null {
  if (row.status === 'won' || row.status === 'closed') return null
  const followUp = row.follow_up_on ? istDayStart(row.follow_up_on) : null
  const reply = row.first_response_at ? null : (row.first_response_due_at ?? null)
  if (reply && (!followUp || reply < followUp)) return reply
  return followUp
}

/** Due as the desk defines it, without the stored time. */
function isDue(row: Row, now: Date): boolean {
  if (row.status === 'won' || row.status === 'closed') return false
  if (row.follow_up_on && row.follow_up_on <= istToday(now)) return true
  return !row.first_response_at && !!row.first_response_due_at && row.first_response_due_at <= now.toISOString()
}

describe(`the stored due time (${engine})`, () => {
  it('equals its definition after any sequence of lead writes, and Due lists exactly the leads due', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), fc.nat(5), async (steps, probeHours) => {
        await clearStore(store)
        await currentOfficeHolidays(store.db) // the reply-time promise skips them
        const ids: string[] = []
        for (const [n, s] of steps.entries()) {
          const now = new Date(START + n * 97 * 60_000)
          if (s.write === 'arrive' || ids.length === 0) {
            const kind = EVERY_FORM[s.write === 'arrive' ? s.kind : 0]!
            const name = `Lead ${ids.length} Rao`
            ids.push(
              await insertLead(
                store.db,
                { kind, name, email: 'lead@example.com', phone: '9845012345', fields: {} },
                now,
              ),
            )
            continue
          }
          const id = ids[s.lead % ids.length]!
          if (s.write === 'change')
            await updateLead(store.db, id, { status: s.status, assignee: null, followUpOn: s.followUpOn }, now, 'Priya')
          else
            await logCall(
              store.db,
              id,
              {
                outcome: s.outcome,
                callNote: s.outcome === 'not-interested' ? 'Joined another course' : '',
                callBackOn: s.callBackOn,
              },
              now,
              'Priya',
            )
        }
        const rows = await store.db
          .selectFrom('submissions')
          .select([
            'id',
            'created_at',
            'status',
            'follow_up_on',
            'first_response_at',
            'first_response_due_at',
            'due_at',
          ])
          .orderBy('created_at')
          .orderBy('id')
          .execute()
        for (const row of rows) expect(row.due_at, row.id).toBe(dueAt(row))

        const probe = new Date(START + steps.length * 97 * 60_000 + probeHours * 7 * 3_600_000)
        const due = rows.filter((row) => isDue(row, probe)).map((row) => row.id)
        const fast = await listSubmissions(store.db, { due: true, now: probe, pageSize: 100 })
        const narrowed = await listSubmissions(store.db, { due: true, kinds: EVERY_FORM, now: probe, pageSize: 100 })
        expect(fast.rows.map((r) => r.id)).toEqual(due)
        expect(narrowed.rows.map((r) => r.id)).toEqual(due)
        const counts = await countByStatus(store.db, { due: true, now: probe })
        for (const { status } of LEAD_STATUSES)
          expect(counts[status], status).toBe(rows.filter((r) => r.status === status && due.includes(r.id)).length)
      }),
      { numRuns: Number(process.env.DUE_MODEL_RUNS) || 40 },
    )
  })

  it('rolls a follow-up day past its month’s end over to the next month, on both engines alike', async () => {
    await currentOfficeHolidays(store.db)
    const now = new Date('2027-02-20T06:00:00.000Z')
    const id = await insertLead(
      store.db,
      { kind: 'enquiry', name: 'Kiran Das', email: 'kiran@example.com', phone: '9845012345', fields: {} },
      now,
    )
    // The forms' date check lets 30 February through (JavaScript reads it as 2 March): due from 2 March in India.
    await updateLead(store.db, id, { status: 'contacted', assignee: null, followUpOn: '2027-02-30' }, now)
    const row = await store.db.selectFrom('submissions').select('due_at').where('id', '=', id).executeTakeFirstOrThrow()
    expect(row.due_at).toBe('2027-03-01T18:30:00.000Z')
  })
})
