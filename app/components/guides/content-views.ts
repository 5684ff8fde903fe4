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
 * loader gives it to the page on the server (routes/guide.tsx); a guide is read without React (decision 031).
 */
export interface GuideContent {
  guide: Guide
  views: GuideViews
}

/** Imported by the route's loader behind `import()` (./guide-content.ts), so no browser chunk carries them. */
export const guideViews: GuideViews = { PhaseCardContent, GuideSections, planner: studyPlanner }
