import type { LeadStatus } from '~/server/db/schema.server'

export type { LeadStatus }

/** The lead pipeline: every submission moves New → Contacted → Enrolled/Won, or is Closed; each status's label. */
const LABELS = {
  new: 'New',
  contacted: 'Contacted',
  won: 'Enrolled/Won',
  closed: 'Closed',
} as const satisfies Record<LeadStatus, string>

/** The statuses in the pipeline's order, with their labels. */
export const LEAD_STATUSES = (Object.keys(LABELS) as LeadStatus[]).map((status) => ({ status, label: LABELS[status] }))

export function isLeadStatus(value: unknown): value is LeadStatus {
  return LEAD_STATUSES.some((s) => s.status === value)
}

export function statusLabel(status: LeadStatus): string {
  return LABELS[status] ?? status
}

/** The assignee filter's value for "nobody assigned" (an assignee's name always contains a letter or digit). */
export const UNASSIGNED = '-'

/** Longest assignee name and note staff can store. */
export const ASSIGNEE_MAX = 80
export const NOTE_MAX = 2000

/** A trimmed assignee name, or null for "nobody" (empty, or without any letter or digit). */
export function cleanAssignee(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const name = value.replace(/\s+/g, ' ').trim().slice(0, ASSIGNEE_MAX)
  return /[\p{L}\p{N}]/u.test(name) ? name : null
}
