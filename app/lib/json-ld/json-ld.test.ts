import { describe, expect, it } from 'vitest'
import { blogPosts } from '~/content/blog-posts'
import { guideSlugs, loadGuide } from '~/content/guides'
import { filterLabel } from '~/content/services/catalogue'
import { coreServices, findCoreService } from '~/content/services/core-services'
import { siteRoutes, type SiteRouteId } from '~/content/site-routes'
import { bootcamps } from '~/content/studio/bootcamps'
import { pageSeo, seo } from '~/lib/seo'
import { breadcrumbJsonLd, pageBreadcrumbJsonLd, type JsonLd } from '.'
import { organizationJsonLd } from './organization'
import { blogPostingJsonLd } from './blog-posting'
import { bootcampCourseJsonLd, guideCourseJsonLd } from './course'
import { guideOutline } from '~/content/guides/outline'
import { serviceJsonLd } from './service'
import { credentialJsonLd } from './credential'

const ORIGIN = 'https://realworktech.in'
const isUrl = (value: unknown) => typeof value === 'string' && value.startsWith(`${ORIGIN}/`)
const filled = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)

/** The fields each kind needs (schema.org, and what Google's rich results require of it), every one filled. */
const REQUIRED: Record<string, string[]> = {
  Organization: ['name', 'url', 'logo', 'address', 'email', 'telephone'],
  BreadcrumbList: ['itemListElement'],
  Course: ['name', 'description', 'url', 'provider'],
  Service: ['name', 'description', 'url', 'provider', 'offers'],
  EducationalOccupationalCredential: ['name', 'description', 'url', 'identifier', 'credentialCategory', 'recognizedBy'],
  BlogPosting: ['headline', 'description', 'datePublished', 'dateModified', 'image', 'author', 'publisher'],
}

/** Problems with one JSON-LD object: wrong context, unknown kind, a required field missing, a relative URL. */
function problems(ld: JsonLd): string[] {
  const found: string[] = []
  if (ld['@context'] !== 'https://schema.org') found.push('@context')
  const required = REQUIRED[ld['@type']]
  if (!required) return [...found, `unexpected @type ${ld['@type']}`]
  for (const field of required) if (!filled(ld[field])) found.push(`${ld['@type']}.${field} missing`)
  if ('url' in ld && !isUrl(ld.url)) found.push(`${ld['@type']}.url is not absolute`)
  const provider = (ld.provider ?? ld.publisher) as Record<string, unknown> | undefined
  if (provider && (provider['@type'] !== 'Organization' || !filled(provider.name))) found.push('provider/publisher')
  const offers = ld.offers as Record<string, unknown> | undefined
  if (offers && (offers['@type'] !== 'Offer' || offers.priceCurrency !== 'INR' || typeof offers.price !== 'number'))
    found.push('offers')
  if (ld['@type'] === 'BreadcrumbList') {
    const items = ld.itemListElement as { '@type': string; position: number; name: string; item: string }[]
    items.forEach((item, i) => {
      if (item['@type'] !== 'ListItem' || item.position !== i + 1 || !filled(item.name) || !isUrl(item.item))
        found.push(`breadcrumb ${i + 1}`)
    })
  }
  // The object goes inside a <script> element: it must never close it.
  if (JSON.stringify(ld).includes('</script')) found.push('closes its script element')
  return found
}

