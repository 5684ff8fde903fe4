import type { LeadSource } from './lead-source'
import { visitStart } from './visit-start'

// Apart from visit-start.ts, which every page loads: only pages with a form need these.

/** The parts of a lead source an address gives, uncleaned: its path and UTM tags, and the referring host when it is
 * another site. */
export function addressSource(href: string, referrer: string | undefined, ownHost: string): LeadSource {
  try {
    const url = new URL(href)
    const from = referrer ? new URL(referrer).host : ''
    const tag = (name: string) => url.searchParams.get(name) ?? undefined
    return {
      landing: url.pathname,
      referrer: from && from !== ownHost ? from.replace(/:\d+$/, '') : undefined,
      utmSource: tag('utm_source'),
      utmMedium: tag('utm_medium'),
      utmCampaign: tag('utm_campaign'),
    }
  } catch {
    return {}
  }
}

/** This visit's source for a form's hidden fields, uncleaned; empty when nothing was recorded. */
export function visitSource(): LeadSource {
  const start = visitStart()
  return start ? addressSource(start.href, start.referrer, location.host) : {}
}
