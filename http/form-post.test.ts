import { once } from 'node:events'
import http, { type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import express from 'express'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ServerHooks } from './hooks'
import { formPostResponder } from './fast-path'
import { fetchSiteAllows, refuseEarly, trustProxySetting } from './policy'

const security = { 'X-Content-Type-Options': 'nosniff', 'X-Frame-Options': 'DENY' }
const servers: Server[] = []
afterEach(() => servers.splice(0).forEach((s) => s.close()))

/**
 * A server whose form posts go to `formPostResponder` with an answer that echoes what it was given, and whose fallback
 * (Express in production) answers 299, so a request the fast path did not take is visible.
 */
async function start({ trustProxy, answer }: { trustProxy?: string; answer?: ServerHooks['answerFormPost'] } = {}) {
  const app = express()
  app.set('trust proxy', trustProxySetting(trustProxy))
  const refused: string[] = []
  const calls: string[] = []
  const echo: ServerHooks['answerFormPost'] = async (kind, request, context) => {
    if (!context) throw new Error('no load context')
    calls.push(kind)
    return Response.json(
      { kind, url: request.url, clientAddress: context.clientAddress, body: await request.text() },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  }
  const early = refuseEarly((_req, reason) => void refused.push(reason), /^\/healthz$/)
  const formPost = formPostResponder(
    app,
    { formPostPath: '/api/forms/:kind', answerFormPost: answer ?? echo },
    security,
    early,
  )
  const server = http.createServer((req, res) => {
    if (!formPost(req, res)) res.writeHead(299).end(`fallback ${req.method} ${req.url}`)
  })
  servers.push(server.listen(0, '127.0.0.1'))
  await once(server, 'listening')
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, refused, calls }
}

const post = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    body: 'name=Asha',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  })

