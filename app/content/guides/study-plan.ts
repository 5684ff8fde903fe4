import type { GuideSlug } from './index'
import type { PlannerCopy, WeeklyEffortInput } from './study-plan.schema'

export type { PlannerCopy }

/**
 * Weekly effort each guide's phase durations assume, and the copy of the study planner on every guide (issue 13 §2).
 * Guides whose header states a weekly effort use that figure (a test keeps them equal); for the others the figure
 * was set from their phase durations and stated length: cloud 17 weeks of phases in 4 months at 10–12 h, data
 * analytics 17 weeks at 8–10 h (spreadsheets and dashboards, lighter labs), data engineering 22 weeks and DevOps
 * 20 weeks at 12–15 h (clusters and pipelines to run), generative AI 16 weeks at 10–12 h.
 */
export const weeklyEffort = {
  frontend: { min: 12, max: 15 },
  backend: { min: 12, max: 15 },
  fullstack: { min: 12, max: 15 },
  mern: { min: 15, max: 15 },
  aiml: { min: 10, max: 12 },
  genai: { min: 10, max: 12 },
  ds: { min: 10, max: 12 },
  dataanalytics: { min: 8, max: 10 },
  dataengineer: { min: 12, max: 15 },
  android: { min: 12, max: 15 },
  cloud: { min: 10, max: 12 },
  devops: { min: 12, max: 15 },
} satisfies Record<GuideSlug, WeeklyEffortInput>

/** '12–15 hours a week', or '15 hours a week' for a single figure. */
export function weeklyEffortLabel(effort: { min: number; max: number }): string {
  return effort.min === effort.max ? `${effort.min} hours a week` : `${effort.min}–${effort.max} hours a week`
}

/** Checked by PlannerCopySchema (./study-plan.schema.ts) in study-plan.test.ts. */
export const plannerCopy = {
  heading: 'Plan your study dates',
  lead: 'Tell us how many hours a week you can give this roadmap and when you will begin: every phase gets a start and end date you can add to your calendar.',
  hoursLabel: 'I can study',
  hoursSuffix: 'hours a week',
  startLabel: 'starting',
  submit: 'Show my plan',
  clear: 'Clear plan',
  rule: "This guide's phase lengths assume {effort}, so a 1-week phase is {min} hours of study. At your pace a phase takes its length × {min} ÷ your weekly hours, rounded up to whole days: a 1-week phase takes {exampleWeeks} weeks at {exampleHours} hours a week.",
  ruleDetails:
    'A range such as "3-4 days" counts at its upper end and "4+ weeks" at 4 weeks, so leave room for the capstone phase. Each phase starts the day after the previous one ends.',
  errorTitle: 'Your plan could not be made',
  resultTitle: 'Your plan',
  resultSummary: 'At {hours} hours a week from {start}, you finish on {finish} (about {weeks} weeks).',
  tableCaption: 'Start and end date of each phase',
  columns: { phase: 'Phase', starts: 'Starts', ends: 'Ends', days: 'Days' },
  calendar: 'Add to calendar (.ics)',
  calendarHint: 'One all-day event per phase. Importing a changed plan again updates the same events.',
} satisfies PlannerCopy
