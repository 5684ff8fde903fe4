import { company } from '~/content/company'
import { sitePaths } from '~/content/site-routes'
import { absoluteUrl } from '~/lib/site-url'
import { thing, type JsonLd } from '~/lib/json-ld'

/** The company itself, with its address and profiles (the home page). */
export function organizationJsonLd(): JsonLd {
  const a = company.address
  return thing('Organization', {
    name: company.name,
    legalName: company.legalName,
    url: absoluteUrl(sitePaths.home),
    logo: absoluteUrl('/favicon.svg'),
    foundingDate: String(company.founded),
    email: company.emails[0]!.address,
    telephone: company.phones[0]!.e164,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${a.street}, ${a.locality}`,
      addressLocality: a.city,
      addressRegion: a.region,
      postalCode: a.postalCode,
      addressCountry: 'IN',
    },
    sameAs: company.social.map((s) => s.url),
  })
}
