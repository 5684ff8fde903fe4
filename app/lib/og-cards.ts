import { blogPosts } from '~/content/blog-posts'
import { guideSlugs, loadGuide } from '~/content/guides'
import { searchPage } from '~/content/search'
import { searchBox } from '~/content/search-box'
import { bootcamps } from '~/content/studio/bootcamps'
import { crashCourses } from '~/content/studio/crash-courses'
import { roadmapTitle } from './guide-seo'
import { ogDivision, ogImagePath } from './og-image'
import { guidePath } from '~/content/site-routes'

/** What one share image shows. The build reads titles of the other pages from their prerendered meta. */
export interface ShareCard {
  /** Output path under build/client, e.g. /og/realworkstudio/course/frontend/phase-3.png */
  image: string
  title: string
  division: string
  /** A line of facts, e.g. '13 phases · 6–7 months'. */
  detail?: string
  /** Small line above the title, e.g. the guide a phase belongs to. */
  eyebrow?: string
}

/** Cards built from content rather than from a prerendered page: each guide (with its phase count and duration),
 *  each guide phase (shared as ?phase=N), and the pages rendered per request: search, the blog and its four built-in
 *  posts (a post staff publish later shares the blog's card; see blog-pages.server.ts). */
export async function contentShareCards(): Promise<ShareCard[]> {
  const cards: ShareCard[] = [
    {
      image: ogImagePath(searchBox.action),
      title: searchPage.title,
      division: ogDivision(searchBox.action),
      detail: `${guideSlugs.length} roadmap guides · ${bootcamps.length} bootcamps · ${crashCourses.length} crash courses`,
    },
    {
      image: ogImagePath('/blogs'),
      title: 'Blog: careers, roadmaps and building software',
      division: ogDivision('/blogs'),
      detail: 'Articles from RealWork mentors and engineers',
    },
    ...blogPosts.map((post) => ({
      image: ogImagePath(`/blogs/${post.slug}`),
      title: post.title,
      division: ogDivision('/blogs'),
      detail: `${post.author} · RealWork blog`,
    })),
  ]
  for (const slug of guideSlugs) {
    const guide = (await loadGuide(slug))!
    const path = guidePath(slug)
    const duration = guide.facts.find((fact) => fact.label === 'Self-paced duration')?.value
    const name = roadmapTitle(guide)
    cards.push({
      image: ogImagePath(path),
      title: name,
      division: ogDivision(path),
      eyebrow: 'Free roadmap guide',
      detail: [`${guide.phases.length} phases`, duration, `${guide.capstones.length} capstone projects`]
        .filter(Boolean)
        .join(' · '),
    })
    for (const phase of guide.phases) {
      cards.push({
        image: ogImagePath(path, phase.id),
        title: `Phase ${phase.id}: ${phase.title}`,
        division: ogDivision(path),
        eyebrow: `${name} · phase ${phase.id} of ${guide.phases.length}`,
        detail: `${phase.level} · ${phase.duration}`,
      })
    }
  }
  return cards
}
