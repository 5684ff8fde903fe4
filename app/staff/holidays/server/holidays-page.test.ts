import { describe, expect, it } from 'vitest'
import { isWorkingDay } from '~/lib/working-days'
import { withTestDatabase } from '~/server/db/test-database.server'
import type { StaffUser } from '~/staff/shell/server/session.server'
import type { StaffActionContext } from '~/staff/shell/server/staff-action.server'
import { holidayIntents, holidaysPageData } from './holidays-page.server'

// The office holidays page's data and intents as staffAction runs them after its gate (owners only; the gate is
// staff-action.server.ts's, tested there). Wednesday 10 March 2027, 8:00 in India.
const store = withTestDatabase()
const now = new Date('2027-03-10T02:30:00Z')
const owner = { id: 'asha', name: 'Asha Menon', role: 'owner', email: 'asha@realwork.example' } as StaffUser
const editor = { id: 'ravi', name: 'Ravi Kumar', role: 'editor', email: 'ravi@realwork.example' } as StaffUser

async function run(name: 'add' | 'remove', raw: Record<string, string>) {
  const chosen = holidayIntents(now)[name]
  const ctx = {
    request: new Request('http://localhost/staff/holidays', { method: 'POST' }),
    user: owner,
    db: store.db,
    audit: async () => {},
    posted: raw,
  } as StaffActionContext
  const parsed = chosen.schema.safeParse(raw)
  if (!parsed.success) throw new Error('refused by the schema')
  return (await chosen.handle(parsed.data, ctx)) as { kind?: string; to?: string; audit?: unknown; data?: unknown }
}

describe('the office holidays page', () => {
  it('lists this year’s holidays and next year’s, and lets only owners change them', async () => {
    const page = await holidaysPageData(store.db, owner, new URL('http://localhost/staff/holidays'), now)
    expect(page.years.map((y) => y.year)).toEqual(['2027', '2028'])
    expect(page.years[0]!.holidays.map((h) => h.name)).toContain('Good Friday')
    expect(page.years[1]!.holidays).toEqual([])
    expect(page).toMatchObject({ canChange: true, today: '2027-03-10', lastDay: '2028-12-31', saved: null })
    const read = await holidaysPageData(store.db, editor, new URL('http://localhost/staff/holidays?saved=added'), now)
    expect(read.canChange).toBe(false)
    expect(read.saved).toMatch(/^Added\./)
  })

  it('adds a holiday with its audit entry, says when the day is one already, and removes it', async () => {
    expect(await run('add', { day: '2027-03-17', name: 'Polling day' })).toMatchObject({
      kind: 'staff-done',
      to: '/staff/holidays?saved=added',
      audit: { action: 'holiday-add', target: '2027-03-17', detail: 'Polling day' },
    })
    expect(isWorkingDay('2027-03-17')).toBe(false)
    expect(await run('add', { day: '2027-03-17', name: 'Holi' })).toMatchObject({
      data: {
        form: 'add',
        values: { day: '2027-03-17', name: 'Holi' },
        errors: { day: 'That day is already a holiday: Polling day. Remove it first to give it another name.' },
      },
      init: { status: 409 },
    })
    expect(await run('remove', { day: '2027-03-17' })).toMatchObject({
      kind: 'staff-done',
      to: '/staff/holidays?saved=removed',
      audit: { action: 'holiday-remove', target: '2027-03-17', detail: 'Polling day' },
    })
    expect(isWorkingDay('2027-03-17')).toBe(true)
    expect(await run('remove', { day: '2027-03-17' })).toMatchObject({
      data: { form: 'remove', error: 'That day is no longer on the list: someone may have removed it already.' },
      init: { status: 404 },
    })
  })
})
