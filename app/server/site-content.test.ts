// Batch dates and the announcement in the database, on SQLite in memory by default and on PostgreSQL with
// DATABASE_URL (`bash scripts/test-postgres.sh`).
import { describe, expect, it } from 'vitest'
import { AnnouncementFormSchema } from '~/staff/publishing/forms/site-content.schema'
import { noticesAt } from '~/lib/site-notices'
import { withTestDatabase } from './db/test-database.server'
import { makeBatch } from '~/staff/batches/server/batches.fixture'
import { readSiteContent, saveAnnouncement } from './site-content.server'

const store = withTestDatabase({ clear: false })

describe('site content store', () => {
  it('reads the open and full batches that have not begun, never drafts, cancelled or past ones', async () => {
    const now = new Date('2026-12-01T06:00:00Z')
    expect(await readSiteContent(store.db, now)).toEqual({ batches: [], announcement: null })
    await makeBatch(store.db, {
      startsOn: '2027-02-01',
      endsOn: '2027-04-30',
      enrolBy: '2027-01-31',
      seats: 12,
      earlyFee: 600_000,
      earlyUntil: '2027-01-15',
    })
    await makeBatch(store.db, {
      courseId: 'ai-ml',
      startsOn: '2027-03-01',
      endsOn: '2027-05-30',
      enrolBy: '2027-02-28',
      status: 'full',
    })
    await makeBatch(store.db, { startsOn: '2027-05-01', endsOn: '2027-07-30', enrolBy: '2027-04-30', status: 'draft' })
    await makeBatch(store.db, {
      startsOn: '2027-06-01',
      endsOn: '2027-08-30',
      enrolBy: '2027-05-31',
      status: 'cancelled',
    })
    await makeBatch(store.db, { startsOn: '2026-11-20', endsOn: '2027-02-15', enrolBy: '2026-11-19' })
    expect((await readSiteContent(store.db, now)).batches).toEqual([
      {
        courseId: 'frontend-development',
        startsOn: '2027-02-01',
        enrolBy: '2027-01-31',
        seats: 12,
        seatsTaken: 0,
        status: 'open',
        mode: 'online',
        fee: { feePaise: 700_000, earlyFeePaise: 600_000, earlyUntil: '2027-01-15' },
      },
      {
        courseId: 'ai-ml',
        startsOn: '2027-03-01',
        enrolBy: '2027-02-28',
        seats: 30,
        seatsTaken: 0,
        status: 'full',
        mode: 'online',
        fee: { feePaise: 700_000, earlyFeePaise: null, earlyUntil: null },
      },
    ])
  })

  it('keeps one announcement, replaced on save and gone on remove', async () => {
    const first = { text: 'One', linkHref: null, linkText: null, startsOn: '2027-01-01', endsOn: '2027-01-10' }
    await saveAnnouncement(store.db, first)
    await saveAnnouncement(store.db, { ...first, text: 'Two', linkHref: '/realworkstudio/register' })
    const content = await readSiteContent(store.db)
    expect(content.announcement).toMatchObject({ text: 'Two', linkHref: '/realworkstudio/register' })
    expect(noticesAt(content, ['frontend-development'], new Date('2027-01-05T06:00:00Z')).announcement?.text).toBe(
      'Two',
    )
    expect(noticesAt(content, ['frontend-development'], new Date('2027-01-11T06:00:00Z')).announcement).toBeNull()
    await saveAnnouncement(store.db, null)
    expect((await readSiteContent(store.db)).announcement).toBeNull()
  })
})

describe('AnnouncementFormSchema', () => {
  const base = { text: 'Open day', linkHref: '', linkText: '', startsOn: '2027-01-01', endsOn: '2027-01-02' }
  it('accepts same-site paths and https addresses only', () => {
    for (const href of ['/realworkstudio/register', 'https://realworktech.in/blogs', ''])
      expect(AnnouncementFormSchema.safeParse({ ...base, linkHref: href }).success).toBe(true)
    for (const href of ['javascript:alert(1)', '//evil.example', 'http://x.example', 'data:text/html,x', '/a b'])
      expect(AnnouncementFormSchema.safeParse({ ...base, linkHref: href }).success).toBe(false)
  })
  it('refuses a last day before the first and link text without a link', () => {
    expect(AnnouncementFormSchema.safeParse({ ...base, endsOn: '2026-12-31' }).success).toBe(false)
    expect(AnnouncementFormSchema.safeParse({ ...base, linkText: 'More' }).success).toBe(false)
    expect(AnnouncementFormSchema.safeParse({ ...base, startsOn: '2027-02-30' }).success).toBe(false)
  })
})
