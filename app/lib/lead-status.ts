/** The lead pipeline: every submission moves New → Contacted → Enrolled/Won, or is Closed. */
export const LEAD_STATUSES = [
  { status: 'new', label: 'New' },
  { status: 'contacted', label: 'Contacted' },
  { status: 'won', label: 'Enrolled/Won' },
  { status: 'closed', label: 'Closed' },
] as const

export type LeadStatus = (typeof LEAD_STATUSES)[number]['status']

export function isLeadStatus(value: unknown): value is LeadStatus {
  return LEAD_STATUSES.some((s) => s.status === value)
}

export function statusLabel(status: LeadStatus): string {
  return LEAD_STATUSES.find((s) => s.status === status)?.label ?? status
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
