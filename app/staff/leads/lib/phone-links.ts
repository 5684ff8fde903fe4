// Links that start a call or a WhatsApp chat with a lead, from the number as they typed it.

/**
 * The number in international form without the plus, as wa.me wants it: Indian numbers typed the usual ways
 * ('98450 12345', '098450 12345', '+91 98450 12345', '0091…') become '919845012345'; a number typed with another
 * country's code keeps it. Null when it cannot be a phone number.
 */
export function internationalDigits(phone: string): string | null {
  const typed = phone.trim()
  let digits = typed.replace(/\D/g, '')
  if (typed.startsWith('+')) return digits.length >= 8 && digits.length <= 15 ? digits : null
  if (digits.startsWith('00')) digits = digits.slice(2)
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1)
  if (digits.length === 10 && /^[6-9]/.test(digits)) return `91${digits}`
  if (digits.length === 12 && digits.startsWith('91')) return digits
  return digits.length >= 8 && digits.length <= 15 && typed.replace(/\D/g, '').startsWith('00') ? digits : null
}

/** A `tel:` link for the number: in international form when it is recognised, else as typed (digits and plus). */
export function telHref(phone: string): string | null {
  const digits = internationalDigits(phone)
  if (digits) return `tel:+${digits}`
  const typed = phone.replace(/[^\d+]/g, '')
  return typed ? `tel:${typed}` : null
}

/** A wa.me link that opens a chat with the number, the message typed in; null when the number is not usable. */
export function whatsAppHref(phone: string, message: string): string | null {
  const digits = internationalDigits(phone)
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(message)}` : null
}
