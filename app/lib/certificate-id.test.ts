import { describe, expect, it } from 'vitest'
import {
  CERTIFICATE_ALPHABET,
  CERTIFICATE_ID_BITS,
  CERTIFICATE_ID_PATTERN,
  newCertificateId,
  normaliseCertificateId,
} from './certificate-id'

describe('certificate identifiers', () => {
  it('carry at least 80 random bits in an alphabet without look-alike letters', () => {
    expect(CERTIFICATE_ID_BITS).toBeGreaterThanOrEqual(80)
    expect(CERTIFICATE_ALPHABET).toHaveLength(32)
    for (const letter of 'ILOU') expect(CERTIFICATE_ALPHABET).not.toContain(letter)
    const id = newCertificateId()
    expect(id).toMatch(CERTIFICATE_ID_PATTERN)
  })

  it('use every random bit: all zeros and all ones give the first and last identifier', () => {
    expect(newCertificateId((b) => b.fill(0))).toBe('RW-0000-0000-0000-0000')
    expect(newCertificateId((b) => b.fill(255))).toBe('RW-ZZZZ-ZZZZ-ZZZZ-ZZZZ')
    // one bit set at a time moves one character: the bits are not folded together
    const oneBit = newCertificateId((b) => {
      b.fill(0)
      b[9] = 1
    })
    expect(oneBit).toBe('RW-0000-0000-0000-0001')
  })

  it('do not repeat in 20,000 draws, and every character turns up in every position', () => {
    const ids = new Set<string>()
    const seen = Array.from({ length: 16 }, () => new Set<string>())
    for (let i = 0; i < 20_000; i++) {
      const id = newCertificateId()
      ids.add(id)
      id.replace(/^RW-/, '')
        .replace(/-/g, '')
        .split('')
        .forEach((c, at) => seen[at]!.add(c))
    }
    expect(ids.size).toBe(20_000)
    for (const position of seen) expect(position.size).toBe(32)
  })

  it('read what people type: any case, spaces, no dashes, O for 0, I and L for 1, a whole link', () => {
    const id = 'RW-7K3Q-9XPM-4D2T-H8VA'
    for (const typed of [
      id,
      'rw-7k3q-9xpm-4d2t-h8va',
      ' RW 7K3Q 9XPM 4D2T H8VA ',
      '7K3Q9XPM4D2TH8VA',
      'https://realworktech.in/verify/RW-7K3Q-9XPM-4D2T-H8VA',
    ])
      expect(normaliseCertificateId(typed), typed).toBe(id)
    expect(normaliseCertificateId('RW-OOOO-IIII-LLLL-0000')).toBe('RW-0000-1111-1111-0000')
  })

  it('refuse what cannot be an identifier', () => {
    for (const typed of [
      '',
      'RW-7K3Q-9XPM-4D2T',
      'RW-7K3Q-9XPM-4D2T-H8VAX',
      'RW-7K3Q-9XPM-4D2T-H8V!',
      'RW-UUUU-0000-0000-0000',
    ])
      expect(normaliseCertificateId(typed), typed).toBeNull()
  })
})
