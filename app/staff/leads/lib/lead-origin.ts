import type { LeadSource } from '~/lib/lead-source'

/** Where a lead came from, as labelled rows for its page; "Not known" when nothing was recorded. */
export function originRows(origin: LeadSource): { label: string; value: string }[] {
  const rows = [
    { label: 'First page of the visit', value: origin.landing },
    { label: 'Referring site', value: origin.referrer },
    { label: 'Campaign source (utm_source)', value: origin.utmSource },
    { label: 'Campaign medium (utm_medium)', value: origin.utmMedium },
    { label: 'Campaign name (utm_campaign)', value: origin.utmCampaign },
  ].filter((row): row is { label: string; value: string } => Boolean(row.value))
  return rows.length > 0 ? rows : [{ label: 'Source', value: 'Not known: a direct visit, or a page without scripts' }]
}
