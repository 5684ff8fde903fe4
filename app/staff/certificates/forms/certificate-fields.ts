/** The certificate form's field names, without zod, for browser code (certificate.schema.ts holds the rules). */

/** A certificate lists at most three projects. */
export const MAX_PROJECTS = 3

/** The fields of one project: `project1Title`, `project1Url`, … */
export const projectFields = (n: number) => ({ title: `project${n}Title`, url: `project${n}Url` }) as const

/** The issue form's fields and the CSV's columns (the CSV writes them in snake case, see certificate-csv.server.ts). */
export const CERTIFICATE_FIELDS = [
  'name',
  'email',
  'course',
  'completedOn',
  'mentor',
  'grade',
  ...Array.from({ length: MAX_PROJECTS }, (_, i) => Object.values(projectFields(i + 1))).flat(),
  'searchable',
] as const
