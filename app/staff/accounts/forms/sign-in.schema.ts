import { z } from 'zod'
import { staffSignInCopy } from '~/staff/accounts/content/staff-sign-in'
import { typedPassword } from '~/staff/accounts/forms/password.schema'
import { ACCOUNT_LIMITS, CODE_STEP_MAX } from '~/staff/shell/forms/limits'
import { postedText, trimmedText } from '~/staff/shell/forms/form-text'

// The sign-in forms open to everyone (sign in, the second step, a forgotten password), each one schema that is the
// gate. A wrong email or password is the store's answer (it counts the failure); what the schema refuses is what no
// account could match: an email or password past its limit, a passkey answer the browser never made.

const email = trimmedText.pipe(z.string().max(ACCOUNT_LIMITS.email, 'That email address is too long.'))
/** Where to go after signing in; the route keeps it to a staff path (safeNext). */
const next = postedText

export const PasswordSignInSchema = z.object({ email, password: typedPassword, next })

export const PasskeySignInSchema = z.object({
  response: postedText.pipe(z.string().min(1, staffSignInCopy.login.passkeyNeedsScript)),
  next,
})

/** The second step's code: six digits or a recovery code, with room for spaces and dashes. */
export const CodeStepSchema = z.object({
  code: trimmedText.pipe(
    z.string().max(CODE_STEP_MAX, 'That code is too long. Type the six digits the app shows, or a recovery code.'),
  ),
  next,
})

export const PasskeyStepSchema = z.object({
  response: postedText.pipe(z.string().min(1, staffSignInCopy.code.passkeyNeedsScript)),
  next,
})

export const ForgotSchema = z.object({
  email: email.pipe(z.string().min(1, staffSignInCopy.forgot.noEmail)),
})
