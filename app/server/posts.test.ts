// Blog posts in the database, on SQLite in memory by default and on PostgreSQL with DATABASE_URL
// (`bash scripts/test-postgres.sh`).
import type { Kysely } from 'kysely'
import { describe, expect, it } from 'vitest'
import { blogPosts } from '~/content/blog-posts'
import { seedPosts } from './db/seed.server'
import { withTestDatabase } from './db/test-database.server'
import { readContentVersions } from './content-version.server'
import { renderMarkdown } from './markdown.server'
import { findLivePost, getPostImage, listLivePosts } from './posts.server'
import {
  deletePost,
  getPost,
  listAllPosts,
  savePost,
  type PostFields,
} from '~/staff/publishing/server/post-store.server'

const store = withTestDatabase({ clear: false })

function fields(slug: string, overrides: Partial<PostFields> = {}): PostFields {
  return {
    slug,
    title: `Title of ${slug}`,
    summary: 'A short summary.',
    body: '## Heading\n\nSome text.',
    coverAlt: '',
    author: 'Priya Raghunathan',
    authorRole: null,
    seoTitle: null,
    seoDescription: null,
    ...overrides,
  }
}

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])

describe(`posts store (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('has the four built-in posts as its first rows, imported once (a second import adds nothing)', async () => {
    const live = await listLivePosts(store.db)
    expect(live.map((p) => p.slug).sort()).toEqual(blogPosts.map((p) => p.slug).sort())
    await seedPosts(store.db as unknown as Kysely<unknown>)
    expect(await listLivePosts(store.db)).toHaveLength(4)
    const first = await findLivePost(store.db, 'first-tech-job-in-india-2025')
    expect(first).toMatchObject({
      title: blogPosts[0]!.title,
      author: 'Priya Raghunathan',
      coverUrl: '/images/blog/first-tech-job-in-india-2025.svg',
      publishedAt: '2025-01-01T03:30:00.000Z',
    })
    // The body became Markdown that renders every block of the original, word for word.
    const html = renderMarkdown(first!.body)
    expect(html).toContain('<h2>Know which door you are knocking on</h2>')
    expect(html.match(/<li>/g)!.length).toBe(
      blogPosts[0]!.body.reduce((n, b) => n + (b.type === 'ul' || b.type === 'ol' ? b.items.length : 0), 0),
    )
    expect(html).toContain('₹3.5 to ₹4.5 lakh per annum')
  })

  it('keeps drafts and scheduled posts from the public until their time, and bumps the content version', async () => {
    const blogVersion = async (now: Date) => {
      const { blog, nextChangeAt } = await readContentVersions(store.db, now)
      return { blog, nextChangeAt }
    }
    const t0 = new Date('2026-03-01T10:00:00.000Z')
    const v0 = await blogVersion(t0)
    const draft = await savePost(store.db, { fields: fields('a-draft'), mode: 'draft' }, t0)
    expect(draft).toMatchObject({ ok: true, state: 'draft' })
    expect(await findLivePost(store.db, 'a-draft', t0)).toBeUndefined()
    const v1 = await blogVersion(t0)
    expect(v1.blog).not.toBe(v0.blog)

    const goLive = new Date('2026-03-02T03:30:00.000Z')
    const scheduled = await savePost(
      store.db,
      { fields: fields('scheduled-post'), mode: 'publish', publishAt: goLive },
      t0,
    )
    expect(scheduled).toMatchObject({ ok: true, state: 'scheduled' })
    expect(await findLivePost(store.db, 'scheduled-post', t0)).toBeUndefined()
    const v2 = await blogVersion(t0)
    expect(v2.nextChangeAt).toBe(goLive.toISOString())
    // At its time it is live, and the version key changes without anyone saving anything.
    const later = new Date('2026-03-02T03:30:00.001Z')
    expect(await findLivePost(store.db, 'scheduled-post', later)).toMatchObject({ title: 'Title of scheduled-post' })
    expect((await listLivePosts(store.db, later))[0]!.slug).toBe('scheduled-post')
    const v3 = await blogVersion(later)
    expect(v3.blog).not.toBe(v2.blog)
    expect(v3.nextChangeAt).toBeNull()
    expect((await listAllPosts(store.db, t0)).find((p) => p.slug === 'scheduled-post')!.state).toBe('scheduled')
  })

  it('publishes, keeps the URL when the title changes, refuses a taken slug, unpublishes and deletes', async () => {
    const t = new Date('2026-04-01T10:00:00.000Z')
    const created = await savePost(store.db, { fields: fields('kept-url'), mode: 'publish' }, t)
    if (!created.ok) throw new Error(created.error)
    expect(await findLivePost(store.db, 'kept-url', t)).toMatchObject({ publishedAt: t.toISOString() })

    const renamed = await savePost(
      store.db,
      { id: created.id, fields: fields('kept-url', { title: 'A new title' }), mode: 'publish' },
      new Date('2026-04-02T10:00:00.000Z'),
    )
    expect(renamed).toMatchObject({ ok: true, state: 'live' })
    expect(await findLivePost(store.db, 'kept-url', t)).toMatchObject({
      title: 'A new title',
      publishedAt: t.toISOString(),
    })
    expect(await savePost(store.db, { id: created.id, fields: fields('moved-url'), mode: 'publish' }, t)).toMatchObject(
      { ok: false, status: 409, field: 'slug' },
    )
    expect(await savePost(store.db, { fields: fields('kept-url'), mode: 'draft' }, t)).toMatchObject({
      ok: false,
      field: 'slug',
    })
    expect(await savePost(store.db, { id: 'missing', fields: fields('x'), mode: 'draft' }, t)).toMatchObject({
      ok: false,
      status: 404,
    })

    const unpublished = await savePost(store.db, { id: created.id, fields: fields('kept-url'), mode: 'draft' }, t)
    expect(unpublished).toMatchObject({ ok: true, state: 'draft' })
    expect(await findLivePost(store.db, 'kept-url', t)).toBeUndefined()
    // Unpublished, its address may change.
    expect(await savePost(store.db, { id: created.id, fields: fields('new-url'), mode: 'draft' }, t)).toMatchObject({
      ok: true,
    })
    expect(await deletePost(store.db, created.id)).toBe(true)
    expect(await deletePost(store.db, created.id)).toBe(false)
    expect(await getPost(store.db, created.id)).toBeUndefined()
  })

  it('stores an uploaded cover, replaces it, and removes it with the post', async () => {
    const first = await savePost(store.db, {
      fields: fields('with-cover', { coverAlt: 'A laptop' }),
      mode: 'draft',
      cover: { contentType: 'image/png', data: PNG },
    })
    if (!first.ok) throw new Error(first.error)
    const url = (await getPost(store.db, first.id))!.coverUrl!
    expect(url).toMatch(/^\/media\/[\w-]+$/)
    const image = await getPostImage(store.db, url.slice(7))
    expect(image!.contentType).toBe('image/png')
    expect(Buffer.from(image!.data).equals(Buffer.from(PNG))).toBe(true)

    await savePost(store.db, {
      id: first.id,
      fields: fields('with-cover', { coverAlt: 'A laptop' }),
      mode: 'draft',
      cover: { contentType: 'image/png', data: PNG },
    })
    const second = (await getPost(store.db, first.id))!.coverUrl!
    expect(second).not.toBe(url)
    expect(await getPostImage(store.db, url.slice(7))).toBeUndefined()
    await deletePost(store.db, first.id)
    expect(await getPostImage(store.db, second.slice(7))).toBeUndefined()
  })
})
