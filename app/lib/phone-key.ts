// One key per phone number, for finding a person's records however the number was typed: the privacy desk's search
// and a counselling call joining its visitor's lead.

/**
 * A phone number as one key, the same however it was written: without spaces, dashes, dots or brackets, and without
 * India's `+91` (also written `91` before ten digits) or a leading trunk `0`. Any other country code keeps its `+`,
 * so `+44 20 7946 0958` is not the local number `20 7946 0958`.
 */
export function phoneKey(text: string): string {
  const value = text.trim()
  const digits = value.replace(/\D/g, '')
  if (value.startsWith('+')) return digits.startsWith('91') ? digits.slice(2) : `+${digits}`
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2)
  return digits.replace(/^0+/, '')
}
