import { absoluteUrl } from '~/lib/site-url'

// The staff inbox is not listed: naming it here would tell every scanner where it is. Its pages carry
// X-Robots-Tag: noindex (set by the staff routes) and sit behind the sign-in wall.
export function loader() {
  const body = `User-agent: *
Allow: /
Disallow: /api/

Sitemap: ${absoluteUrl('/sitemap.xml')}
`
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
