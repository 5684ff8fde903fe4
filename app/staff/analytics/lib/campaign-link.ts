import { staffPaths } from '~/content/staff-routes'

/** The anchor of a campaign's row on the dashboard, from its source, medium and campaign (any letter case). */
export function campaignRowId(source: string, medium: string, campaign: string): string {
  const slug = [source, medium, campaign]
    .map(
      (part) =>
        part
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '') || 'none',
    )
    .join('--')
  return `campaign-${slug}`
}

/**
 * A lead's campaign row on the dashboard, for the month of its India day `day` ('YYYY-MM-DD'), or undefined when the
 * lead came without UTM tags.
 */
export function campaignHref(
  source: { utmSource?: string; utmMedium?: string; utmCampaign?: string },
  day: string,
): string | undefined {
  if (!source.utmSource && !source.utmMedium && !source.utmCampaign) return undefined
  const id = campaignRowId(source.utmSource ?? '', source.utmMedium ?? '', source.utmCampaign ?? '')
  return `${staffPaths.staffAnalytics}?range=month&month=${day.slice(0, 7)}#${id}`
}
