import { z } from 'zod'
import { emailField, LIMITS, nameField, optionalText, phoneField } from './fields'

/** Bounds of the application's own fields, shared with the browser's hints. */
export const APPLICATION_LIMITS = { linkedin: 300, note: 1500, interest: LIMITS.short } as const

/** An opening's slug as the site writes it; anything else is no opening. */
const OPENING_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

const linkedin = z
  .string()
  .trim()
  .max(APPLICATION_LIMITS.linkedin, `Your LinkedIn address can be at most ${APPLICATION_LIMITS.linkedin} characters.`)
  .optional()
  .transform((value) => value || undefined)
  .refine((value) => {
    if (value === undefined) return true
    try {
      const url = new URL(value)
      return url.protocol === 'https:' && /(^|\.)linkedin\.com$/i.test(url.hostname) && !url.username
    } catch {
      return false
    }
  }, 'Enter your LinkedIn profile as an https address, like https://www.linkedin.com/in/your-name, or leave it empty.')

/**
 * A job application, or a talent-pool entry when `opening` is empty (docs/decisions/017): name, email, phone, an
 * optional LinkedIn profile (https, linkedin.com), a short optional note, and the résumé (a PDF, checked by its bytes:
 * `jobApplicationUploads`). With an opening, the server checks it is open and stores its title as `role` (a posted
 * `role` is replaced); without one it is a talent-pool entry, and `interest` says what kind of work the person wants
 * (optional, like the note: the résumé says the rest).
 */
export const JobApplicationSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  linkedin,
  note: optionalText('note', APPLICATION_LIMITS.note),
  opening: z
    .string()
    .trim()
    .max(80)
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || OPENING_SLUG.test(value), 'This opening does not exist.'),
  role: z
    .string()
    .max(LIMITS.short)
    .optional()
    .transform(() => undefined as string | undefined),
  interest: optionalText('area of interest', APPLICATION_LIMITS.interest),
})
export type JobApplication = z.infer<typeof JobApplicationSchema>
