import { describe, expect, it } from 'vitest'
import { readingMinutes, SLUG_PATTERN, slugify } from './slug'

describe('slugify', () => {
  it('derives a URL slug from a title', () => {
    expect(slugify('Breaking Into Your First Tech Job in India in 2025')).toBe(
      'breaking-into-your-first-tech-job-in-india-in-2025',
    )
    expect(slugify('  Résumé tips: C++ & Go!  ')).toBe('resume-tips-c-and-go')
    expect(slugify('ಕನ್ನಡ')).toBe('')
    expect(slugify('x'.repeat(200))).toHaveLength(80)
    for (const title of ['A -- B', 'Hello, world', 'Über 100%']) expect(slugify(title)).toMatch(SLUG_PATTERN)
  })

  it('counts reading minutes', () => {
    expect(readingMinutes('')).toBe(1)
    expect(readingMinutes('word '.repeat(1000))).toBe(5)
  })
})
