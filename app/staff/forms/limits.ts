import { SLUG_MAX } from '~/lib/slug'

/**
 * Staff form limits in characters, free of zod: the schemas' `max` and the forms' `maxLength` read the same numbers
 * (components may not import a schema, which would put zod in the browser bundle).
 */
export const POST_LIMITS = {
  title: 160,
  slug: SLUG_MAX,
  summary: 400,
  body: 100_000,
  coverAlt: 300,
  author: 120,
  authorRole: 120,
  seoTitle: 70,
  seoDescription: 200,
} as const

/** An account's email and display name (invitations and the invitation's password form). */
export const ACCOUNT_LIMITS = { email: 254, name: 100 } as const

/** A six-digit code or a recovery code, with room for spaces and dashes. */
export const CODE_STEP_MAX = 40
