import { describe, expect, it } from 'vitest'
import { buildStudyPlan, phaseDays } from '~/lib/study-plan'
import { guideSlugs, loadGuide } from './index'
import { plannerCopy, weeklyEffort, weeklyEffortLabel } from './study-plan'
import { PlannerCopySchema, WeeklyEffortSchema } from './study-plan.schema'

const guides = await Promise.all(guideSlugs.map(async (slug) => (await loadGuide(slug))!))

describe('planner copy and weekly effort', () => {
  it('copy parses with its schema', () => {
    expect(PlannerCopySchema.safeParse(plannerCopy).success).toBe(true)
  })
  it.each(guides.map((g) => [g.slug, g] as const))(
    '%s: a weekly effort, equal to the header fact when stated',
    (slug, guide) => {
      const effort = weeklyEffort[slug]
      expect(WeeklyEffortSchema.safeParse(effort).success).toBe(true)
      const fact = guide.facts.find((f) => f.label === 'Weekly effort')
      if (fact) expect(fact.value.replace('-', '–')).toBe(weeklyEffortLabel(effort).replace(' a week', ''))
    },
  )
  it.each(guides.map((g) => [g.slug, g] as const))('%s: every phase duration is readable', (_, guide) => {
    for (const phase of guide.phases) expect(phaseDays(phase.duration)).toBeGreaterThan(0)
  })
  it.each(guides.map((g) => [g.slug, g] as const))(
    '%s: at the guide pace the phases fit the stated duration (±1 month)',
    (slug, guide) => {
      const months = guide.facts
        .find((f) => f.label === 'Self-paced duration')!
        .value.match(/\d+/g)!
        .map(Number)
      const plan = buildStudyPlan(guide.phases, weeklyEffort[slug], weeklyEffort[slug].min, '2027-01-04')
      const planMonths = plan.totalDays / 30.4
      expect(planMonths).toBeGreaterThanOrEqual(Math.min(...months) - 1)
      expect(planMonths).toBeLessThanOrEqual(Math.max(...months) + 1)
    },
  )
  it('every guide says what you need before you start', () => {
    for (const guide of guides) expect(guide.requirementsNote, guide.slug).toBeTruthy()
  })
})
