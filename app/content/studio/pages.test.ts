import { contactCourseOptions, CRASH_COURSE_CHOICE } from './contact-courses'
import { describe, expect, it } from 'vitest'
import { bootcamps } from './bootcamps'
import { crashCourses } from './crash-courses'
import {
  contactPage,
  courseFilters,
  coursesPage,
  crashCourseFilter,
  crashCourseMatches,
  registerPage,
  showcaseFilters,
  showcasePage,
  studioAbout,
  studioHome,
  studioNav,
} from './pages'
import {
  CoursesPageSchema,
  ProjectCategorySchema,
  RegisterPageSchema,
  ShowcasePageSchema,
  StudioAboutPageSchema,
  StudioContactPageSchema,
  StudioHighlightsSchema,
  StudioHomeCtaSchema,
  StudioHomePageSchema,
  StudioNavSchema,
} from './schema'
import { studioHighlights, studioHomeCta } from './home-highlights'
import { projectsByCategory } from './showcase'

describe('studio page copy', () => {
  it('parses with each page schema', () => {
    const pages = [
      [StudioNavSchema, studioNav],
      [StudioHomePageSchema, studioHome],
      [StudioHighlightsSchema, studioHighlights],
      [StudioHomeCtaSchema, studioHomeCta],
      [StudioAboutPageSchema, studioAbout],
      [CoursesPageSchema, coursesPage],
      [StudioContactPageSchema, contactPage],
      [ShowcasePageSchema, showcasePage],
      [RegisterPageSchema, registerPage],
    ] as const
    for (const [schema, copy] of pages) expect(schema.safeParse(copy).error?.issues ?? []).toEqual([])
  })

  it('has the studio nav items in order', () => {
    expect(studioNav.brand.href).toBe('/')
    expect(studioNav.items).toEqual([
      { label: 'Home', href: '/realworkstudio' },
      { label: 'About Us', href: '/realworkstudio/about' },
      { label: 'Courses', href: '/realworkstudio/course' },
      { label: 'Project', href: '/realworkstudio/project' },
      { label: 'Contact Us', href: '/realworkstudio/contact' },
    ])
  })

  it('never repeats a card sentence across the home and about pages', () => {
    const texts = [...studioHighlights.items, ...studioAbout.highlights.items].map((item) => item.text)
    expect(new Set(texts).size).toBe(texts.length)
    const titles = [...studioHighlights.items, ...studioAbout.highlights.items].map((item) => item.title)
    expect(new Set(titles).size).toBe(titles.length)
  })

  it('says mentors have 5+ years of experience', () => {
    expect(studioAbout.mentors.title).toContain('5+ years')
  })
})

describe('course filters', () => {
  it('has the course filter labels in order', () => {
    expect(courseFilters.map((f) => f.label)).toEqual([
      'All Courses',
      'Web Development',
      'Mobile Development',
      'Data Science',
      'AI & ML',
    ])
  })

  it('gives every bootcamp category at least one bootcamp and one crash course', () => {
    for (const { value } of courseFilters) {
      if (value === 'all') continue
      expect(bootcamps.filter((b) => b.category === value).length, value).toBeGreaterThan(0)
      expect(crashCourses.filter((c) => crashCourseMatches(c, value)).length, value).toBeGreaterThan(0)
    }
  })

  it('files each crash course under at most one category, and the categories plus the rest make up All Courses', () => {
    const categories = courseFilters.map((f) => f.value).filter((value) => value !== 'all')
    const byId = (id: string) => crashCourses.find((c) => c.id === id)!
    const shownUnder = (id: string) => categories.filter((value) => crashCourseMatches(byId(id), value))
    for (const course of crashCourses) {
      const own = crashCourseFilter(course)
      expect(shownUnder(course.id), course.id).toEqual(own === undefined ? [] : [own])
    }
    const categorised = categories.flatMap((value) => crashCourses.filter((c) => crashCourseMatches(c, value)))
    const rest = crashCourses.filter((c) => crashCourseFilter(c) === undefined)
    expect(rest.length, 'some crash courses fit no category and appear only under All Courses').toBeGreaterThan(0)
    expect([...categorised, ...rest].map((c) => c.id).sort()).toEqual(crashCourses.map((c) => c.id).sort())
    expect(crashCourses.filter((c) => crashCourseMatches(c, 'all'))).toHaveLength(crashCourses.length)
  })

  it('maps crash courses sensibly', () => {
    const byId = (id: string) => crashCourses.find((c) => c.id === id)!
    expect(crashCourseFilter(byId('flutter'))).toBe('mobile')
    expect(crashCourseFilter(byId('react-api-integration'))).toBe('web')
    expect(crashCourseFilter(byId('python-programming'))).toBe('data')
    expect(crashCourseFilter(byId('docker'))).toBeUndefined()
  })
})

describe('contact course options', () => {
  it('are the ten bootcamps by name, then a crash course and not sure yet', () => {
    expect(contactCourseOptions.slice(0, 10)).toEqual(bootcamps.map((b) => ({ value: b.id, label: b.title })))
    expect(contactCourseOptions.slice(10).map((o) => o.value)).toEqual([CRASH_COURSE_CHOICE, 'undecided'])
    expect(new Set(contactCourseOptions.map((o) => o.label)).size).toBe(contactCourseOptions.length)
  })
})

describe('showcase filters', () => {
  it('has the showcase filter labels and a non-empty list for each category', () => {
    expect(showcaseFilters.map((f) => f.label)).toEqual([
      'All Projects',
      'Frontend',
      'Backend',
      'Full Stack',
      'AI & ML',
      'Mobile',
      'Data Science',
    ])
    expect(showcaseFilters.slice(1).map((f) => f.value)).toEqual(ProjectCategorySchema.options)
    for (const category of ProjectCategorySchema.options)
      expect(projectsByCategory(category).length, category).toBeGreaterThan(0)
  })
})
