import { describe, expect, it } from 'vitest'
import { internationalDigits, telHref, whatsAppHref } from './phone-links'

describe('call and WhatsApp links', () => {
  it('write Indian numbers with 91, however they were typed', () => {
    for (const typed of ['98450 12345', '098450 12345', '+91 98450 12345', '+91-98450-12345', '0091 98450 12345'])
      expect(internationalDigits(typed), typed).toBe('919845012345')
    expect(internationalDigits('919845012345')).toBe('919845012345')
  })

  it('keep another country’s code, and refuse what is no number', () => {
    expect(internationalDigits('+44 20 7946 0958')).toBe('442079460958')
    expect(internationalDigits('12345')).toBeNull()
    expect(internationalDigits('+1')).toBeNull()
    expect(internationalDigits('call me')).toBeNull()
    // A landline with its city code (080, Bengaluru) is +91 80 …; a ten-digit number not starting 6 to 9 is no mobile.
    expect(internationalDigits('080 4718 2200')).toBe('918047182200')
    expect(internationalDigits('1234567890')).toBeNull()
  })

  it('build tel: and wa.me links, the message encoded', () => {
    expect(telHref('98450 12345')).toBe('tel:+919845012345')
    expect(telHref('080 4718 2200')).toBe('tel:+918047182200')
    expect(telHref('1234 567 890')).toBe('tel:1234567890')
    expect(telHref('none')).toBeNull()
    expect(whatsAppHref('98450 12345', 'Hello Asha, 50% off & more?')).toBe(
      'https://wa.me/919845012345?text=Hello%20Asha%2C%2050%25%20off%20%26%20more%3F',
    )
    expect(whatsAppHref('12', 'Hi')).toBeNull()
  })
})
