import { loadGuide } from '../guides'
import { weeklyEffort, weeklyEffortLabel } from '../guides/study-plan'
import { countWord } from '~/lib/format'
import type { Bootcamp, BootcampGuideSlug, ComparePage } from './schema'
import { guidePath, sitePaths } from '../site-routes'
import { plainFee, type Fee } from '~/lib/batch-fee'

/**
 * The compare-tracks page (issue 13 §1): copy, and the facts of each shown bootcamp and its roadmap guide. `{tracks}`
 * is the number of shown bootcamps in words (`compareCopy`), so hiding one never leaves "all ten" on the page.
 */

export const comparePage = {
  seo: {
    title: 'Compare bootcamp tracks side by side',
    description:
      'Compare RealWork Studio’s {tracks} 3-month bootcamps: price, modules, roadmap phases, capstones, weekly effort, prerequisites, technologies and career roles, two or three tracks at a time.',
  },
  hero: {
    eyebrow: 'Compare tracks',
    title: 'Which track fits you?',
    lead: 'All {tracks} bootcamps with the facts that decide between them. Pick two or three to see them side by side, then read the full roadmap or register with that track already chosen.',
  },
  form: {
    legend: 'Choose two or three tracks to compare',
    submit: 'Compare these tracks',
    showAll: 'Show all {tracks} tracks',
  },
  messages: {
    tooFew:
      'Tick at least one more track: two or three tracks compare in columns. Until then all {tracks} are shown below.',
    tooMany: 'Choose at most three tracks: more columns would not fit side by side. All {tracks} are shown below.',
    unknown: 'One of the tracks in the address does not exist. All {tracks} are shown below.',
  },
  allTitle: 'All {tracks} bootcamps side by side',
  pickedTitle: 'Your comparison',
  paceNote:
    'Two figures, two ways to learn: a bootcamp covers its modules in 3 months with mentors at the bootcamp pace; the public roadmap guide of the same track is self-paced, so it has its own phases and takes longer at its weekly effort.',
  labels: {
    track: 'Track',
    bootcamp: 'Bootcamp length and fee',
    modules: 'Bootcamp modules',
    phases: 'Roadmap guide phases',
    guide: 'Roadmap guide, self-paced',
    capstones: 'Capstone projects',
    effort: 'Weekly effort (guide)',
    prerequisites: 'Before you start',
    technologies: 'Main technologies',
    careers: 'Career roles',
    batch: 'Next batch',
    links: 'Next step',
  },
  noBatch: 'Dates being set',
  short: {
    track: 'Track',
    fee: 'Fee',
    modules: 'Modules',
    phases: 'Guide phases',
    capstones: 'Capstones',
    effort: 'Weekly effort',
    technologies: 'Technologies',
    batch: 'Next batch',
  },
  moreTechnologies: '+{count} more',
  units: { modules: 'modules', phases: 'phases', capstones: 'capstones' },
  links: { guide: 'Read the roadmap', register: 'Register' },
} satisfies ComparePage

/** Links to this page: `label` in each guide header, `coursesLabel` on the courses page. */
export const compareLink = {
  label: 'Compare tracks',
  coursesLabel: 'Compare the {tracks} bootcamps side by side',
  href: sitePaths.studioCompare,
}

export const COMPARE_MIN = 2
export const COMPARE_MAX = 3

/** Every fact of one track, as the compare page shows it. */
export interface TrackFacts {
  key: BootcampGuideSlug
  title: string
  /** `fee`: what the next batch charges today (lib/batch-fee.ts); `originalPrice` the catalogue's, in rupees. */
  bootcamp: { duration: string; fee: Fee; originalPrice: number; modules: number }
  guide: { phases: number; duration: string; effort: string; href: string }
  capstones: string[]
  prerequisites: string
  technologies: string[]
  careers: string[]
  registerHref: string
  /** The next batch's start and seats in words (['5 January 2027', '2 seats left']), or null when none is ahead. */
  nextBatch: string[] | null
}

/** Copy with `{tracks}` filled in: the number of shown bootcamps in words. */
export function compareCopy<T>(copy: T, count: number): T {
  const tracks = countWord(count)
  const fill = (value: unknown): unknown =>
    typeof value === 'string'
      ? value.replaceAll('{tracks}', tracks)
      : Array.isArray(value)
        ? value.map(fill)
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([key, v]) => [key, fill(v)]))
          : value
  return fill(copy) as T
}

/**
 * The shown tracks in the catalogue's order (the loader passes the catalogue staff edit, docs/decisions/014), with the
 * facts of each bootcamp and its roadmap guide.
 */
export async function compareTracks(
  bootcamps: readonly Bootcamp[],
  nextBatches: Readonly<Record<string, string[]>> = {},
  fees: Readonly<Record<string, Fee>> = {},
): Promise<TrackFacts[]> {
  return Promise.all(
    bootcamps.map(async (bootcamp): Promise<TrackFacts> => {
      const guide = await loadGuide(bootcamp.guideSlug)
      if (!guide) throw new Error(`Bootcamp ${bootcamp.id} names a missing guide`)
      const duration = guide.facts.find((fact) => fact.label === 'Self-paced duration')?.value
      if (!duration || !guide.requirementsNote) throw new Error(`Guide ${guide.slug} lacks a duration or prerequisites`)
      return {
        key: bootcamp.guideSlug,
        title: bootcamp.title,
        bootcamp: {
          duration: bootcamp.duration,
          fee: fees[bootcamp.id] ?? plainFee(bootcamp.discountPrice),
          originalPrice: bootcamp.originalPrice,
          modules: bootcamp.phases,
        },
        guide: {
          phases: guide.phases.length,
          duration,
          effort: weeklyEffortLabel(weeklyEffort[guide.slug]),
          href: guidePath(guide.slug),
        },
        capstones: guide.capstones.map((capstone) => capstone.title),
        prerequisites: guide.requirementsNote,
        technologies: bootcamp.technologies,
        careers: bootcamp.careers,
        registerHref: `${sitePaths.studioRegister}?${new URLSearchParams({ bootcamp: bootcamp.id })}`,
        nextBatch: nextBatches[bootcamp.id] ?? null,
      }
    }),
  )
}

export type TrackSelection =
  | { status: 'all' }
  | { status: 'picked'; keys: string[] }
  | { status: 'invalid'; reason: keyof typeof comparePage.messages; keys: string[] }

/**
 * Reads `?tracks=frontend,backend` (also `?tracks=frontend&tracks=backend`, what the checkbox form sends). Two or
 * three known, distinct tracks compare in columns; anything else shows all of them with a message.
 */
export function parseTrackSelection(params: URLSearchParams, known: readonly string[]): TrackSelection {
  const keys = [
    ...new Set(
      params
        .getAll('tracks')
        .flatMap((value) => value.split(','))
        .map((value) => value.trim())
        .filter(Boolean),
    ),
  ]
  if (keys.length === 0) return { status: 'all' }
  const valid = keys.filter((key) => known.includes(key))
  if (valid.length < keys.length) return { status: 'invalid', reason: 'unknown', keys: valid }
  if (keys.length < COMPARE_MIN) return { status: 'invalid', reason: 'tooFew', keys }
  if (keys.length > COMPARE_MAX) return { status: 'invalid', reason: 'tooMany', keys }
  return { status: 'picked', keys }
}
