import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '~/staff/shell/forms/limits'

/** The refusal when a new password's second copy differs. */
export const PASSWORDS_DIFFER = 'The two passwords are not the same.'

/** Why a new password is refused, or null when it is fine. */
export function passwordProblem(password: string, confirm?: string): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH)
    return `Use at least ${MIN_PASSWORD_LENGTH} characters. A few unrelated words make a long password easy to remember.`
  if (password.length > MAX_PASSWORD_LENGTH) return `Use at most ${MAX_PASSWORD_LENGTH} characters.`
  if (confirm !== undefined && confirm !== password) return PASSWORDS_DIFFER
  return null
}
