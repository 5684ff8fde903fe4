// The versions the rendered-page cache keys blog and site-content pages on, on SQLite in memory by default and on
// PostgreSQL with DATABASE_URL (`bash scripts/test-postgres.sh`).
import { describe, expect, it, vi } from 'vitest'
import {
  contentGroupOf,
  createVersionWatcher,
  readContentVersions,
  type ContentVersions,
} from './content-version.server'
import { withTestDatabase } from './db/test-database.server'
import { issueCertificates } from '~/staff/certificates/server/certificate-register.server'
import { findLivePost } from './posts.server'
import { deletePost, savePost, type PostFields } from '~/staff/publishing/server/post-store.server'
import { eraseCertificates } from '~/staff/privacy/server/person-erasure.server'
import { saveAnnouncement } from './site-content.server'
import { makeBatch } from '../staff/batches/server/batches.fixture'

const store = withTestDatabase({ clear: false })

function fields(slug: string): PostFields {
  return {
    slug,
    title: `Title of ${slug}`,
    summary: 'A summary long enough to be a summary.',
    body: 'Some **Markdown** body.',
    coverAlt: '',
    author: 'Asha Menon',
    authorRole: null,
    seoTitle: null,
    seoDescription: null,
  }
}

describe('contentGroupOf', () => {
  it('names the blog pages, the feed, the sitemap and the pages that show batch dates, the catalogue or claims', () => {
    expect(contentGroupOf('/blogs')).toBe('blog')
    expect(contentGroupOf('/blogs/first-tech-job')).toBe('blog')
    expect(contentGroupOf('/blogs/rss.xml')).toBe('blog')
    // The sitemap lists the posts and the job openings: it changes with either key.
    expect(contentGroupOf('/sitemap.xml')).toBe('sitemap')
    expect(contentGroupOf('/careers')).toBe('site')
    expect(contentGroupOf('/careers/react-mentor')).toBe('site')
    expect(contentGroupOf('/services/portfolio')).toBe('site')
    expect(contentGroupOf('/services/portfolio/online-orders-for-a-coffee-roaster')).toBe('site')
    expect(contentGroupOf('/services/portfolio/../staff')).toBeUndefined()
    expect(contentGroupOf('/')).toBe('site')
    expect(contentGroupOf('/realworkstudio')).toBe('site')
    expect(contentGroupOf('/realworkstudio/course')).toBe('site')
    expect(contentGroupOf('/realworkstudio/compare')).toBe('site')
    expect(contentGroupOf('/services')).toBe('site')
    expect(contentGroupOf('/realworkstudio/register')).toBe('site')
    expect(contentGroupOf('/realworkstudio/contact')).toBe('site')
    // The pages with claimed figures (docs/decisions/022).
    for (const claims of ['/realworkstudio/about', '/realworkstudio/project', '/services/about', '/our-numbers'])
      expect(contentGroupOf(claims), claims).toBe('site')
    // A bootcamp's roadmap guide shows its next batch and seats (decision 018); cloud and DevOps have no bootcamp.
    for (const guide of ['/realworkstudio/course/frontend', '/realworkstudio/course/android'])
      expect(contentGroupOf(guide), guide).toBe('site')
    for (const other of [
      '/realworkstudio/course/cloud',
      '/realworkstudio/course/devops',
      '/realworkstudio/course/frontend/plan.ics',
      '/blogs/',
      '/blogs/A',
      '/blogs/%61',
      '/blogs/a/b',
      '/staff/posts',
      '/realworkstudio/',
      '/realworkstudio/about/',
      '/search',
      '/verify',
      '/verify/rw-7k3q-9xpm-4d2t-h8va',
      '/verify/RW-7K3Q-9XPM-4D2T-H8VA/certificate.pdf',
      '/verify/RW-7K3Q-9XPM-4D2T',
      '/careers/',
      '/careers/A',
      '/careers/a/b',
    ])
      expect(contentGroupOf(other)).toBeUndefined()
  })

  it('names a verify page at its canonical identifier', () => {
    expect(contentGroupOf('/verify/RW-7K3Q-9XPM-4D2T-H8VA')).toBe('certificates')
  })
})

