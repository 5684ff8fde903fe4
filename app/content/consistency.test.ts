import { describe, expect, it } from 'vitest'
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
