import { company } from '~/content/company'
import type { GuideOutline } from '~/content/guides/outline'
import { guidePath, sitePaths } from '~/content/site-routes'
import type { Bootcamp } from '~/content/studio/schema'
import { roadmapTitle } from '~/lib/guide-seo'
import { absoluteUrl } from '~/lib/site-url'
import { provider, thing, type JsonLd } from '~/lib/json-ld'

/** schema.org Course for one bootcamp: the provider organisation and the offer in rupees. */
export function bootcampCourseJsonLd(
  bootcamp: Pick<Bootcamp, 'id' | 'title' | 'description' | 'guideSlug' | 'level' | 'technologies' | 'discountPrice'>,
): JsonLd {
  return thing('Course', {
    name: `${bootcamp.title} Bootcamp`,
    description: bootcamp.description,
    url: absoluteUrl(guidePath(bootcamp.guideSlug)),
    educationalLevel: bootcamp.level,
    timeRequired: 'P3M',
    teaches: bootcamp.technologies,
    provider: provider(),
    offers: {
      '@type': 'Offer',
      category: 'Paid',
      price: bootcamp.discountPrice,
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      url: absoluteUrl(`${sitePaths.studioContact}?course=${bootcamp.id}`),
    },
  })
}

/**
 * schema.org Course for a roadmap guide: provider, level range, prerequisites, one syllabus section per phase and the
 * capstones by name. Built from the guide's outline, the loader data the browser also has: the phase objectives and
 * capstone descriptions are on the page (and on each phase's page), not repeated here in every first response.
 */
export function guideCourseJsonLd(guide: GuideOutline): JsonLd {
  const [first, last] = guide.levels
  const prerequisites = [
    ...guide.facts.filter((fact) => /prerequisite/i.test(fact.label)).map((fact) => fact.value),
    ...(guide.requirementsNote ? [guide.requirementsNote] : []),
  ]
  return thing('Course', {
    name: roadmapTitle(guide),
    description: guide.intro,
    url: absoluteUrl(guidePath(guide.slug)),
    inLanguage: 'en-IN',
    isAccessibleForFree: true,
    educationalLevel: first === last ? first : `${first} to ${last}`,
    ...(prerequisites.length ? { coursePrerequisites: prerequisites } : {}),
    provider: provider({ sameAs: company.social.map((s) => s.url) }),
    syllabusSections: guide.phases.map((phase) => ({ '@type': 'Syllabus', name: `Phase ${phase.id}: ${phase.title}` })),
    hasPart: guide.capstoneTitles.map((name) => ({ '@type': 'CreativeWork', name })),
  })
}
