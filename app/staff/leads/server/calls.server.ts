import type { Kysely } from 'kysely'
import type { LeadStatus } from '~/staff/shell/lib/lead-status'
import { istToday } from '~/lib/ist'
import { workingDayAfter } from '~/lib/working-days'
import type { Database } from '~/server/db/schema.server'
import { currentOfficeHolidays } from '~/server/office-holidays.server'
import type { CallInput } from '~/staff/leads/forms/call.schema'
import { callOutcome } from '~/staff/leads/content/call-outcomes'
import { changeLead } from '~/staff/leads/server/inbox.server'
import { recordLeadEvent } from '~/staff/shell/server/lead-events.server'

/**
 * Logs a call and sets the next step its outcome asks for (call-outcomes.ts), in one transaction: the call on the
 * timeline, then the status and follow-up changes, each recorded as usual. A logged call is a response to the lead: the
 * first one keeps its reply-time promise. Returns the call's timeline text, or undefined when there is no such lead.
 */
export async function logCall(
  db: Kysely<Database>,
  id: string,
  call: CallInput,
  now: Date,
  actor: string,
): Promise<
  { detail: string; statusBefore: LeadStatus; statusAfter: LeadStatus; followUpOn: string | null } | undefined
> {
  const outcome = callOutcome(call.outcome)
  await currentOfficeHolidays(db) // the follow-up is counted in working days
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom('submissions')
      .select(['status', 'assignee', 'first_response_at'])
      .where('id', '=', id)
      .executeTakeFirst()
    if (!lead) return undefined
    const detail = call.callNote ? `${outcome.label}: ${call.callNote}` : outcome.label
    await recordLeadEvent(trx, id, { action: 'call', detail, actor }, now)
    if (!lead.first_response_at)
      await trx.updateTable('submissions').set({ first_response_at: now.toISOString() }).where('id', '=', id).execute()
    // A call that reached them moves a New lead on; it never moves an enrolled or closed lead back.
    const status =
      outcome.status === 'closed' ? 'closed' : outcome.status && lead.status === 'new' ? outcome.status : lead.status
    const followUpOn =
      outcome.followUp === 'pick'
        ? call.callBackOn
        : outcome.followUp === null
          ? null
          : workingDayAfter(istToday(now), outcome.followUp)
    await changeLead(trx, id, { status, assignee: lead.assignee, followUpOn }, now, actor)
    return { detail, statusBefore: lead.status, statusAfter: status, followUpOn }
  })
}
