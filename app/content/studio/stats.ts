import { claimedFigures, type ClaimId, type Figure, type ShownClaims } from '../claims'
import { guideSlugs } from '../guides'
import { sitePaths } from '../site-routes'
import { bootcamps } from './bootcamps'
import { showcaseProjects } from './showcase'

/** The studio's numbers band, in display order: claimed figures, each shown only with its basis (claims.ts). */
export const studioStatClaims = [
  'studio-projects',
  'students-trained',
  'technologies',
  'placement-rate',
] as const satisfies readonly ClaimId[]

/** A band shows at least this many figures, or it is filled with the site's own (a band of one number says little). */
export const BAND_SIZE = 3

/** A figure the site itself shows the count of, with the page where a visitor can count it. */
export interface OwnFigure extends Figure {
  basis: { href: string; name: string }
  /** The claim about the same thing: while staff show that claim, the band shows it and not this figure. */
  sameAs?: ClaimId
}

/**
 * The studio's own figures, counted from this site's content (never typed in): the roadmap guides, the distinct
 * technologies on the bootcamps' cards, and the student projects in the showcase.
 */
export function studioOwnFigures(): OwnFigure[] {
  const technologies = new Set(bootcamps.flatMap((b) => b.technologies.map((t) => t.toLowerCase()))).size
  return [
    {
      value: String(guideSlugs.length),
      label: 'Free roadmap guides',
      basis: { href: `${sitePaths.studioCourses}#roadmaps`, name: 'See every roadmap guide' },
    },
    {
      value: String(technologies),
      label: 'Technologies across our bootcamps',
      basis: { href: sitePaths.studioCourses, name: 'See the technologies on each bootcamp' },
      sameAs: 'technologies',
    },
    {
      value: String(showcaseProjects.length),
      label: 'Student projects in our showcase',
      basis: { href: sitePaths.studioProjects, name: 'See every project in the showcase' },
    },
  ]
}

/**
 * The studio's numbers band: the claims staff have confirmed when there are enough of them; otherwise those claims
 * followed by the site's own figures (less any about a claim shown), so a band never shows one number.
 */
export function studioBandFigures(shown: ShownClaims): Figure[] {
  const claimed = claimedFigures(shown, studioStatClaims)
  if (claimed.length >= BAND_SIZE) return claimed
  const own = studioOwnFigures().filter((f) => !(f.sameAs && shown[f.sameAs]))
  return [...claimed, ...own.map(({ value, label, basis }) => ({ value, label, basis }))]
}
