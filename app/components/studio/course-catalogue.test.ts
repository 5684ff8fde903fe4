import { describe, expect, it } from 'vitest'
import { courseHref, parseCourseQuery } from './course-catalogue'

describe('courses page query', () => {
  it('reads tab and category, falling back to the defaults for anything else', () => {
    expect(parseCourseQuery(new URLSearchParams(''))).toEqual({ tab: 'bootcamps', category: 'all' })
    expect(parseCourseQuery(new URLSearchParams('tab=crash&category=web'))).toEqual({ tab: 'crash', category: 'web' })
    expect(parseCourseQuery(new URLSearchParams('tab=evil&category=<script>'))).toEqual({
      tab: 'bootcamps',
      category: 'all',
    })
  })

  it('writes links that leave the defaults out', () => {
    expect(courseHref('bootcamps', 'all')).toBe('/realworkstudio/course')
    expect(courseHref('crash', 'all')).toBe('/realworkstudio/course?tab=crash')
    expect(courseHref('crash', 'ai')).toBe('/realworkstudio/course?tab=crash&category=ai')
    expect(courseHref('bootcamps', 'data', { details: 'data-science' })).toBe(
      '/realworkstudio/course?category=data&details=data-science',
    )
  })
})
