/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { bootcamps, bootcampsByCategory, findBootcamp } from './bootcamps'
import { crashCourses, crashCoursesByCategory } from './crash-courses'
import { registrationTracks } from './registration-tracks'
import {
  BootcampSchema,
  CrashCourseCategorySchema,
  CrashCourseSchema,
  ProjectCategorySchema,
  ProjectTrackSchema,
  RegistrationTrackSchema,
  ShowcaseProjectSchema,
  StudioTestimonialSchema,
  TrackKeySchema,
  TrackSchema,
} from './schema'
import { projectLinks } from './project-links'
import { findProject, projectsByCategory, showcaseProjects } from './showcase'
import { studioStatClaims } from './stats'
import { testimonials } from './testimonials'
import { findTrack, tracks } from './tracks'

const publicDir = join(import.meta.dirname, '../../../public')

/** Parses every entry and reports all issues at once, labelled by index. */
function expectAllParse(
  schema: { safeParse: (value: unknown) => { error?: { issues: unknown[] } } },
  items: unknown[],
) {
  const issues = items.flatMap((item, i) => (schema.safeParse(item).error?.issues ?? []).map((issue) => ({ i, issue })))
  expect(issues).toEqual([])
}

function expectUnique(values: string[]) {
  expect(values.filter((value, i) => values.indexOf(value) !== i)).toEqual([])
}

describe('tracks', () => {
  it('parses with the schema', () => expectAllParse(TrackSchema, tracks))

  it("has the ten keys with their project counts (their bootcamps' project lists) and a 3-month duration", () => {
    expect(tracks.map((t) => t.key)).toEqual(TrackKeySchema.options)
    const counts = tracks.map((t) => [t.key, bootcamps.find((b) => b.id === t.bootcampId)!.projects.length])
    expect(Object.fromEntries(counts)).toEqual({
      frontend: 5,
      backend: 6,
      ai: 10,
      genai: 5,
      android: 10,
      datascience: 5,
      MernStack: 5,
      DataAnalytics: 5,
      DataEngineering: 5,
      FullStack: 5,
    })
    expect(tracks).toHaveLength(10)
    for (const track of tracks) expect(track.duration).toBe('3 Months')
  })

  it('links every track to an existing bootcamp, each bootcamp once', () => {
    for (const track of tracks) expect(findBootcamp(track.bootcampId), track.key).toBeDefined()
    expectUnique(tracks.map((t) => t.bootcampId))
    expect(findTrack('genai')?.bootcampId).toBe('generative-ai')
    expect(findTrack('nope')).toBeUndefined()
  })
})

describe('bootcamps', () => {
  it('parses with the schema and has unique ids', () => {
    expectAllParse(BootcampSchema, bootcamps)
    expectUnique(bootcamps.map((b) => b.id))
  })

  it('has the ten titles with their phase counts and categories', () => {
    expect(bootcamps.map((b) => [b.title, b.phases, b.category])).toEqual([
      ['Frontend Development', 13, 'web'],
      ['Backend Development', 14, 'web'],
      ['AI & Machine Learning', 6, 'ai'],
      ['Generative AI', 9, 'ai'],
      ['Data Science', 10, 'data'],
      ['Android Development', 14, 'mobile'],
      ['Full Stack Development', 15, 'web'],
      ['MERN Stack Development', 9, 'web'],
      ['Data Engineering', 10, 'data'],
      ['Data Analytics', 10, 'data'],
    ])
  })

  it('prices every bootcamp at ₹10,000 discounted to ₹7,000 over 3 months', () => {
    for (const bootcamp of bootcamps) {
      expect(bootcamp.originalPrice, bootcamp.id).toBe(10000)
      expect(bootcamp.discountPrice, bootcamp.id).toBe(7000)
      expect(bootcamp.duration, bootcamp.id).toBe('3 Months')
    }
  })

  it('starts every bootcamp at beginner level except Generative AI', () => {
    for (const bootcamp of bootcamps) {
      const want = bootcamp.title === 'Generative AI' ? 'Intermediate → Advanced' : 'Beginner → Advanced'
      expect(bootcamp.level, bootcamp.id).toBe(want)
    }
  })

  it('lists 4–10 projects, 4–6 careers and 6–10 technologies', () => {
    for (const bootcamp of bootcamps) {
      expect(bootcamp.projects.length, bootcamp.id).toBeGreaterThanOrEqual(4)
      expect(bootcamp.projects.length, bootcamp.id).toBeLessThanOrEqual(10)
      expect(bootcamp.careers.length, bootcamp.id).toBeGreaterThanOrEqual(4)
      expect(bootcamp.careers.length, bootcamp.id).toBeLessThanOrEqual(6)
      expect(bootcamp.technologies.length, bootcamp.id).toBeGreaterThanOrEqual(6)
      expect(bootcamp.technologies.length, bootcamp.id).toBeLessThanOrEqual(10)
    }
  })

  it('opens a known roadmap guide, each guide once', () => {
    const guides = [
      'frontend',
      'backend',
      'aiml',
      'genai',
      'ds',
      'android',
      'fullstack',
      'mern',
      'dataengineer',
      'dataanalytics',
    ]
    for (const bootcamp of bootcamps) expect(guides, bootcamp.id).toContain(bootcamp.guideSlug)
    expectUnique(bootcamps.map((b) => b.guideSlug))
  })

  it('filters by category', () => {
    expect(bootcampsByCategory('all')).toHaveLength(10)
    expect(bootcampsByCategory('web')).toHaveLength(4)
    expect(bootcampsByCategory('ai')).toHaveLength(2)
    expect(bootcampsByCategory('data')).toHaveLength(3)
    expect(bootcampsByCategory('mobile').map((b) => b.title)).toEqual(['Android Development'])
  })
})

