import type { Guide } from '../schema'

/**
 * The part of a guide that the guide page renders with React, and that its meta tags and JSON-LD read: the header, the
 * phase list of the phase bar and pager, and the level range and capstone titles of the Course JSON-LD. It is the
 * guide's loader data, so it is in every first response twice (HTML and loader payload) and must stay small; the
 * phases' pages, the capstones, prompts and extras reach the browser as HTML only (`ServerHtml`), or in the guide's
 * content chunk once the visitor switches phase (issue 10, docs/decisions/004 "Round 3").
 */
export interface GuideOutline {
  slug: Guide['slug']
  title: string
  tagline: string
  intro: string
  facts: Guide['facts']
  requirementsNote?: string
  phaseColumns?: number
  phases: { id: number; title: string }[]
  /** The first and the last phase's level, e.g. 'Foundation' and 'Advanced'. */
  levels: [string, string]
  capstoneTitles: string[]
  promptsHeading: Guide['promptsHeading']
}

export function guideOutline(guide: Guide): GuideOutline {
  return {
    slug: guide.slug,
    title: guide.title,
    tagline: guide.tagline,
    intro: guide.intro,
    facts: guide.facts,
    ...(guide.requirementsNote ? { requirementsNote: guide.requirementsNote } : {}),
    ...(guide.phaseColumns ? { phaseColumns: guide.phaseColumns } : {}),
    phases: guide.phases.map(({ id, title }) => ({ id, title })),
    levels: [guide.phases[0]!.level, guide.phases.at(-1)!.level],
    capstoneTitles: guide.capstones.map((capstone) => capstone.title),
    promptsHeading: guide.promptsHeading,
  }
}
