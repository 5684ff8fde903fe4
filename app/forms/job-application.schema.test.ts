import { describe, expect, it } from 'vitest'
import { forms } from './registry'
import { APPLICATION_LIMITS } from './job-application.schema'

const form = forms['job-application']
const base = { name: 'Asha Rao', email: 'asha@example.com', phone: '+91 98450 12345' }

describe('job application form', () => {
  it('takes an application to an opening, LinkedIn and note optional', () => {
    const parsed = form.parse({ ...base, opening: 'android-mentor' })
    expect(parsed).toMatchObject({
      success: true,
      fields: { opening: 'android-mentor' },
      contact: { name: 'Asha Rao', email: 'asha@example.com', phone: '+91 98450 12345' },
    })
    expect(parsed.success && [parsed.fields.linkedin, parsed.fields.note]).toEqual([undefined, undefined])
  })

  it('never takes the role from the post: the server sets it from the opening', () => {
    const parsed = form.parse({ ...base, opening: 'android-mentor', role: 'Chief Executive' })
    expect(parsed.success && parsed.fields.role).toBeUndefined()
  })

  it('takes a talent-pool entry (no opening), its area of interest optional', () => {
    expect(form.parse(base).success).toBe(true)
    const pool = form.parse({ ...base, interest: 'Mentoring React' })
    expect(pool).toMatchObject({ success: true, fields: { interest: 'Mentoring React' } })
    expect(pool.success && pool.fields.opening).toBeUndefined()
  })

  it('accepts only an https LinkedIn address', () => {
    for (const good of [
      'https://www.linkedin.com/in/asha-rao',
      'https://in.linkedin.com/in/asha',
      'https://linkedin.com/in/a',
    ])
      expect(form.parse({ ...base, opening: 'x', linkedin: good }).success, good).toBe(true)
    for (const bad of [
      'http://www.linkedin.com/in/asha',
      'linkedin.com/in/asha',
      'https://linkedin.com.evil.example/in/a',
      'https://notlinkedin.com/in/a',
      'javascript:alert(1)',
      'https://user@linkedin.com/in/a',
    ]) {
      const parsed = form.parse({ ...base, opening: 'x', linkedin: bad })
      expect(parsed.success ? {} : parsed.errors, bad).toHaveProperty('linkedin')
    }
  })

  it('bounds the note and refuses an opening that is not a slug', () => {
    const long = form.parse({ ...base, opening: 'x', note: 'a'.repeat(APPLICATION_LIMITS.note + 1) })
    expect(long.success ? {} : long.errors).toEqual({ note: 'Your note can be at most 1500 characters.' })
    const odd = form.parse({ ...base, opening: '../staff' })
    expect(odd.success ? {} : odd.errors).toHaveProperty('opening')
  })

  it('labels its fields and shows the role applied for in the inbox row', () => {
    expect(form.plural).toBe('Job applications')
    expect(form.fieldLabels.role).toBe('Role applied for')
    expect(form.fieldLabels.resume).toBe('Résumé')
    expect(form.wants).toEqual({ fields: ['role'], fallback: 'Talent pool' })
    expect(form.alsoOn).toEqual(['careerOpening'])
  })
})
