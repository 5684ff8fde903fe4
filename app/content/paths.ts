import { blogPosts } from './blog-posts'
import { guideSlugs } from './guides'
import { legalDocs } from './legal-docs'
import { guidePath, pathTo, siteRoute, siteRoutes, type SiteRouteId } from './site-routes'

/** The concrete paths of a public route: itself, or one per guide / built-in post for a route with a parameter. */
function instances(id: SiteRouteId): string[] {
  if (id === 'guide') return guideSlugs.map(guidePath)
  if (id === 'blogPost') return blogPosts.map((post) => pathTo('blogPost', { slug: post.slug }))
  return [siteRoutes[id].path]
}

function idsRendered(render: 'prerender' | 'request'): SiteRouteId[] {
  return (Object.keys(siteRoutes) as SiteRouteId[]).filter((id) => siteRoute(id).render === render)
}

/**
 * Every public path whose content is fixed at build time, from the route registry (a guide route gives one path per
 * guide): the prerender list and the sitemap read it, so a new page or guide needs no config edit. The blog is not
 * here: staff publish posts in the database, so /blogs and its posts are rendered on request.
 */
export function fixedPaths(): string[] {
  return idsRendered('prerender').flatMap(instances)
}

/** Public pages rendered per request from their query (noindex, so neither prerendered nor in the sitemap); the axe
 *  scan covers them too, with a query that finds results and one that finds none. */
export function dynamicPublicPaths(): string[] {
  const search = siteRoutes.search.path
  return [search, `${search}?q=kubernets`, `${search}?q=qwxzzv`]
}

/**
 * Every public path to check: the fixed ones, the blog and the built-in posts (the first rows of every database).
 * The axe scan and the benchmark read it.
 */
export function publicPaths(): string[] {
  return [...fixedPaths(), siteRoutes.blog.path, ...instances('blogPost')]
}

/** Legal documents and registry entries name the same pages (content.test.ts holds them to it). */
export function legalPaths(): string[] {
  return legalDocs.map((doc) => `/${doc.slug}`)
}
