import { createElement, type ReactNode } from 'react'
import { plannerCopy, weeklyEffort, weeklyEffortLabel } from '~/content/guides/study-plan'
import type { Guide } from '~/content/schema'
import { buildStudyPlan, parsePlanParams } from '~/lib/study-plan'
import { StudyPlanner } from './study-planner'

/**
 * The study planner of one guide for the address's `?hours=&start=` (the plan, the empty form, or the form with its
 * errors). Only the guide's loader (server) imports this module; the page renders it through its content's
 * `views.planner`.
 */
export function studyPlanner(guide: Guide, search: string, currentPhaseId: number): ReactNode {
  const effort = weeklyEffort[guide.slug]
  const input = parsePlanParams(new URLSearchParams(search))
  const plan = input.status === 'ok' ? buildStudyPlan(guide.phases, effort, input.hours, input.start) : undefined
  return createElement(StudyPlanner, {
    guideSlug: guide.slug,
    phases: guide.phases,
    effort,
    effortLabel: weeklyEffortLabel(effort),
    copy: plannerCopy,
    input,
    plan,
    currentPhaseId,
  })
}
