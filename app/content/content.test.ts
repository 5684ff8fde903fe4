import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { blogPosts } from './blog-posts'
import { findPost, listPosts } from './blog'
import { company } from './company'
import { blogPage } from './blog'
import { enquiryCopy } from './enquiry'
import { about, hero, landingPage, mission, products, team, vision } from './landing'
import { legalDocs } from './legal-docs'
import { fixedPaths, publicPaths } from './paths'
import {
  BlogPostSchema,
  CompanySchema,
  LandingPageSchema,
  LegalDocSchema,
  SearchPageSchema,
  SeoOnlyPageSchema,
} from './schema'
import { searchPage } from './search'
import { bootcamps } from './studio/bootcamps'
import { crashCourses } from './studio/crash-courses'

const publicFile = (p: string) => path.join(process.cwd(), 'public', p)
const words = (text: string) => text.split(/\s+/).filter(Boolean).length

describe('main-site page copy', () => {
  it('parses with each page schema', () => {
    expect(LandingPageSchema.safeParse(landingPage).error?.issues ?? []).toEqual([])
    expect(SeoOnlyPageSchema.safeParse(blogPage).error?.issues ?? []).toEqual([])
    expect(SeoOnlyPageSchema.safeParse(enquiryCopy).error?.issues ?? []).toEqual([])
    expect(SearchPageSchema.safeParse(searchPage).error?.issues ?? []).toEqual([])
  })
})

describe('company', () => {
  it('parses', () => {
    expect(CompanySchema.safeParse(company).error?.issues ?? []).toEqual([])
  })
})

describe('blog posts', () => {
  it('are four, parse, and have id = slug and their publication dates', () => {
    for (const post of blogPosts) {
      expect(BlogPostSchema.safeParse(post).error?.issues ?? []).toEqual([])
      expect(post.id).toBe(post.slug)
    }
    expect(blogPosts.map((p) => p.date)).toEqual(['2025-01-01', '2025-01-10', '2025-01-17', '2025-01-24'])
    expect(new Set(blogPosts.map((p) => p.slug)).size).toBe(4)
  })

  it('each have a real article of 600 to 1,200 words and an existing cover', () => {
    for (const post of blogPosts) {
      const text = post.body.map((b) => ('text' in b ? b.text : b.items.join(' '))).join(' ')
      expect(words(text), post.slug).toBeGreaterThanOrEqual(600)
      expect(words(text), post.slug).toBeLessThanOrEqual(1200)
      expect(existsSync(publicFile(post.image)), post.image).toBe(true)
    }
    expect(existsSync(publicFile('/images/blog/default.svg'))).toBe(true)
  })

  it('never repeat a paragraph across posts', () => {
    const paragraphs = blogPosts.flatMap((p) => p.body.filter((b) => b.type === 'p').map((b) => b.text))
    expect(new Set(paragraphs).size).toBe(paragraphs.length)
  })

  it('are listed newest first and found by slug', () => {
    expect(listPosts()[0]!.date).toBe('2025-01-24')
    expect(findPost('roadmap-without-tutorial-hell')?.date).toBe('2025-01-10')
    expect(findPost('nope')).toBeUndefined()
  })
})

describe('legal documents', () => {
  it('are the three pages, dated 21/07/2025', () => {
    expect(legalDocs.map((d) => d.slug).sort()).toEqual(['privacy-policy', 'refund-policy', 'terms-of-service'])
    for (const doc of legalDocs) expect(LegalDocSchema.safeParse(doc).error?.issues ?? []).toEqual([])
  })

  it('state the refund terms and the certificate rule', () => {
    const refund = JSON.stringify(legalDocs.find((d) => d.slug === 'refund-policy'))
    for (const phrase of [/14 days/, /3 sessions|three sessions/, /7 working days/, /discount/i, /e-?mail/i])
      expect(refund).toMatch(phrase)
    const terms = JSON.stringify(legalDocs.find((d) => d.slug === 'terms-of-service'))
    expect(terms).toMatch(/certificate/i)
    expect(terms).toMatch(/completed all assigned tasks/i)
    expect(terms).toMatch(/mentor has approved|mentor approval/i)
  })
})

