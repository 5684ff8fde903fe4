import { describe, expect, it } from 'vitest'
import { PROFILE_CONSENT_REQUIRED, PROFILE_LIMITS, ProfileFormSchema, type ProfileFormValues } from './profile.schema'

const valid: ProfileFormValues = {
  kind: 'mentor',
  name: 'Kavya Menon',
  role: 'Senior Backend Engineer',
  bio: 'Builds payment and booking backends in Node.js and PostgreSQL for RealWork clients.',
  years: '7',
  linkedin: 'https://www.linkedin.com/in/kavya-menon',
  consentOn: '2026-11-20',
  shown: 'on',
}
const errors = (values: Partial<ProfileFormValues>) => {
  const parsed = ProfileFormSchema.safeParse({ ...valid, ...values })
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]))
}

describe('profile form', () => {
  it('reads a valid profile: years as a number, empty link and consent as null', () => {
    expect(ProfileFormSchema.parse(valid)).toMatchObject({ years: 7, shown: true, kind: 'mentor' })
    expect(ProfileFormSchema.parse({ ...valid, linkedin: '', consentOn: '', shown: undefined })).toMatchObject({
      linkedin: null,
      consentOn: null,
      shown: false,
    })
  })

  it('refuses to show one without a consent date, a date to come, or a day that does not exist', () => {
    expect(errors({ consentOn: '' })).toEqual({ consentOn: PROFILE_CONSENT_REQUIRED })
    expect(errors({ consentOn: '2999-01-01' })).toEqual({ consentOn: 'The consent date cannot be in the future.' })
    expect(errors({ consentOn: '2026-02-30' })).toEqual({ consentOn: 'Give the day as a date, e.g. 2026-11-20.' })
  })

  it('takes whole years from 0 to the limit only', () => {
    expect(ProfileFormSchema.parse({ ...valid, years: '0' }).years).toBe(0)
    const message = `Give the years of experience as a whole number from 0 to ${PROFILE_LIMITS.yearsMax}.`
    for (const years of ['', '-1', '2.5', 'seven', String(PROFILE_LIMITS.yearsMax + 1), '1e1'])
      expect(errors({ years })).toEqual({ years: message })
  })

  it('bounds every text by its limit and refuses an unknown kind', () => {
    expect(errors({ name: 'a'.repeat(PROFILE_LIMITS.name + 1) })).toEqual({
      name: `Keep the name within ${PROFILE_LIMITS.name} characters.`,
    })
    expect(errors({ bio: 'Too short.' })).toEqual({
      bio: `Give a short bio: at least ${PROFILE_LIMITS.bioMin} characters.`,
    })
    expect(errors({ bio: 'b'.repeat(PROFILE_LIMITS.bioMax + 1) })).toEqual({
      bio: `Keep the bio within ${PROFILE_LIMITS.bioMax} characters.`,
    })
    expect(errors({ role: '   ' })).toEqual({ role: 'Give the role.' })
    expect(errors({ kind: 'founder' })).toEqual({ kind: 'Choose where the profile is shown.' })
  })

  it('publishes only https LinkedIn links', () => {
    expect(errors({ linkedin: 'http://www.linkedin.com/in/kavya' })).toEqual({
      linkedin: 'Give the full LinkedIn address starting with https://.',
    })
    expect(errors({ linkedin: 'https://evil.example/in/kavya' })).toEqual({
      linkedin: 'Give a LinkedIn address (www.linkedin.com/…).',
    })
  })
})
