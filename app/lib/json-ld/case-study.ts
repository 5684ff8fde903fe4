import { pathTo, sitePaths } from '~/content/site-routes'
import type { CaseStudy } from '~/lib/case-study'
import { absoluteUrl } from '~/lib/site-url'
import { provider, thing, type JsonLd } from '~/lib/json-ld'

/**
 * schema.org CreativeWork for one case study: what was built (its name, the problem as its description), for whom
 * (`about`), by the company (`creator`), the stack as keywords, the results as its abstract, its screenshots (each
 * with its text alternative as the caption) and the live site.
 * `client` is the line the page shows: the name, or "A client in …".
 */
export function caseStudyJsonLd(study: CaseStudy, client: string): JsonLd {
  return thing('CreativeWork', {
    name: study.title,
    headline: study.title.slice(0, 110),
    description: study.problem,
    abstract: study.results.join('. '),
    about: { '@type': 'Organization', name: client },
    keywords: study.stack.join(', '),
    url: absoluteUrl(pathTo('servicesCaseStudy', { slug: study.slug })),
    creator: provider({ url: absoluteUrl(sitePaths.services) }),
    ...(study.screenshots.length
      ? {
          image: study.screenshots.map((shot) => ({
            '@type': 'ImageObject',
            contentUrl: absoluteUrl(shot.src),
            width: shot.width,
            height: shot.height,
            caption: shot.alt,
          })),
        }
      : {}),
    ...(study.liveUrl ? { sameAs: study.liveUrl } : {}),
  })
}

/** The portfolio page: an ItemList of its case studies' pages, in the page's order. */
export function portfolioJsonLd(studies: readonly CaseStudy[]): JsonLd {
  return thing('ItemList', {
    itemListElement: studies.map((study, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: study.title,
      url: absoluteUrl(pathTo('servicesCaseStudy', { slug: study.slug })),
    })),
  })
}
