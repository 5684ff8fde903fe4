import { describe, expect, it } from 'vitest'
import { currentNavHref } from './current-nav'

const main = ['/#home', '/#about', '/#team', '/blogs', '/services', '/realworkstudio']
const studio = ['/realworkstudio', '/realworkstudio/about', '/realworkstudio/course', '/realworkstudio/project']

describe('currentNavHref', () => {
  it('marks only the first of the items that point into the same page', () => {
    expect(currentNavHref(main, '/')).toBe('/#home')
  })
  it('marks the exact page, then the section a page sits under', () => {
    expect(currentNavHref(main, '/blogs')).toBe('/blogs')
    expect(currentNavHref(main, '/blogs/some-post')).toBe('/blogs')
    expect(currentNavHref(studio, '/realworkstudio')).toBe('/realworkstudio')
    expect(currentNavHref(studio, '/realworkstudio/course/backend')).toBe('/realworkstudio/course')
    expect(currentNavHref(studio, '/realworkstudio/about/')).toBe('/realworkstudio/about')
  })
  it('marks nothing on a page outside every item', () => {
    expect(currentNavHref(main, '/legal/privacy')).toBeUndefined()
    expect(currentNavHref(studio, '/realworkstudio/register')).toBeUndefined()
  })
})