describe('readContentVersions', () => {
  it('moves the blog key on publish, edit, unpublish and delete, and when a scheduled post goes live', async () => {
    const t0 = new Date('2026-05-01T10:00:00.000Z')
    const keys = [(await readContentVersions(store.db, t0)).blog]
    const draft = await savePost(store.db, { fields: fields('cv-draft'), mode: 'draft' }, t0)
    keys.push((await readContentVersions(store.db, t0)).blog)
    if (!draft.ok) throw new Error('not saved')
    expect(await findLivePost(store.db, 'cv-draft', t0)).toBeUndefined() // a draft moves the key but is never public
    await savePost(store.db, { id: draft.id, fields: fields('cv-draft'), mode: 'publish' }, t0)
    keys.push((await readContentVersions(store.db, t0)).blog)
    await savePost(
      store.db,
      { id: draft.id, fields: { ...fields('cv-draft'), title: 'New title' }, mode: 'publish' },
      t0,
    )
    keys.push((await readContentVersions(store.db, t0)).blog)
    await savePost(store.db, { id: draft.id, fields: fields('cv-draft'), mode: 'draft' }, t0)
    keys.push((await readContentVersions(store.db, t0)).blog)
    await deletePost(store.db, draft.id, t0)
    keys.push((await readContentVersions(store.db, t0)).blog)
    expect(new Set(keys).size).toBe(keys.length)

    const goLive = new Date('2026-05-02T03:30:00.000Z')
    await savePost(store.db, { fields: fields('cv-scheduled'), mode: 'publish', publishAt: goLive }, t0)
    const before = await readContentVersions(store.db, new Date(goLive.getTime() - 1))
    expect(before.nextChangeAt).toBe(goLive.toISOString())
    const after = await readContentVersions(store.db, goLive)
    expect(after.blog).not.toBe(before.blog)
    expect(after.nextChangeAt).toBeNull()
  })

  it('moves the site key on every batch date or announcement edit and at midnight in India, not otherwise', async () => {
    const noon = new Date('2026-05-01T06:30:00.000Z') // 12:00 IST
    const v0 = await readContentVersions(store.db, noon)
    expect((await readContentVersions(store.db, new Date('2026-05-01T18:29:59.000Z'))).site).toBe(v0.site)
    expect((await readContentVersions(store.db, new Date('2026-05-01T18:30:00.000Z'))).site).not.toBe(v0.site)
    await makeBatch(store.db, { startsOn: '2026-06-01', endsOn: '2026-08-29', enrolBy: '2026-05-31' }, noon)
    const v1 = await readContentVersions(store.db, noon)
    expect(v1.site).not.toBe(v0.site)
    expect(v1.blog).toBe(v0.blog)
    await saveAnnouncement(
      store.db,
      { text: 'Open day on 9 May', linkHref: null, linkText: null, startsOn: '2026-05-01', endsOn: '2026-05-09' },
      noon,
    )
    expect((await readContentVersions(store.db, noon)).site).not.toBe(v1.site)
  })
})

describe('the certificates key', () => {
  it('changes when a certificate other than the newest is erased, so its cached verify page goes (issue 37)', async () => {
    const graduate = (email: string) => ({
      holderName: 'Priya Raman',
      email,
      course: { id: 'devops', title: 'DevOps Bootcamp', kind: 'Bootcamp' as const, duration: '' },
      completedOn: '2026-10-30',
      mentor: 'Arjun Menon',
      grade: null,
      projects: [],
      searchable: false,
    })
    const owner = { id: 'owner-1', email: 'owner@realworktech.in' }
    const [older] = await issueCertificates(
      store.db,
      owner,
      [graduate('a@example.com')],
      new Date('2026-11-01T00:00:00Z'),
    )
    await issueCertificates(store.db, owner, [graduate('b@example.com')], new Date('2026-11-02T00:00:00Z'))
    const before = (await readContentVersions(store.db)).certificates
    await store.db.transaction().execute((trx) => eraseCertificates(trx, [older!.id]))
    expect((await readContentVersions(store.db)).certificates).not.toBe(before)
  })
})

describe('createVersionWatcher', () => {
  const versions = (blog: string, nextChangeAt: string | null = null): ContentVersions => ({
    blog,
    site: '1:2026-05-01',
    certificates: '',
    sitemap: `${blog}|1:2026-05-01`,
    nextChangeAt,
  })

  it('peeks only at versions it would answer without a read', async () => {
    let now = new Date('2026-05-01T06:30:00.000Z')
    const read = vi.fn(async () => versions(`v${read.mock.calls.length}`, '2026-05-01T06:30:00.500Z'))
    const watcher = createVersionWatcher({ read, clock: () => now })
    expect(watcher.peek()).toBeUndefined() // nothing read yet
    await watcher.current()
    expect(watcher.peek()?.blog).toBe('v1')
    watcher.changed()
    expect(watcher.peek()).toBeUndefined() // a local write: the next answer needs a read
    await watcher.current()
    expect(watcher.peek()?.blog).toBe('v2')
    now = new Date('2026-05-01T06:30:00.500Z')
    expect(watcher.peek()).toBeUndefined() // a scheduled post's time has come
    expect(read).toHaveBeenCalledTimes(2)
  })

  it('reads at most once a second, shares one read between concurrent callers, and re-reads after a local write', async () => {
    let now = new Date('2026-05-01T06:30:00.000Z')
    const read = vi.fn(async () => versions(`v${read.mock.calls.length}`))
    const watcher = createVersionWatcher({ read, clock: () => now })
    const [a, b] = await Promise.all([watcher.current(), watcher.current()])
    expect(a).toBe(b)
    expect(read).toHaveBeenCalledTimes(1)
    now = new Date(now.getTime() + 999)
    await watcher.current()
    expect(read).toHaveBeenCalledTimes(1)
    now = new Date(now.getTime() + 1)
    expect((await watcher.current()).blog).toBe('v2') // another server's publish shows within a second
    watcher.changed()
    expect((await watcher.current()).blog).toBe('v3') // this server's publish shows at once
    expect(read).toHaveBeenCalledTimes(3)
  })

  it('re-reads as soon as a scheduled post is due or the day changes in India', async () => {
    let now = new Date('2026-05-01T18:29:59.500Z')
    const read = vi.fn(async () => versions('v', '2026-05-01T18:29:59.800Z'))
    const watcher = createVersionWatcher({ read, clock: () => now })
    await watcher.current()
    now = new Date('2026-05-01T18:29:59.800Z')
    await watcher.current()
    expect(read).toHaveBeenCalledTimes(2)
    read.mockImplementation(async () => versions('v'))
    await watcher.current() // still due by the last read: read again, now nothing is scheduled
    now = new Date('2026-05-01T18:29:59.900Z')
    await watcher.current()
    expect(read).toHaveBeenCalledTimes(3)
    now = new Date('2026-05-01T18:30:00.000Z') // midnight IST, within the second
    await watcher.current()
    expect(read).toHaveBeenCalledTimes(4)
  })
})
