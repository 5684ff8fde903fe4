import { blogPosts } from './blog-posts'
import { guideSlugs } from './guides'
import { legalDocs } from './legal'

/**
 * Every public path whose content is fixed at build time, derived from content: the prerender list and the sitemap
 * read it, so a new guide needs no config edit. The blog is not here: staff publish posts in the database, so
 * /blogs and its posts are rendered on request.
 */
export function fixedPaths(): string[] {
  return [
    '/',
    ...legalDocs.map((doc) => `/${doc.slug}`),
    '/enquiry',
    '/services',
    '/services/about',
    '/services/services',
    '/services/contact',
    '/realworkstudio',
    '/realworkstudio/about',
    '/realworkstudio/course',
    '/realworkstudio/compare',
    '/realworkstudio/contact',
    '/realworkstudio/project',
    '/realworkstudio/register',
    ...guideSlugs.map((slug) => `/realworkstudio/course/${slug}`),
  ]
}

/** Public pages rendered per request from their query (noindex, so neither prerendered nor in the sitemap); the axe
 *  scan covers them too. */
export function dynamicPublicPaths(): string[] {
  return ['/search', '/search?q=kubernets', '/search?q=qwxzzv']
}

/**
 * Every public path to check: the fixed ones, the blog and the built-in posts (the first rows of every database).
 * The axe scan and the benchmark read it.
 */
export function publicPaths(): string[] {
  return [...fixedPaths(), '/blogs', ...blogPosts.map((post) => `/blogs/${post.slug}`)]
}
