import { describe, expect, it } from 'vitest'
import { EnquirySchema } from './enquiry.schema'
import { fieldErrors } from './fields'

const valid = {
  name: 'Asha Rao',
  _replyto: 'asha.rao@example.in',
  phone: '+91 98450 12345',
  college: 'RV College of Engineering',
  message: 'I would like to know when the next Data Science batch starts.',
}

describe('EnquirySchema', () => {
  it('accepts a complete enquiry and trims it', () => {
    const parsed = EnquirySchema.parse({ ...valid, name: '  Asha Rao  ' })
    expect(parsed.name).toBe('Asha Rao')
  })

  it.each(['name', '_replyto', 'phone', 'college', 'message'] as const)('requires %s', (field) => {
    const result = EnquirySchema.safeParse({ ...valid, [field]: '   ' })
    expect(result.success).toBe(false)
    expect(Object.keys(fieldErrors(result.error!))).toEqual([field])
  })

  it.each(['asha', 'asha@', '@example.com', 'asha@example', 'a b@example.com'])('rejects the email %s', (email) => {
    const result = EnquirySchema.safeParse({ ...valid, _replyto: email })
    expect(fieldErrors(result.error!)._replyto).toMatch(/valid email/)
  })

  it.each(['12345', 'call me', '+91 98450 12345 ext 9', '1'.repeat(16)])('rejects the phone %s', (phone) => {
    expect(EnquirySchema.safeParse({ ...valid, phone }).success).toBe(false)
  })

  it.each(['9845012345', '+91-98450-12345', '(080) 4718 2200', '+44 20 7946 0958'])('accepts the phone %s', (phone) => {
    expect(EnquirySchema.safeParse({ ...valid, phone }).success).toBe(true)
  })

  it('bounds lengths: names to 120 and messages to 5,000 characters', () => {
    expect(EnquirySchema.safeParse({ ...valid, name: 'a'.repeat(120) }).success).toBe(true)
    expect(fieldErrors(EnquirySchema.safeParse({ ...valid, name: 'a'.repeat(121) }).error!).name).toMatch(/at most 120/)
    expect(EnquirySchema.safeParse({ ...valid, message: 'm'.repeat(5000) }).success).toBe(true)
    expect(fieldErrors(EnquirySchema.safeParse({ ...valid, message: 'm'.repeat(5001) }).error!).message).toMatch(/5000/)
  })

  it('keeps markup as plain text (rendering escapes it)', () => {
    const parsed = EnquirySchema.parse({ ...valid, message: '<script>alert(1)</script>' })
    expect(parsed.message).toBe('<script>alert(1)</script>')
  })

  it('drops unknown fields', () => {
    const parsed = EnquirySchema.parse({ ...valid, is_admin: 'yes' })
    expect(parsed).not.toHaveProperty('is_admin')
  })
})