describe('landing copy', () => {
  it('has the three hero cards and three team cards', () => {
    expect(hero.cards.map((c) => [c.title, c.href])).toEqual([
      ['Training', '/realworkstudio'],
      ['Services', '/services'],
      ['Products', '#products'],
    ])
    expect(team.cards.map((c) => c.title)).toEqual([
      'Chief Technologist',
      'Senior Mentors',
      'Project Engineers & Trainees',
    ])
  })
  it('never repeats a sentence between sections', () => {
    const texts = [
      ...mission.paragraphs,
      ...vision.paragraphs,
      ...about.paragraphs,
      ...products.items.map((p) => p.summary),
      ...team.cards.map((c) => c.summary),
    ]
    expect(new Set(texts).size).toBe(texts.length)
  })
})

describe('public paths', () => {
  it('are unique, canonical, and include every blog post and legal page', () => {
    const paths = publicPaths()
    expect(new Set(paths).size).toBe(paths.length)
    // Lower-case slugs joined by single slashes, no trailing slash, nothing to escape: slugs come from content.
    const canonical = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/
    expect(paths.filter((p) => !canonical.test(p))).toEqual([])
    for (const post of blogPosts) expect(paths).toContain(`/blogs/${post.slug}`)
    for (const doc of legalDocs) expect(paths).toContain(`/${doc.slug}`)
  })

  it('prerender only fixed content: the blog reads the database and is rendered on request', () => {
    const fixed = fixedPaths()
    expect(fixed.filter((p) => p.startsWith('/blogs'))).toEqual([])
    expect(publicPaths()).toEqual([...fixed, '/blogs', ...blogPosts.map((post) => `/blogs/${post.slug}`)])
  })
})

describe('the home hero at a glance', () => {
  it('reads its numbers from the catalogue', async () => {
    const { heroGlance } = await import('./hero-glance')
    const catalogue = { bootcamps, crashCourses }
    expect(heroGlance({ startsOn: '2027-01-05', seats: null }, catalogue)).toEqual([
      { label: 'Bootcamp fee: ₹7,000', text: 'for three months, mentor-led (₹10,000 list price)' },
      { label: '10 bootcamps', text: 'and 31 short crash courses, taught by working engineers' },
      { label: 'Next batch', text: '5 January 2027' },
      { label: 'From ₹5,000', text: 'for a business website built by our services team' },
    ])
    expect(heroGlance(null, catalogue)[2]!.text).toBe('Dates for the next batch are being set')
  })

  it("names the next batch's course and seats when few are left or it is full", async () => {
    const { heroGlance } = await import('./hero-glance')
    const catalogue = { bootcamps, crashCourses }
    const glance = (text: string) =>
      heroGlance({ startsOn: '2026-12-02', seats: { course: 'Frontend Development', text } }, catalogue)[2]
    expect(glance('2 seats left')).toEqual({
      label: 'Next batch',
      text: '2 December 2026 · Frontend Development · 2 seats left',
    })
    expect(glance('Full: register to join the waitlist')!.text).toBe(
      '2 December 2026 · Frontend Development · Full: register to join the waitlist',
    )
  })

  it('says "from" the lowest fee when staff set different ones, and leaves the fee out with none shown', async () => {
    const { heroGlance, popupText } = await import('./hero-glance')
    const cheaper = [
      { discountPrice: 8000, originalPrice: 10000 },
      { discountPrice: 6500, originalPrice: 9000 },
    ]
    const glance = heroGlance(null, { bootcamps: cheaper, crashCourses: [] })
    expect(glance[0]).toEqual({
      label: 'Bootcamps from: ₹6,500',
      text: 'for three months, mentor-led (₹9,000 list price)',
    })
    expect(glance[1]!.label).toBe('2 bootcamps')
    expect(popupText({ bootcamps: cheaper, crashCourses: [] })).toMatch(
      /, 2 tracks, .* ₹6,500 instead of ₹9,000 for this batch\.$/,
    )
    const full = [{ discountPrice: 9000, originalPrice: 9000 }]
    expect(popupText({ bootcamps: full, crashCourses: [] })).not.toContain('instead of')
    expect(heroGlance(null, { bootcamps: [], crashCourses: [] })[0]!.label).toBe('0 bootcamps')
  })
})
