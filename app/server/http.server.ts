/**
 * `attachment` with an ASCII fallback name and the exact name in RFC 5987 `filename*` form, so a Kannada or accented
 * file name survives, and quotes, slashes or line breaks in a visitor's file name cannot break the header.
 */
export function contentDisposition(filename: string): string {
  const fallback =
    filename
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\/]/g, '_')
      .trim() || 'download'
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`
}

/**
 * Whether a POST comes from another site: it carries an Origin other than ours (browsers send it with every form
 * post; none at all comes from older browsers and non-browser clients), or the browser's `Sec-Fetch-Site` says
 * `cross-site`. For the staff side (`staff`), `same-site` too: only `same-origin` and `none` (typed or bookmarked) pass,
 * as a sibling sub-domain is not the staff desk. The same rule React Router applies to page actions, for the resource
 * routes it does not check; the production server refuses these before the app (http/policy.ts, `fetchSiteAllows`).
 */
export function isCrossSite(request: Request, { staff = false }: { staff?: boolean } = {}): boolean {
  const method = request.method.toUpperCase()
  if (method === 'GET' || method === 'HEAD') return false
  const origin = request.headers.get('Origin')
  if (origin !== null && origin !== new URL(request.url).origin) return true
  const site = request.headers.get('Sec-Fetch-Site')?.trim().toLowerCase()
  if (site === undefined) return false
  return staff ? site !== 'same-origin' && site !== 'none' : site === 'cross-site'
}

/**
 * Headers of a page that belongs to one person (a pay link, the student's page): never stored by a cache, never sent
 * on to another site as a referrer, never indexed. `same-origin`, not `no-referrer`: under `no-referrer` a browser
 * posts the page's own form (without scripts) with `Origin: null`, which `isCrossSite` refuses.
 */
export const PRIVATE_PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'same-origin',
  'X-Robots-Tag': 'noindex, nofollow',
} as const

/** Whether cookies must be marked secure: the request came over https, or a TLS-terminating proxy says so. */
export function isSecureRequest(request: Request): boolean {
  return process.env.TRUST_PROXY_HTTPS === '1' || new URL(request.url).protocol === 'https:'
}
