import { z } from 'zod'

/** Zod schemas of the study planner's data (./study-plan.ts), for its tests: the data module itself stays free of
 *  zod, because the planner renders in the browser after a client-side navigation too (its own chunk). */
export const WeeklyEffortSchema = z
  .object({ min: z.number().int().min(4).max(30), max: z.number().int().min(4).max(30) })
  .refine((effort) => effort.min <= effort.max, 'min must not exceed max')

export const PlannerCopySchema = z.object({
  heading: z.string().min(1),
  lead: z.string().min(1),
  hoursLabel: z.string().min(1),
  hoursSuffix: z.string().min(1),
  startLabel: z.string().min(1),
  submit: z.string().min(1),
  clear: z.string().min(1),
  /** {effort}: the guide's weekly range; {min}: its lower end; {exampleWeeks} weeks at {exampleHours} hours. */
  rule: z.string().includes('{min}'),
  ruleDetails: z.string().min(1),
  errorTitle: z.string().min(1),
  resultTitle: z.string().min(1),
  /** {hours}, {start}, {finish}, {weeks} */
  resultSummary: z.string().includes('{finish}'),
  tableCaption: z.string().min(1),
  columns: z.object({ phase: z.string(), starts: z.string(), ends: z.string(), days: z.string() }),
  calendar: z.string().min(1),
  calendarHint: z.string().min(1),
})

export type PlannerCopy = z.infer<typeof PlannerCopySchema>
export type WeeklyEffortInput = z.infer<typeof WeeklyEffortSchema>
