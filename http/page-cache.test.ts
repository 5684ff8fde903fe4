import { execFileSync } from 'node:child_process'
import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import http, { type IncomingHttpHeaders, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { cacheKey, createPageCache, KNOWN_PARAMS, type PageCacheOptions } from './page-cache'

const known = new Set(['/realworkstudio/course', '/realworkstudio/course/android'])
const isKnownPath = (p: string) => known.has(p)

describe('cacheKey', () => {
  it('keeps known parameters (sorted by name) and drops the rest', () => {
    expect(cacheKey('/realworkstudio/course?utm_source=wa&tab=crash&category=web', isKnownPath)).toBe(
      '/realworkstudio/course?category=web&tab=crash',
    )
    expect(cacheKey('/realworkstudio/course/android?phase=3&fbclid=x', isKnownPath)).toBe(
      '/realworkstudio/course/android?phase=3',
    )
    expect(cacheKey('/realworkstudio/course?x=1', isKnownPath)).toBe('/realworkstudio/course')
    expect(cacheKey('/realworkstudio/course?service=Bug+Fixing', isKnownPath)).toBe(
      '/realworkstudio/course?service=Bug+Fixing',
    )
  })

  it('refuses unknown paths and values that are no slug or number', () => {
    expect(cacheKey('/staff?phase=1', isKnownPath)).toBeUndefined()
    expect(cacheKey('/realworkstudio/course/?phase=1', isKnownPath)).toBeUndefined()
    expect(cacheKey('/realworkstudio/%63ourse?phase=1', isKnownPath)).toBeUndefined()
    expect(cacheKey('/realworkstudio/course?category=%3Cscript%3E', isKnownPath)).toBeUndefined()
    expect(cacheKey(`/realworkstudio/course?category=${'a'.repeat(65)}`, isKnownPath)).toBeUndefined()
    expect(cacheKey('/realworkstudio/course?category=a%22b', isKnownPath)).toBeUndefined()
  })
})

/** A cache in front of a fake renderer that counts renders and echoes the URL it was asked for. */
interface SetupOptions {
  page?: (key: string) => { status: number; headers: Record<string, string | undefined> } | undefined
  size?: number
  cache?: Partial<PageCacheOptions<'blog'>>
}

function setup(options: SetupOptions = {}) {
  const renders: string[] = []
  const cache = createPageCache({
    isKnownPath,
    policyFor: (html) => `script-src 'self' 'sha256-${html.length}'`,
    render: async (key) => {
      renders.push(key)
      const page = options.page?.(key) ?? { status: 200, headers: {} }
      const filler = 'x'.repeat(options.size ?? 100)
      const headers = { 'content-type': 'text/html; charset=utf-8', ...page.headers }
      return new Response(`<html><script>boot("${key}")</script>${filler}</html>`, {
        status: page.status,
        headers: Object.entries(headers).filter((pair): pair is [string, string] => pair[1] !== undefined),
      })
    },
    ...options.cache,
  })
  const app = express()
  app.use(cache.middleware)
  app.use((req, res) => res.status(299).end('fallthrough'))
  return { cache, renders, app }
}

const servers: Server[] = []
afterEach(() => servers.splice(0).forEach((s) => s.close()))

async function listen(app: { listen: (port: number, host: string) => Server }) {
  const server = app.listen(0, '127.0.0.1')
  servers.push(server)
  await once(server, 'listening')
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

function get(
  base: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number | undefined; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(base + url, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

describe('page cache middleware', () => {
  it('renders a normalised URL once and serves it precompressed with a hash-based CSP', async () => {
    const { app, renders, cache } = setup()
    const base = await listen(app)
    const first = await get(base, '/realworkstudio/course/android?phase=3&utm_source=wa', { 'accept-encoding': 'br' })
    const second = await get(base, '/realworkstudio/course/android?fbclid=1&phase=3', { 'accept-encoding': 'gzip, br' })
    expect(renders).toEqual(['/realworkstudio/course/android?phase=3'])
    expect(first.headers['x-page-cache']).toBe('MISS')
    expect(second.headers['x-page-cache']).toBe('HIT')
    expect(second.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(second.body).toString()).toContain('boot("/realworkstudio/course/android?phase=3")')
    expect(second.headers['content-security-policy']).toMatch(/^script-src 'self' 'sha256-\d+'$/)
    expect(second.headers['content-security-policy']).not.toContain('nonce')
    const plain = await get(base, '/realworkstudio/course/android?phase=3')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toContain('<html>')
    expect(cache.stats()).toMatchObject({ entries: 1, hits: 2, misses: 1 })
  })

  it('serveHit answers only what the cache holds, with the given headers first, for the server fast path', async () => {
    const { app, cache } = setup()
    const base = await listen(app)
    const fastPath: RequestListener = (req, res) => {
      if (!cache.serveHit(req, res, { 'X-Frame-Options': 'DENY' })) res.writeHead(298).end('not a hit')
    }
    const fastBase = await listen({ listen: (...args) => http.createServer(fastPath).listen(...args) })
    const url = '/realworkstudio/course?category=web&utm_source=x'
    expect((await get(fastBase, url)).status).toBe(298) // a miss is not rendered here
    await get(base, url) // the middleware renders and stores it
    const hit = await get(fastBase, '/realworkstudio/course?category=web', { 'accept-encoding': 'br' })
    expect(hit.status).toBe(200)
    expect(hit.headers['x-page-cache']).toBe('HIT')
    expect(hit.headers['x-frame-options']).toBe('DENY')
    expect(hit.headers['content-security-policy']).toMatch(/^script-src 'self' 'sha256-\d+'$/)
    expect((await get(fastBase, url, { cookie: 'a=b' })).status).toBe(298)
    expect((await get(fastBase, '/realworkstudio/course?category=%3Cx%3E')).status).toBe(298)
  })

  it('coalesces concurrent misses of one key into one render', async () => {
    const { app, renders } = setup()
    const base = await listen(app)
    await Promise.all(Array.from({ length: 10 }, () => get(base, '/realworkstudio/course?category=web')))
    expect(renders).toHaveLength(1)
  })

  it('never serves or stores a request that carries a cookie or credentials, nor other methods and paths', async () => {
    const { app, renders, cache } = setup()
    const base = await listen(app)
    expect((await get(base, '/realworkstudio/course?tab=crash', { cookie: '__session=abc' })).status).toBe(299)
    expect((await get(base, '/realworkstudio/course?tab=crash', { authorization: 'Basic eDp5' })).status).toBe(299)
    expect((await get(base, '/staff?tab=crash')).status).toBe(299)
    expect((await get(base, '/realworkstudio/course')).status).toBe(299) // no query: the prerendered page serves it
    expect(renders).toEqual([])
    await get(base, '/realworkstudio/course?tab=crash')
    expect((await get(base, '/realworkstudio/course?tab=crash', { cookie: 'a=b' })).status).toBe(299)
    expect(cache.stats().hits).toBe(0)
  })

  it('does not store responses that set a cookie or are not 200 HTML, but still answers them', async () => {
    const { app, renders, cache } = setup({
      page: (key) =>
        key.includes('phase=9')
          ? { status: 404, headers: {} }
          : key.includes('phase=8')
            ? { status: 200, headers: { 'set-cookie': 'a=b' } }
            : undefined,
    })
    const base = await listen(app)
    for (let i = 0; i < 2; i++) {
      const missing = await get(base, '/realworkstudio/course/android?phase=9')
      expect(missing.status).toBe(404)
      expect(missing.headers['x-page-cache']).toBe('BYPASS')
      const withCookie = await get(base, '/realworkstudio/course/android?phase=8')
      expect(withCookie.headers['set-cookie']).toBeUndefined()
    }
    expect(renders).toHaveLength(4)
    expect(cache.stats()).toMatchObject({ entries: 0, uncacheable: 4 })
  })

  it('holds at most maxBytes and maxEntries, evicting the least recently used', async () => {
    const { app, cache } = setup({ cache: { maxEntries: 3 } })
    const base = await listen(app)
    for (const c of ['a', 'b', 'c']) await get(base, `/realworkstudio/course?category=${c}`)
    await get(base, '/realworkstudio/course?category=a') // a is now the most recent
    await get(base, '/realworkstudio/course?category=d') // evicts b
    expect(cache.stats()).toMatchObject({ entries: 3, evictions: 1 })
    expect((await get(base, '/realworkstudio/course?category=a')).headers['x-page-cache']).toBe('HIT')
    expect((await get(base, '/realworkstudio/course?category=b')).headers['x-page-cache']).toBe('MISS')

    const small = setup({ size: 20_000, cache: { maxBytes: 2_000 } })
    const smallBase = await listen(small.app)
    for (let i = 0; i < 50; i++) await get(smallBase, `/realworkstudio/course?category=p${i}`)
    const stats = small.cache.stats()
    expect(stats.bytes).toBeLessThanOrEqual(2_000)
    expect(stats.bytes).toBeGreaterThan(0)
  })

  it('clear() and invalidate(path) drop cached pages, so the next request renders again', async () => {
    const { app, renders, cache } = setup()
    const base = await listen(app)
    await get(base, '/realworkstudio/course?tab=crash')
    await get(base, '/realworkstudio/course/android?phase=2')
    cache.invalidate('/realworkstudio/course')
    expect(cache.stats().entries).toBe(1)
    expect((await get(base, '/realworkstudio/course/android?phase=2')).headers['x-page-cache']).toBe('HIT')
    cache.clear()
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 })
    expect((await get(base, '/realworkstudio/course/android?phase=2')).headers['x-page-cache']).toBe('MISS')
    expect(renders).toHaveLength(3)
  })
})

/** A cache whose blog pages are keyed with a version the test moves, like a publish through any server would. */
function versionedSetup(options: SetupOptions = {}) {
  const state = { blog: '1:a', fail: false, drafts: new Set(['a-draft']) }
  const groupOf = (p: string) =>
    p === '/blogs' || p.startsWith('/blogs/') || p === '/sitemap.xml' ? 'blog' : undefined
  const setupResult = setup({
    ...options,
    page: (key) => {
      if (state.drafts.has(key.split('/').pop()!)) return { status: 404, headers: {} }
      if (key === '/sitemap.xml') return { status: 200, headers: { 'content-type': 'application/xml; charset=utf-8' } }
      return undefined
    },
    cache: {
      ...options.cache,
      groupOf,
      versions: async () => {
        if (state.fail) throw new Error('database down')
        return { blog: state.blog }
      },
    },
  })
  return { ...setupResult, state }
}

describe('page cache: pages keyed with a content version', () => {
  it('serveHit answers a group page only while the version is known without waiting and was rendered at', async () => {
    const now: { blog?: string } = {}
    const { app, cache, state } = versionedSetup({ cache: { versionsNow: () => (now.blog ? now : undefined) } })
    const base = await listen(app)
    const fastPath: RequestListener = (req, res) => {
      if (!cache.serveHit(req, res, {})) res.writeHead(298).end('not a hit')
    }
    const fastBase = await listen({ listen: (...args) => http.createServer(fastPath).listen(...args) })
    await get(base, '/blogs') // rendered and stored at version 1:a
    expect((await get(fastBase, '/blogs')).status).toBe(298) // the version is not known without a read
    now.blog = '1:a'
    const hit = await get(fastBase, '/blogs')
    expect(hit.status).toBe(200)
    expect(hit.headers['x-page-cache']).toBe('HIT')
    state.blog = '2:b'
    now.blog = '2:b' // a publish: the stored page is of the old version
    expect((await get(fastBase, '/blogs')).status).toBe(298)
    expect((await get(base, '/blogs')).headers['x-page-cache']).toBe('MISS')
    expect((await get(fastBase, '/blogs')).headers['x-page-cache']).toBe('HIT')
    expect((await get(fastBase, '/blogs', { cookie: 'a=b' })).status).toBe(298)
  })

  it('caches blog pages without a query string and renders them again once the version moves', async () => {
    const { app, renders, state, cache } = versionedSetup()
    const base = await listen(app)
    expect((await get(base, '/blogs')).headers['x-page-cache']).toBe('MISS')
    expect((await get(base, '/blogs?utm_source=x')).headers['x-page-cache']).toBe('HIT')
    expect((await get(base, '/blogs/first-post')).headers['x-page-cache']).toBe('MISS')
    expect((await get(base, '/blogs/first-post')).headers['x-page-cache']).toBe('HIT')
    expect(renders).toEqual(['/blogs', '/blogs/first-post'])

    state.blog = '2:a' // a publish, an edit, a delete: every blog page is rendered again, old ones are dropped
    expect((await get(base, '/blogs')).headers['x-page-cache']).toBe('MISS')
    expect(cache.stats().entries).toBe(1)
    expect((await get(base, '/blogs/first-post')).headers['x-page-cache']).toBe('MISS')
    state.blog = '2:b' // a scheduled post's time arrived (the live max moved) without any write
    expect((await get(base, '/blogs')).headers['x-page-cache']).toBe('MISS')
    expect(renders).toEqual(['/blogs', '/blogs/first-post', '/blogs', '/blogs/first-post', '/blogs'])
  })

  it('compresses a page of its own path again at brotli quality 11 once stored; a query-string page stays at 6', async () => {
    // Text brotli's quality 11 packs better than 6 (the 14 KB first response, issue 44).
    const words = readFileSync('docs/architecture.md', 'utf8')
    const page = (url: string) => `<html><p>${url}</p><p>${words}</p></html>`
    const render = async (url: string) => new Response(page(url), { headers: { 'content-type': 'text/html' } })
    const { app, cache } = versionedSetup({ cache: { render } })
    const base = await listen(app)
    const quality = (body: string, q: number) =>
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: q, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    const best = quality(page('/blogs'), 11)
    expect(best.length).toBeLessThan(quality(page('/blogs'), 6).length)
    const first = await get(base, '/blogs', { 'accept-encoding': 'br' })
    expect(brotliDecompressSync(first.body).toString()).toBe(page('/blogs'))
    const bytesFirst = cache.stats().bytes
    await expect
      .poll(async () => (await get(base, '/blogs', { 'accept-encoding': 'br' })).body.length)
      .toBe(best.length)
    expect(cache.stats().bytes).toBe(bytesFirst - (first.body.length - best.length))
    const variant = '/realworkstudio/course?category=web'
    await get(base, variant, { 'accept-encoding': 'br' })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect((await get(base, variant, { 'accept-encoding': 'br' })).body.length).toBe(quality(page(variant), 6).length)
  })

  it('never caches a draft (404) and serves the sitemap from the cache as XML', async () => {
    const { app, renders, cache } = versionedSetup()
    const base = await listen(app)
    for (let i = 0; i < 2; i++) {
      const draft = await get(base, '/blogs/a-draft')
      expect(draft.status).toBe(404)
      expect(draft.headers['x-page-cache']).toBe('BYPASS')
    }
    await get(base, '/sitemap.xml')
    const sitemap = await get(base, '/sitemap.xml', { 'accept-encoding': 'gzip' })
    expect(sitemap.headers['x-page-cache']).toBe('HIT')
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/)
    expect(sitemap.headers['content-security-policy']).toBeUndefined()
    expect(renders.filter((r) => r === '/blogs/a-draft')).toHaveLength(2)
    expect(cache.stats().entries).toBe(1)
  })

  it('renders per request when the version cannot be read, and never for a cookie', async () => {
    const { app, renders, state } = versionedSetup()
    const base = await listen(app)
    state.fail = true
    expect((await get(base, '/blogs')).status).toBe(299)
    state.fail = false
    expect((await get(base, '/blogs', { cookie: '__session=abc' })).status).toBe(299)
    expect(renders).toEqual([])
  })
})

describe('KNOWN_PARAMS', () => {
  it('names every query parameter a public page reads, so none is silently dropped by the cache', () => {
    // Staff pages are never cached (they need a session), so only public code is scanned. Read only by public pages
    // that are never cached: the search page, and the drawer's client-side opener. `ref` is read by the visit counter
    // from the request's own URL (app/server/analytics), never by a page, so a cached page does not depend on it.
    const notCached = new Set(['q', 'openContact', 'ref'])
    const read = new Set<string>()
    const files = execFileSync('git', ['ls-files', 'app'], { encoding: 'utf8' }).split('\n')
    // The staff slice (app/staff) and the inbox's query are read only by staff routes.
    const isStaff = (f: string) => /^app\/(staff\/|server\/inbox-list[.]server[.]ts$)/.test(f)
    for (const file of files.filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f) && !isStaff(f))) {
      const source = readFileSync(file, 'utf8')
      for (const match of source.matchAll(
        /(?:params|search|searchParams)\s*\.\s*(?:get|getAll|has)\(\s*'([A-Za-z]+)'\s*\)/g,
      )) {
        read.add(match[1]!)
      }
    }
    const missing = [...read].filter((name) => !notCached.has(name) && !KNOWN_PARAMS.includes(name))
    expect(read.size).toBeGreaterThan(10)
    expect(missing).toEqual([])
  })

  it('renders a repeated parameter per request instead of keeping only its first value', () => {
    const known = () => true
    expect(cacheKey('/realworkstudio/compare?tracks=frontend&tracks=backend', known)).toBeUndefined()
    expect(cacheKey('/realworkstudio/compare?tracks=frontend,backend', known)).toBe(
      '/realworkstudio/compare?tracks=frontend%2Cbackend',
    )
    expect(cacheKey('/realworkstudio/course/android?start=2027-01-04&hours=10&utm=x', known)).toBe(
      '/realworkstudio/course/android?hours=10&start=2027-01-04',
    )
  })
})
