/**
 * Where a lead came from, without cookies: the first page of the visit (path only), the referring site's host and the
 * landing address's utm_source, utm_medium and utm_campaign. The browser keeps them in sessionStorage for the visit
 * (rememberLeadSource, from the root) and every public form sends them as hidden fields (FormExtras); without scripts
 * the server takes the form page's path from the post's Referer. The server cleans what arrives (cleanLeadSource):
 * a missing, malformed or over-long value is simply absent. Browser and server both import this module.
 */
import { sitePaths } from '~/content/site-routes'
export interface LeadSource {
  landing?: string
  referrer?: string
  utmSource?: string
  utmMedium?: string
  utmCampaign?: string
}

/** The hidden fields of every public form, by part of the source. */
export const SOURCE_FIELDS = {
  landing: '_src_landing',
  referrer: '_src_referrer',
  utmSource: '_src_utm_source',
  utmMedium: '_src_utm_medium',
  utmCampaign: '_src_utm_campaign',
} as const satisfies Record<keyof LeadSource, string>

export const SOURCE_FIELD_NAMES: readonly string[] = Object.values(SOURCE_FIELDS)

/** Longest value kept of each part. */
export const SOURCE_LIMITS = { landing: 200, referrer: 100, utm: 100 } as const

const STORAGE_KEY = 'rw-lead-source'

const PRINTABLE = /^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+$/u
const HOST = /^(?=.{1,100}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/

function text(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined
  const trimmed = value.trim()
  return trimmed && trimmed.length <= max && PRINTABLE.test(trimmed) ? trimmed : undefined
}

function path(value: unknown): string | undefined {
  const clean = text(value, SOURCE_LIMITS.landing)
  return clean && clean.startsWith('/') && !clean.startsWith('//') && !/[?#\s\\]/.test(clean) ? clean : undefined
}

function host(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const lower = value.trim().toLowerCase()
  return HOST.test(lower) ? lower : undefined
}

/** Keeps only well-formed, length-bounded parts. */
export function cleanLeadSource(raw: Partial<Record<keyof LeadSource, unknown>>): LeadSource {
  const source: LeadSource = {
    landing: path(raw.landing),
    referrer: host(raw.referrer),
    utmSource: text(raw.utmSource, SOURCE_LIMITS.utm),
    utmMedium: text(raw.utmMedium, SOURCE_LIMITS.utm),
    utmCampaign: text(raw.utmCampaign, SOURCE_LIMITS.utm),
  }
  return Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined)) as LeadSource
}

/** The source an address gives: its path and UTM tags, and the referring host when it is another site. */
export function sourceFromAddress(href: string, referrer: string | undefined, ownHost: string): LeadSource {
  try {
    const url = new URL(href)
    const from = referrer ? new URL(referrer).host : ''
    return cleanLeadSource({
      landing: url.pathname,
      referrer: from && from !== ownHost ? from.replace(/:\d+$/, '') : undefined,
      utmSource: url.searchParams.get('utm_source'),
      utmMedium: url.searchParams.get('utm_medium'),
      utmCampaign: url.searchParams.get('utm_campaign'),
    })
  } catch {
    return {}
  }
}

/** One short label per lead for the inbox: the campaign's source, else the referring site, else undefined (direct). */
export function sourceLabel(source: LeadSource): string | undefined {
  return source.utmSource?.toLowerCase() ?? source.referrer?.replace(/^www\./, '')
}

/**
 * Remembers the first page of this visit, once per tab (sessionStorage ends with it). Staff pages are not a visit.
 * The document's own navigation entry names the address the visit started at, even after client-side navigation.
 */
export function rememberLeadSource(): void {
  try {
    if (sessionStorage.getItem(STORAGE_KEY) !== null) return
    const entry = performance.getEntriesByType('navigation')[0]
    const href = entry?.name || location.href
    if (new URL(href).pathname.startsWith(sitePaths.staff)) return
    const source = sourceFromAddress(href, document.referrer || undefined, location.host)
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(source))
  } catch {
    // Storage off (private mode, full): the server falls back to the post's Referer.
  }
}

/** This visit's source, as remembered; empty when nothing was (or storage is off). */
export function rememberedLeadSource(): LeadSource {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY)
    const parsed: unknown = stored ? JSON.parse(stored) : {}
    return parsed && typeof parsed === 'object' ? cleanLeadSource(parsed) : {}
  } catch {
    return {}
  }
}