describe('crash courses', () => {
  it('parses with the schema and has 31 courses with unique ids and titles', () => {
    expectAllParse(CrashCourseSchema, crashCourses)
    expect(crashCourses).toHaveLength(31)
    expectUnique(crashCourses.map((c) => c.id))
    expectUnique(crashCourses.map((c) => c.title))
  })

  it('prices every course between ₹1,000 and ₹3,000 and runs 1 or 1.5 months', () => {
    for (const course of crashCourses) {
      expect(Number.isInteger(course.price), course.id).toBe(true)
      expect(course.price, course.id).toBeGreaterThanOrEqual(1000)
      expect(course.price, course.id).toBeLessThanOrEqual(3000)
      expect(['1 Month', '1.5 Months'], course.id).toContain(course.duration)
    }
  })

  it('has the five named courses at their exact prices', () => {
    const price = (title: string) => crashCourses.find((c) => c.title === title)?.price
    expect(price('C Programming')).toBe(1000)
    expect(price('C++ + OOP')).toBe(1200)
    expect(price('Java + OOP')).toBe(1500)
    expect(price('Spring Boot + REST APIs')).toBe(2500)
    expect(price('React + API Integration')).toBe(3000)
  })

  it('uses all nine categories and 3–5 topics per course', () => {
    expect(new Set(crashCourses.map((c) => c.category))).toEqual(new Set(CrashCourseCategorySchema.options))
    for (const course of crashCourses) {
      expect(course.topics.length, course.id).toBeGreaterThanOrEqual(3)
      expect(course.topics.length, course.id).toBeLessThanOrEqual(5)
    }
    expect(crashCoursesByCategory('all')).toHaveLength(31)
    expect(crashCoursesByCategory('testing').every((c) => c.category === 'testing')).toBe(true)
  })
})

describe('testimonials', () => {
  it('has three parsed testimonials whose avatars exist', () => {
    expectAllParse(StudioTestimonialSchema, testimonials)
    expect(testimonials).toHaveLength(3)
    for (const t of testimonials) expect(existsSync(join(publicDir, t.image)), t.image).toBe(true)
  })

  it('keeps avatars small 160×160 SVGs with a title', () => {
    for (const t of testimonials) {
      const svg = readFileSync(join(publicDir, t.image), 'utf8')
      expect(Buffer.byteLength(svg), t.image).toBeLessThan(2048)
      expect(svg).toContain('viewBox="0 0 160 160"')
      expect(svg).toMatch(/<title[^>]*>[^<]+<\/title>/)
    }
  })
})

