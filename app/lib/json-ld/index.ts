import { company } from '~/content/company'
import { breadcrumbTrail, sitePaths, type Crumb, type SiteRouteId } from '~/content/site-routes'
import { absoluteUrl } from '~/lib/site-url'

/**
 * The one place structured data (schema.org JSON-LD) is built: this module (the shared core, the company and
 * breadcrumbs) and one module per kind beside it (course.ts, service.ts, blog-posting.ts), so a page's bundle carries
 * only the builders it uses. Routes pass the objects to `seo({ jsonLd })`, which renders each as a
 * `<script type="application/ld+json">`; json-ld.test.ts checks every kind carries the fields search engines require.
 * Route `meta` functions run in the browser too, so these modules import no content collections, only types and
 * small helpers.
 */
export interface JsonLd {
  '@context': 'https://schema.org'
  '@type': string
  [key: string]: unknown
}

/** A schema.org object of one type. */
export function thing(type: string, fields: Record<string, unknown>): JsonLd {
  return { '@context': 'https://schema.org', '@type': type, ...fields }
}

/** The company as the provider of a page's subject. */
export function provider(extra: Record<string, unknown> = {}) {
  return { '@type': 'Organization', name: company.name, url: absoluteUrl(sitePaths.home), ...extra }
}

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

/** A BreadcrumbList from crumbs, Home first. */
export function breadcrumbJsonLd(items: readonly Crumb[]): JsonLd {
  return thing('BreadcrumbList', {
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  })
}

/** The breadcrumbs of a registry page, from its parents; pages with parameters name themselves (`self`). */
export function pageBreadcrumbJsonLd(id: SiteRouteId, self?: Crumb): JsonLd {
  return breadcrumbJsonLd(breadcrumbTrail(id, self))
}
