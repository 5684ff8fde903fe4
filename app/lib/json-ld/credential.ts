import { company } from '~/content/company'
import { sitePaths } from '~/content/site-routes'
import { absoluteUrl } from '~/lib/site-url'
import { thing, type JsonLd } from './index'

/** A certificate as schema.org's EducationalOccupationalCredential, recognised by the issuer at its verify page. */
export function credentialJsonLd(cert: {
  id: string
  holderName: string
  courseTitle: string
  completedOn: string
  url: string
  revoked: boolean
}): JsonLd {
  return thing('EducationalOccupationalCredential', {
    '@id': cert.url,
    url: cert.url,
    identifier: cert.id,
    name: `${cert.courseTitle} certificate`,
    description: `${company.name} certifies that ${cert.holderName} completed ${cert.courseTitle}, with tasks approved by a mentor.`,
    credentialCategory: 'certificate',
    dateCreated: cert.completedOn,
    validFrom: cert.completedOn,
    ...(cert.revoked ? { validUntil: cert.completedOn, creativeWorkStatus: 'Revoked' } : {}),
    about: { '@type': 'Person', name: cert.holderName },
    recognizedBy: { '@type': 'Organization', name: company.name, url: absoluteUrl(sitePaths.home) },
  })
}
