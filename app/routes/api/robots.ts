import { absoluteUrl } from '~/lib/site-url'

export function loader() {
  const body = `User-agent: *
Allow: /
Disallow: /staff
Disallow: /api/

Sitemap: ${absoluteUrl('/sitemap.xml')}
`
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
}
