/**
 * The one navigation item that stands for the current page: the item whose path (hash ignored) equals the pathname or,
 * failing that, the longest path the pathname sits under (a guide under Courses, a post under Blog); the first item is
 * the nav's home and never stands for pages below it. Items sharing a path (Home, About Us and Team all point into the
 * landing page) resolve to the first of them.
 */
export function currentNavHref(hrefs: readonly string[], pathname: string): string | undefined {
  const path = (href: string) => href.split('#')[0] || '/'
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const exact = hrefs.find((href) => path(href) === trimmed)
  if (exact) return exact
  return hrefs
    .filter((href, i) => i > 0 && path(href) !== path(hrefs[0] ?? '') && trimmed.startsWith(`${path(href)}/`))
    .sort((a, b) => path(b).length - path(a).length)[0]
}
