// Which paths only answer GET and HEAD, derived from the server build's routes (built from the route registry,
// app/content/site-routes.ts, by app/routes.ts): every resource route (a module without a component) that has no
// action. A new feed or file route joins the list by being registered; nothing here names a path.
import type { ServerBuild } from 'react-router'

/**
 * A route path (`/media/:imageId`, `/blogs/rss.xml`) as a regular-expression source for its URLs' paths: each
 * parameter one segment (captured), `*` the rest of the path, everything else literal.
 */
export function routePattern(path: string): string {
  return path
    .split('/')
    .map((segment) =>
      segment === '*' ? '.*' : segment.startsWith(':') ? '([^/?#]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/')
}

/** The full path of a build route: its ancestors' paths and its own, joined ('/' for the root). */
function fullPath(routes: ServerBuild['routes'], id: string): string {
  const parts: string[] = []
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
    if (route.path) parts.unshift(route.path.replace(/^\/+|\/+$/g, ''))
  }
  return '/' + parts.filter(Boolean).join('/')
}

/** The paths (route patterns) of the resource routes without an action, sorted. */
export function readOnlyPaths(routes: ServerBuild['routes']): string[] {
  return Object.values(routes)
    .filter((route) => route !== undefined && route.path !== undefined && !route.index)
    .filter((route) => route!.module.default === undefined && route!.module.action === undefined)
    .map((route) => fullPath(routes, route!.id))
    .sort()
}

/** One expression for the paths of `readOnlyPaths` (exact, case-sensitive, as Express hands it `req.path`). */
export function readOnlyPattern(routes: ServerBuild['routes']): RegExp {
  const paths = readOnlyPaths(routes)
  if (paths.length === 0) return /(?!)/
  return new RegExp(`^(?:${paths.map(routePattern).join('|')})$`)
}
