/**
 * A stored submission's reference as the visitor and staff read it: 'RW-' and the first eight hex digits of its id,
 * upper case ('RW-3F9A12BC'). Short enough to say on a call; the lead's page shows it beside the full id.
 */
export function submissionReference(id: string): string {
  return `RW-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`
}

export const SUBMISSION_REFERENCE = /^RW-[0-9A-F]{8}$/
