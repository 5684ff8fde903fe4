import { describe, expect, it } from 'vitest'
import { staffSignInCopy } from '~/staff/accounts/content/staff-sign-in'
import {
  CodeStepSchema,
  ForgotSchema,
  PasskeySignInSchema,
  PasskeyStepSchema,
  PasswordSignInSchema,
} from './sign-in.schema'

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message

describe('the sign-in forms are the gate', () => {
  it('pass a sign-in trimmed, and leave a wrong email or password to the store (it counts the failure)', () => {
    expect(PasswordSignInSchema.parse({ email: ' asha@realwork.example ', password: ' pw ', next: '/staff' })).toEqual({
      email: 'asha@realwork.example',
      password: ' pw ',
      next: '/staff',
    })
    expect(PasswordSignInSchema.parse({})).toEqual({ email: '', password: '', next: '' })
  })

  it('refuse what no account could match, each with its message', () => {
    expect(firstMessage(PasswordSignInSchema.safeParse({ email: `${'a'.repeat(250)}@x.in`, password: 'pw' }))).toBe(
      'That email address is too long.',
    )
    expect(firstMessage(PasswordSignInSchema.safeParse({ email: 'a@x.in', password: 'p'.repeat(201) }))).toBe(
      'Use at most 200 characters.',
    )
    expect(firstMessage(CodeStepSchema.safeParse({ code: '1'.repeat(41) }))).toMatch(/^That code is too long/)
    expect(CodeStepSchema.parse({ code: ' 123 456 ' }).code).toBe('123 456')
    expect(firstMessage(ForgotSchema.safeParse({ email: '  ' }))).toBe(staffSignInCopy.forgot.noEmail)
  })

  it('refuse a passkey post without the browser’s answer with the page’s message', () => {
    expect(firstMessage(PasskeySignInSchema.safeParse({ next: '/staff' }))).toBe(
      staffSignInCopy.login.passkeyNeedsScript,
    )
    expect(firstMessage(PasskeyStepSchema.safeParse({ response: '' }))).toBe(staffSignInCopy.code.passkeyNeedsScript)
  })
})
