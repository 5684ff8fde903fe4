import { z } from 'zod'
import { phoneKey } from '~/lib/phone-key'
import { SEARCH_LIMITS } from '~/staff/shell/forms/limits'
import { postedText, trimmedText } from '~/staff/shell/forms/form-text'

// The people page's forms (owners only): the person asked about, and the erasure's confirmation. Each is one schema
// that is the gate, so the export and the erasure receive a parsed query and look nothing up on a bad one.

const NEITHER = 'Enter an email address, or a whole phone number of 7 to 15 digits.'

/**
 * How an owner finds a person: their email (whole, any case), or their phone as a whole number (`phoneKey`), never a
 * part of one.
 */
export type PersonQuery = { by: 'email'; email: string } | { by: 'phone'; phone: string }

export { phoneKey }

/** An email or a whole phone number as typed (trimmed and within its limit), or why it is neither. */
export function parsePersonQuery(text: string): PersonQuery | { error: string } {
  const value = text.trim()
  if (value.length > SEARCH_LIMITS.people) return { error: NEITHER }
  if (value.includes('@')) {
    return /^[^\s@]+@[^\s@]+$/.test(value)
      ? { by: 'email', email: value.toLowerCase() }
      : { error: 'That is not an email address.' }
  }
  const digits = value.replace(/\D/g, '')
  if (!/^\+?[\d\s\-().]+$/.test(value) || digits.length < 7 || digits.length > 15) return { error: NEITHER }
  return { by: 'phone', phone: phoneKey(value) }
}

/** The person asked about, parsed: a PersonQuery, or refused with the page's message. */
const personQuery = postedText.transform((text, ctx) => {
  const query = parsePersonQuery(text)
  if (!('error' in query)) return query
  ctx.addIssue({ code: 'custom', message: query.error })
  return z.NEVER
})

/** The export's form: the person. */
export const ExportSchema = z.object({ q: personQuery })

/** The erasure's form: the person, the emails the owner typed, and the page's fingerprint of what it listed. */
export const EraseSchema = z.object({ q: personQuery, confirm: postedText, fingerprint: trimmedText })
