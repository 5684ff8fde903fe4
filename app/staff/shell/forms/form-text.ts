import { z } from 'zod'
import { formatRupees } from '~/lib/format'
import { ungroupRupees } from '~/lib/money'
import { MAX_COURSE_PRICE } from '~/staff/shell/forms/limits'

/**
 * A text field as a form posts it, checked: a string (a field the form did not send reads as ''; a file or anything
 * else is refused), NUL characters dropped. A schema chains its own checks and messages after it; what passes is the
 * value the store writes.
 */
export const postedText = z
  .preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z.string({ error: 'Send this field as text.' }),
  )
  .transform((text) => text.replaceAll('\0', ''))

/** Spaces at the ends gone. */
export const trimmedText = postedText.transform((text) => text.trim())

/** One line: every run of white space one space. */
export const oneLineText = postedText.transform((text) => text.replace(/\s+/g, ' ').trim())

/** Line breaks as \n, spaces at the ends gone. */
export const paragraphText = postedText.transform((text) => text.replace(/\r\n?/g, '\n').trim())

/**
 * A day staff typed as 'YYYY-MM-DD' that the calendar has: zod's ISO date refuses 2027-02-30 and 2027-02-29, which
 * Date.parse would roll into March.
 */
export const postedDay = (message: string) => trimmedText.pipe(z.iso.date(message))

/** A day, or nothing: an empty field is null. */
export const optionalPostedDay = (message: string) =>
  trimmedText.pipe(z.iso.date(message).or(z.literal(''))).transform((day) => day || null)

/** An id the page put in a hidden field (an account's, a session's, a passkey's): trimmed and not empty. */
export const postedId = trimmedText.pipe(z.string().min(1, 'Choose one from the list.'))

/** A tick box: true only when it was ticked with the given value. */
export const ticked = (value: string) => postedText.transform((text) => text === value)

/** The message for a field past its limit, the number as India writes it. */
export const within = (max: number, what: string) =>
  `Keep the ${what} within ${max.toLocaleString('en-IN')} characters.`

/**
 * A file field as a form posts it: a File with something in it, or undefined (a browser sends an empty, nameless file
 * when none is chosen). Text in its place is refused. Its bytes are the handler's to check: reading them is async.
 */
export const postedFile = z
  .instanceof(File, { error: 'Send this field as a file.' })
  .optional()
  .transform((file) => (file && file.size > 0 ? file : undefined))

/** The schema of a button that sends nothing but its intent (sign out, remove the announcement). */
export const NoFieldsSchema = z.object({})

/**
 * A refused form's fields as posted, for the page to show them again: text as sent (NUL dropped), a file or a field
 * the form did not send as ''.
 */
export function postedValues<K extends string>(raw: Record<string, unknown>, fields: readonly K[]): Record<K, string> {
  return Object.fromEntries(
    fields.map((name) => [name, typeof raw[name] === 'string' ? raw[name].replaceAll('\0', '') : '']),
  ) as Record<K, string>
}

/** The message a refused form shows above it: the first field's (a refused parse has at least one). */
export function firstMessage(errors: Readonly<Record<string, string>>): string {
  return Object.values(errors)[0] ?? 'Please check the form.'
}

/**
 * '7000', '7,000', '₹1,20,000' or '120,000' → 7000 or 120000; paise, stray commas, signs and words are refused with a
 * message saying why. Bounded by `max` (₹10,00,000 for a course; a yearly salary is allowed more).
 */
export const rupees = (what: string, max: number = MAX_COURSE_PRICE) =>
  trimmedText
    .transform((value) => {
      // Commas only where Indian or international grouping puts them (see ungroupRupees); a stray one stays, refused.
      const [whole = '', paise] = value.replace(/^₹\s*/, '').split(/(?=\.)/, 2)
      return `${ungroupRupees(whole) ?? whole}${paise ?? ''}`
    })
    .superRefine((value, ctx) => {
      if (value === '') ctx.addIssue({ code: 'custom', message: `Give the ${what} in rupees, e.g. 7000.` })
      else if (/^[\d,]+(\.\d*)?$/.test(value) && value.includes(','))
        ctx.addIssue({ code: 'custom', message: `Put commas in the ${what} only between digit groups, e.g. 1,20,000.` })
      else if (/^\d+\.\d*$/.test(value))
        ctx.addIssue({ code: 'custom', message: `Give the ${what} in whole rupees, without paise.` })
      else if (!/^\d+$/.test(value))
        ctx.addIssue({ code: 'custom', message: `Give the ${what} as a number of rupees, e.g. 7000.` })
      else if (Number(value) < 1) ctx.addIssue({ code: 'custom', message: `The ${what} must be at least ₹1.` })
      else if (Number(value) > max)
        ctx.addIssue({ code: 'custom', message: `The ${what} must be at most ${formatRupees(max)}.` })
    })
    .transform(Number)
