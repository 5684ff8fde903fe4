import { describe, expect, it } from 'vitest'
import { staffSecurityCopy } from '~/staff/accounts/content/staff-account-pages'
import { AppCodeSchema, NewPasskeySchema, PasskeyRefSchema, RenamePasskeySchema } from './security.schema'

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message

describe("the security page's schemas are the gate", () => {
  it('pass a passkey name on one line and an app code trimmed', () => {
    expect(NewPasskeySchema.parse({ name: '  Work \t laptop ', response: '{}' })).toEqual({
      name: 'Work laptop',
      response: '{}',
    })
    expect(AppCodeSchema.parse({ code: ' 123 456 ' })).toEqual({ code: '123 456' })
  })

  it('refuse an empty or long name, a missing answer or id and a long code, each with its message', () => {
    expect(firstMessage(NewPasskeySchema.safeParse({ name: ' ', response: '{}' }))).toBe(
      'Give the passkey a name, such as “Work laptop” or “Phone”.',
    )
    expect(firstMessage(NewPasskeySchema.safeParse({ name: 'Phone' }))).toBe(staffSecurityCopy.passkeyNeedsScript)
    expect(firstMessage(RenamePasskeySchema.safeParse({ passkey: 'k1', name: 'n'.repeat(61) }))).toBe(
      'Keep the name within 60 characters.',
    )
    expect(firstMessage(PasskeyRefSchema.safeParse({ passkey: ' ' }))).toBe('Choose one from the list.')
    expect(firstMessage(AppCodeSchema.safeParse({ code: '1'.repeat(11) }))).toBe(staffSecurityCopy.wrongAppCode)
  })
})
