// The funnel's arithmetic (issue 53, docs/decisions/021 "Funnel"): each step's people as a share of the step before,
// never above 100 %, and conversions that say "n/a" rather than divide by zero or pass 100 %.

export const FUNNEL_STEPS = ['visitors', 'leads', 'registrations', 'enrolled', 'paid'] as const
export type FunnelStepId = (typeof FUNNEL_STEPS)[number]

export interface FunnelStep {
  id: FunnelStepId
  people: number
  /** The share of the step before (0 to 1); null for the first step and when the step before counted nobody. */
  share: number | null
  /** More people reached this step than the step before counted (they did not all pass through it in the range). */
  clamped: boolean
}

/** The steps of a funnel from each step's distinct people, in FUNNEL_STEPS order. */
export function funnelSteps(people: Record<FunnelStepId, number>): FunnelStep[] {
  return FUNNEL_STEPS.map((id, i) => {
    const n = people[id]
    if (i === 0) return { id, people: n, share: null, clamped: false }
    const before = people[FUNNEL_STEPS[i - 1]!]
    if (before <= 0) return { id, people: n, share: null, clamped: n > 0 }
    return { id, people: n, share: Math.min(1, n / before), clamped: n > before }
  })
}

/** Leads over visitors of one source, or null ("n/a") when nobody was counted or more leads came than visitors. */
export function conversion(leads: number, visitors: number): number | null {
  if (visitors <= 0 || leads > visitors) return null
  return leads / visitors
}
