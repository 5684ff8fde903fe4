import { describe, expect, it } from 'vitest'
import { criticalPartsOf, dropPreloads, withCriticalHead } from './critical-path.js'

const prerendered =
  '<html><head><style>.a{color:red}</style><link rel="stylesheet" href="/assets/root-x.css" media="print" data-full-css>' +
  '<noscript><link rel="stylesheet" href="/assets/root-x.css"></noscript></head><body><p class="a">Hi</p></body></html>'
const rendered =
  '<html><head><link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="stylesheet" href="/assets/root-x.css"/></head>' +
  '<body><p class="a">Hi, phase 3</p><script type="module">import("/assets/entry.js")</script></body></html>'

describe('critical path', () => {
  it('drops module and font preloads only', () => {
    expect(dropPreloads(rendered)).not.toMatch(/modulepreload|as="font"/)
    expect(dropPreloads(rendered)).toContain('<link rel="stylesheet" href="/assets/root-x.css"/>')
  })

  it("gives a rendered variant its prerendered sibling's inlined CSS and deferred stylesheet", () => {
    const out = withCriticalHead(rendered, criticalPartsOf(prerendered))
    expect(out).toContain(
      '<style>.a{color:red}</style><link rel="stylesheet" href="/assets/root-x.css" media="print" data-full-css><noscript>',
    )
    expect(out).not.toContain('<link rel="stylesheet" href="/assets/root-x.css"/>')
    expect(out).not.toContain('modulepreload')
    expect(out).toContain('Hi, phase 3')
  })

  it('leaves the page alone when the prerendered page has no critical head', () => {
    expect(criticalPartsOf(rendered)).toBeUndefined()
    expect(withCriticalHead(rendered, undefined)).toBe(rendered)
  })
})
