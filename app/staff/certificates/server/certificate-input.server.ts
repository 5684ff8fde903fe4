import {
  CERTIFICATE_FIELDS,
  CertificateInputSchema,
  MAX_PROJECTS,
  projectFields,
} from '~/staff/certificates/forms/certificate.schema'
import { fieldErrors, type FieldErrors } from '~/forms/fields'
import { findCertificateCourse, type CertificateCourse } from './certificate-courses.server'
import type { CertificateProject } from '~/server/certificates.server'

/** A checked certificate, ready to issue. */
export interface NewCertificate {
  holderName: string
  email: string
  course: CertificateCourse
  completedOn: string
  mentor: string
  grade: string | null
  projects: CertificateProject[]
  searchable: boolean
}

export type CheckedCertificate = { ok: true; value: NewCertificate } | { ok: false; errors: FieldErrors }

// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROLS = /[\x00-\x08\x0e-\x1f\x7f-\x9f]/g

/** Text without control characters other than tabs and line breaks (C0, DEL and C1). */
function dropControls(text: string): string {
  return text.replace(CONTROLS, '')
}

/** The earliest completion date a certificate may carry: the studio's first batch. */
export const FIRST_COMPLETION = '2023-01-01'

/**
 * Checks one certificate as entered (the form's fields, or a CSV row under the same names): the schema, a course of
 * the catalogue (by id or title), and a completion date between the studio's first batch and today (India time).
 */
export function checkCertificate(
  raw: Record<string, string | boolean>,
  courses: readonly CertificateCourse[],
  today: string,
): CheckedCertificate {
  // A field left out (a CSV without project columns) is an empty one. Control characters go (issue 37: a NUL in a CSV
  // row was stored, and would fail the whole batch on PostgreSQL); tabs and line breaks stay for the schema to turn
  // into spaces.
  const input = Object.fromEntries(
    CERTIFICATE_FIELDS.map((f) => {
      const value = raw[f] ?? (f === 'searchable' ? false : '')
      return [f, typeof value === 'string' ? dropControls(value) : value]
    }),
  )
  const parsed = CertificateInputSchema.safeParse(input)
  const errors: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error)
  const course = typeof input.course === 'string' ? findCertificateCourse(courses, input.course) : undefined
  if (!errors.course && !course) errors.course = 'Choose a bootcamp or crash course from the catalogue.'
  if (parsed.success && !errors.completedOn) {
    if (parsed.data.completedOn > today) errors.completedOn = 'The completion date cannot be in the future.'
    else if (parsed.data.completedOn < FIRST_COMPLETION)
      errors.completedOn = 'The completion date is before the studio’s first batch (2023).'
  }
  if (!parsed.success || !course || Object.keys(errors).length > 0) return { ok: false, errors }
  const values = parsed.data as Record<string, string> & typeof parsed.data
  const projects: CertificateProject[] = []
  for (let n = 1; n <= MAX_PROJECTS; n++) {
    const f = projectFields(n)
    if (values[f.title]) projects.push({ title: values[f.title]!, url: values[f.url] || null })
  }
  return {
    ok: true,
    value: {
      holderName: parsed.data.name,
      email: parsed.data.email,
      course,
      completedOn: parsed.data.completedOn,
      mentor: parsed.data.mentor,
      grade: parsed.data.grade || null,
      projects,
      searchable: parsed.data.searchable,
    },
  }
}
