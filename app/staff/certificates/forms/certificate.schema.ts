import { z } from 'zod'
import { normaliseCertificateId } from '~/lib/certificate-id'
import { staffCertificatesPage } from '~/staff/certificates/content/staff-certificates'
import { CERTIFICATE_REASON_MAX } from '~/staff/shell/forms/limits'
import { oneLineText, postedFile, postedText, within } from '~/staff/shell/forms/form-text'
import { CERTIFICATE_FIELDS, MAX_PROJECTS, projectFields } from './certificate-fields'

export { CERTIFICATE_FIELDS, MAX_PROJECTS, projectFields }

// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROLS = /[\x00-\x08\x0e-\x1f\x7f-\x9f]/g

/**
 * A certificate's text as posted or read from a CSV cell: control characters other than tabs and line breaks gone
 * (issue 37: a NUL in a CSV row was stored, and would fail the whole batch on PostgreSQL), ends trimmed.
 */
const cell = postedText.transform((text) => text.replace(CONTROLS, '').trim())

/**
 * One certificate as staff enter it, on the issue form or as a CSV row (the same rules for both; the parse is the
 * gate). The course is checked against the catalogue, and the date against today, after it (certificate-input.server.ts).
 */
const text = (label: string, max: number) =>
  cell
    .pipe(z.string().min(1, `Enter the ${label}.`).max(max, `Keep the ${label} within ${max} characters.`))
    .transform((value) => value.replace(/\s+/g, ' '))

const optional = (label: string, max: number) =>
  cell
    .pipe(z.string().max(max, `Keep the ${label} within ${max} characters.`))
    .transform((value) => value.replace(/\s+/g, ' '))

const projectShape = Object.fromEntries(
  Array.from({ length: MAX_PROJECTS }, (_, i) => {
    const f = projectFields(i + 1)
    return [
      [f.title, optional(`title of project ${i + 1}`, 120)],
      [
        f.url,
        optional(`link of project ${i + 1}`, 300).refine(
          (url) => url === '' || /^https:\/\/[^\s/]+\.[^\s]+$/.test(url),
          `Give project ${i + 1}’s link as an https:// address.`,
        ),
      ],
    ]
  }).flat(),
) as Record<string, ReturnType<typeof optional>>

export const CertificateInputSchema = z
  .object({
    name: text('graduate’s full name', 120),
    email: cell
      .pipe(
        z
          .string()
          .min(1, 'Enter the graduate’s email address.')
          .max(254, 'That email address is too long.')
          .pipe(z.email('Enter a valid email address, like name@example.com.')),
      )
      .transform((email) => email.toLowerCase()),
    course: cell.pipe(z.string().min(1, 'Choose the course.').max(120, 'That course name is too long.')),
    completedOn: cell.pipe(z.iso.date('Give the completion date, e.g. 2026-11-20.')),
    mentor: text('approving mentor’s name', 120),
    grade: optional('grade', 40),
    /** The form's tick box posts `yes`; a CSV row brings its yes or no already read. */
    searchable: z.union([z.boolean(), postedText.transform((value) => value === 'yes')]),
    ...projectShape,
  })
  .superRefine((input, ctx) => {
    const values = input as Record<string, unknown>
    for (let n = 1; n <= MAX_PROJECTS; n++) {
      const f = projectFields(n)
      if (values[f.url] && !values[f.title])
        ctx.addIssue({ code: 'custom', path: [f.title], message: `Give project ${n} a title, or clear its link.` })
    }
  })

export type CertificateInput = z.output<typeof CertificateInputSchema>

/** A certificate's identifier as typed or pasted (a verify link too), normalised; refused when it cannot be one. */
const certificateId = postedText.transform((text, ctx) => {
  const id = normaliseCertificateId(text)
  if (id) return id
  ctx.addIssue({ code: 'custom', message: 'No certificate has that identifier.' })
  return z.NEVER
})

/** Revoking (owners only): the certificate and the reason the verify page shows, on one line. */
export const RevokeSchema = z.object({
  id: certificateId,
  reason: oneLineText.pipe(
    z
      .string()
      .min(1, staffCertificatesPage.revoke.noReason)
      .max(CERTIFICATE_REASON_MAX, within(CERTIFICATE_REASON_MAX, 'reason')),
  ),
})

/** Listing a certificate for search engines, or not. */
export const ListingSchema = z.object({ id: certificateId })

/** The CSV batch's file; its bytes (size, UTF-8) are the handler's to read. */
export const BatchSchema = z.object({ csv: postedFile })
