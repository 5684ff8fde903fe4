import { describe, expect, it } from 'vitest'
import { bootcamps } from '~/content/studio/bootcamps'
import { bootcampCourseJsonLd } from './course-json-ld'

describe('bootcampCourseJsonLd', () => {
  it('describes a bootcamp as a schema.org Course with its provider and an INR offer', () => {
    const ld = bootcampCourseJsonLd(bootcamps[0]!) as Record<string, unknown>
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Frontend Development Bootcamp',
      url: 'https://realworktech.in/realworkstudio/course/frontend',
      provider: { '@type': 'Organization', name: 'RealWork Technologies' },
      offers: { '@type': 'Offer', price: 7000, priceCurrency: 'INR', category: 'Paid' },
    })
  })

  it('serialises every bootcamp without a closing script tag', () => {
    for (const bootcamp of bootcamps) expect(JSON.stringify(bootcampCourseJsonLd(bootcamp))).not.toContain('</script')
  })
})
