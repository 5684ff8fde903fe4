import { describe, expect, it } from 'vitest'
import { cleanLeadSource, sourceFromAddress, sourceLabel } from './lead-source'

describe('lead sources', () => {
  it('reads the path, UTM tags and another site as referrer from a landing address', () => {
    expect(
      sourceFromAddress(
        'https://realworktech.in/realworkstudio/course?utm_source=Instagram&utm_medium=paid&utm_campaign=jan-batch#x',
        'https://www.google.com/search?q=bootcamp',
        'realworktech.in',
      ),
    ).toEqual({
      landing: '/realworkstudio/course',
      referrer: 'www.google.com',
      utmSource: 'Instagram',
      utmMedium: 'paid',
      utmCampaign: 'jan-batch',
    })
    // Our own pages are not a referrer; nothing given is simply absent.
    expect(sourceFromAddress('https://realworktech.in/', 'https://realworktech.in/blogs', 'realworktech.in')).toEqual({
      landing: '/',
    })
    expect(sourceFromAddress('not a url', undefined, 'x')).toEqual({})
  })

  it('drops malformed and over-long values instead of storing them', () => {
    expect(
      cleanLeadSource({
        landing: '//evil.example/path',
        referrer: 'https://evil.example/full/address',
        utmSource: 'x'.repeat(101),
        utmMedium: 'line\nbreak',
        utmCampaign: 42,
      }),
    ).toEqual({})
    expect(cleanLeadSource({ landing: '/a?b=c' })).toEqual({})
    expect(cleanLeadSource({ landing: `/${'a'.repeat(200)}` })).toEqual({})
    expect(cleanLeadSource({ landing: ' /ok ', referrer: 'News.Example.COM', utmSource: ' fb ' })).toEqual({
      landing: '/ok',
      referrer: 'news.example.com',
      utmSource: 'fb',
    })
  })

  it('labels a lead by its campaign source, else the referring site without www', () => {
    expect(sourceLabel({ utmSource: 'Instagram', referrer: 'l.instagram.com' })).toBe('instagram')
    expect(sourceLabel({ referrer: 'www.google.com' })).toBe('google.com')
    expect(sourceLabel({ landing: '/' })).toBeUndefined()
  })
})
