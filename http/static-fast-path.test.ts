import { once } from 'node:events'
import http, { type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import type { Health } from '../app/server/health.server'
import { healthResponder, staticFastPath } from './fast-path'
import type { FileEntry } from './files'

const security = { 'X-Content-Type-Options': 'nosniff', 'X-Frame-Options': 'DENY' }
const file = (text: string, extra: Partial<FileEntry> = {}): FileEntry => ({
  body: Buffer.from(text),
  br: Buffer.from(`br:${text}`),
  gz: Buffer.from(`gz:${text}`),
  type: 'text/plain; charset=utf-8',
  ...extra,
})
let health: Health = { status: 200, body: { status: 'ok', database: 'sqlite', backupAgeHours: null } }
const fast = staticFastPath({
  assets: new Map([['/app-1.js', file('asset')]]),
  pages: new Map([['/about', file('page', { csp: "script-src 'self' 'sha256-x'" })]]),
  publicFiles: new Map([['/robots.txt', file('robots')]]),
  security,
  health: healthResponder(async () => health, security),
})

const servers: Server[] = []
afterEach(() => servers.splice(0).forEach((s) => s.close()))

/** A server whose fallback (Express in production) answers 299 with the path, so a miss is visible. */
async function start() {
  const server = http.createServer((req, res) => {
    if (!fast(req, res)) res.writeHead(299).end(`fallback ${req.method} ${req.url}`)
  })
  servers.push(server.listen(0, '127.0.0.1'))
  await once(server, 'listening')
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

async function get(base: string, url: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  const res = await fetch(base + url, { ...init, headers: { 'accept-encoding': 'identity', ...init.headers } })
  return { status: res.status, headers: res.headers, text: await res.text() }
}

describe('staticFastPath', () => {
  it('sends exact hits with the security headers, cache policy and the page CSP', async () => {
    const base = await start()
    const page = await get(base, '/about')
    expect(page).toMatchObject({ status: 200, text: 'page' })
    expect(page.headers.get('x-content-type-options')).toBe('nosniff')
    expect(page.headers.get('x-frame-options')).toBe('DENY')
    expect(page.headers.get('content-security-policy')).toBe("script-src 'self' 'sha256-x'")
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    expect(page.headers.get('vary')).toBe('Accept-Encoding')
    const asset = await get(base, '/assets/app-1.js?v=2')
    expect(asset).toMatchObject({ status: 200, text: 'asset' })
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(asset.headers.get('content-security-policy')).toBeNull()
    expect((await get(base, '/robots.txt')).headers.get('cache-control')).toBe('public, max-age=3600')
  })

  it('picks the precompressed body the client accepts', async () => {
    const base = await start()
    const raw = (encoding: string) =>
      new Promise<unknown[]>((resolve) => {
        http.get(`${base}/about`, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () =>
            resolve([res.headers['content-encoding'], Buffer.concat(chunks).toString(), res.headers['content-length']]),
          )
        })
      })
    expect(await raw('gzip, deflate, br')).toEqual(['br', 'br:page', '7'])
    expect(await raw('gzip')).toEqual(['gzip', 'gz:page', '7'])
    expect(await raw('identity')).toEqual([undefined, 'page', '4'])
  })

  it('answers HEAD without a body', async () => {
    const base = await start()
    const head = await fetch(`${base}/about`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
  })

  it('answers /healthz from the health check, with its status, JSON and headers, never cached', async () => {
    const base = await start()
    const ok = await get(base, '/healthz?from=monitor')
    expect(ok).toMatchObject({ status: 200, text: '{"status":"ok","database":"sqlite","backupAgeHours":null}' })
    expect(ok.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(ok.headers.get('cache-control')).toBe('no-store')
    expect(ok.headers.get('x-frame-options')).toBe('DENY')
    expect(ok.headers.get('content-security-policy')).toContain("script-src 'self';")
    const head = await fetch(`${base}/healthz`, { method: 'HEAD' })
    expect([head.status, await head.text()]).toEqual([200, ''])
    health = { status: 503, body: { status: 'error', database: 'unavailable' } }
    expect(await get(base, '/healthz')).toMatchObject({
      status: 503,
      text: '{"status":"error","database":"unavailable"}',
    })
    expect(await get(base, '/healthz', { method: 'POST', body: 'x' })).toMatchObject({ status: 299 })
    expect(await get(base, '/healthz/')).toMatchObject({ status: 299 })
  })

  it('leaves everything else to the fallback: queries on pages, other methods, near misses', async () => {
    const base = await start()
    for (const url of ['/about?phase=2', '/about/', '/About', '/assets/missing.js', '/assets', '/nope']) {
      expect(await get(base, url)).toMatchObject({ status: 299, text: `fallback GET ${url}` })
    }
    expect(await get(base, '/about', { method: 'POST', body: 'x' })).toMatchObject({ status: 299 })
    expect(await get(base, '/assets/app-1.js', { method: 'DELETE' })).toMatchObject({ status: 299 })
  })
})
