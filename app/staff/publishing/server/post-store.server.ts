import type { Kysely, Transaction } from 'kysely'
import type { SniffedType } from '~/lib/file-type'
import { isUniqueViolation } from '~/server/db/errors.server'
import type { Database, PostStatus } from '~/server/db/schema.server'
import { insertMedia, mediaId } from '~/staff/publishing/server/media.server'

// The blog's posts as staff write them: the list, one post, save and delete. What visitors read of them is
// app/server/posts.server.ts.

async function bumpVersion(trx: Transaction<Database>, now: Date) {
  await trx
    .updateTable('content_version')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: now.toISOString() }))
    .where('id', '=', 1)
    .execute()
}

// ------------------------------------------------------------------ staff side

export type PostState = 'draft' | 'scheduled' | 'live'

export interface StaffPostSummary {
  id: string
  slug: string
  title: string
  state: PostState
  publishedAt: string | null
  updatedAt: string
}

function stateOf(status: PostStatus, publishedAt: string | null, now: Date): PostState {
  if (status === 'draft') return 'draft'
  return publishedAt && publishedAt > now.toISOString() ? 'scheduled' : 'live'
}

/** Every post, drafts included, most recently changed first. */
export async function listAllPosts(db: Kysely<Database>, now = new Date()): Promise<StaffPostSummary[]> {
  const rows = await db
    .selectFrom('posts')
    .select(['id', 'slug', 'title', 'status', 'published_at', 'updated_at'])
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: r.title,
    state: stateOf(r.status, r.published_at, now),
    publishedAt: r.published_at,
    updatedAt: r.updated_at,
  }))
}

export interface StaffPost {
  id: string
  slug: string
  title: string
  summary: string
  body: string
  coverUrl: string | null
  coverAlt: string
  author: string
  authorRole: string | null
  seoTitle: string | null
  seoDescription: string | null
  status: PostStatus
  state: PostState
  publishedAt: string | null
  updatedAt: string
}

export async function getPost(db: Kysely<Database>, id: string, now = new Date()): Promise<StaffPost | undefined> {
  const r = await db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst()
  if (!r) return undefined
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    summary: r.summary,
    body: r.body,
    coverUrl: r.cover_url,
    coverAlt: r.cover_alt,
    author: r.author,
    authorRole: r.author_role,
    seoTitle: r.seo_title,
    seoDescription: r.seo_description,
    status: r.status,
    state: stateOf(r.status, r.published_at, now),
    publishedAt: r.published_at,
    updatedAt: r.updated_at,
  }
}

export interface PostFields {
  slug: string
  title: string
  summary: string
  body: string
  coverAlt: string
  author: string
  authorRole: string | null
  seoTitle: string | null
  seoDescription: string | null
}

export interface SavePostInput {
  /** Undefined creates a new post. */
  id?: string
  fields: PostFields
  /** 'draft' saves (and unpublishes); 'publish' publishes now, at `publishAt`, or keeps a published post's time. */
  mode: 'draft' | 'publish'
  publishAt?: Date
  /** A new cover, already checked by content. */
  cover?: { contentType: SniffedType; data: Uint8Array }
}

export type SavePostResult =
  | { ok: true; id: string; state: PostState }
  | { ok: false; status: 404 | 409; field?: 'slug'; error: string }

const SLUG_TAKEN = 'Another post already uses this slug. Choose a different one.'

/**
 * Creates or updates a post in one transaction with its cover and the content version. A published post keeps its
 * slug (its public URL) whatever happens to its title; unpublish it first to change the address.
 */
export async function savePost(db: Kysely<Database>, input: SavePostInput, now = new Date()): Promise<SavePostResult> {
  const at = now.toISOString()
  try {
    return await db.transaction().execute(async (trx): Promise<SavePostResult> => {
      const existing = input.id
        ? await trx.selectFrom('posts').selectAll().where('id', '=', input.id).executeTakeFirst()
        : undefined
      if (input.id && !existing) return { ok: false, status: 404, error: 'There is no such post.' }
      if (existing?.status === 'published' && existing.slug !== input.fields.slug)
        return {
          ok: false,
          status: 409,
          field: 'slug',
          error: 'A published post keeps its address. Unpublish it first to change the slug.',
        }
      const taken = await trx
        .selectFrom('posts')
        .select('id')
        .where('slug', '=', input.fields.slug)
        .where('id', '!=', input.id ?? '')
        .executeTakeFirst()
      if (taken) return { ok: false, status: 409, field: 'slug', error: SLUG_TAKEN }

      let coverUrl = existing?.cover_url ?? null
      if (input.cover) {
        coverUrl = await insertMedia(trx, input.cover, at)
        const replaced = mediaId(existing?.cover_url)
        if (replaced) await trx.deleteFrom('post_images').where('id', '=', replaced).execute()
      }
      const publishedAt =
        input.mode === 'draft'
          ? (existing?.published_at ?? null)
          : input.publishAt
            ? input.publishAt.toISOString()
            : existing?.status === 'published' && existing.published_at
              ? existing.published_at
              : at
      const status: PostStatus = input.mode === 'draft' ? 'draft' : 'published'
      const f = input.fields
      const values = {
        slug: f.slug,
        title: f.title,
        summary: f.summary,
        body: f.body,
        cover_url: coverUrl,
        cover_alt: f.coverAlt,
        author: f.author,
        author_role: f.authorRole,
        seo_title: f.seoTitle,
        seo_description: f.seoDescription,
        status,
        published_at: publishedAt,
        updated_at: at,
      }
      const id = existing?.id ?? crypto.randomUUID()
      if (existing) await trx.updateTable('posts').set(values).where('id', '=', id).execute()
      else
        await trx
          .insertInto('posts')
          .values({ id, ...values, created_at: at })
          .execute()
      await bumpVersion(trx, now)
      return { ok: true, id, state: stateOf(status, publishedAt, now) }
    })
  } catch (error) {
    // Two editors saving the same new slug at once: the unique index decides.
    if (isUniqueViolation(error)) return { ok: false, status: 409, field: 'slug', error: SLUG_TAKEN }
    throw error
  }
}

/** Deletes a post (and its uploaded cover); false when there was none. */
export async function deletePost(db: Kysely<Database>, id: string, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('posts').select(['cover_url']).where('id', '=', id).executeTakeFirst()
    if (!row) return false
    await trx.deleteFrom('posts').where('id', '=', id).execute()
    const imageId = mediaId(row.cover_url)
    if (imageId) await trx.deleteFrom('post_images').where('id', '=', imageId).execute()
    await bumpVersion(trx, now)
    return true
  })
}
