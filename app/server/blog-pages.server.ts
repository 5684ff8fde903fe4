import { blogPosts } from '~/content/blog-posts'
import { blocksToMarkdown } from '~/lib/blocks-markdown'
import { ogImagePath } from '~/lib/og-image'
import { readingMinutes } from '~/lib/slug'
import { istDate, istDateTime } from '~/lib/ist'
import { getDatabase } from './db/database.server'
import { renderMarkdown } from './markdown.server'
import { isPrerendering } from './prerendering.server'
import { findLivePost, listLivePosts, type PostCard, type PublicPost } from './posts.server'

// At build time there is no database: /blogs and one post are prerendered from the built-in posts only so that the
// server can cut their critical CSS from them (docs/decisions/011); the server never serves those copies.

function builtInPost(post: (typeof blogPosts)[number]): PublicPost {
  const body = blocksToMarkdown(post.body)
  const publishedAt = new Date(istDateTime(post.date, '09:00:00')).toISOString()
  return {
    slug: post.slug,
    title: post.title,
    summary: post.excerpt,
    coverUrl: post.image,
    coverAlt: post.imageAlt,
    author: post.author,
    authorRole: post.authorRole,
    publishedAt,
    readingMinutes: readingMinutes(body),
    body,
    seoTitle: null,
    seoDescription: null,
    updatedAt: publishedAt,
  }
}

export interface BlogCard {
  slug: string
  title: string
  summary: string
  image: string | null
  imageAlt: string
  author: string
  authorRole: string | null
  /** 'YYYY-MM-DD' in India. */
  date: string
  publishedAt: string
  readingMinutes: number
}

function toBlogCard(post: PostCard): BlogCard {
  return {
    slug: post.slug,
    title: post.title,
    summary: post.summary,
    image: post.coverUrl,
    imageAlt: post.coverAlt,
    author: post.author,
    authorRole: post.authorRole,
    date: istDate(post.publishedAt),
    publishedAt: post.publishedAt,
    readingMinutes: post.readingMinutes,
  }
}

/** The live posts, newest first, as the blog list, RSS feed and sitemap show them. */
export async function liveBlogCards(now = new Date()): Promise<BlogCard[]> {
  if (isPrerendering()) return blogPosts.map(builtInPost).map(toBlogCard)
  const { db } = await getDatabase()
  return (await listLivePosts(db, now)).map(toBlogCard)
}

export interface BlogArticle extends BlogCard {
  /** The Markdown body rendered and sanitised on the server. */
  html: string
  /** Its share image: its own card for the built-in posts (rendered at build time), the blog's card for the rest. */
  shareImage: string
  seoTitle: string
  seoDescription: string
  updatedAt: string
}

/** One live post, ready to show; undefined for drafts, scheduled posts and unknown slugs. */
const builtInSlugs = new Set(blogPosts.map((post) => post.slug))

export async function liveBlogArticle(slug: string, now = new Date()): Promise<BlogArticle | undefined> {
  const builtIn = isPrerendering() ? blogPosts.find((p) => p.slug === slug) : undefined
  const post = builtIn ? builtInPost(builtIn) : await findLivePost((await getDatabase()).db, slug, now)
  if (!post) return undefined
  return {
    ...toBlogCard(post),
    html: renderMarkdown(post.body),
    shareImage: builtInSlugs.has(post.slug) ? ogImagePath(`/blogs/${post.slug}`) : ogImagePath('/blogs'),
    seoTitle: post.seoTitle || post.title,
    seoDescription: post.seoDescription || post.summary,
    updatedAt: post.updatedAt,
  }
}
