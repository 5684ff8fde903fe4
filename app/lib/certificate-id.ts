/**
 * Certificate identifiers: `RW-` and 16 characters of Crockford's base32 in four groups (`RW-7K3Q-9XPM-4D2T-H8VA`),
 * 80 random bits from the platform's cryptographic generator. The alphabet leaves out I, L, O and U, so a person
 * reading one aloud or typing it from paper cannot confuse 1/I/L or 0/O; typed input is read leniently (any case,
 * spaces or no dashes, O for 0, I or L for 1).
 */
export const CERTIFICATE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const GROUPS = 4
const GROUP_LENGTH = 4
/** 16 characters × 5 bits. */
export const CERTIFICATE_ID_BITS = GROUPS * GROUP_LENGTH * 5

/** The canonical form: `RW-XXXX-XXXX-XXXX-XXXX`. */
export const CERTIFICATE_ID_PATTERN = /^RW-[0-9A-HJKMNP-TV-Z]{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){3}$/

/** A new identifier from 10 random bytes (80 bits, five bits per character, none wasted); `fill` is for tests. */
export function newCertificateId(
  fill: (bytes: Uint8Array<ArrayBuffer>) => void = (bytes) => crypto.getRandomValues(bytes),
): string {
  const bytes = new Uint8Array(CERTIFICATE_ID_BITS / 8)
  fill(bytes)
  let bits = 0
  let value = 0
  let chars = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      bits -= 5
      chars += CERTIFICATE_ALPHABET[(value >> bits) & 31]
    }
    value &= (1 << bits) - 1
  }
  return formatGroups(chars)
}

function formatGroups(chars: string): string {
  const groups: string[] = []
  for (let i = 0; i < GROUPS; i++) groups.push(chars.slice(i * GROUP_LENGTH, (i + 1) * GROUP_LENGTH))
  return `RW-${groups.join('-')}`
}

/**
 * The canonical identifier a person typed or pasted, or null when it cannot be one: case, spaces and dashes do not
 * matter, O reads as 0 and I or L as 1; the `RW` prefix may be left out. A whole verify link is accepted too.
 */
export function normaliseCertificateId(input: string): string | null {
  let text = input.trim().toUpperCase()
  const fromLink = /\/VERIFY\/([^/?#\s]+)/.exec(text)
  if (fromLink) text = decodeURIComponentSafe(fromLink[1]!)
  text = text.replace(/[\s\-_.]/g, '')
  if (text.startsWith('RW') && text.length === 2 + GROUPS * GROUP_LENGTH) text = text.slice(2)
  if (text.length !== GROUPS * GROUP_LENGTH) return null
  const chars = text.replace(/O/g, '0').replace(/[IL]/g, '1')
  for (const char of chars) if (!CERTIFICATE_ALPHABET.includes(char)) return null
  return formatGroups(chars)
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
