/** A one-time sign-in link mailed to a student (migration 025); the token itself is never stored. */
export interface StudentSignInLinkTable {
  /** SHA-256 of the link's token, hex. */
  token_hash: string
  /** Trimmed and lower-cased. */
  email: string
  created_at: string
  expires_at: string
  /** When the link was redeemed; a link is good once. */
  used_at: string | null
}

/** A signed-in student (migration 025), apart from staff sessions. */
export interface StudentSessionTable {
  /** SHA-256 of the cookie's token, hex. */
  id_hash: string
  email: string
  created_at: string
  expires_at: string
}
