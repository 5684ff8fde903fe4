// The build's files in memory: hashed assets, public files and prerendered pages with their precompressed siblings,
// served with the cache policy each kind needs.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import type { NextFunction, Request, Response } from 'express'
import { criticalPartsOf, type CriticalParts } from './critical-path'
import { contentSecurityPolicy, inlineScriptHashes } from './policy'

/** A file held in memory: its body, its brotli and gzip siblings when the build made them, its type and CSP. */
export interface FileEntry {
  body: Buffer
  br: Buffer | undefined
  gz: Buffer | undefined
  type: string
  /** A prerendered page's Content-Security-Policy (its inline scripts' hashes). */
  csp?: string
}

/** Files by URL path. */
export type FileMap = Map<string, FileEntry>

/** Express middleware that answers what it holds and passes everything else on. */
export type Middleware = (req: Request, res: Response, next: NextFunction) => void

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.data': 'text/x-script', // React Router's single-fetch payload
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else yield full
  }
}

/** Reads a file with its precompressed siblings into memory. */
function loadFile(file: string): FileEntry {
  const read = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined)
  return {
    body: readFileSync(file),
    br: read('.br'),
    gz: read('.gz'),
    type: types[path.extname(file)] ?? 'application/octet-stream',
  }
}

export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const PUBLIC = 'public, max-age=3600'
export const PAGE = 'public, max-age=0, must-revalidate'

/** The body to send for the client's Accept-Encoding: brotli, gzip or plain. */
export function pick(req: IncomingMessage, entry: FileEntry): { body: Buffer; encoding: 'br' | 'gzip' | undefined } {
  const accept = req.headers['accept-encoding'] ?? ''
  if (entry.br && /\bbr\b/.test(accept)) return { body: entry.br, encoding: 'br' }
  if (entry.gz && /\bgzip\b/.test(accept)) return { body: entry.gz, encoding: 'gzip' }
  return { body: entry.body, encoding: undefined }
}

function send(req: IncomingMessage, res: ServerResponse, entry: FileEntry, cacheControl: string): void {
  res.setHeader('Content-Type', entry.type)
  res.setHeader('Cache-Control', cacheControl)
  res.setHeader('Vary', 'Accept-Encoding')
  const { body, encoding } = pick(req, entry)
  if (encoding) res.setHeader('Content-Encoding', encoding)
  res.setHeader('Content-Length', body.length)
  res.end(req.method === 'HEAD' ? undefined : body)
}

/**
 * Public files (`clientDir`) or hashed assets (`clientDir/assets`, `immutable`), held in memory (the build is small)
 * and served with their precompressed bodies.
 */
export function precompressed(clientDir: string, { immutable }: { immutable: boolean }) {
  const base = immutable ? path.join(clientDir, 'assets') : clientDir
  const files: FileMap = new Map()
  for (const file of walk(base)) {
    if (/\.(br|gz)$/.test(file) || file.endsWith('index.html') || file.endsWith('.data')) continue
    files.set('/' + path.relative(base, file).split(path.sep).join('/'), loadFile(file))
  }
  const cache = immutable ? IMMUTABLE : PUBLIC
  const middleware: Middleware = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const entry = files.get(req.path)
    if (!entry) return next()
    send(req, res, entry, cache)
  }
  return { middleware, files }
}

/**
 * Prerendered HTML (and its .data payload) by exact path, only for GET/HEAD without a query string. Paths whose
 * content lives in the database (`isDynamic`) are left to the page cache and React Router; their prerendered HTML
 * still gives the page cache its critical CSS.
 */
export function prerenderedPages(
  clientDir: string,
  isDynamic: (pathname: string) => boolean,
  lacksHtmlOnly: (payload: string) => boolean = () => false,
) {
  const pages: FileMap = new Map()
  const routes = new Set<string>()
  const critical = new Map<string, CriticalParts | undefined>() // path -> inlined CSS and deferred stylesheet
  for (const file of walk(clientDir)) {
    const rel = '/' + path.relative(clientDir, file).split(path.sep).join('/')
    if (rel.endsWith('/index.html')) {
      const route = rel === '/index.html' ? '/' : rel.slice(0, -'/index.html'.length)
      const entry = loadFile(file)
      const html = entry.body.toString('utf8')
      entry.csp = contentSecurityPolicy(inlineScriptHashes(html).join(' '))
      routes.add(route)
      critical.set(route, criticalPartsOf(html))
      if (isDynamic(route)) continue
      pages.set(route, entry)
    } else if (rel.endsWith('.data') && !rel.startsWith('/assets/')) {
      const route = rel === '/_root.data' ? '/' : rel.slice(0, -'.data'.length)
      const entry = isDynamic(route) ? undefined : loadFile(file)
      // A payload prerendered without the values its page shows as HTML only is left to React Router.
      if (entry && !lacksHtmlOnly(entry.body.toString('utf8'))) pages.set(rel, entry)
    }
  }
  const middleware: Middleware = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.url.includes('?')) return next()
    const entry = pages.get(req.path)
    if (!entry) return next()
    if (entry.csp) res.setHeader('Content-Security-Policy', entry.csp)
    send(req, res, entry, PAGE)
  }
  return { middleware, routes, critical, files: pages }
}
