import type { MetaDescriptor } from 'react-router'
import { company } from '~/content/company'
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
  /** Structured data objects, rendered as JSON-LD. */
  jsonLd?: object[]
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
  const fullTitle = title.includes(company.shortName) ? title : `${title} | ${company.name}`
  const alt = imageAlt ?? `${title}, ${company.name}`
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: company.name },
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

export function organizationJsonLd(): object {
  const a = company.address
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    legalName: company.legalName,
    url: absoluteUrl('/'),
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
  }
}

export function breadcrumbJsonLd(items: { name: string; path: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  }
}
