import { z } from 'zod'

/** Field rules shared by every form schema. Browser hints mirror these; the server parse is the gate. */

import { LIMITS } from './limits'

export { HONEYPOT, LIMITS } from './limits'

export function requiredText(label: string, max: number) {
  return z
    .string({ error: `Please enter your ${label}.` })
    .trim()
    .min(1, `Please enter your ${label}.`)
    .max(max, `Your ${label} can be at most ${max} characters.`)
}

export function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, `Your ${label} can be at most ${max} characters.`)
    .optional()
    .transform((value) => value || undefined)
}

export const nameField = requiredText('name', LIMITS.name)

export const emailField = z
  .string({ error: 'Please enter your email address.' })
  .trim()
  .min(1, 'Please enter your email address.')
  .max(LIMITS.email, 'That email address is too long.')
  .pipe(z.email('Please enter a valid email address, like name@example.com.'))

/** Phone numbers: digits with optional +, spaces, dashes, dots and brackets; 7 to 15 digits. */
export const phoneField = z
  .string({ error: 'Please enter your phone number.' })
  .trim()
  .min(1, 'Please enter your phone number.')
  .max(LIMITS.phone, 'That phone number is too long.')
  .refine((value) => /^\+?[\d\s\-().]+$/.test(value), 'Use digits only, with an optional + and spaces.')
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length
    return digits >= 7 && digits <= 15
  }, 'Please enter a phone number of 7 to 15 digits, like +91 98450 12345.')

export const messageField = requiredText('message', LIMITS.message)

export type FieldErrors = Record<string, string>

/** The first message per field of a failed parse, keyed by field name. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form')
    errors[key] ??= issue.message
  }
  return errors
}
