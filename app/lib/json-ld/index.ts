import { companyNames } from '~/content/company-names'
import { breadcrumbTrail, sitePaths, type Crumb, type SiteRouteId } from '~/content/site-routes'
import { absoluteUrl } from '~/lib/site-url'

/**
 * The one place structured data (schema.org JSON-LD) is built: this module (the shared core, the company as a
 * provider, breadcrumbs) and one module per kind beside it (organization.ts, course.ts, service.ts, blog-posting.ts),
 * so a page's bundle carries only the builders it uses. This module imports the company's names only, not
 * ~/content/company: every page's `meta` imports it (through pageSeo), and Vite's framework chunk takes in what its
 * modules import, so the address and contact channels would otherwise ride along on every page. Routes pass the objects to `seo({ jsonLd })`, which renders each as a
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
  return { '@type': 'Organization', name: companyNames.name, url: absoluteUrl(sitePaths.home), ...extra }
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
