// What counts as a page view (docs/decisions/021): bots, prefetches, staff pages, `.data` navigations, query strings,
// Global Privacy Control.
import { describe, expect, it } from 'vitest'
import { isOfferPath, pageViewOf, type ViewRequest } from './count-rules.server'

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
function document(url: string, headers: ViewRequest['headers'] = {}, more: Partial<ViewRequest> = {}): ViewRequest {
  return {
    method: 'GET',
    url,
    headers: {
      'user-agent': CHROME,
      'accept-language': 'en-IN,en;q=0.9',
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      ...headers,
    },
    host: () => 'realworktech.in',
    status: 200,
    contentType: 'text/html; charset=utf-8',
    ...more,
  }
}

function navigation(url: string, headers: ViewRequest['headers'] = {}): ViewRequest {
  return document(
    url,
    { accept: '*/*', referer: 'https://realworktech.in/realworkstudio', ...headers },
    { contentType: 'text/x-script' },
  )
}

describe('pageViewOf', () => {
  it('counts a document load of a public page as an entry view, without its query string', () => {
    expect(pageViewOf(document('/realworkstudio/course?track=web&phase=2'))).toEqual({
      path: '/realworkstudio/course',
      entry: true,
      device: 'desktop',
      gpc: false,
      userAgent: CHROME,
      referrer: '',
      utmSource: '',
      utmMedium: '',
      utmCampaign: '',
    })
  })

  it('keeps the UTM tags and the referring host (without www.) of an entry view, and nothing else of the query', () => {
    const view = pageViewOf(
      document('/services?utm_source=Instagram&utm_medium=social&utm_campaign=diwali-2026&fbclid=abc&email=a@b.in', {
        referer: 'https://www.instagram.com/p/xyz/?igsh=secret',
      }),
    )
    expect(view).toMatchObject({
      path: '/services',
      entry: true,
      referrer: 'instagram.com',
      utmSource: 'instagram',
      utmMedium: 'social',
      utmCampaign: 'diwali-2026',
    })
    expect(JSON.stringify(view)).not.toMatch(/fbclid|abc|a@b|igsh|secret|\/p\/xyz/)
  })

  it('takes `ref` as the referrer when the browser sent none', () => {
    expect(pageViewOf(document('/?ref=newsletter.example.org'))).toMatchObject({ referrer: 'newsletter.example.org' })
  })

  it('counts a page opened from one of our own pages as a view, not an entry, with no source', () => {
    const view = pageViewOf(document('/services?utm_source=x', { referer: 'https://realworktech.in/' }))
    expect(view).toMatchObject({ entry: false, referrer: '', utmSource: '' })
  })

  it("counts a client-side navigation's .data request as a view of its page, never an entry", () => {
    expect(pageViewOf(navigation('/realworkstudio/course.data?_routes=routes%2Fstudio.course'))).toMatchObject({
      path: '/realworkstudio/course',
      entry: false,
    })
    expect(pageViewOf(navigation('/_root.data'))).toMatchObject({ path: '/', entry: false })
  })

  it('never counts a prefetch or a prerender', () => {
    for (const headers of [
      { 'sec-purpose': 'prefetch' },
      { 'sec-purpose': 'prefetch;prerender' },
      { purpose: 'prefetch' },
      { 'x-moz': 'prefetch' },
    ]) {
      expect(pageViewOf(navigation('/services.data', headers))).toBeUndefined()
      expect(pageViewOf(document('/services', headers))).toBeUndefined()
    }
  })

  it('never counts a bot or a request without a browser’s headers', () => {
    const bots = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'curl/8.5.0',
      'python-requests/2.32.3',
    ]
    for (const ua of bots) expect(pageViewOf(document('/', { 'user-agent': ua }))).toBeUndefined()
    expect(pageViewOf(document('/', { 'user-agent': undefined }))).toBeUndefined()
    expect(pageViewOf(document('/', { 'accept-language': undefined }))).toBeUndefined()
    expect(pageViewOf(document('/', { accept: 'application/json' }))).toBeUndefined()
  })

  it('never counts a staff page, its .data, a failed answer, a non-page or a non-GET', () => {
    expect(pageViewOf(document('/staff'))).toBeUndefined()
    expect(pageViewOf(document('/staff/submissions/abc'))).toBeUndefined()
    expect(pageViewOf(navigation('/staff/analytics.data'))).toBeUndefined()
    expect(pageViewOf(document('/no-such-page', {}, { status: 404 }))).toBeUndefined()
    expect(pageViewOf(document('/sitemap.xml', {}, { contentType: 'application/xml' }))).toBeUndefined()
    expect(pageViewOf(document('/', {}, { method: 'HEAD' }))).toBeUndefined()
  })

  it('keeps the device class of the user agent, not the agent', () => {
    expect(pageViewOf(document('/', { 'user-agent': IPHONE }))).toMatchObject({ device: 'phone' })
  })

  it('counts a view under Sec-GPC: 1, marked so that it gets no visitor key', () => {
    expect(pageViewOf(document('/', { 'sec-gpc': '1' }))).toMatchObject({ path: '/', gpc: true })
  })
})

describe('isOfferPath', () => {
  it('is the course list, a course guide and the services catalogue', () => {
    expect(isOfferPath('/realworkstudio/course')).toBe(true)
    expect(isOfferPath('/realworkstudio/course/frontend')).toBe(true)
    expect(isOfferPath('/services/services')).toBe(true)
    expect(isOfferPath('/realworkstudio/about')).toBe(false)
    expect(isOfferPath('/')).toBe(false)
  })
})
