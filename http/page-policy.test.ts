import { once } from 'node:events'
import http, { type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequestHandler } from '@react-router/express'
import express from 'express'
import type { ServerBuild } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { pagePolicy, routeHeadersReplace, securityHeaders } from './policy'

const servers: Server[] = []
afterEach(() => servers.splice(0).forEach((s) => s.close()))

const FILE_POLICY = "default-src 'none'; sandbox"

/**
 * A React Router build of two routes, the smallest the adapter serves: a page (`/page`, rendered by the entry, which
 * answers its nonce back) and a file (`/file`, a resource route that answers with a policy of its own, as the media
 * and staff upload routes do).
 */
const build = {
  entry: {
    module: {
      default: (_request: Request, status: number, headers: Headers, _context: unknown, load: { cspNonce?: string }) =>
        new Response(`<!doctype html><p>nonce ${load.cspNonce}</p>`, {
          status,
          headers: { ...Object.fromEntries(headers), 'Content-Type': 'text/html; charset=utf-8' },
        }),
    },
  },
  routes: {
    root: { id: 'root', path: '', module: { default: () => null } },
    page: { id: 'page', parentId: 'root', path: 'page', module: { default: () => null } },
    file: {
      id: 'file',
      parentId: 'root',
      path: 'file',
      module: {
        loader: () =>
          new Response('%PDF', {
            headers: { 'Content-Type': 'application/pdf', 'Content-Security-Policy': FILE_POLICY },
          }),
      },
    },
  },
  assets: {
    entry: { module: '/entry.js', imports: [] },
    routes: {
      root: { id: 'root', module: '/root.js', hasLoader: false, hasAction: false },
      page: { id: 'page', parentId: 'root', module: '/page.js', hasLoader: false, hasAction: false },
      file: { id: 'file', parentId: 'root', module: '/file.js', hasLoader: true, hasAction: false },
    },
    url: '/manifest.js',
    version: '1',
  },
  publicPath: '/',
  assetsBuildDirectory: '/tmp',
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
} as unknown as ServerBuild

/** The app's order (http/app.ts): the replacing headers on the response prototype, the page policy, React Router. */
async function start() {
  const app = express()
  const security = securityHeaders(false)
  routeHeadersReplace(app.response, security)
  app.use(
    pagePolicy,
    createRequestHandler({ build, getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce as string }) }),
  )
  const server = http.createServer(app)
  servers.push(server.listen(0, '127.0.0.1'))
  await once(server, 'listening')
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** Every Content-Security-Policy header line of an answer, as sent (fetch would join repeated ones with a comma). */
function policiesOf(url: string): Promise<{ status: number; policies: string[]; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        const policies: string[] = []
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          if (res.rawHeaders[i]!.toLowerCase() === 'content-security-policy') policies.push(res.rawHeaders[i + 1]!)
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode!, policies, body }))
      })
      .on('error', reject)
  })
}

describe('one Content-Security-Policy per answer', () => {
  it('gives a page the page policy with the nonce its render used, once', async () => {
    const base = await start()
    const page = await policiesOf(`${base}/page`)
    expect(page.status).toBe(200)
    expect(page.policies).toHaveLength(1)
    const nonce = /'nonce-([^']+)'/.exec(page.policies[0]!)?.[1]
    expect(nonce).toBeTruthy()
    expect(page.body).toContain(`nonce ${nonce}`)
    expect((await policiesOf(`${base}/page`)).policies[0]).not.toContain(nonce)
  })

  it('gives a file that answers with its own policy that policy alone, not the page’s beside it', async () => {
    const base = await start()
    const file = await policiesOf(`${base}/file`)
    expect(file.status).toBe(200)
    expect(file.body).toBe('%PDF')
    expect(file.policies).toEqual([FILE_POLICY])
  })
})
