import { z } from 'zod'

/**
 * One text field of a staff form as the action reads it: '' when missing or a file; NUL characters dropped, trimmed
 * and cut to `max` characters when asked. Checks with their own messages go after it with `.pipe(...)` or in the
 * intent's handler.
 */
export function formText({
  trim = false,
  max,
  dropNul = false,
}: { trim?: boolean; max?: number; dropNul?: boolean } = {}) {
  return z.unknown().transform((value) => {
    const raw = typeof value === 'string' ? value : ''
    const text = dropNul ? raw.replaceAll('\0', '') : raw
    const trimmed = trim ? text.trim() : text
    return max === undefined ? trimmed : trimmed.slice(0, max)
  })
}

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
