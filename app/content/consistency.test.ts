import { describe, expect, it } from 'vitest'
import * as enquiry from './enquiry'
import * as landing from './landing'
import * as search from './search'
import * as servicesContact from './services/contact'
import * as compare from './studio/compare'
import { crashCourses } from './studio/crash-courses'
import * as studioPages from './studio/pages'
import { registrationBootcamps } from './studio/registration-tracks'
import { showcaseProjects } from './studio/showcase'
import { tracks } from './studio/tracks'
import { guideSlugs, loadGuide } from './guides'
import { guideNextSteps } from './guides/next-steps'
import { servicesTestimonials } from './services/testimonials'
import { bootcamps } from './studio/bootcamps'
import { ContactCourseSchema } from './studio/schema'
import { testimonials } from './studio/testimonials'
import { findTrack } from './studio/tracks'

/** Issue 14: the copy must not contradict itself across pages. */
describe('copy that agrees with itself', () => {
  it('gives every testimonial, studio or services, its own name', () => {
    const names = [...testimonials, ...servicesTestimonials].map((t) => t.name)
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([])
  })

  it('calls bootcamp parts modules, never phases (phases belong to the guides)', () => {
    for (const b of bootcamps) {
      expect(b.description).toMatch(/bootcamp modules/)
      expect(b.description).not.toMatch(/\bphases\b/i)
    }
  })

  it('describes the Backend bootcamp and track as the Java & Spring Boot course of the Backend guide', async () => {
    const guide = await loadGuide('backend')
    expect(guide?.title).toMatch(/Java & Spring Boot/)
    const bootcamp = bootcamps.find((b) => b.guideSlug === 'backend')!
    const track = findTrack('backend')!
    for (const techs of [bootcamp.technologies, track.technologies]) {
      expect(techs.join(' ')).toMatch(/Java/)
      expect(techs.join(' ')).toMatch(/Spring Boot/)
      expect(techs).not.toContain('Node.js')
      expect(techs).not.toContain('Express')
    }
    expect(`${bootcamp.description} ${track.description}`).toMatch(/Java/)
  })

  it.each(guideSlugs)(
    'labels the %s guide facts as self-paced guide figures and ends it with three next steps',
    async (slug) => {
      const guide = (await loadGuide(slug))!
      const labels = guide.facts.map((f) => f.label)
      expect(labels).toContain('Self-paced duration')
      expect(labels).not.toContain('Duration')
      expect(guide.facts.find((f) => f.label === 'Guide phases')?.value).toBe(String(guide.phases.length))

      const steps = guideNextSteps(guide)
      expect(steps.pace).toMatch(new RegExp(`${guide.phases.length} phases take about`))
      expect(steps.links).toHaveLength(3)
      const bootcamp = bootcamps.find((b) => b.guideSlug === slug)
      if (bootcamp) {
        expect(steps.pace).toContain(`${bootcamp.phases} bootcamp modules`)
        expect(steps.pace).toContain(bootcamp.duration.toLowerCase())
        expect(steps.links[0]!.href).toBe(`/realworkstudio/register?bootcamp=${bootcamp.id}`)
      }
      const course = new URL(steps.links[1]!.href, 'https://x').searchParams.get('course')
      expect(ContactCourseSchema.safeParse(course).success).toBe(true)
      expect(steps.links[2]!.href).toMatch(
        /^\/realworkstudio\/project\?category=(frontend|backend|fullstack|ai|mobile|data)$/,
      )
    },
  )
})

const NUMBER_WORDS = 'zero one two three four five six seven eight nine ten eleven twelve thirteen'.split(' ')

/** Every string of the page copy that names how many bootcamps, tracks, guides or crash courses there are. */
function countsInCopy(): { phrase: string; count: number; noun: string }[] {
  const copy = JSON.stringify([landing, search, studioPages, compare, enquiry, servicesContact])
  const found = []
  const pattern =
    /\b(\d+|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen)\s+(?:career\s+|3-month\s+|learning\s+|mentor-led\s+|bootcamp\s+)?(bootcamps|tracks|roadmap guides|guides|crash courses)\b/gi
  for (const match of copy.matchAll(pattern)) {
    const word = match[1]!.toLowerCase()
    found.push({
      phrase: match[0],
      count: /\d/.test(word) ? Number(word) : NUMBER_WORDS.indexOf(word),
      noun: match[2]!,
    })
  }
  return found
}

/** Issue 32: one set of names and numbers, from the catalogue. */
describe('names and counts that come from the catalogue', () => {
  it('names each bootcamp alike everywhere: its track, its guide, the registration and the showcase', async () => {
    for (const bootcamp of bootcamps) {
      const track = tracks.find((t) => t.bootcampId === bootcamp.id)
      expect(track, bootcamp.id).toBeDefined()
      const guide = (await loadGuide(bootcamp.guideSlug))!
      // The guide may add its stack ('Backend Development (Java & Spring Boot)'), never rename the course.
      expect(guide.title.startsWith(bootcamp.title), `${guide.title} / ${bootcamp.title}`).toBe(true)
    }
    expect(registrationBootcamps.slice(0, bootcamps.length).map((o) => o.label)).toEqual(bootcamps.map((b) => b.title))
    const titles = new Set(bootcamps.map((b) => b.title))
    for (const project of showcaseProjects)
      expect(titles.has(project.track) || project.track === 'Deep Learning', project.track).toBe(true)
  })

  it('counts bootcamps, tracks, guides and crash courses as the catalogue does', () => {
    const counts = countsInCopy()
    expect(counts.length).toBeGreaterThan(5)
    const actual: Record<string, number> = {
      bootcamps: bootcamps.length,
      tracks: tracks.length,
      'roadmap guides': guideSlugs.length,
      guides: guideSlugs.length,
      'crash courses': crashCourses.length,
    }
    // "Pick two or three tracks" is a choice, not the catalogue's size.
    for (const { phrase, count, noun } of counts.filter((c) => c.count > 3))
      expect(count, phrase).toBe(actual[noun.toLowerCase()])
  })

  it('spells the thank-you heading of every form the same way', () => {
    expect(
      new Set([
        enquiry.enquiryCopy.sentTitle,
        servicesContact.servicesContact.sent.title,
        studioPages.contactPage.form.sentTitle,
      ]).size,
    ).toBe(1)
  })
})
