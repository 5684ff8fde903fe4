import { fixedPaths } from '~/content/paths'
import { pathTo, sitePaths } from '~/content/site-routes'
import { absoluteUrl } from '~/lib/site-url'
import { escapeXml } from '~/lib/xml'
import { liveBlogCards } from '~/server/blog-pages.server'

/** Every public route, with the blog's live posts from the database; the staff inbox and utility pages are left out. */
export async function loader() {
  const posts = await liveBlogCards()
  const urls = [...fixedPaths(), sitePaths.blog, ...posts.map((post) => pathTo('blogPost', { slug: post.slug }))]
    .map((path) => `  <url><loc>${escapeXml(absoluteUrl(path))}</loc></url>`)
    .join('\n')
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  })
}
