// What every answer carries and what is refused before React Router: security headers, the Content-Security-Policy,
// which proxies are trusted, and the early refusals (bad addresses, odd methods, posts to read-only paths, cross-site
// posts).
import { createHash, randomBytes } from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'

/** Headers by name. */
export type Headers = Record<string, string>

/** Headers every response carries. */
export function securityHeaders(hsts: boolean): Headers {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(hsts ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  }
}

/**
 * Lets a route's own value of a header every response carries replace the default instead of joining it: the pay
 * page's `Referrer-Policy: same-origin`, a staff upload's or a media file's `Content-Security-Policy: default-src
 * 'none'; sandbox` (in place of the page policy `pagePolicy` set). React Router's Express adapter appends each header
 * of a route's answer, which sent `Referrer-Policy: strict-origin-when-cross-origin, no-referrer` and a file with the
 * page's policy beside its own. Set on the app's response prototype (Express's own extension point), so it costs no
 * work per request.
 */
export function routeHeadersReplace(response: Response, headers: Headers): void {
  const replaced = new Set([...Object.keys(headers), 'Content-Security-Policy'].map((name) => name.toLowerCase()))
  const append = response.append
  response.append = function (this: Response, field: string, value?: string | string[]) {
    return replaced.has(field.toLowerCase()) ? this.set(field, value) : append.call(this, field, value)
  }
}

/**
 * Express's `trust proxy` from TRUST_PROXY: unset, empty, `0` or `false` trust nobody (the connection's address is the
 * client's); a number trusts that many proxy hops; otherwise a comma-separated list of proxy addresses or CIDR
 * ranges (or Express's names: loopback, linklocal, uniquelocal). `true` is refused: it would trust any client's
 * X-Forwarded-For.
 */
export function trustProxySetting(value: string | undefined): false | number | string[] {
  const text = (value ?? '').trim()
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return false
  if (/^\d+$/.test(text)) return Number(text)
  if (text.toLowerCase() === 'true') {
    throw new Error(
      'TRUST_PROXY=true would let any client choose its own address. Give the number of proxies in front of the server (e.g. 1) or their addresses.',
    )
  }
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
}

/** Logs one refused request (the app's `logRefused`: one short, rate-limited line). */
export type LogRefused = (request: { method: string; url: string }, reason: string) => void

/**
 * Whether a browser's `Sec-Fetch-Site` lets a POST to `path` through: `cross-site` never (another site's page, even
 * when it sent no Origin); on the staff side only `same-origin` and `none` (a sibling sub-domain is not the staff desk
 * either). No header (an older browser, a script) leaves the decision to the Origin check. The app's `isCrossSite`
 * (app/server/http.server.ts) applies the same rule in requireStaff and the staff actions, so a staff path this test
 * does not recognise (React Router matches paths in any case, and decodes them) is still refused there.
 */
export function fetchSiteAllows(path: string, site: string | undefined): boolean {
  if (site === undefined) return true
  const value = site.trim().toLowerCase()
  if (/^\/staff(\/|$)/i.test(path)) return value === 'same-origin' || value === 'none'
  return value !== 'cross-site'
}

/**
 * Requests refused before React Router sees them, each with one short log line: malformed addresses (400), methods
 * the site does not use (405 with Allow), posts to read-only paths (`readOnly`, from the route registry: see
 * ./read-only.ts) (405), and posts from another site's pages, by their Origin or their `Sec-Fetch-Site`
 * (`fetchSiteAllows`) (403; React Router's own check would answer 500 and log a stack trace).
 */
export function refuseEarly(logRefused: LogRefused, readOnly: RegExp) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const method = req.method
    const refuse = (status: number, allow: string | undefined, message: string, reason: string) => {
      logRefused(req, reason)
      res.status(status).set({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
      if (allow) res.set('Allow', allow)
      res.end(message)
    }
    try {
      decodeURIComponent(req.path)
    } catch {
      return refuse(400, undefined, 'Bad Request: the address is not valid.\n', 'malformed URL')
    }
    if (method === 'GET' || method === 'HEAD') return next()
    if (method !== 'POST') return refuse(405, 'GET, HEAD, POST', 'Method Not Allowed\n', `method ${method}`)
    if (readOnly.test(req.path)) return refuse(405, 'GET, HEAD', 'Method Not Allowed\n', 'post to a read-only path')
    const origin = req.get('origin')
    if (origin !== undefined && origin !== `${req.protocol}://${req.host}`) {
      return refuse(
        403,
        undefined,
        'Forbidden: this form can only be sent from our own pages.\n',
        `cross-origin post from ${origin.slice(0, 100)}`,
      )
    }
    const site = req.get('sec-fetch-site')
    if (!fetchSiteAllows(decodeURIComponent(req.path), site)) {
      return refuse(
        403,
        undefined,
        'Forbidden: this form can only be sent from our own pages.\n',
        `${site!.slice(0, 20)} post (Sec-Fetch-Site)`,
      )
    }
    next()
  }
}

export function contentSecurityPolicy(scriptSources: string): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptSources ? ` ${scriptSources}` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    'frame-src https://www.openstreetmap.org',
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}

/**
 * The page policy of an answer React Router renders, with a fresh nonce in `res.locals.cspNonce` for the render's
 * scripts. A route that answers with a policy of its own replaces it (`routeHeadersReplace`), so an answer carries one.
 */
export function pagePolicy(_req: Request, res: Response, next: NextFunction): void {
  const nonce = randomBytes(16).toString('base64')
  res.locals.cspNonce = nonce
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(`'nonce-${nonce}'`))
  next()
}

/** SHA-256 sources for a page's inline scripts, so the CSP needs neither 'unsafe-inline' nor a nonce. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/type="application\/ld\+json"/.test(match[1]!)) continue
    hashes.push(`'sha256-${createHash('sha256').update(match[2]!).digest('base64')}'`)
  }
  return hashes
}
