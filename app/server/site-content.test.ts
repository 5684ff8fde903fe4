// Batch dates and the announcement in the database, on SQLite in memory by default and on PostgreSQL with
// DATABASE_URL (`bash scripts/test-postgres.sh`).
import { describe, expect, it } from 'vitest'
import { AnnouncementFormSchema } from '~/staff/publishing/forms/site-content.schema'
import { noticesAt } from '~/lib/site-notices'
import { withTestDatabase } from './db/test-database.server'
import { readSiteContent, saveAnnouncement, saveBatchDates } from './site-content.server'

const store = withTestDatabase({ clear: false })

describe('site content store', () => {
  it('sets, replaces and clears batch dates per track', async () => {
    expect(await readSiteContent(store.db)).toEqual({ batchDates: {}, announcement: null })
    await saveBatchDates(store.db, { 'frontend-development': '2027-02-01', 'ai-ml': '2027-03-01' })
    await saveBatchDates(store.db, { 'frontend-development': '2027-02-15', 'ai-ml': null })
    expect((await readSiteContent(store.db)).batchDates).toEqual({ 'frontend-development': '2027-02-15' })
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
