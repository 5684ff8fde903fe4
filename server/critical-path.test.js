import { describe, expect, it } from 'vitest'
import { runInNewContext } from 'node:vm'
import {
  FIRST_PAINT,
  criticalPartsOf,
  hydrateAfterFirstPaint,
  inlineIcons,
  paintFirst,
  withCriticalHead,
} from './critical-path.js'

const prerendered =
  '<html><head><style>.a{color:red}</style><link rel="stylesheet" href="/assets/root-x.css" media="print" disabled data-full-css>' +
  '<noscript><link rel="stylesheet" href="/assets/root-x.css"></noscript></head><body><p class="a">Hi</p></body></html>'
const rendered =
  '<html><head><link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="stylesheet" href="/assets/root-x.css"/></head>' +
  '<body><p class="a">Hi, phase 3</p><script type="module">import("/assets/entry.js")</script></body></html>'

describe('critical path', () => {
  it('drops module and font preloads only', () => {
    expect(paintFirst(rendered)).not.toMatch(/modulepreload|as="font"/)
    expect(paintFirst(rendered)).toContain('<link rel="stylesheet" href="/assets/root-x.css"/>')
  })

  it("gives a rendered variant its prerendered sibling's inlined CSS and deferred stylesheet", () => {
    const out = withCriticalHead(rendered, criticalPartsOf(prerendered))
    expect(out).toContain(
      '<style>.a{color:red}</style><link rel="stylesheet" href="/assets/root-x.css" media="print" disabled data-full-css><noscript>',
    )
    expect(out).not.toContain('<link rel="stylesheet" href="/assets/root-x.css"/>')
    expect(out).not.toContain('modulepreload')
    expect(out).toContain('Hi, phase 3')
  })

  it('leaves the page alone when the prerendered page has no critical head', () => {
    expect(criticalPartsOf(rendered)).toBeUndefined()
    expect(withCriticalHead(rendered, undefined)).toBe(rendered)
  })

  it("makes React Router's bootstrap import the route modules after the first paint, nonce kept", () => {
    const bootstrap =
      '<script type="module" async="" nonce="abc">;\nimport * as route0 from "/assets/root-a.js";\n' +
      'import * as route1 from "/assets/home-b.js";\n  window.__reactRouterManifest = {};\n' +
      '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-c.js");</script>'
    const out = hydrateAfterFirstPaint(bootstrap)
    expect(out).not.toMatch(/import \* as/)
    expect(out).toMatch(/^<script type="module" async="" nonce="abc">const \[route0, route1\] = await new Promise\(/)
    expect(out).toContain(
      '.then(() => Promise.all([import("/assets/root-a.js"), import("/assets/home-b.js")]));\n  window.__reactRouterManifest',
    )
    expect(out).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-c.js");</script>',
    )
    expect(paintFirst(bootstrap)).toBe(out)
    expect(hydrateAfterFirstPaint('<p>no bootstrap</p>')).toBe('<p>no bootstrap</p>')
  })

  it('waits for the first contentful paint, or two frames where paint timing is missing, and 3 s at most', async () => {
    const settled = (promise) => Promise.race([promise.then(() => true), new Promise((r) => setTimeout(r, 20, false))])
    const timers = []
    const setTimeoutStub = (callback, ms) => timers.push({ callback, ms })
    let observer
    const withPaintTiming = {
      setTimeout: setTimeoutStub,
      PerformanceObserver: class {
        static supportedEntryTypes = ['paint']
        constructor(callback) {
          observer = { callback, self: this, disconnected: false }
        }
        observe(options) {
          expect(options).toEqual({ type: 'paint', buffered: true })
        }
        disconnect() {
          observer.disconnected = true
        }
      },
    }
    const first = runInNewContext(FIRST_PAINT, withPaintTiming)
    const entries = (name) => ({ getEntriesByName: (n) => (n === name ? [{ name }] : []) })
    observer.callback(entries('first-paint'), observer.self)
    expect(await settled(first)).toBe(false)
    observer.callback(entries('first-contentful-paint'), observer.self)
    expect(await settled(first)).toBe(true)
    expect(observer.disconnected).toBe(true)

    // No paint reported at all: the timer, 3 s after the bootstrap ran.
    const unreported = runInNewContext(FIRST_PAINT, withPaintTiming)
    expect(await settled(unreported)).toBe(false)
    expect(timers.map((t) => t.ms)).toEqual([3000, 3000])
    timers[1].callback()
    expect(await settled(unreported)).toBe(true)

    const frames = []
    const withoutPaintTiming = {
      setTimeout: setTimeoutStub,
      PerformanceObserver: class {},
      requestAnimationFrame: (f) => frames.push(f),
    }
    const fallback = runInNewContext(FIRST_PAINT, withoutPaintTiming)
    frames.shift()()
    expect(await settled(fallback)).toBe(false)
    frames.shift()()
    expect(await settled(fallback)).toBe(true)
  })

  describe('icons', () => {
    const sprite =
      '<svg xmlns="http://www.w3.org/2000/svg">\n<symbol id="icon-menu" viewBox="0 0 24 24"><path d="M4 6h16"/></symbol>\n' +
      '<symbol id="icon-x" viewBox="0 0 24 24"><path d="M18 6 6 18"/><path d="m6 6 12 12"/></symbol>\n' +
      '<symbol id="icon-search" viewBox="0 0 24 24"><circle cx="11" cy="11" r="8"/></symbol>\n</svg>\n'
    const reads = []
    const readAsset = (url) => (reads.push(url), url === '/assets/icons-abc.svg' ? sprite : undefined.missing)
    const icon = (id, file = 'icons-abc') =>
      `<svg aria-hidden="true"><use href="/assets/${file}.svg#${id}"></use></svg>`
    const slot = '<svg data-icons="" aria-hidden="true" style="display:none"></svg>'
    const page = `<html><head></head><body>${slot}<a>${icon('icon-x')}Close</a><p>${icon('icon-menu')}${icon('icon-x')}</p></body></html>`

    it('copies the symbols the page uses, once each, into its slot and points its icons at them', () => {
      const out = inlineIcons(page, readAsset)
      expect(out).toBe(
        '<html><head></head><body><svg data-icons="" aria-hidden="true" style="display:none">' +
          '<symbol id="icon-x" viewBox="0 0 24 24"><path d="M18 6 6 18"/><path d="m6 6 12 12"/></symbol>' +
          '<symbol id="icon-menu" viewBox="0 0 24 24"><path d="M4 6h16"/></symbol></svg>' +
          '<a><svg aria-hidden="true"><use href="#icon-x"></use></svg>Close</a>' +
          '<p><svg aria-hidden="true"><use href="#icon-menu"></use></svg><svg aria-hidden="true"><use href="#icon-x"></use></svg></p>' +
          '</body></html>',
      )
      expect(out).not.toContain('icon-search')
    })

    it('reads a sprite file once, and leaves icons of an unknown symbol or a missing file pointing at the file', () => {
      const odd = page.replace('</p>', `${icon('icon-nope')}${icon('icon-x', 'icons-gone')}</p>`)
      const out = inlineIcons(odd, readAsset)
      expect(out).toContain(icon('icon-nope'))
      expect(out).toContain(icon('icon-x', 'icons-gone'))
      expect(out.match(/<symbol /g)).toHaveLength(2)
      inlineIcons(page, readAsset)
      expect(reads.filter((url) => url === '/assets/icons-abc.svg')).toHaveLength(1)
    })

    it('fills the slot as React renders it, self-closed', () => {
      const selfClosed = page.replace(slot, '<svg data-icons="" aria-hidden="true" style="display:none"/>')
      expect(inlineIcons(selfClosed, readAsset)).toBe(inlineIcons(page, readAsset))
      const reserialised = inlineIcons(page.replaceAll('></use>', '/>'), readAsset)
      expect(reserialised).toContain('<use href="#icon-menu"/>')
      expect(reserialised.match(/<symbol /g)).toHaveLength(2)
    })

    it('changes nothing on a page without the slot (or one already filled), and only with an asset reader', () => {
      const noSlot = page.replace(slot, '')
      expect(inlineIcons(noSlot, readAsset)).toBe(noSlot)
      const once = inlineIcons(page, readAsset)
      expect(inlineIcons(once, readAsset)).toBe(once)
      expect(paintFirst(page)).toBe(page)
      expect(paintFirst(page, readAsset)).toBe(inlineIcons(page, readAsset))
      expect(
        withCriticalHead(
          rendered.replace('<body>', `<body>${slot}${icon('icon-x')}`),
          criticalPartsOf(prerendered),
          readAsset,
        ),
      ).toContain('<use href="#icon-x"></use>')
    })
  })
})
