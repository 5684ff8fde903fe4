import { z } from 'zod'
import { MAX_PASSWORD_LENGTH } from '~/staff/shell/forms/limits'
import { PASSWORDS_DIFFER, passwordProblem } from '~/staff/accounts/lib/staff-password'
import { ACCOUNT_LIMITS } from '~/staff/shell/forms/limits'
import { oneLineText, postedText } from '~/staff/shell/forms/form-text'

// The password forms (the invitation, a reset link, the security page), each one schema that is the gate: a new
// password meets the rule of lib/staff-password.ts and matches its copy, so the stores hash what they receive.

const TOO_LONG = `Use at most ${MAX_PASSWORD_LENGTH} characters.`

/** A new password: refused with the rule's message (too short, too long). */
const newPassword = postedText.superRefine((password, ctx) => {
  const problem = passwordProblem(password)
  if (problem) ctx.addIssue({ code: 'custom', message: problem })
})

/** A password typed to prove who one is: never longer than any password can be, so a huge one is not hashed. */
export const typedPassword = postedText.pipe(z.string().max(MAX_PASSWORD_LENGTH, TOO_LONG))

/** The second copy must match; the message sits on the password, where the page shows it. */
const sameTwice = { path: ['password'], message: PASSWORDS_DIFFER }

/** A reset link's form: the new password twice. */
export const NewPasswordSchema = z
  .object({ password: newPassword, confirm: postedText })
  .refine((v) => v.password === v.confirm, sameTwice)

/** An invitation's form: the person's name on one line, and the new password twice. */
export const NameAndPasswordSchema = z
  .object({
    name: oneLineText.pipe(
      z
        .string()
        .min(1, 'Enter your name.')
        .max(ACCOUNT_LIMITS.name, `Keep the name within ${ACCOUNT_LIMITS.name} characters.`),
    ),
    password: newPassword,
    confirm: postedText,
  })
  .refine((v) => v.password === v.confirm, sameTwice)
export type NameAndPassword = z.output<typeof NameAndPasswordSchema>

/** The security page's change: the new password twice (checked first, as the page shows), then the current one. */
export const ChangePasswordSchema = z
  .object({ password: newPassword, confirm: postedText, current: typedPassword })
  .refine((v) => v.password === v.confirm, sameTwice)

/** Turning the authenticator app off asks for the current password. */
export const CurrentPasswordSchema = z.object({ current: typedPassword })
