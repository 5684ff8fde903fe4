import { describe, expect, it } from 'vitest'
import { needsSignature, signatureLines, signedBy } from './staff-signature'

describe('a staff signature', () => {
  it('is the name and role title, then the company', () => {
    const priya = { name: 'Priya Sharma', title: 'Admissions counsellor' }
    expect(signatureLines(priya)).toBe('Priya Sharma\nAdmissions counsellor\nRealWork Technologies')
    expect(signedBy(priya)).toBe('Priya Sharma, Admissions counsellor')
  })

  it('leaves out a title not given (older replies have none)', () => {
    expect(signatureLines({ name: 'Priya Sharma', title: null })).toBe('Priya Sharma\nRealWork Technologies')
    expect(signedBy({ name: 'Priya Sharma', title: '' })).toBe('Priya Sharma')
  })

  it('is asked for while the first owner still has the name made from their email', () => {
    expect(needsSignature({ email: 'owner@realwork.example', name: 'owner', title: '' })).toBe(true)
    expect(needsSignature({ email: 'owner@realwork.example', name: 'Asha Rao', title: '' })).toBe(false)
    expect(needsSignature({ email: 'owner@realwork.example', name: 'owner', title: 'Founder' })).toBe(false)
  })
})
