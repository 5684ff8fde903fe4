import { company } from '~/content/company'
import { absoluteUrl } from '~/lib/site-url'
import { escapeXml } from '~/lib/xml'
import { liveBlogCards } from '~/server/blog-pages.server'

/** RSS 2.0 feed of the blog's live posts at /blogs/rss.xml, read from the database on each request. */
export async function loader() {
  const items = (await liveBlogCards())
    .map((post) => {
      const url = absoluteUrl(`/blogs/${post.slug}`)
      return `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${url}</link>
      <guid isPermaLink="true">${url}</guid>
      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>
      <author>${escapeXml(`${company.emails[0]!.address} (${post.author})`)}</author>
      <description>${escapeXml(post.summary)}</description>
    </item>`
    })
    .join('\n')
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${company.name} blog`)}</title>
    <link>${absoluteUrl('/blogs')}</link>
    <atom:link href="${absoluteUrl('/blogs/rss.xml')}" rel="self" type="application/rss+xml" />
    <description>Careers in tech, learning roadmaps, project-based learning and working with a software partner.</description>
    <language>en-in</language>
${items}
  </channel>
</rss>
`
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  })
}
