import { describe, expect, it } from 'vitest'
import { withTestDatabase } from '~/server/db/test-database.server'
import type { StaffUser } from '~/staff/shell/server/session.server'
import type { StaffActionContext } from '~/staff/shell/server/staff-action.server'
import { counsellorIntents, counsellorPageData } from './counsellor-page.server'
import { counsellorRecord } from './counsellor-store.server'

const store = withTestDatabase()
const now = new Date('2027-03-10T02:30:00Z')

async function account(id: string, name: string, role: 'owner' | 'editor'): Promise<StaffUser> {
  await store.db
    .insertInto('staff_accounts')
    .values({
      id,
      email: `${id}@realwork.example`,
      name,
      role,
      password_hash: 'scrypt$x',
      created_at: '2026-01-01T00:00:00.000Z',
      last_sign_in_at: null,
    })
    .execute()
  return { id, name, role, email: `${id}@realwork.example` } as StaffUser
}

const rules = (staffId: string) => ({
  staffId,
  active: 'yes',
  callMinutes: '30',
  bufferMinutes: '10',
  noticeHours: '3',
  horizonDays: '14',
  dailyLimit: '6',
  callMode: 'phone',
  callLink: '',
  mon: '10:00-13:00',
  tue: '',
  wed: '',
  thu: '',
  fri: '',
  sat: '',
  sun: '',
})

/** Runs an intent as staffAction does after the gate: its schema, then its handler, as `user`. */
async function run(name: keyof ReturnType<typeof counsellorIntents>, raw: Record<string, string>, user: StaffUser) {
  const chosen = counsellorIntents(now)[name]
  const audits: unknown[] = []
  const ctx = {
    request: new Request('http://localhost/staff/counsellors', { method: 'POST' }),
    user,
    db: store.db,
    audit: async (note: unknown) => void audits.push(note),
  } as StaffActionContext
  try {
    return { answer: await chosen.handle(chosen.schema.parse(raw), ctx), audits }
  } catch (thrown) {
    return { status: (thrown as { init?: { status?: number } }).init?.status, thrown, audits }
  }
}

describe('who may set whose hours', () => {
  it('lets an editor set their own hours and refuses them anyone else’s', async () => {
    const meera = await account('meera', 'Meera Iyer', 'editor')
    await account('arjun', 'Arjun Rao', 'editor')
    const own = await run('rules', rules('meera'), meera)
    expect(own.answer).toMatchObject({ kind: 'staff-done', audit: { action: 'counsellor-save', target: 'Meera Iyer' } })
    expect(await counsellorRecord(store.db, 'meera', '2027-03-10')).toBeDefined()

    expect((await run('rules', rules('arjun'), meera)).status).toBe(403)
    expect((await run('feed', { staffId: 'arjun' }, meera)).status).toBe(403)
    expect(await counsellorRecord(store.db, 'arjun', '2027-03-10')).toBeUndefined()
  })

  it('lets an owner set anyone’s, and shows an editor only their own whatever the address asks', async () => {
    const owner = await account('asha', 'Asha Menon', 'owner')
    const meera = await account('meera', 'Meera Iyer', 'editor')
    expect((await run('rules', rules('meera'), owner)).answer).toMatchObject({ kind: 'staff-done' })
    expect((await run('rules', rules('nobody'), owner)).status).toBe(404)
    // A day's change needs a counsellor.
    expect((await run('day', { staffId: 'asha', day: '2027-03-12', hours: '', note: '' }, owner)).status).toBe(409)

    const asked = new URL('http://localhost/staff/counsellors?who=asha')
    const editorView = await counsellorPageData(store.db, meera, asked, now)
    expect(editorView.account.id).toBe('meera')
    expect(editorView.accounts).toBeNull()
    const ownerView = await counsellorPageData(store.db, owner, asked, now)
    expect(ownerView.account.id).toBe('asha')
    expect(ownerView.accounts!.map((a) => a.name)).toEqual(['Meera Iyer', 'Asha Menon'])
  })

  it('gives the feed’s address once, in the answer, and audits it', async () => {
    const meera = await account('meera', 'Meera Iyer', 'editor')
    await run('rules', rules('meera'), meera)
    const made = await run('feed', { staffId: 'meera' }, meera)
    const answer = made.answer as { data: { form: string; feedUrl: string } }
    expect(answer.data.form).toBe('feed')
    expect(answer.data.feedUrl).toMatch(/\/counsellor-calendar\/[A-Za-z0-9_-]{32}\/calls\.ics$/)
    expect(made.audits).toEqual([{ action: 'counsellor-feed', target: 'Meera Iyer' }])
  })
})
