import { company } from '~/content/company'
import type { Bootcamp } from '~/content/studio/schema'
import { absoluteUrl } from './site-url'

/** schema.org Course for one bootcamp: the provider organisation and the offer in rupees. */
export function bootcampCourseJsonLd(bootcamp: Bootcamp): object {
  const url = absoluteUrl(`/realworkstudio/course/${bootcamp.guideSlug}`)
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: `${bootcamp.title} Bootcamp`,
    description: bootcamp.description,
    url,
    educationalLevel: bootcamp.level,
    timeRequired: 'P3M',
    teaches: bootcamp.technologies,
    provider: { '@type': 'Organization', name: company.name, url: absoluteUrl('/') },
    offers: {
      '@type': 'Offer',
      category: 'Paid',
      price: bootcamp.discountPrice,
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      url: absoluteUrl(`/realworkstudio/contact?course=${bootcamp.contactCourse}`),
    },
  }
}
