import { SLUG_MAX } from '~/lib/slug'

/** The highest price a course may have, in rupees: ₹10,00,000 (a yearly salary on a job opening may be more). */
export const MAX_COURSE_PRICE = 1_000_000

/** The shortest password staff may set; shared by the forms (a native hint) and the server (the gate). */
export const MIN_PASSWORD_LENGTH = 12
/** The longest: longer input is refused before hashing, so a huge "password" cannot tie up the server. */
export const MAX_PASSWORD_LENGTH = 200

/** A reply to a lead: the subject is cut to its limit, a longer body is refused (lead-replies.server.ts). */
export const REPLY_LIMITS = { subject: 200, body: 5000 } as const

/** A call's note on the lead's timeline (the reason, when they are not interested). */
export const CALL_NOTE_MAX = 280

/** How many leads one bulk change takes: a page of the inbox. */
export const BULK_MAX = 25

/** A reply template: its name, subject and message (the message as long as a reply). */
export const TEMPLATE_LIMITS = { name: 80, subject: REPLY_LIMITS.subject, body: REPLY_LIMITS.body } as const

/** The reason a certificate is revoked, after its spaces are collapsed (certificate-register.server.ts). */
export const CERTIFICATE_REASON_MAX = 300

/** Each text filter of the inbox's address: the search, assignee and source (inbox-list.server.ts). */
export const INBOX_TEXT_MAX = 200

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
export const ACCOUNT_LIMITS = { email: 254, name: 100, title: 80 } as const

/** The certificate list's search (a name, email, course or ID) and the people page's (an email address). */
export const SEARCH_LIMITS = { certificates: 200, people: 254 } as const

/** A six-digit code or a recovery code, with room for spaces and dashes. */
export const CODE_STEP_MAX = 40

/** The site's announcement (site-content.schema.ts). */
export const ANNOUNCEMENT_LIMITS = { text: 280, linkHref: 500, linkText: 60 } as const

/** A passkey's name, cut to this length (passkeys.server.ts). */
export const PASSKEY_NAME_MAX = 60

/** The authenticator app's first code, with room for a space. */
export const APP_CODE_MAX = 10

/** A testimonial (docs/operations.md#limits): long enough to say something real, short enough for a card. */
export const TESTIMONIAL_LIMITS = { name: 80, role: 120, company: 120, quoteMin: 40, quoteMax: 700, url: 300 } as const

/** A claimed figure and its basis (docs/operations.md#limits): a figure fits a stat tile, its basis a short paragraph. */
export const CLAIM_LIMITS = { figure: 12, label: 80, counts: 400, url: 300 } as const

/** The staff opening form, shared with the hints the page shows. */
export const OPENING_LIMITS = {
  title: 100,
  team: 60,
  location: 60,
  summary: 240,
  description: 10_000,
  /** ₹1 crore: a yearly salary above it is a typing mistake here. */
  maxSalary: 10_000_000,
} as const

/** A mentor or team profile (docs/operations.md#limits): a bio fits a card, years a two-digit number. */
export const PROFILE_LIMITS = {
  name: 80,
  role: 120,
  bioMin: 40,
  bioMax: 500,
  yearsMax: 60,
  url: TESTIMONIAL_LIMITS.url,
} as const

/** A services case study (docs/operations.md#limits): each text a paragraph, the lists a few short lines. */
export const CASE_STUDY_LIMITS = {
  title: 120,
  client: 120,
  sector: 80,
  text: 1500,
  lines: 12,
  line: 160,
  url: TESTIMONIAL_LIMITS.url,
  /** A screenshot's text alternative: enough to say what it shows, short enough to read aloud. */
  altMin: 15,
  alt: 200,
} as const

/** Fees (app/staff/fees): a reason or note, a bank reference (UTR: 12 digits for IMPS/UPI, 16–22 characters for NEFT
 *  and RTGS), the most instalments a plan takes, and the largest amount one entry may carry (₹10,00,000 in paise). */
export const FEE_LIMITS = { reason: 300, utr: 30, instalments: 4, maxPaise: 1_000_000_00 } as const

/** An office holiday (/staff/holidays): its name, as the list and the lead desk show it. */
export const HOLIDAY_LIMITS = {
  name: 80,
} as const

/** A counsellor's rules (app/staff/counselling, issue 54): the bounds of each number staff may set, a day's hours as
 *  typed ("10:00-13:00, 14:00-18:00"), a day's note and the video link. */
export const COUNSELLOR_LIMITS = {
  bufferMinutes: 60,
  noticeHours: 72,
  horizonDays: 60,
  dailyLimit: 24,
  hoursText: 120,
  rangesPerDay: 4,
  note: 120,
  url: 300,
} as const
