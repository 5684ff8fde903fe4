import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { StudyPlanner } from '~/components/guides/study-planner'
import { plannerCopy, weeklyEffort, weeklyEffortLabel } from '~/content/guides/study-plan'
import type { Guide } from '~/content/schema'
import { buildStudyPlan, parsePlanParams } from '~/lib/study-plan'

/**
 * The study planner of one guide as HTML, for the guide's loader: the plan for `?hours=&start=` (or the empty form,
 * or the form with its errors). Rendered here so the planner and its date logic add nothing to the guide's JS.
 */
export function renderStudyPlanner(guide: Guide, params: URLSearchParams, currentPhaseId: number): string {
  const effort = weeklyEffort[guide.slug]
  const input = parsePlanParams(params)
  const plan = input.status === 'ok' ? buildStudyPlan(guide.phases, effort, input.hours, input.start) : undefined
  return renderToStaticMarkup(
    createElement(StudyPlanner, {
      guideSlug: guide.slug,
      phases: guide.phases,
      effort,
      effortLabel: weeklyEffortLabel(effort),
      copy: plannerCopy,
      input,
      plan,
      currentPhaseId,
    }),
  )
}
