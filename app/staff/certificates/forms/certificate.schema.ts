import { z } from 'zod'
import { CERTIFICATE_FIELDS, MAX_PROJECTS, projectFields } from './certificate-fields'

export { CERTIFICATE_FIELDS, MAX_PROJECTS, projectFields }

/**
 * One certificate as staff enter it, on the issue form or as a CSV row (the same rules for both; the server's parse is
 * the gate). The course is checked against the catalogue separately (certificates.server.ts).
 */
const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${label}.`)
    .max(max, `Keep the ${label} within ${max} characters.`)
    .transform((value) => value.replace(/\s+/g, ' '))

const optional = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `Keep the ${label} within ${max} characters.`)
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
    email: z
      .string()
      .trim()
      .min(1, 'Enter the graduate’s email address.')
      .max(254, 'That email address is too long.')
      .pipe(z.email('Enter a valid email address, like name@example.com.'))
      .transform((email) => email.toLowerCase()),
    course: z.string().trim().min(1, 'Choose the course.').max(120, 'That course name is too long.'),
    completedOn: z.iso.date('Give the completion date, e.g. 2026-11-20.'),
    mentor: text('approving mentor’s name', 120),
    grade: optional('grade', 40),
    searchable: z.boolean(),
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

export type CertificateInput = z.input<typeof CertificateInputSchema>
