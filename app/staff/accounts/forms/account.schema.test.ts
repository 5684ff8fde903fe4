import { describe, expect, it } from 'vitest'
import { AccountSignatureSchema, InviteSchema, PolicySchema, RoleSchema, SignatureSchema } from './account.schema'

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message

describe("the accounts page's schemas are the gate", () => {
  it('pass an invitation as the store writes it', () => {
    expect(
      InviteSchema.parse({ email: '  Priya@RealWork.Example ', name: ' Priya   Sharma ', role: 'editor' }),
    ).toEqual({
      email: 'priya@realwork.example',
      name: 'Priya Sharma',
      role: 'editor',
    })
  })

  it('refuse a bad address, an empty or long name and an unknown role, each with its message', () => {
    const invite = { email: 'priya@realwork.example', name: 'Priya', role: 'editor' }
    expect(firstMessage(InviteSchema.safeParse({ ...invite, email: 'priya@realwork' }))).toBe(
      'Enter the person’s email address, like name@example.com.',
    )
    expect(firstMessage(InviteSchema.safeParse({ ...invite, name: '   ' }))).toBe('Enter the person’s name.')
    expect(firstMessage(InviteSchema.safeParse({ ...invite, name: 'n'.repeat(101) }))).toBe(
      'Keep the name within 100 characters.',
    )
    expect(firstMessage(InviteSchema.safeParse({ ...invite, role: 'admin' }))).toBe('Choose a role.')
    expect(firstMessage(RoleSchema.safeParse({ account: '', role: 'owner' }))).toBe('Choose one from the list.')
  })

  it('pass a name and role title to sign with, the title optional, and refuse an empty name', () => {
    expect(SignatureSchema.parse({ name: ' Priya  Sharma ', title: ' Admissions counsellor ' })).toEqual({
      name: 'Priya Sharma',
      title: 'Admissions counsellor',
    })
    expect(AccountSignatureSchema.parse({ account: 'acc-1', name: 'Priya', title: '' })).toEqual({
      account: 'acc-1',
      name: 'Priya',
      title: '',
    })
    expect(firstMessage(AccountSignatureSchema.safeParse({ name: 'Priya', title: '' }))).toBe(
      'Choose one from the list.',
    )
    expect(firstMessage(SignatureSchema.safeParse({ name: ' ', title: '' }))).toBe(
      'Enter the name students and clients should see, like Priya Sharma.',
    )
    expect(firstMessage(SignatureSchema.safeParse({ name: 'Priya', title: 't'.repeat(81) }))).toBe(
      'Keep the role title within 80 characters.',
    )
  })

  it('read the second-factor rule as on only for 1', () => {
    expect(PolicySchema.parse({ require: '1' })).toEqual({ require: true })
    expect(PolicySchema.parse({})).toEqual({ require: false })
  })
})