describe('formPostResponder', () => {
  it('answers POST /api/forms/<kind> with the body, the security headers and a CSP without a nonce', async () => {
    const { base } = await start()
    const response = await post(`${base}/api/forms/enquiry`)
    expect(response.status).toBe(200)
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self';")
    expect(response.headers.get('cache-control')).toBe('no-store')
    const port = new URL(base).port
    expect(await response.json()).toEqual({
      kind: 'enquiry',
      url: `http://127.0.0.1:${port}/api/forms/enquiry`,
      clientAddress: '127.0.0.1',
      body: 'name=Asha',
    })
  })

  it("passes on the answer's Set-Cookie (a stored registration's booking pass) and sets none otherwise", async () => {
    const pass = 'rw_booking=e30.sig; Max-Age=1800; Path=/talk-to-a-mentor; HttpOnly; SameSite=Lax'
    const { base } = await start({
      answer: async (kind) =>
        Response.json({ ok: true }, { headers: kind === 'registration' ? { 'Set-Cookie': pass } : {} }),
    })
    expect((await post(`${base}/api/forms/registration`)).headers.get('set-cookie')).toBe(pass)
    expect((await post(`${base}/api/forms/enquiry`)).headers.get('set-cookie')).toBeNull()
  })

  it('leaves other methods, paths and query strings to Express', async () => {
    const { base, calls } = await start()
    for (const [method, url] of [
      ['GET', '/api/forms/enquiry'],
      ['PUT', '/api/forms/enquiry'],
      ['POST', '/api/forms/enquiry?x=1'],
      ['POST', '/api/forms/enquiry/extra'],
      ['POST', '/api/forms/'],
      ['POST', '/contact'],
    ]) {
      const response = await fetch(base + url, { method, body: method === 'GET' ? undefined : 'x=1' })
      expect([method, url, response.status]).toEqual([method, url, 299])
    }
    expect(calls).toEqual([])
  })

  it('refuses a cross-origin post before the answer reads it, and logs why', async () => {
    const { base, refused, calls } = await start()
    const response = await post(`${base}/api/forms/enquiry`, { origin: 'https://evil.example' })
    expect(response.status).toBe(403)
    expect(await response.text()).toMatch(/only be sent from our own pages/)
    expect(refused).toEqual(['cross-origin post from https://evil.example'])
    expect(calls).toEqual([])
  })

  it('refuses a post its browser marks cross-site even without an Origin; the staff side takes only same-origin', async () => {
    const { base, refused, calls } = await start()
    const response = await post(`${base}/api/forms/enquiry`, { 'sec-fetch-site': 'cross-site' })
    expect(response.status).toBe(403)
    expect(refused).toEqual(['cross-site post (Sec-Fetch-Site)'])
    for (const site of ['same-origin', 'same-site', 'none'])
      expect((await post(`${base}/api/forms/enquiry`, { 'sec-fetch-site': site })).status).toBe(200)
    expect(calls).toEqual(['enquiry', 'enquiry', 'enquiry'])

    for (const path of ['/staff', '/staff/login', '/STAFF/payments/x', '/Staff']) {
      expect([path, fetchSiteAllows(path, 'cross-site')]).toEqual([path, false])
      expect([path, fetchSiteAllows(path, 'same-site')]).toEqual([path, false])
      expect([path, fetchSiteAllows(path, 'same-origin')]).toEqual([path, true])
      expect([path, fetchSiteAllows(path, 'none')]).toEqual([path, true])
      expect([path, fetchSiteAllows(path, undefined)]).toEqual([path, true])
    }
    expect(fetchSiteAllows('/staffing', 'same-site')).toBe(true)
    expect(fetchSiteAllows('/contact', 'Cross-Site')).toBe(false)
  })

  it("takes the client's address, protocol and host from a proxy only when TRUST_PROXY trusts it", async () => {
    const forwarded = { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'site.in' }
    const direct = await start()
    const ignored = await (await post(`${direct.base}/api/forms/enquiry`, forwarded)).json()
    expect(ignored.clientAddress).toBe('127.0.0.1')
    expect(ignored.url).toBe(`${direct.base}/api/forms/enquiry`)

    const proxied = await start({ trustProxy: '1' })
    const trusted = await (await post(`${proxied.base}/api/forms/enquiry`, forwarded)).json()
    expect(trusted.clientAddress).toBe('203.0.113.9')
    expect(trusted.url).toBe('https://site.in/api/forms/enquiry')
    // The origin check compares with the same trusted protocol and host.
    const sameSite = await post(`${proxied.base}/api/forms/enquiry`, { ...forwarded, origin: 'https://site.in' })
    expect(sameSite.status).toBe(200)
  })

  it('answers 500 with a JSON message when the answer fails, and never says sent', async () => {
    const { base } = await start({
      answer: async () => {
        throw new Error('database is gone')
      },
    })
    const errors: unknown[] = []
    const original = console.error
    console.error = (error: unknown) => errors.push(error)
    try {
      const response = await post(`${base}/api/forms/enquiry`)
      expect(response.status).toBe(500)
      const body = await response.json()
      expect(body.ok).toBe(false)
      expect(body.formError).toMatch(/not sent/)
    } finally {
      console.error = original
    }
    expect(String(errors[0])).toContain('database is gone')
  })

  it('logs nothing when the visitor leaves in the middle of the body', async () => {
    const { base, calls } = await start()
    const errors: unknown[] = []
    const original = console.error
    console.error = (error: unknown) => errors.push(error)
    try {
      const { hostname, port } = new URL(base)
      const request = http.request({
        hostname,
        port,
        path: '/api/forms/enquiry',
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '5000' },
      })
      request.on('error', () => {})
      request.write('name=Asha&message=')
      await vi.waitFor(() => expect(calls).toEqual(['enquiry']))
      request.destroy()
      // The answer's read of the body fails once the socket is gone; give it time to reach the catch.
      await sleep(300)
    } finally {
      console.error = original
    }
    expect(calls).toEqual(['enquiry'])
    expect(errors).toEqual([])
  })
})
