import { describe, expect, it } from 'vitest'
import { saveCounsellor, setCounsellorDay } from '~/server/counselling/counsellors.server'
import { withTestDatabase } from '~/server/db/test-database.server'
import { CounsellorSchema, counsellorSettings } from '~/staff/counselling/forms/counsellor.schema'
import { clearCounsellorDay, counsellorAccounts, counsellorRecord } from './counsellor-store.server'

const store = withTestDatabase()

async function account(id: string, name: string) {
  await store.db
    .insertInto('staff_accounts')
    .values({
      id,
      email: `${id}@realwork.example`,
      name,
      role: 'editor',
      password_hash: 'scrypt$x',
      created_at: '2026-01-01T00:00:00.000Z',
      last_sign_in_at: null,
    })
    .execute()
}

const posted = {
  staffId: 'meera',
  active: 'yes',
  callMinutes: '30',
  bufferMinutes: '15',
  noticeHours: '4',
  horizonDays: '21',
  dailyLimit: '5',
  callMode: 'video',
  callLink: 'https://meet.google.com/abc-defg-hij',
  mon: '10:00-13:00, 14:00-18:00',
  tue: '',
  wed: '11-15',
  thu: '',
  fri: '',
  sat: '10-12',
  sun: '',
}

describe('the counsellors’ page’s store', () => {
  it('reads back what the form saved, and the day changes from today on, oldest first', async () => {
    await account('meera', 'Meera Iyer')
    await saveCounsellor(store.db, 'meera', counsellorSettings(CounsellorSchema.parse(posted)))
    await setCounsellorDay(store.db, 'meera', '2027-03-20', [{ from: '10:00', to: '13:00' }], 'Half day')
    await setCounsellorDay(store.db, 'meera', '2027-03-14', [], 'Holi')
    await setCounsellorDay(store.db, 'meera', '2027-03-01', [], 'Past')

    const record = await counsellorRecord(store.db, 'meera', '2027-03-10')
    expect(record).toMatchObject({
      active: true,
      callMinutes: 30,
      bufferMinutes: 15,
      noticeMinutes: 240,
      horizonDays: 21,
      dailyLimit: 5,
      callLink: 'https://meet.google.com/abc-defg-hij',
      feedSet: false,
    })
    expect(record!.weekly[1]).toEqual([
      { from: '10:00', to: '13:00' },
      { from: '14:00', to: '18:00' },
    ])
    expect(record!.weekly[6]).toEqual([{ from: '10:00', to: '12:00' }])
    expect(record!.days).toEqual([
      { day: '2027-03-14', hours: [], note: 'Holi' },
      { day: '2027-03-20', hours: [{ from: '10:00', to: '13:00' }], note: 'Half day' },
    ])

    await clearCounsellorDay(store.db, 'meera', '2027-03-14')
    expect((await counsellorRecord(store.db, 'meera', '2027-03-10'))!.days.map((d) => d.day)).toEqual(['2027-03-20'])
  })

  it('lists every account for the owner, counsellors first, paused ones marked', async () => {
    await account('zara', 'Zara Khan')
    await account('arjun', 'Arjun Rao')
    await account('meera', 'Meera Iyer')
    await saveCounsellor(store.db, 'zara', counsellorSettings(CounsellorSchema.parse({ ...posted, staffId: 'zara' })))
    const { active: _, ...paused } = posted
    await saveCounsellor(store.db, 'meera', counsellorSettings(CounsellorSchema.parse(paused)))
    expect((await counsellorAccounts(store.db)).map((a) => [a.name, a.active])).toEqual([
      ['Meera Iyer', false],
      ['Zara Khan', true],
      ['Arjun Rao', null],
    ])
    expect(await counsellorRecord(store.db, 'arjun', '2027-03-10')).toBeUndefined()
  })
})
