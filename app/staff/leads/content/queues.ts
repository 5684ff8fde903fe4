import type { FormKind } from '~/forms/registry'

/**
 * The inbox's work queues, each a set of forms worked by the same people: admissions (the main site's enquiry, the
 * studio's contact form and registrations), software services, and hiring (job applications). "All forms" stays
 * beside them for searching everything.
 */
export const LEAD_QUEUES = [
  { id: 'admissions', label: 'Admissions', kinds: ['enquiry', 'studio-contact', 'registration'] },
  { id: 'services', label: 'Services', kinds: ['services-contact'] },
  { id: 'hiring', label: 'Hiring', kinds: ['job-application'] },
] as const satisfies readonly { id: string; label: string; kinds: readonly FormKind[] }[]

export type LeadQueueId = (typeof LEAD_QUEUES)[number]['id']

export function leadQueue(id: string): (typeof LEAD_QUEUES)[number] | undefined {
  return LEAD_QUEUES.find((q) => q.id === id)
}

/** The queue a lead of this form is worked in (a services enquiry: 'services'); undefined for a form of none. */
export function queueOfKind(kind: string): (typeof LEAD_QUEUES)[number] | undefined {
  return LEAD_QUEUES.find((q) => (q.kinds as readonly string[]).includes(kind))
}
