import { blogPosts } from './blog-posts'
import { guideSlugs } from './guides'
import { legalDocs } from './legal'

/**
 * Every public, fixed-content path of the site, derived from content: the prerender list, the sitemap, the axe
 * scan and the benchmark all read it, so a new post or guide needs no config edit.
 */
export function publicPaths(): string[] {
  return [
    '/',
    '/blogs',
    ...blogPosts.map((post) => `/blogs/${post.slug}`),
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
