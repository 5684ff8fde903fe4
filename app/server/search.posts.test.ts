// The site search follows the blog in the database: a published post is found, an unpublished or deleted one is not,
// on this process's own store (a temporary SQLite file, whatever DATABASE_URL says).
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { contentChanged } from './content-version.server'
import { getDatabase } from './db/database.server'
import { deletePost, savePost, type PostFields } from '~/staff/publishing/server/post-store.server'
import { getSiteSearch, markdownSegments } from './search.server'

beforeAll(() => {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'search-posts-'))
  delete process.env.DATABASE_URL
})

const fields: PostFields = {
  slug: 'quokka-deployments',
  title: 'Quokka deployments without downtime',
  summary: 'How our interns ship a release behind a feature flag.',
  body: '## Blue and green\n\nWe flip traffic with a **zanzibarian** switch.\n\n- one list item about [rollbacks](/x)',
  coverAlt: '',
  author: 'Asha Menon',
  authorRole: null,
  seoTitle: null,
  seoDescription: null,
}

describe('site search over database posts', () => {
  it('indexes the built-in posts imported into the database', async () => {
    const result = (await getSiteSearch()).search('first tech job')
    expect(result.hits.some((hit) => hit.kind === 'post')).toBe(true)
  })

  it('adds a post when it is published and drops it when it is unpublished or deleted', async () => {
    const { db } = await getDatabase()
    const find = async () => (await getSiteSearch()).search('zanzibarian').hits.map((hit) => hit.href)

    const draft = await savePost(db, { fields, mode: 'draft' })
    if (!draft.ok) throw new Error('not saved')
    contentChanged()
    expect(await find()).toEqual([]) // a draft is never found

    await savePost(db, { id: draft.id, fields, mode: 'publish' })
    contentChanged()
    expect(await find()).toEqual(['/blogs/quokka-deployments'])
    const hit = (await getSiteSearch()).search('quokka').hits[0]!
    expect(hit.kind).toBe('post')
    expect(hit.context).toMatch(/^Asha Menon · \d+ min read$/)

    await savePost(db, { id: draft.id, fields, mode: 'draft' })
    contentChanged()
    expect(await find()).toEqual([])

    await savePost(db, { id: draft.id, fields, mode: 'publish' })
    contentChanged()
    expect(await find()).toHaveLength(1)
    await deletePost(db, draft.id)
    contentChanged()
    expect(await find()).toEqual([])
  })

  it('reads Markdown as plain sentences, headings as keywords', () => {
    expect(markdownSegments(fields.body)).toEqual({
      headings: ['Blue and green'],
      segments: ['Blue and green', 'We flip traffic with a zanzibarian switch.', 'one list item about rollbacks'],
    })
  })
})
