import type { MetaDescriptor } from 'react-router'
import { companyNames } from '~/content/company-names'
import { siteRoute, type SiteRouteId } from '~/content/site-routes'
import { pageBreadcrumbJsonLd, type JsonLd } from './json-ld'
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, ogImagePath } from './og-image'
import { absoluteUrl } from './site-url'

interface SeoInput {
  title: string
  description: string
  path: string
  /** The address a share preview stands for (og:url), when it differs from the canonical page, e.g. a guide phase. */
  sharePath?: string
  /** The share image; by default the page's own PNG that the build renders from its title (see og-image.ts). */
  image?: string
  /** What the share image shows, for og:image:alt; by default its title and division. */
  imageAlt?: string
  type?: 'website' | 'article'
  noindex?: boolean
  /**
   * Structured data objects from ~/lib/json-ld, rendered as JSON-LD. Pass them only in the server's render
   * (`jsonLd: import.meta.env.SSR ? [...] : undefined`): crawlers read the document the server sends, and a client-side
   * navigation has no reader for them, so the browser bundle leaves the builders out (React's hydration skips the
   * server's extra <script> tags in <head>).
   */
  jsonLd?: JsonLd[]
}

/** Title, description, canonical link, Open Graph and JSON-LD for one route. */
export function seo({
  title,
  description,
  path,
  sharePath,
  image = ogImagePath(path),
  imageAlt,
  type = 'website',
  noindex,
  jsonLd = [],
}: SeoInput): MetaDescriptor[] {
  const url = absoluteUrl(path)
  const fullTitle = title.includes(companyNames.shortName) ? title : `${title} | ${companyNames.name}`
  const alt = imageAlt ?? `${title}, ${companyNames.name}`
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: companyNames.name },
    { property: 'og:type', content: type },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: sharePath ? absoluteUrl(sharePath) : url },
    { property: 'og:image', content: absoluteUrl(image) },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(OG_IMAGE_WIDTH) },
    { property: 'og:image:height', content: String(OG_IMAGE_HEIGHT) },
    { property: 'og:image:alt', content: alt },
    { property: 'og:locale', content: 'en_IN' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:image', content: absoluteUrl(image) },
    { name: 'twitter:image:alt', content: alt },
    ...(noindex ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
    ...jsonLd.map((data) => ({ 'script:ld+json': data })),
  ]
}

/**
 * seo() for a page of the route registry: its canonical path comes from the registry and, for a page below Home, its
 * breadcrumbs from the registry's parents follow the page's own structured data.
 */
export function pageSeo(id: SiteRouteId, input: Omit<SeoInput, 'path'>): MetaDescriptor[] {
  const route = siteRoute(id)
  const crumbs = import.meta.env.SSR && route.parent ? [pageBreadcrumbJsonLd(id)] : []
  return seo({ ...input, path: route.path, jsonLd: [...(input.jsonLd ?? []), ...crumbs] })
}
