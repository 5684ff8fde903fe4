import { formatBytes, MAX_UPLOAD_BYTES, type SniffedType } from '~/lib/file-type'

/** A file a form accepts: checked by its first bytes on the server, hinted by `accept` in the browser. */
export interface UploadRule {
  field: string
  /** Its name in sentences ('Your resume must be a PDF file'). */
  label: string
  /** Its name as a field label and column heading ('Resume'). */
  title: string
  accept: readonly SniffedType[]
  required?: boolean
}

const TYPE_NAMES: Record<SniffedType, { name: string; extensions: string[] }> = {
  'application/pdf': { name: 'PDF', extensions: ['.pdf'] },
  'image/jpeg': { name: 'JPEG', extensions: ['.jpg', '.jpeg'] },
  'image/png': { name: 'PNG', extensions: ['.png'] },
  'image/webp': { name: 'WebP', extensions: ['.webp'] },
}

/**
 * The registration form's files: resume PDF only, ID proof an image or PDF; both optional, each at most
 * MAX_UPLOAD_BYTES. The one statement of these rules: the server's check, the field's `accept` and its hint read it.
 */
export const registrationUploads = [
  { field: 'resume', label: 'resume', title: 'Resume', accept: ['application/pdf'] },
  {
    field: 'idProof',
    label: 'ID proof',
    title: 'ID proof',
    accept: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
  },
] as const satisfies readonly UploadRule[]

/** A job application's or talent-pool entry's résumé: a PDF, required (docs/decisions/017). */
export const jobApplicationUploads = [
  { field: 'resume', label: 'résumé', title: 'Résumé', accept: ['application/pdf'], required: true },
] as const satisfies readonly UploadRule[]

/** The pay page's "I have paid" screenshot (decision 025): an image or PDF, optional. */
export const payReportUploads = [
  {
    field: 'screenshot',
    label: 'screenshot',
    title: 'Screenshot',
    accept: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
  },
] as const satisfies readonly UploadRule[]

/** 'PDF', 'PDF or PNG', 'PDF, JPEG, PNG or WebP'. */
export function acceptedNames(rule: Pick<UploadRule, 'accept'>): string {
  const names = rule.accept.map((type) => TYPE_NAMES[type].name)
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names.join('')
}

/** What a file input shows for one rule. */
export type UploadField = ReturnType<typeof uploadField>

/**
 * What a file input shows the browser and the visitor for one rule. Loaders call it and pass the result to the form:
 * the rules and their wording stay on the server, out of the page's scripts.
 */
export function uploadField(rule: UploadRule) {
  const extensions = rule.accept.flatMap((type) => TYPE_NAMES[type].extensions)
  const limit = formatBytes(MAX_UPLOAD_BYTES).replace('.0 MB', ' MB')
  return {
    name: rule.field,
    label: rule.title,
    accept: [...extensions, ...rule.accept].join(','),
    hint: `${rule.accept.length > 1 ? acceptedNames(rule) : `${acceptedNames(rule)} only`}, up to ${limit}.`,
  }
}