describe('showcase projects', () => {
  it('parses with the schema and has 17 projects with unique ids', () => {
    expectAllParse(ShowcaseProjectSchema, showcaseProjects)
    expect(showcaseProjects).toHaveLength(17)
    expectUnique(showcaseProjects.map((p) => p.id))
    expectUnique(showcaseProjects.map((p) => p.title))
  })

  it('uses the id in the image, and takes its demo and code links from project-links.ts, one entry per project', () => {
    for (const p of showcaseProjects) {
      expect(p.image).toBe(`/images/projects/${p.id}.svg`)
      expect({ demoUrl: p.demoUrl, githubUrl: p.githubUrl }).toEqual(projectLinks[p.id as keyof typeof projectLinks])
    }
    expect(Object.keys(projectLinks).sort()).toEqual(showcaseProjects.map((p) => p.id).sort())
  })

  it('keeps every showcase URL in project-links.ts, flagged in the pre-launch checklist of docs/content.md', () => {
    const source = readFileSync(join(import.meta.dirname, 'showcase.ts'), 'utf8')
    expect(source).not.toMatch(/https?:\/\//)
    const checklist = readFileSync(join(import.meta.dirname, '../../../docs/content.md'), 'utf8')
    expect(checklist).toMatch(/## Pre-launch checklist[\s\S]*app\/content\/studio\/project-links\.ts/)
  })

  it('runs between 2 and 6 weeks, using both ends', () => {
    const weeks = showcaseProjects.map((p) => Number.parseInt(p.duration, 10))
    for (const w of weeks) {
      expect(w).toBeGreaterThanOrEqual(2)
      expect(w).toBeLessThanOrEqual(6)
    }
    expect(weeks).toContain(2)
    expect(weeks).toContain(6)
  })

  it('covers every category, track and difficulty, with 4–7 features each', () => {
    expect(new Set(showcaseProjects.map((p) => p.category))).toEqual(new Set(ProjectCategorySchema.options))
    expect(new Set(showcaseProjects.map((p) => p.track))).toEqual(new Set(ProjectTrackSchema.options))
    expect(new Set(showcaseProjects.map((p) => p.difficulty))).toEqual(
      new Set(['Beginner', 'Intermediate', 'Advanced', 'Expert']),
    )
    for (const p of showcaseProjects) {
      expect(p.features.length, p.id).toBeGreaterThanOrEqual(4)
      expect(p.features.length, p.id).toBeLessThanOrEqual(7)
    }
  })

  it('has a small self-contained 640×360 cover SVG for every project', () => {
    for (const p of showcaseProjects) {
      const file = join(publicDir, p.image)
      expect(existsSync(file), p.image).toBe(true)
      const svg = readFileSync(file, 'utf8')
      expect(Buffer.byteLength(svg), p.image).toBeLessThan(3072)
      expect(svg, p.image).toContain('viewBox="0 0 640 360"')
      expect(svg, p.image).toMatch(/<title[^>]*>[^<]+<\/title>/)
      expect(svg, p.image).not.toMatch(/(href|src)=|url\(/)
    }
  })

  it('filters by category and finds by id', () => {
    expect(projectsByCategory('all')).toHaveLength(17)
    for (const category of ProjectCategorySchema.options) {
      expect(projectsByCategory(category).length, category).toBeGreaterThan(0)
    }
    expect(findProject('upi-expense-tracker')?.category).toBe('mobile')
  })
})

describe('copy', () => {
  it('never repeats a description across cards', () => {
    expectUnique([
      ...tracks.map((t) => t.description),
      ...bootcamps.map((b) => b.description),
      ...crashCourses.map((c) => c.description),
      ...showcaseProjects.flatMap((p) => [p.description, p.longDescription]),
      ...testimonials.map((t) => t.text),
      ...registrationTracks.map((r) => r.description),
    ])
  })

  it('has no placeholder text', () => {
    const all = JSON.stringify([tracks, bootcamps, crashCourses, showcaseProjects, testimonials, registrationTracks])
    expect(all).not.toMatch(/lorem|ipsum|coming soon|TODO|TBD/i)
  })
})

describe('statistics and registration tracks', () => {
  it('names the four claimed statistics in order (their figures and basis are staff’s, claims.test.ts)', () => {
    expect(studioStatClaims).toEqual(['studio-projects', 'students-trained', 'technologies', 'placement-rate'])
  })

  it('has the five registration tracks in order', () => {
    expectAllParse(RegistrationTrackSchema, registrationTracks)
    expect(registrationTracks.map((r) => [r.value, r.label])).toEqual([
      ['standard', 'Standard Bootcamp'],
      ['simulation', 'Work Simulation Track'],
      ['internship', 'Internship Contributor'],
      ['mentor', 'Mentor Pathway'],
      ['any', 'Open to Any'],
    ])
  })
})
