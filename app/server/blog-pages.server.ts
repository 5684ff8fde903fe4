import { blogPosts } from '~/content/blog-posts'
import { ogImagePath } from '~/lib/og-image'
import { istDate } from '~/lib/post-dates'
import { getDatabase } from './db/database.server'
import { renderMarkdown } from './markdown.server'
import { findLivePost, listLivePosts, type PostCard } from './posts.server'

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
  const { db } = await getDatabase()
  const post = await findLivePost(db, slug, now)
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
