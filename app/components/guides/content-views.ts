import type { GuideViews } from '~/content/guides/loaded'
import { GuideSections } from './guide-sections'
import { PhaseCardContent } from './phase-card-content'
import { studyPlanner } from './planner'

/**
 * What renders the guide's content: a phase's card content, the sections below the roadmap and the study planner. The
 * first hydration keeps their server HTML (`ServerHtml`), so they are needed in the browser only once the content is
 * (after the route's clientLoader ran); behind its `import()` (./guide-content.ts) their code is not in a guide's
 * first-load JavaScript (issue 10, decision 004).
 */
export const guideViews: GuideViews = { PhaseCardContent, GuideSections, planner: studyPlanner }
