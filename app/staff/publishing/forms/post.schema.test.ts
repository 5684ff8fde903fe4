import { describe, expect, it } from 'vitest'
import { DeletePostSchema, PostFormSchema } from './post.schema'

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message

const post = {
  title: '  Your first tech job: what hiring managers in Bengaluru look for ',
  slug: '',
  summary: 'Five things we saw in this hiring season, and what to do about each.',
  body: '## Hiring season\n\nWhat we saw.\0',
  coverAlt: '',
  author: 'Priya Raghunathan',
  authorRole: '',
  seoTitle: '',
  seoDescription: '',
  publishAt: '2027-01-05T09:30',
}

describe("the post editor's schema is the gate", () => {
  it('pass a post trimmed, NUL gone, no cover as undefined', () => {
    const parsed = PostFormSchema.parse(post)
    expect(parsed).toMatchObject({
      title: 'Your first tech job: what hiring managers in Bengaluru look for',
      body: '## Hiring season\n\nWhat we saw.',
    })
    expect(parsed.cover).toBeUndefined()
    expect(PostFormSchema.parse({ ...post, cover: new File([], '') }).cover).toBeUndefined()
  })

  it('refuse each wrong field with the message the page shows', () => {
    expect(firstMessage(PostFormSchema.safeParse({ ...post, title: ' ' }))).toBe('Give the post a title.')
    expect(firstMessage(PostFormSchema.safeParse({ ...post, title: 't'.repeat(161) }))).toBe(
      'Keep the title within 160 characters.',
    )
    expect(firstMessage(PostFormSchema.safeParse({ ...post, slug: 'Not A Slug' }))).toBe(
      'Use lower-case letters, digits and single hyphens, e.g. first-tech-job.',
    )
    expect(firstMessage(PostFormSchema.safeParse({ ...post, title: '!!!' }))).toBe(
      'This title gives no slug: write one, e.g. first-tech-job.',
    )
    expect(firstMessage(PostFormSchema.safeParse({ ...post, publishAt: 'next Monday' }))).toBe(
      'Give a date and time, or leave it empty to publish now.',
    )
    expect(firstMessage(PostFormSchema.safeParse({ ...post, body: 'x'.repeat(100_001) }))).toBe(
      'Keep the post within 100,000 characters.',
    )
    expect(firstMessage(PostFormSchema.safeParse({ ...post, cover: 'cover.png' }))).toBe('Send this field as a file.')
  })

  it('read the delete box as ticked only when it says yes', () => {
    expect(DeletePostSchema.parse({ confirm: 'yes' })).toEqual({ confirm: true })
    expect(DeletePostSchema.parse({})).toEqual({ confirm: false })
  })
})
