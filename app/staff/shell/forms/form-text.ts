import { z } from 'zod'

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