describe('JSON-LD builder', () => {
  it('describes the company as an Organization', () => {
    expect(problems(organizationJsonLd())).toEqual([])
  })

  it('describes every bootcamp as a Course with its provider and an INR offer', () => {
    for (const bootcamp of bootcamps) expect(problems(bootcampCourseJsonLd(bootcamp)), bootcamp.id).toEqual([])
    expect(bootcampCourseJsonLd(bootcamps[0]!)).toMatchObject({
      '@type': 'Course',
      name: 'Frontend Development Bootcamp',
      url: `${ORIGIN}/realworkstudio/course/frontend`,
      provider: { '@type': 'Organization', name: 'RealWork Technologies' },
      offers: { '@type': 'Offer', price: 7000, priceCurrency: 'INR', category: 'Paid' },
    })
  })

  it('describes every roadmap guide as a Course with one syllabus section per phase', async () => {
    for (const slug of guideSlugs) {
      const guide = (await loadGuide(slug))!
      const ld = guideCourseJsonLd(guideOutline(guide))
      expect(problems(ld), slug).toEqual([])
      expect(ld.syllabusSections).toHaveLength(guide.phases.length)
    }
    const cloud = guideCourseJsonLd(guideOutline((await loadGuide('cloud'))!))
    expect(cloud).toMatchObject({ name: 'Cloud Engineering Roadmap', url: `${ORIGIN}/realworkstudio/course/cloud` })
    expect(cloud.educationalLevel).toBe('Foundation to Advanced')
    expect((cloud.syllabusSections as { name: string }[])[0]!.name).toMatch(/^Phase 0: /)
  })

  it('describes every core service as a Service with an INR offer at its starting price', () => {
    for (const service of coreServices)
      expect(problems(serviceJsonLd(service, filterLabel(service.category))), service.id).toEqual([])
    const app = findCoreService('mobile-app')!
    expect(serviceJsonLd(app, filterLabel(app.category))).toMatchObject({
      name: 'Mobile App Development',
      provider: { '@type': 'Organization', name: 'RealWork Technologies' },
      offers: { '@type': 'Offer', priceCurrency: 'INR', price: 25_000 },
    })
  })

  it('describes a blog post as a BlogPosting, with or without an author role', () => {
    for (const post of blogPosts) {
      const ld = blogPostingJsonLd({
        slug: post.slug,
        title: post.title,
        summary: post.excerpt,
        publishedAt: `${post.date}T04:30:00.000Z`,
        updatedAt: `${post.date}T04:30:00.000Z`,
        image: post.image,
        author: post.author,
        authorRole: null,
      })
      expect(problems(ld), post.slug).toEqual([])
      expect(ld.mainEntityOfPage).toBe(`${ORIGIN}/blogs/${post.slug}`)
      expect(ld.author).toEqual({ '@type': 'Person', name: post.author })
    }
    const post = blogPosts[0]!
    const withRole = blogPostingJsonLd({ ...post, summary: post.excerpt, publishedAt: post.date, updatedAt: post.date })
    expect(withRole.author).toEqual({ '@type': 'Person', name: post.author, jobTitle: post.authorRole })
  })

  it('describes a certificate as an EducationalOccupationalCredential, marked when revoked', () => {
    const cert = {
      id: 'RW-7K3Q-9XPM-4D2T-H8VA',
      holderName: 'Priya Raman',
      courseTitle: 'Frontend Development Bootcamp',
      completedOn: '2026-10-30',
      url: `${ORIGIN}/verify/RW-7K3Q-9XPM-4D2T-H8VA`,
    }
    const valid = credentialJsonLd({ ...cert, revoked: false })
    expect(problems(valid)).toEqual([])
    expect(valid).toMatchObject({ identifier: cert.id, about: { '@type': 'Person', name: 'Priya Raman' } })
    expect(valid).not.toHaveProperty('creativeWorkStatus')
    const revoked = credentialJsonLd({ ...cert, revoked: true })
    expect(problems(revoked)).toEqual([])
    expect(revoked.creativeWorkStatus).toBe('Revoked')
  })

  it('builds a breadcrumb trail for every public page from the route registry', () => {
    const pages = (Object.keys(siteRoutes) as SiteRouteId[]).filter((id) => 'parent' in siteRoutes[id])
    expect(pages.length).toBeGreaterThan(15)
    for (const id of pages) {
      const ld = pageBreadcrumbJsonLd(id, { name: 'This page', path: '/this-page' })
      expect(problems(ld), id).toEqual([])
      expect((ld.itemListElement as { name: string }[])[0]!.name).toBe('Home')
    }
    expect(problems(breadcrumbJsonLd([]))).toEqual(['BreadcrumbList.itemListElement missing'])
  })

  it('lets seo() render each object as one ld+json script, and pageSeo add the breadcrumbs', () => {
    const tags = seo({ title: 'T', description: 'D', path: '/', jsonLd: [organizationJsonLd()] })
    expect(tags.filter((tag) => 'script:ld+json' in tag)).toHaveLength(1)
    const page = pageSeo('studioCompare', { title: 'Compare', description: 'D' })
    expect(page).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${ORIGIN}/realworkstudio/compare` })
    const scripts = page.filter((tag) => 'script:ld+json' in tag) as { 'script:ld+json': JsonLd }[]
    expect(scripts.map((s) => s['script:ld+json']['@type'])).toEqual(['BreadcrumbList'])
    expect(pageSeo('home', { title: 'Home', description: 'D' }).some((tag) => 'script:ld+json' in tag)).toBe(false)
  })
})
