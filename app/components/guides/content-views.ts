import type { ComponentType, ReactNode } from 'react'
import type { Guide, Phase } from '~/content/schema'
import type { LevelScale } from '~/lib/level-colour'
import { GuideSections } from './guide-sections'
import { PhaseCardContent } from './phase-card-content'
import { studyPlanner } from './planner'

/** What renders a guide's content: a phase's card content, the sections below the roadmap and the study planner. */
export interface GuideViews {
  PhaseCardContent: ComponentType<{ phase: Phase; scale: LevelScale }>
  GuideSections: ComponentType<{ content: Guide }>
  planner: (guide: Guide, search: string, currentPhaseId: number) => ReactNode
}

/**
 * A guide's full content with the views that render it: what the guide page needs beyond its outline. The route's
 * loader gives it to the page on the server and its clientLoader in the browser (routes/guide.tsx); the browser's first
 * hydration has none and keeps the server's HTML of what it renders (`ServerHtml`).
 */
export interface GuideContent {
  guide: Guide
  views: GuideViews
}

/**
 * The first hydration keeps the views' server HTML, so they are needed in the browser only once the content is (after
 * the route's clientLoader ran); behind its `import()` (./guide-content.ts) their code is not in a guide's first-load
 * JavaScript (issue 10, decision 004).
 */
export const guideViews: GuideViews = { PhaseCardContent, GuideSections, planner: studyPlanner }
