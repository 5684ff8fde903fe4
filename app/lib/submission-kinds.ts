import type { SubmissionKind } from '~/server/db/schema.server'

/** The stored submission kinds in the order the staff inbox shows them, with their human names. */
export const SUBMISSION_KINDS: readonly { kind: SubmissionKind; label: string; plural: string }[] = [
  { kind: 'enquiry', label: 'enquiry', plural: 'Enquiries' },
  { kind: 'studio-contact', label: 'studio contact', plural: 'Studio contacts' },
  { kind: 'services-contact', label: 'services contact', plural: 'Services contacts' },
  { kind: 'registration', label: 'registration', plural: 'Registrations' },
]

export function isSubmissionKind(value: unknown): value is SubmissionKind {
  return SUBMISSION_KINDS.some((k) => k.kind === value)
}

/** 'studio-contact' → 'studio contact'. */
export function kindLabel(kind: SubmissionKind): string {
  return SUBMISSION_KINDS.find((k) => k.kind === kind)?.label ?? kind
}

// Field names of every public form (SPEC §4), with the label staff see; unknown names fall back to a readable form.
const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  fullName: 'Full name',
  _replyto: 'Email',
  email: 'Email',
  phone: 'Phone',
  college: 'College or organisation',
  course: 'Course',
  message: 'Message',
  location: 'Location',
  qualification: 'Qualification',
  branch: 'Branch',
  yearOfPassing: 'Year of passing',
  projects: 'Projects',
  track: 'Track',
  whyJoin: 'Why join',
  service: 'Service',
  resume: 'Resume',
  idProof: 'ID proof',
}

/** 'yearOfPassing' → 'Year of passing'; 'preferred_batch' → 'Preferred batch'. */
export function fieldLabel(key: string): string {
  const known = FIELD_LABELS[key]
  if (known) return known
  const words = key
    .replace(/^_+/, '')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
  return words ? words[0]!.toUpperCase() + words.slice(1) : key
}

const istFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
})

/** An ISO instant as Bengaluru time: '4 Mar 2025, 3:35 pm IST'. */
export function formatIst(iso: string): string {
  return `${istFormat.format(new Date(iso))} IST`
}
