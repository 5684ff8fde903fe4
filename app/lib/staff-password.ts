/** The shortest password staff may set; shared by the forms (a native hint) and the server (the gate). */
export const MIN_PASSWORD_LENGTH = 12
