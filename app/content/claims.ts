import { fillTemplate } from '~/lib/format'
import type { OurNumbersPage } from './schema'
import { sitePaths } from './site-routes'

/**
 * Every figure the site claims, by id: the pages name the claim they show, staff edit its figure and basis at
 * /staff/claims (docs/decisions/022), and a claim without a basis is not shown on public pages.
 */
export const CLAIM_IDS = [
  'students-trained',
  'placement-rate',
  'studio-projects',
  'technologies',
  'services-projects',
  'client-satisfaction',
  'returning-clients',
  'businesses-served',
  'startups-launched',
  'clients-abroad',
  'web-projects',
  'mobile-projects',
  'webapp-projects',
  'backend-projects',
  'ai-projects',
  'cloud-projects',
] as const
export type ClaimId = (typeof CLAIM_IDS)[number]

/**
 * A claim as staff keep it: the figure as shown ('95%', '100+'), what it is called beside the figure, what it counts
 * and over which period (its basis), the day it was true, and an optional link to the source.
 */
export interface Claim {
  id: ClaimId
  figure: string
  label: string
  counts: string
  /** 'YYYY-MM-DD', or null while no one has confirmed it. */
  asOf: string | null
  sourceUrl: string | null
}

/**
 * The figures the site showed before claims carried a basis, as the first rows of a new database (migration 018 keeps
 * its own dated copy). Only a figure the site itself backs has a basis; the others wait for the company to confirm
 * them at /staff/claims (docs/content.md, pre-launch checklist) and are not shown until then.
 */
export const builtInClaims: readonly Claim[] = [
  { id: 'students-trained', figure: '100+', label: 'Students trained', counts: '', asOf: null, sourceUrl: null },
  { id: 'placement-rate', figure: '95%', label: 'Placement rate', counts: '', asOf: null, sourceUrl: null },
  {
    id: 'studio-projects',
    figure: '50+',
    label: 'Student projects completed',
    counts: '',
    asOf: null,
    sourceUrl: null,
  },
  {
    id: 'technologies',
    figure: '15+',
    label: 'Technologies taught',
    counts:
      'Distinct languages, frameworks and tools named in the ten bootcamp syllabi published on this site (77 when counted).',
    asOf: '2026-11-27',
    sourceUrl: null,
  },
  {
    id: 'services-projects',
    figure: '500+',
    label: 'Projects delivered, all services together',
    counts: '',
    asOf: null,
    sourceUrl: null,
  },
  { id: 'client-satisfaction', figure: '98%', label: 'Client satisfaction', counts: '', asOf: null, sourceUrl: null },
  {
    id: 'returning-clients',
    figure: '50+',
    label: 'Clients who came back for more work',
    counts: '',
    asOf: null,
    sourceUrl: null,
  },
  {
    id: 'businesses-served',
    figure: '200+',
    label: 'Small and mid-sized businesses served',
    counts: '',
    asOf: null,
    sourceUrl: null,
  },
  { id: 'startups-launched', figure: '50+', label: 'Startups launched', counts: '', asOf: null, sourceUrl: null },
  { id: 'clients-abroad', figure: '100+', label: 'Clients abroad', counts: '', asOf: null, sourceUrl: null },
  { id: 'web-projects', figure: '500+', label: 'Websites delivered', counts: '', asOf: null, sourceUrl: null },
  { id: 'mobile-projects', figure: '200+', label: 'Mobile apps delivered', counts: '', asOf: null, sourceUrl: null },
  {
    id: 'webapp-projects',
    figure: '150+',
    label: 'Web applications delivered',
    counts: '',
    asOf: null,
    sourceUrl: null,
  },
  {
    id: 'backend-projects',
    figure: '300+',
    label: 'Backends and APIs delivered',
    counts: '',
    asOf: null,
    sourceUrl: null,
  },
  {
    id: 'ai-projects',
    figure: '50+',
    label: 'AI and automation projects delivered',
    counts: '',
    asOf: null,
    sourceUrl: null,
  },
  {
    id: 'cloud-projects',
    figure: '100+',
    label: 'Cloud and DevOps projects delivered',
    counts: '',
    asOf: null,
    sourceUrl: null,
  },
]

/** A claim is shown on public pages only with its basis: what it counts and the day it was true. */
export function hasBasis(claim: Pick<Claim, 'counts' | 'asOf'>): boolean {
  return claim.counts.trim() !== '' && claim.asOf !== null
}

/** The shown claims by id, as a page's loader hands them over; a page leaves out a figure that is missing here. */
export type ShownClaims = Partial<Record<ClaimId, Claim>>

/** Where a claim's basis is read: its entry on the Our numbers page. */
export function claimAnchor(id: ClaimId): string {
  return `claim-${id}`
}

/** A figure as a page shows it; a claimed one carries the footnote mark's link to its basis and that link's name. */
export interface Figure {
  value: string
  label: string
  basis?: { href: string; name: string }
}
export type ClaimedFigure = Required<Figure>

/** A shown claim as a page draws it. */
export function claimedFigure(claim: Claim): ClaimedFigure {
  return {
    value: claim.figure,
    label: claim.label,
    basis: {
      href: `${sitePaths.ourNumbers}#${claimAnchor(claim.id)}`,
      name: fillTemplate(ourNumbersPage.mark, { label: claim.label }),
    },
  }
}

/** The figures of the claims named, in that order, leaving out each one that is not shown. */
export function claimedFigures(shown: ShownClaims, ids: readonly ClaimId[]): ClaimedFigure[] {
  return ids.flatMap((id) => {
    const claim = shown[id]
    return claim ? [claimedFigure(claim)] : []
  })
}

/** The Our numbers page, and the words of the mark beside each claimed figure. */
export const ourNumbersPage = {
  seo: {
    title: 'Our numbers, and how we count them | RealWork Technologies',
    description:
      'Every figure RealWork Technologies quotes about its training studio and services, with what it counts, the period it covers and the day it was true.',
  },
  eyebrow: 'Our numbers',
  title: 'What our figures count, and since when',
  lead: 'A number on this site is only worth what stands behind it. Here is each one we quote, with what it counts, over which period and the day it was last checked. A figure we cannot back this way is not shown anywhere on the site.',
  counts: 'What it counts',
  asOf: 'True as of',
  source: 'Source',
  none: 'We are checking our figures and will publish each one here with its basis once it is confirmed.',
  /** The footnote mark's accessible name. */
  mark: 'How we count {label}',
} satisfies OurNumbersPage
