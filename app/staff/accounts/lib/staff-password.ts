/** The shortest password staff may set; shared by the forms (a native hint) and the server (the gate). */
export const MIN_PASSWORD_LENGTH = 12
/** The longest: longer input is refused before hashing, so a huge "password" cannot tie up the server. */
export const MAX_PASSWORD_LENGTH = 200

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
