import type { Kysely } from 'kysely'
import { readingMinutes } from '~/lib/slug'
import type { Database, PostTable } from './db/schema.server'

export interface PostCard {
  slug: string
  title: string
  summary: string
  coverUrl: string | null
  coverAlt: string
  author: string
  authorRole: string | null
  publishedAt: string
  readingMinutes: number
}

export interface PublicPost extends PostCard {
  body: string
  seoTitle: string | null
  seoDescription: string | null
  updatedAt: string
}

const cardColumns = [
  'slug',
  'title',
  'summary',
  'cover_url',
  'cover_alt',
  'author',
  'author_role',
  'published_at',
  'body',
] as const

function toCard(row: Pick<PostTable, (typeof cardColumns)[number]>): PostCard {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    coverUrl: row.cover_url,
    coverAlt: row.cover_alt,
    author: row.author,
    authorRole: row.author_role,
    publishedAt: row.published_at!,
    readingMinutes: readingMinutes(row.body),
  }
}

/** Posts the public sees at `now`: published, and their time has come. Newest first. */
export async function listLivePosts(db: Kysely<Database>, now = new Date()): Promise<PostCard[]> {
  const rows = await db
    .selectFrom('posts')
    .select(cardColumns)
    .where('status', '=', 'published')
    .where('published_at', '<=', now.toISOString())
    .orderBy('published_at', 'desc')
    .orderBy('slug')
    .execute()
  return rows.map(toCard)
}

export interface PostBody {
  slug: string
  title: string
  summary: string
  author: string
  /** Markdown */
  body: string
}

/** The live posts with their Markdown, for the site search. */
export async function listLivePostBodies(db: Kysely<Database>, now = new Date()): Promise<PostBody[]> {
  return db
    .selectFrom('posts')
    .select(['slug', 'title', 'summary', 'author', 'body'])
    .where('status', '=', 'published')
    .where('published_at', '<=', now.toISOString())
    .orderBy('published_at', 'desc')
    .execute()
}

/** One live post by its slug; undefined for drafts, scheduled posts and unknown slugs alike. */
export async function findLivePost(
  db: Kysely<Database>,
  slug: string,
  now = new Date(),
): Promise<PublicPost | undefined> {
  const row = await db
    .selectFrom('posts')
    .selectAll()
    .where('slug', '=', slug)
    .where('status', '=', 'published')
    .where('published_at', '<=', now.toISOString())
    .executeTakeFirst()
  if (!row) return undefined
  return {
    ...toCard(row),
    body: row.body,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    updatedAt: row.updated_at,
  }
}

/** An uploaded cover image with its bytes. */
export async function getPostImage(
  db: Kysely<Database>,
  id: string,
): Promise<{ contentType: string; data: Uint8Array } | undefined> {
  const row = await db
    .selectFrom('post_images')
    .select(['content_type', 'data'])
    .where('id', '=', id)
    .executeTakeFirst()
  return row ? { contentType: row.content_type, data: new Uint8Array(row.data) } : undefined
}
