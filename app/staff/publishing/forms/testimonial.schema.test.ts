import { describe, expect, it } from 'vitest'
import {
  CONSENT_REQUIRED,
  DeleteTestimonialSchema,
  MoveTestimonialSchema,
  TestimonialFormSchema,
  TestimonialPostedSchema,
  type TestimonialFormValues,
} from './testimonial.schema'

const valid: TestimonialFormValues = {
  page: 'services',
  name: 'Kavya Hegde',
  role: 'Founder',
  company: 'Kaapi Trails Coffee',
  text: 'They built our online store in three weeks and showed my team how to add products ourselves.',
  rating: '5',
  linkedin: '',
  github: '',
  consentOn: '2026-11-02',
  shown: 'on',
}
const errors = (values: Partial<TestimonialFormValues>) => {
  const parsed = TestimonialFormSchema.safeParse({ ...valid, ...values })
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]))
}

describe('testimonial form', () => {
  it('reads a valid testimonial: rating as a number, empty links and consent as null', () => {
    expect(TestimonialFormSchema.parse(valid)).toMatchObject({ rating: 5, linkedin: null, github: null, shown: true })
    expect(TestimonialFormSchema.parse({ ...valid, rating: '', shown: undefined, consentOn: '' })).toMatchObject({
      rating: null,
      consentOn: null,
      shown: false,
    })
  })

  it('refuses to show one without a consent date, with the reason at the field', () => {
    expect(errors({ consentOn: '' })).toEqual({ consentOn: CONSENT_REQUIRED })
    expect(errors({ consentOn: '2026-02-30' })).toEqual({ consentOn: 'Give the day as a date, e.g. 2026-11-20.' })
    expect(errors({ consentOn: '2999-01-01' })).toEqual({ consentOn: 'The consent date cannot be in the future.' })
  })

  it('takes https profile links on LinkedIn and GitHub only', () => {
    expect(TestimonialFormSchema.parse({ ...valid, github: 'https://github.com/kavya' }).github).toBe(
      'https://github.com/kavya',
    )
    expect(errors({ linkedin: 'http://www.linkedin.com/in/kavya' }).linkedin).toMatch(/starting with https:\/\//)
    expect(errors({ linkedin: 'javascript:alert(1)' }).linkedin).toMatch(/starting with https:\/\//)
    expect(errors({ github: 'https://evil.example/kavya' }).github).toBe('Give a GitHub address (github.com/…).')
    expect(errors({ github: 'https://user:pass@github.com/x' }).github).toMatch(/https:\/\//)
  })

  it('bounds the quote, the name and the rating', () => {
    expect(errors({ text: 'Too short.' }).text).toMatch(/at least 40 characters/)
    expect(errors({ text: 'x'.repeat(701) }).text).toMatch(/within 700 characters/)
    expect(errors({ name: '' }).name).toBe('Give the name.')
    expect(errors({ rating: '6' }).rating).toBe('Choose 1 to 5 stars, or no rating.')
    expect(errors({ page: 'careers' }).page).toBe('Choose the page the testimonial is shown on.')
  })
})

describe('testimonial form as posted', () => {
  it('read the photo, the remove box and the move buttons; refuse text where the photo goes and a stray direction', () => {
    const posted = TestimonialPostedSchema.parse({ ...valid, removePhoto: 'on' })
    expect(posted.removePhoto).toBe(true)
    expect(posted.photo).toBeUndefined()
    expect(TestimonialPostedSchema.safeParse({ ...valid, photo: 'photo.jpg' }).error?.issues[0]?.message).toBe(
      'Send this field as a file.',
    )
    expect(MoveTestimonialSchema.safeParse({ id: 't1', direction: 'sideways' }).error?.issues[0]?.message).toBe(
      'Unknown direction',
    )
    expect(DeleteTestimonialSchema.parse({ confirm: ' Kavya Hegde ' })).toEqual({ confirm: 'Kavya Hegde' })
  })
})
