import { describe, expect, it } from 'vitest'
import type { CaseStudy } from '~/lib/case-study'
import { absoluteUrl } from '~/lib/site-url'
import { caseStudyJsonLd, portfolioJsonLd } from './case-study'

const study: CaseStudy = {
  id: 'c1',
  slug: 'online-orders-for-a-coffee-roaster',
  title: 'Online orders for a coffee roaster',
  client: '',
  sector: 'speciality coffee',
  problem: 'Orders came in over WhatsApp and were copied into a spreadsheet by hand.',
  built: 'A storefront with Razorpay checkout.',
  stack: ['React Router', 'PostgreSQL'],
  results: ['Orders a month up from 40 to 210', 'Missed orders down to 0'],
  liveUrl: null,
  screenshots: [],
}

describe('case study structured data', () => {
  it('describes the work, for whom, by the company, at its page', () => {
    const ld = caseStudyJsonLd(study, 'A client in speciality coffee')
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      name: study.title,
      description: study.problem,
      abstract: 'Orders a month up from 40 to 210. Missed orders down to 0',
      about: { '@type': 'Organization', name: 'A client in speciality coffee' },
      keywords: 'React Router, PostgreSQL',
      url: absoluteUrl('/services/portfolio/online-orders-for-a-coffee-roaster'),
      creator: { '@type': 'Organization' },
    })
    expect(ld).not.toHaveProperty('sameAs')
    expect(caseStudyJsonLd({ ...study, liveUrl: 'https://example.in/' }, 'x').sameAs).toBe('https://example.in/')
    expect(ld).not.toHaveProperty('image')
  })

  it('names each screenshot as an image of the work, with its caption and size', () => {
    const shot = { id: 's1', src: '/media/abc', smallSrc: null, width: 1200, height: 750, alt: 'The order page' }
    expect(caseStudyJsonLd({ ...study, screenshots: [shot] }, 'x').image).toEqual([
      {
        '@type': 'ImageObject',
        contentUrl: absoluteUrl('/media/abc'),
        width: 1200,
        height: 750,
        caption: 'The order page',
      },
    ])
  })

  it('lists the portfolio in order', () => {
    const list = portfolioJsonLd([study, { ...study, slug: 'b', title: 'B' }])
    expect(list['@type']).toBe('ItemList')
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: study.title, url: absoluteUrl(`/services/portfolio/${study.slug}`) },
      { '@type': 'ListItem', position: 2, name: 'B', url: absoluteUrl('/services/portfolio/b') },
    ])
  })
})
