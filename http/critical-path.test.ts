import { describe, expect, it } from 'vitest'
import { runInNewContext } from 'node:vm'
import {
  FIRST_PAINT,
  LATE_CSS,
  criticalPartsOf,
  hydrateAfterFirstPaint,
  inlineIcons,
  paintFirst,
  withCriticalHead,
} from './critical-path'

const prerendered =
  '<html><head><style>.a{color:red}</style><link rel="stylesheet" href="/assets/root-x.css" media="print" disabled data-full-css>' +
  '<noscript><link rel="stylesheet" href="/assets/root-x.css"></noscript></head><body><p class="a">Hi</p></body></html>'
const rendered =
  '<html><head><link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="stylesheet" href="/assets/root-x.css"/></head>' +
  '<body><p class="a">Hi, phase 3</p><script type="module">import("/assets/entry.js")</script></body></html>'

describe('critical path', () => {
  it('drops module preloads only: the brand font’s preload stays', () => {
    expect(paintFirst(rendered)).not.toMatch(/modulepreload/)
    expect(paintFirst(rendered)).toContain('<link rel="preload" href="/assets/inter.woff2" as="font"')
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

  describe('later rules (issue 44)', () => {
    const late = '<link rel="stylesheet" href="/assets/late-x.css" media="print" disabled data-late-css>'
    const split = prerendered
      .replace('</style>', `</style>${late}`)
      .replace('</p>', '</p><script type="module"></script>')
    const readAsset = (url: string) => (url === '/assets/late-x.css' ? '.drawer{top:0}' : '')

    it("keep their link when the variant uses only its sibling's classes and elements", () => {
      const out = withCriticalHead(rendered, criticalPartsOf(split), readAsset)
      expect(out).toContain(`<style>.a{color:red}</style>${late}<link rel="stylesheet" href="/assets/root-x.css"`)
    })

    it('are inlined when the variant uses a class or element its sibling does not', () => {
      const other = rendered.replace('<p class="a">', '<ul class="a b"><li>')
      const out = withCriticalHead(other, criticalPartsOf(split), readAsset)
      expect(out).toContain(
        '<style>.a{color:red}.drawer{top:0}</style><link rel="stylesheet" href="/assets/root-x.css"',
      )
      expect(out).not.toContain('data-late-css')
    })

    it('are loaded by the bootstrap as a stylesheet, which resolves on its load or error, or at once without one', async () => {
      const appended: Record<string, unknown>[] = []
      const run = (link: { href: string } | null) =>
        runInNewContext(LATE_CSS, {
          Object,
          Promise,
          document: {
            querySelector: (selector: string) => (selector === 'link[data-late-css]' ? link : null),
            createElement: () => ({}),
            head: { append: (element: Record<string, unknown>) => appended.push(element) },
          },
        }) as Promise<void>
      await run(null)
      expect(appended).toEqual([])
      let loaded = false
      const loading = run({ href: 'http://x/assets/late-x.css' }).then(() => (loaded = true))
      expect(appended).toMatchObject([{ rel: 'stylesheet', href: 'http://x/assets/late-x.css' }])
      await Promise.resolve()
      expect(loaded).toBe(false)
      ;(appended[0]!.onload as () => void)()
      await loading
      expect(loaded).toBe(true)
    })
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
      `.then(() => Promise.all([import("/assets/root-a.js"), import("/assets/home-b.js"), ${LATE_CSS}]));\n  window.__reactRouterManifest`,
    )
    expect(out).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-c.js");</script>',
    )
    expect(paintFirst(bootstrap)).toBe(out)
    expect(hydrateAfterFirstPaint('<p>no bootstrap</p>')).toBe('<p>no bootstrap</p>')
  })

  describe('FIRST_PAINT', () => {
    const settled = (promise: Promise<unknown>) =>
      Promise.race([promise.then(() => true), new Promise((r) => setTimeout(r, 20, false))])
    /** A browser: paint timing (or not), frames run by hand, timers recorded, and the page's images. */
    type Callback = () => void
    type PaintEntries = { getEntriesByName: (name: string) => { name: string }[] }
    type Observer = { callback: (list: PaintEntries, self: unknown) => void; self: unknown; disconnected: boolean }
    function browser({ paintTiming = true, images = [] as TestImage[] } = {}) {
      const frames: Callback[] = []
      const timers: { callback: Callback; ms: number }[] = []
      let observer: Observer | undefined
      const context = {
        setTimeout: (callback: Callback, ms: number) => timers.push({ callback, ms }),
        requestAnimationFrame: (callback: Callback) => frames.push(callback),
        innerHeight: 800,
        document: { images },
        PerformanceObserver: paintTiming
          ? class {
              static supportedEntryTypes = ['paint']
              constructor(callback: Observer['callback']) {
                observer = { callback, self: this, disconnected: false }
              }
              observe(options: unknown) {
                expect(options).toEqual({ type: 'paint', buffered: true })
              }
              disconnect() {
                observer!.disconnected = true
              }
            }
          : class {},
      }
      const ready = runInNewContext(FIRST_PAINT, context) as Promise<unknown>
      const paint = (name: string) =>
        observer!.callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }, observer!.self)
      return { ready, frames, timers, paint, observer: () => observer! }
    }
    /** An image laid out at `top` (px from the viewport's top; `width` 0 when not rendered) whose decode we settle. */
    interface TestImage {
      complete: boolean
      getBoundingClientRect: () => { width: number; top: number; bottom: number }
      decode: () => Promise<unknown>
      settle: { resolve: (value?: unknown) => void; reject: (error: unknown) => void }
    }
    function image({ complete = false, top = 100, width = 300 } = {}): TestImage {
      let settle!: TestImage['settle']
      const decoded = new Promise((resolve, reject) => (settle = { resolve, reject }))
      return {
        complete,
        getBoundingClientRect: () => ({ width, top, bottom: top + 200 }),
        decode: () => decoded,
        settle,
      }
    }

    it('waits for the first contentful paint, then two frames', async () => {
      const b = browser()
      b.paint('first-paint')
      await settled(b.ready)
      expect(b.frames).toHaveLength(0)
      b.paint('first-contentful-paint')
      expect(b.observer().disconnected).toBe(true)
      await settled(b.ready)
      b.frames.shift()!()
      expect(await settled(b.ready)).toBe(false)
      b.frames.shift()!()
      expect(await settled(b.ready)).toBe(true)
    })

    it('after the paint, waits for the loading images shown in the first viewport, and for no other', async () => {
      const hero = image()
      const loaded = image({ complete: true })
      const below = image({ top: 900 })
      const hidden = image({ width: 0, top: 0 })
      const b = browser({ images: [hero, loaded, below, hidden] })
      b.paint('first-contentful-paint')
      await settled(b.ready)
      expect(b.frames).toHaveLength(0) // the hero is still loading
      hero.settle.reject(new Error('broken image')) // a failed image counts as done
      await settled(b.ready)
      expect(b.frames).toHaveLength(1)
      b.frames.shift()!()
      b.frames.shift()!()
      expect(await settled(b.ready)).toBe(true)
    })

    it('starts from the images where paint timing is missing', async () => {
      const hero = image()
      const b = browser({ paintTiming: false, images: [hero] })
      await settled(b.ready)
      expect(b.frames).toHaveLength(0)
      hero.settle.resolve()
      await settled(b.ready)
      b.frames.shift()!()
      b.frames.shift()!()
      expect(await settled(b.ready)).toBe(true)
    })

    it('resolves 3 s after the bootstrap ran whatever happened', async () => {
      const b = browser({ images: [image()] })
      expect(b.timers.map((t) => t.ms)).toEqual([3000])
      expect(await settled(b.ready)).toBe(false)
      b.timers[0]!.callback()
      expect(await settled(b.ready)).toBe(true)
    })
  })

  describe('icons', () => {
    const sprite =
      '<svg xmlns="http://www.w3.org/2000/svg">\n<symbol id="icon-menu" viewBox="0 0 24 24"><path d="M4 6h16"/></symbol>\n' +
      '<symbol id="icon-x" viewBox="0 0 24 24"><path d="M18 6 6 18"/><path d="m6 6 12 12"/></symbol>\n' +
      '<symbol id="icon-search" viewBox="0 0 24 24"><circle cx="11" cy="11" r="8"/></symbol>\n</svg>\n'
    const reads: string[] = []
    const readAsset = (url: string) => {
      reads.push(url)
      if (url === '/assets/icons-abc.svg') return sprite
      throw new Error(`ENOENT: ${url}`)
    }
    const icon = (id: string, file = 'icons-abc') =>
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
