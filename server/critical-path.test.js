import { describe, expect, it } from 'vitest'
import { runInNewContext } from 'node:vm'
import { FIRST_PAINT, criticalPartsOf, paintFirst, hydrateAfterFirstPaint, withCriticalHead } from './critical-path.js'

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
})
