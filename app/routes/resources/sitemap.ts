import { fixedPaths } from '~/content/paths'
import { pathTo, sitePaths } from '~/content/site-routes'
import { absoluteUrl } from '~/lib/site-url'
import { escapeXml } from '~/lib/xml'
import { liveBlogCards } from '~/server/blog-pages.server'
import { currentOpenings } from '~/server/careers/current.server'
import { currentCaseStudies } from '~/server/case-studies/current.server'

/**
 * Every public route, with the blog's live posts, the job openings taking applications and the shown case studies
 * from the database; the
 * staff inbox, utility pages and closed openings are left out. Cached with the blog and site keys together.
 */
export async function loader() {
  const [posts, openings, caseStudies] = await Promise.all([liveBlogCards(), currentOpenings(), currentCaseStudies()])
  const urls = [
    ...fixedPaths(),
    sitePaths.blog,
    ...posts.map((post) => pathTo('blogPost', { slug: post.slug })),
    ...openings
      .filter((opening) => opening.accepting)
      .map((opening) => pathTo('careerOpening', { slug: opening.slug })),
    ...caseStudies.map((study) => pathTo('servicesCaseStudy', { slug: study.slug })),
  ]
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
