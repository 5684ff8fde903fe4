import type { Kysely } from 'kysely'
import type { LeadSource } from '~/lib/lead-source'
import type { Database } from '~/server/db/schema.server'

// What a lead's later goals (an enrolment, a payment) are credited to: the source stored with the lead. Staff actions
// on the batches and fees desks record those goals (recordGoal, app/server/analytics/goals.server.ts).

/** A stored lead's source (its landing page, referring host and UTM tags), for the goals it leads to later. */
export async function leadSourceOf(db: Kysely<Database>, submissionId: string): Promise<LeadSource> {
  const row = await db
    .selectFrom('submissions')
    .select(['source_landing', 'source_referrer', 'source_utm_source', 'source_utm_medium', 'source_utm_campaign'])
    .where('id', '=', submissionId)
    .executeTakeFirst()
  if (!row) return {}
  return {
    landing: row.source_landing ?? undefined,
    referrer: row.source_referrer ?? undefined,
    utmSource: row.source_utm_source ?? undefined,
    utmMedium: row.source_utm_medium ?? undefined,
    utmCampaign: row.source_utm_campaign ?? undefined,
  }
}
