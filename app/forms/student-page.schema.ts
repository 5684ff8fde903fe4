import { z } from 'zod'
import { studentPageCopy } from '~/content/student-page'
import { emailField, LIMITS } from './fields'

// The student page's two forms (decision 026): the ask for a sign-in link, and a data-rights request from a signed-in
// student. The schemas are the gate; the email a request is made for comes from the session, never from the form.

const copy = studentPageCopy

export const SignInAskSchema = z.object({ email: emailField.transform((email) => email.toLowerCase()) })

export const DataRightSchema = z
  .object({
    right: z.enum(['copy', 'correct', 'erase'], { error: copy.rights.errors.right }),
    details: z
      .string()
      .optional()
      .transform((text) => (text ?? '').replaceAll('\0', '').trim())
      .pipe(z.string().max(LIMITS.message, `Keep it to ${LIMITS.message} characters.`)),
  })
  .refine((request) => request.right !== 'correct' || request.details.length > 0, {
    path: ['details'],
    error: copy.rights.errors.details,
  })

export type DataRightRequest = z.infer<typeof DataRightSchema>

/** Field names each form posts: what the body reader accepts. */
export const SIGN_IN_ASK_FIELDS = ['intent', 'email'] as const
export const DATA_RIGHT_FIELDS = ['intent', 'right', 'details'] as const
