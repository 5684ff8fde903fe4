import { blogPosts } from './blog-posts'
import type { BlogPost } from './schema'

export const DEFAULT_BLOG_IMAGE = '/images/blog/default.svg'

/** Posts newest first. */
export function listPosts(): BlogPost[] {
  return [...blogPosts].sort((a, b) => b.date.localeCompare(a.date))
}

export function findPost(slug: string | undefined): BlogPost | undefined {
  return blogPosts.find((post) => post.slug === slug)
}
