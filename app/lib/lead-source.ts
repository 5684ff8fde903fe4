import { addressSource } from './visit-source'

/**
 * Where a lead came from, without cookies: the first page of the visit (path only), the referring site's host and the
 * landing address's utm_source, utm_medium and utm_campaign. The browser keeps them in sessionStorage for the visit
 * (lib/visit-start.ts, from the root) and every public form sends them as hidden fields (FormExtras); without scripts
 * the server takes the form page's path from the post's Referer. The server cleans what arrives (cleanLeadSource):
 * a missing, malformed or over-long value is simply absent. Browser and server both import this module.
 */
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

/** The source an address gives, cleaned: its path and UTM tags, and the referring host when it is another site. */
export function sourceFromAddress(href: string, referrer: string | undefined, ownHost: string): LeadSource {
  return cleanLeadSource(addressSource(href, referrer, ownHost))
}

/** One short label per lead for the inbox: the campaign's source, else the referring site, else undefined (direct). */
export function sourceLabel(source: LeadSource): string | undefined {
  return source.utmSource?.toLowerCase() ?? source.referrer?.replace(/^www\./, '')
}
