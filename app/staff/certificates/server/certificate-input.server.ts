import {
  CertificateInputSchema,
  MAX_PROJECTS,
  projectFields,
  type CertificateInput,
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

/** The earliest completion date a certificate may carry: the studio's first batch. */
export const FIRST_COMPLETION = '2023-01-01'

/**
 * Checks one certificate as entered (a CSV row under the form's names; a column left out is an empty cell): the schema,
 * then `completeCertificate`. Every wrong field is named at once, the course's too.
 */
export function checkCertificate(
  raw: Record<string, string | boolean>,
  courses: readonly CertificateCourse[],
  today: string,
): CheckedCertificate {
  const parsed = CertificateInputSchema.safeParse(raw)
  if (parsed.success) return completeCertificate(parsed.data, courses, today)
  const errors = fieldErrors(parsed.error)
  const course = typeof raw.course === 'string' ? findCertificateCourse(courses, raw.course) : undefined
  if (!errors.course && !course) errors.course = NOT_A_COURSE
  return { ok: false, errors }
}

const NOT_A_COURSE = 'Choose a bootcamp or crash course from the catalogue.'

/**
 * What the schema cannot know of a parsed certificate: a course of the catalogue (by id or title), and a completion
 * date between the studio's first batch and today (India time).
 */
export function completeCertificate(
  input: CertificateInput,
  courses: readonly CertificateCourse[],
  today: string,
): CheckedCertificate {
  const errors: FieldErrors = {}
  const course = findCertificateCourse(courses, input.course)
  if (!course) errors.course = NOT_A_COURSE
  if (input.completedOn > today) errors.completedOn = 'The completion date cannot be in the future.'
  else if (input.completedOn < FIRST_COMPLETION)
    errors.completedOn = 'The completion date is before the studio’s first batch (2023).'
  if (!course || Object.keys(errors).length > 0) return { ok: false, errors }
  const values = input as Record<string, string> & CertificateInput
  const projects: CertificateProject[] = []
  for (let n = 1; n <= MAX_PROJECTS; n++) {
    const f = projectFields(n)
    if (values[f.title]) projects.push({ title: values[f.title]!, url: values[f.url] || null })
  }
  return {
    ok: true,
    value: {
      holderName: input.name,
      email: input.email,
      course,
      completedOn: input.completedOn,
      mentor: input.mentor,
      grade: input.grade || null,
      projects,
      searchable: input.searchable,
    },
  }
}
