import { blogPosts } from './blog-posts'
import type { BlogPost } from './schema'

export const DEFAULT_BLOG_IMAGE = '/images/blog/default.svg'

/** Copy of the blog index, /blogs. */
export const blogPage = {
  seo: {
    title: 'Blog: careers, roadmaps and building software',
    description:
      'Practical articles from RealWork mentors and engineers on landing a first tech job, following a roadmap, building portfolio projects and working with a software partner.',
  },
}

/**
 * The post prerendered (from the built-in posts) only to lend every post page its critical CSS; the server renders
 * posts from the database (react-router.config.ts, content-version.server.ts).
 */
export const BLOG_POST_TEMPLATE = '/blogs/first-tech-job-in-india-2025'

/** Posts newest first. */
export function listPosts(): BlogPost[] {
  return [...blogPosts].sort((a, b) => b.date.localeCompare(a.date))
}

export function findPost(slug: string | undefined): BlogPost | undefined {
  return blogPosts.find((post) => post.slug === slug)
}
