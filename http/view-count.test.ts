// The view counter's reading of an answer, over a real HTTP server: headers given to writeHead at once (as the fast
// path gives them) have no getHeader, and the counter must still see the Content-Type.
import http from 'node:http'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import type { ViewRequest } from '../app/server/analytics/count-rules.server'
import { viewCounter } from './view-count'

let server: http.Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

async function answer(write: (res: http.ServerResponse) => void, mode: 'sent' | 'watch') {
  const app = express()
  app.set('trust proxy', false)
  const seen: { request: ViewRequest; address: string | undefined }[] = []
  const views = viewCounter(app, (request, address) => seen.push({ request, address: address() }))
  server = http.createServer((req, res) => {
    if (mode === 'watch') views.watch(req, res)
    write(res)
    if (mode === 'sent') views.sent(req, res)
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await fetch(`http://127.0.0.1:${port}/realworkstudio?utm_source=x`, { headers: { 'accept-language': 'en-IN' } })
  await new Promise((r) => setTimeout(r, 50)) // the finish event follows the answer
  return seen
}

describe('viewCounter', () => {
  it('reads the Content-Type of an answer written with writeHead(headers), counted after its round of the event loop', async () => {
    const seen = await answer((res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': 2 })
      res.end('hi')
    }, 'sent')
    expect(seen).toHaveLength(1)
    expect(seen[0]!.request).toMatchObject({
      method: 'GET',
      url: '/realworkstudio?utm_source=x',
      status: 200,
      contentType: 'text/html; charset=utf-8',
    })
    expect(seen[0]!.request.headers['accept-language']).toBe('en-IN')
    expect(seen[0]!.request.host()).toMatch(/^127\.0\.0\.1:\d+$/)
    expect(seen[0]!.address).toBe('127.0.0.1')
  })

  it('reads headers set one by one, once the answer is sent', async () => {
    const seen = await answer((res) => {
      res.statusCode = 404
      res.setHeader('Content-Type', 'text/html')
      res.end('no')
    }, 'watch')
    expect(seen.map((s) => [s.request.status, s.request.contentType])).toEqual([[404, 'text/html']])
  })

  it('reads the address and host behind trusted proxies exactly as Express does', async () => {
    for (const trust of [1, 2, '127.0.0.1', '10.0.0.0/8', false]) {
      const app = express()
      app.set('trust proxy', trust)
      const seen: { ip: string | undefined; host: string | undefined }[] = []
      const views = viewCounter(app, (request, address) => seen.push({ ip: address(), host: request.host() }))
      const express_: { ip: string | undefined; host: string | undefined }[] = []
      app.use((req, res) => {
        express_.push({ ip: req.ip, host: req.host })
        res.type('html').send('hi')
        views.sent(req, res)
      })
      server = http.createServer(app)
      await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
      const { port } = server.address() as { port: number }
      const headerSets: Record<string, string>[] = [
        {},
        { 'x-forwarded-for': '203.0.113.7' },
        { 'x-forwarded-for': '  203.0.113.8  ' },
        { 'x-forwarded-for': ' ' },
        { 'x-forwarded-for': '2001:db8::1' },
        { 'x-forwarded-for': '198.51.100.1, 10.1.2.3', 'x-forwarded-host': 'realworktech.in, evil.example' },
        { 'x-forwarded-for': 'not-an-address', 'x-forwarded-host': ' spaced.example ' },
      ]
      for (const headers of headerSets) {
        await fetch(`http://127.0.0.1:${port}/`, { headers: { 'accept-language': 'en-IN', ...headers } })
      }
      expect(seen, `trust proxy ${String(trust)}`).toEqual(express_)
      expect(seen).toHaveLength(headerSets.length)
      await new Promise<void>((resolve) => server!.close(() => resolve()))
      server = undefined
    }
  })
})
