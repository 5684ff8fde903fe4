/** The shortest password staff may set; shared by the forms (a native hint) and the server (the gate). */
export const MIN_PASSWORD_LENGTH = 12
/** The longest: longer input is refused before hashing, so a huge "password" cannot tie up the server. */
export const MAX_PASSWORD_LENGTH = 200
