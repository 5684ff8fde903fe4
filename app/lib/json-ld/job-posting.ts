import { EMPLOYMENT_TYPES, type Opening } from '~/content/careers-types'
import { company } from '~/content/company'
import { pathTo, sitePaths } from '~/content/site-routes'
import { istDateTime } from '~/lib/ist'
import { absoluteUrl } from '~/lib/site-url'
import { thing, type JsonLd } from '~/lib/json-ld'

/** What an opening's structured data needs: the opening and its description as the sanitised HTML the page shows. */
export type JobPostingInput = Pick<
  Opening,
  'slug' | 'title' | 'location' | 'remote' | 'type' | 'applyBy' | 'salary' | 'postedOn'
> & { html: string }

/** Where the job is: the company's stated address for its own city, else the city in India. */
function place(location: string) {
  const a = company.address
  const address =
    location.trim().toLowerCase() === a.city.toLowerCase()
      ? {
          streetAddress: `${a.street}, ${a.locality}`,
          addressLocality: a.city,
          addressRegion: a.region,
          postalCode: a.postalCode,
        }
      : { addressLocality: location }
  return { '@type': 'Place', address: { '@type': 'PostalAddress', ...address, addressCountry: 'IN' } }
}

/**
 * schema.org JobPosting for an opening that takes applications (Google's jobs search): title, the description as
 * HTML, datePosted, validThrough (the end of the apply-by day in India), employmentType, the company, where the work
 * is (an office, remote within India, or both) and the salary only when staff gave one. A closed opening has none
 * (docs/decisions/017), so it leaves the jobs search.
 */
export function jobPostingJsonLd(opening: JobPostingInput): JsonLd {
  const salary = opening.salary
  return thing('JobPosting', {
    title: opening.title,
    description: opening.html,
    datePosted: opening.postedOn ?? undefined,
    validThrough: istDateTime(opening.applyBy, '23:59:59'),
    employmentType: EMPLOYMENT_TYPES.find((t) => t.value === opening.type)?.schema,
    directApply: true,
    url: absoluteUrl(pathTo('careerOpening', { slug: opening.slug })),
    identifier: { '@type': 'PropertyValue', name: company.name, value: opening.slug },
    hiringOrganization: {
      '@type': 'Organization',
      name: company.name,
      sameAs: absoluteUrl(sitePaths.home),
      logo: absoluteUrl('/favicon.svg'),
    },
    ...(opening.location ? { jobLocation: place(opening.location) } : {}),
    ...(opening.remote
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'India' } }
      : {}),
    ...(salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'INR',
            value: {
              '@type': 'QuantitativeValue',
              ...(salary.max === null ? { value: salary.min } : { minValue: salary.min, maxValue: salary.max }),
              unitText: salary.period,
            },
          },
        }
      : {}),
  })
}
