import { describe, expect, it } from 'vitest'
import {
  ChangePasswordSchema,
  CurrentPasswordSchema,
  NameAndPasswordSchema,
  NewPasswordSchema,
} from './password.schema'

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message

describe('the password forms are the gate', () => {
  it('pass a new password twice as the store hashes it, and a name on one line', () => {
    expect(NewPasswordSchema.parse({ password: 'a long password 1', confirm: 'a long password 1' })).toEqual({
      password: 'a long password 1',
      confirm: 'a long password 1',
    })
    expect(
      NameAndPasswordSchema.parse({
        name: ' Priya \n Sharma ',
        password: 'a long password 1',
        confirm: 'a long password 1',
      }).name,
    ).toBe('Priya Sharma')
  })

  it('refuse a short, long or mistyped password, an empty or long name, each with its message', () => {
    expect(firstMessage(NewPasswordSchema.safeParse({ password: 'elevenchars', confirm: 'elevenchars' }))).toMatch(
      /^Use at least 12 characters/,
    )
    const long = 'x'.repeat(201)
    expect(firstMessage(NewPasswordSchema.safeParse({ password: long, confirm: long }))).toBe(
      'Use at most 200 characters.',
    )
    expect(
      firstMessage(NewPasswordSchema.safeParse({ password: 'a long password 1', confirm: 'a long password 2' })),
    ).toBe('The two passwords are not the same.')
    const ok = { password: 'a long password 1', confirm: 'a long password 1' }
    expect(firstMessage(NameAndPasswordSchema.safeParse({ ...ok, name: ' ' }))).toBe('Enter your name.')
    expect(firstMessage(NameAndPasswordSchema.safeParse({ ...ok, name: 'n'.repeat(101) }))).toBe(
      'Keep the name within 100 characters.',
    )
    // A file where a password belongs is refused, not read as ''.
    expect(NewPasswordSchema.safeParse({ password: new File(['x'], 'x.txt'), confirm: '' }).success).toBe(false)
  })

  it('put the new password’s refusal on its field, and bound the current one', () => {
    const result = ChangePasswordSchema.safeParse({ current: 'mine', password: 'a long password 1', confirm: 'other' })
    expect(result.error?.issues[0]).toMatchObject({
      path: ['password'],
      message: 'The two passwords are not the same.',
    })
    expect(firstMessage(CurrentPasswordSchema.safeParse({ current: 'x'.repeat(201) }))).toBe(
      'Use at most 200 characters.',
    )
    expect(CurrentPasswordSchema.parse({})).toEqual({ current: '' })
  })
})
