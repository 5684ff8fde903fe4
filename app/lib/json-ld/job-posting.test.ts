import { describe, expect, it } from 'vitest'
import { jobPostingJsonLd, type JobPostingInput } from './job-posting'

const opening: JobPostingInput = {
  slug: 'android-mentor',
  title: 'Android mentor',
  location: 'Bengaluru',
  remote: false,
  type: 'part-time',
  applyBy: '2026-12-31',
  salary: null,
  postedOn: '2026-11-20',
  html: '<p>Teach Kotlin.</p>',
}

describe('JobPosting JSON-LD', () => {
  it('carries what Google’s jobs search requires, at the company’s stated address', () => {
    const ld = jobPostingJsonLd(opening)
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Android mentor',
      description: '<p>Teach Kotlin.</p>',
      datePosted: '2026-11-20',
      validThrough: '2026-12-31T23:59:59+05:30',
      employmentType: 'PART_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'RealWork Technologies' },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '3rd Floor, 14 Residency Road, Shanthala Nagar',
          addressLocality: 'Bengaluru',
          addressRegion: 'Karnataka',
          postalCode: '560025',
          addressCountry: 'IN',
        },
      },
    })
    expect(String(ld.url)).toMatch(/^https?:\/\/[^/]+\/careers\/android-mentor$/)
    expect(ld).not.toHaveProperty('baseSalary')
    expect(ld).not.toHaveProperty('jobLocationType')
  })

  it('marks a remote role as telecommute within India, with or without a city', () => {
    const remote = jobPostingJsonLd({ ...opening, location: '', remote: true, type: 'internship' })
    expect(remote).toMatchObject({
      employmentType: 'INTERN',
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'India' },
    })
    expect(remote).not.toHaveProperty('jobLocation')
    const hybrid = jobPostingJsonLd({ ...opening, location: 'Mysuru', remote: true })
    expect(hybrid).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      jobLocation: { address: { addressLocality: 'Mysuru', addressCountry: 'IN' } },
    })
  })

  it('states the salary only when given: a range or one amount, per month or year', () => {
    expect(jobPostingJsonLd({ ...opening, salary: { min: 600000, max: 900000, period: 'YEAR' } }).baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: { '@type': 'QuantitativeValue', minValue: 600000, maxValue: 900000, unitText: 'YEAR' },
    })
    expect(jobPostingJsonLd({ ...opening, salary: { min: 30000, max: null, period: 'MONTH' } }).baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: { '@type': 'QuantitativeValue', value: 30000, unitText: 'MONTH' },
    })
  })
})
