import { company } from '~/content/company'
import type { Guide } from '~/content/schema'
import type { CoreService } from '~/content/services/schema'
import { catalogueHref, quoteHref } from '~/content/services/urls'
import { breadcrumbTrail, guidePath, pathTo, sitePaths, type Crumb, type SiteRouteId } from '~/content/site-routes'
import type { Bootcamp } from '~/content/studio/schema'
import { roadmapTitle } from './guide-seo'
import { absoluteUrl } from './site-url'

/**
 * The one place structured data (schema.org JSON-LD) is built. Routes pass these objects to `seo({ jsonLd })`, which
 * renders each as a `<script type="application/ld+json">`; json-ld.test.ts checks every kind carries the fields
 * search engines require. Route `meta` functions run in the browser too, so this module imports no content
 * collections, only types and small helpers.
 */
export interface JsonLd {
  '@context': 'https://schema.org'
  '@type': string
  [key: string]: unknown
}

function thing(type: string, fields: Record<string, unknown>): JsonLd {
  return { '@context': 'https://schema.org', '@type': type, ...fields }
}

/** The company as the provider or publisher of a page's subject. */
function provider(extra: Record<string, unknown> = {}) {
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

/** schema.org Course for one bootcamp: the provider organisation and the offer in rupees. */
export function bootcampCourseJsonLd(bootcamp: Bootcamp): JsonLd {
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
      url: absoluteUrl(`${sitePaths.studioContact}?course=${bootcamp.contactCourse}`),
    },
  })
}

/** schema.org Course for a roadmap guide: provider, level range, prerequisites and one syllabus section per phase. */
export function guideCourseJsonLd(guide: Guide): JsonLd {
  const first = guide.phases[0]!.level
  const last = guide.phases.at(-1)!.level
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
    syllabusSections: guide.phases.map((phase) => ({
      '@type': 'Syllabus',
      name: `Phase ${phase.id}: ${phase.title}`,
      description: phase.objective,
    })),
    hasPart: guide.capstones.map((capstone) => ({
      '@type': 'CreativeWork',
      name: capstone.title,
      description: capstone.description,
    })),
  })
}

/**
 * schema.org Service for one core service, its starting price as the offer (DESIGN "Beyond the spec" 4). The category
 * label comes from the catalogue (`filterLabel`), passed in so this module stays free of the services content.
 */
export function serviceJsonLd(service: CoreService, categoryLabel: string): JsonLd {
  return thing('Service', {
    name: service.title,
    serviceType: service.title,
    description: service.description,
    category: categoryLabel,
    url: absoluteUrl(catalogueHref({ category: service.category }, '')),
    provider: provider({ url: absoluteUrl(sitePaths.services), telephone: company.phones[0]!.e164 }),
    offers: {
      '@type': 'Offer',
      priceCurrency: 'INR',
      price: service.startingPrice,
      description: `Starting price; delivery in ${service.deliveryTime}`,
      url: absoluteUrl(quoteHref(service.title)),
    },
  })
}

/** What a blog post's structured data needs; the blog page's loader data has it. */
export interface BlogPostingInput {
  slug: string
  title: string
  summary: string
  publishedAt: string
  updatedAt: string
  /** The cover image path, or the blog's default image. */
  image: string
  author: string
  authorRole: string | null
}

/** schema.org BlogPosting for one post: headline, dates, author and the company as publisher. */
export function blogPostingJsonLd(post: BlogPostingInput): JsonLd {
  return thing('BlogPosting', {
    headline: post.title,
    description: post.summary,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    image: absoluteUrl(post.image),
    author: { '@type': 'Person', name: post.author, ...(post.authorRole ? { jobTitle: post.authorRole } : {}) },
    publisher: {
      '@type': 'Organization',
      name: company.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg') },
    },
    mainEntityOfPage: absoluteUrl(pathTo('blogPost', { slug: post.slug })),
  })
}
