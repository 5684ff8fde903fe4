import { describe, expect, it } from 'vitest'
import { EraseSchema, ExportSchema } from './person.schema'

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message

describe("the people page's schemas are the gate", () => {
  it('pass the person as a parsed query: an email in lower case, a phone as its key', () => {
    expect(ExportSchema.parse({ q: ' Asha@Example.IN ' })).toEqual({ q: { by: 'email', email: 'asha@example.in' } })
    expect(EraseSchema.parse({ q: '+91 98450 12345', confirm: 'a@b.in', fingerprint: ' f1 ' })).toEqual({
      q: { by: 'phone', phone: '9845012345' },
      confirm: 'a@b.in',
      fingerprint: 'f1',
    })
  })

  it('refuse what is neither an email nor a whole phone number, and a query past its limit', () => {
    expect(firstMessage(ExportSchema.safeParse({ q: 'asha@' }))).toBe('That is not an email address.')
    expect(firstMessage(ExportSchema.safeParse({ q: '12' }))).toBe(
      'Enter an email address, or a whole phone number of 7 to 15 digits.',
    )
    expect(firstMessage(ExportSchema.safeParse({ q: `${'a'.repeat(250)}@x.in` }))).toBe(
      'Enter an email address, or a whole phone number of 7 to 15 digits.',
    )
    expect(firstMessage(EraseSchema.safeParse({ q: new File(['a@b.in'], 'q.txt') }))).toBe('Send this field as text.')
  })
})
