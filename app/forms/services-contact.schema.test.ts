import { describe, expect, it } from 'vitest'
import { fieldErrors, LIMITS } from './fields'
import { ServicesContactSchema } from './services-contact.schema'

const good = {
  name: 'Meera Iyer',
  email: 'meera@brightlabs.in',
  phone: '+91 98450 12345',
  message: "I'd like a quote for: Mobile App Development. We need Android and iOS for about 2,000 users.",
}

function errorsFor(input: unknown) {
  const parsed = ServicesContactSchema.safeParse(input)
  return parsed.success ? {} : fieldErrors(parsed.error)
}

describe('ServicesContactSchema', () => {
  it('accepts a complete message and trims the fields', () => {
    const parsed = ServicesContactSchema.parse({ ...good, name: '  Meera Iyer  ', email: ' meera@brightlabs.in ' })
    expect(parsed).toEqual(good)
  })

  it('accepts common phone formats', () => {
    for (const phone of ['9845012345', '+91-98450-12345', '(080) 4718 2200', '+44 20 7946 0958']) {
      expect(ServicesContactSchema.safeParse({ ...good, phone }).success, phone).toBe(true)
    }
  })

  it('requires all four fields, with a message for each', () => {
    expect(errorsFor({})).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
      phone: 'Please enter your phone number.',
      message: 'Please enter your message.',
    })
    expect(Object.keys(errorsFor({ name: '   ', email: ' ', phone: '', message: '\n\t' }))).toEqual([
      'name',
      'email',
      'phone',
      'message',
    ])
  })

  it('rejects malformed email addresses, including header injection', () => {
    for (const email of [
      'meera',
      'meera@',
      '@brightlabs.in',
      'meera@brightlabs.in\nBcc: all@example.com',
      'a b@c.in',
    ]) {
      expect(errorsFor({ ...good, email }).email, email).toBeDefined()
    }
  })

  it('rejects phone numbers with letters, too few or too many digits', () => {
    for (const phone of ['call me', '12345', '+91 98450 12345 6789', '98450<script>', '+91 98450 12345; DROP TABLE']) {
      expect(errorsFor({ ...good, phone }).phone, phone).toBeDefined()
    }
  })

  it('bounds lengths so storage cannot be abused', () => {
    expect(errorsFor({ ...good, name: 'x'.repeat(LIMITS.name + 1) }).name).toMatch(/at most 120/)
    expect(errorsFor({ ...good, message: 'x'.repeat(LIMITS.message + 1) }).message).toMatch(/at most 5000/)
    expect(errorsFor({ ...good, email: `${'a'.repeat(250)}@b.in` }).email).toBe('That email address is too long.')
    expect(ServicesContactSchema.safeParse({ ...good, message: 'x'.repeat(LIMITS.message) }).success).toBe(true)
  })

  it('refuses values that are not strings', () => {
    expect(Object.keys(errorsFor({ name: ['a', 'b'], email: 42, phone: { n: 1 }, message: null }))).toEqual([
      'name',
      'email',
      'phone',
      'message',
    ])
  })

  it('keeps markup as plain text and drops fields it does not know', () => {
    // JSON.parse makes "__proto__" an own key, the way a hostile JSON body would carry it.
    const hostile: unknown = JSON.parse(
      JSON.stringify({ ...good, message: '<img src=x onerror=alert(1)> hello', isAdmin: 'true' }).replace(
        /^\{/,
        '{"__proto__":{"polluted":true},',
      ),
    )
    const parsed = ServicesContactSchema.parse(hostile)
    expect(parsed.message).toBe('<img src=x onerror=alert(1)> hello')
    expect(Object.keys(parsed)).toEqual(['name', 'email', 'phone', 'message'])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})
