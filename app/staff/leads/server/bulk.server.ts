import type { Kysely } from 'kysely'
import type { LeadStatus } from '~/staff/shell/lib/lead-status'
import type { Database } from '~/server/db/schema.server'
import { changeLead } from '~/staff/leads/server/inbox.server'

export interface BulkResult {
  id: string
  statusBefore: LeadStatus
  /** Set when the assignee changed: the new account id, or null for nobody. */
  assigned?: string | null
}

/**
 * Applies one change to several leads in one transaction, each recorded on its own timeline as a change from its page
 * would be: the status (when given) and the assignee (an account id, null for nobody, undefined to leave it). Leads
 * that are gone are skipped. Returns what changed, lead by lead, for the audit log.
 */
export async function bulkUpdate(
  db: Kysely<Database>,
  ids: readonly string[],
  change: { status: LeadStatus | null; assigneeId: string | null | undefined },
  now: Date,
  actor: string,
): Promise<BulkResult[]> {
  return db.transaction().execute(async (trx) => {
    const leads = await trx
      .selectFrom('submissions')
      .select(['id', 'status', 'assignee'])
      .where('id', 'in', ids)
      .execute()
    const results: BulkResult[] = []
    for (const lead of leads) {
      const assigning = change.assigneeId !== undefined
      const before = await changeLead(
        trx,
        lead.id,
        {
          status: change.status ?? lead.status,
          // Assigning to an account (or nobody) drops an older free-text name, as on the lead's page.
          assignee: assigning ? null : lead.assignee,
          assigneeId: change.assigneeId,
        },
        now,
        actor,
      )
      if (!before) continue
      const assigned = assigning && (before.assigneeId !== change.assigneeId || before.assignee !== null)
      results.push({ id: lead.id, statusBefore: before.status, ...(assigned ? { assigned: change.assigneeId } : {}) })
    }
    return results
  })
}
