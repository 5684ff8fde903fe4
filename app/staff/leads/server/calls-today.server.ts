import type { Kysely } from 'kysely'
import { talkPage } from '~/content/talk'
import { findBootcamp } from '~/content/studio/bootcamps'
import type { CallPurpose } from '~/forms/call-booking.schema'
import { istDateTime } from '~/lib/ist'
import { queueMovedByUsMail } from '~/server/counselling/call-mail.server'
import type { CallOutcome } from '~/server/db/schema-counselling.server'
import type { Database } from '~/server/db/schema.server'
import { mailQueued } from '~/server/outbox.server'
import { callsTodayPage as copy } from '~/staff/leads/content/calls-today'
import { changeLead } from '~/staff/leads/server/inbox.server'
import { recordLeadEvent } from '~/staff/shell/server/lead-events.server'

const DAY_MS = 86_400_000

export interface DayCall {
  id: string
  reference: string
  startsAt: string
  endsAt: string
  counsellor: string
  staffId: string
  name: string
  phone: string
  email: string
  purpose: string
  course: string | null
  question: string | null
  leadId: string | null
  callLink: string | null
  outcome: CallOutcome | null
  outcomeBy: string | null
}

/** The booked calls of an India day in time order: one counsellor's, or everyone's (`staffId` null, an owner's view). */
export async function callsOnDay(db: Kysely<Database>, day: string, staffId: string | null): Promise<DayCall[]> {
  const from = new Date(istDateTime(day)).toISOString()
  const to = new Date(Date.parse(from) + DAY_MS).toISOString()
  let query = db
    .selectFrom('counselling_calls')
    .innerJoin('counsellors', 'counsellors.staff_id', 'counselling_calls.staff_id')
    .innerJoin('staff_accounts', 'staff_accounts.id', 'counselling_calls.staff_id')
    .select([
      'counselling_calls.id',
      'counselling_calls.reference',
      'counselling_calls.starts_at',
      'counselling_calls.ends_at',
      'counselling_calls.staff_id',
      'counselling_calls.name',
      'counselling_calls.phone',
      'counselling_calls.email',
      'counselling_calls.purpose',
      'counselling_calls.course',
      'counselling_calls.question',
      'counselling_calls.submission_id',
      'counselling_calls.outcome',
      'counselling_calls.outcome_by',
      'counsellors.call_link',
      'staff_accounts.name as counsellor',
    ])
    .where('counselling_calls.status', '=', 'booked')
    .where('counselling_calls.starts_at', '>=', from)
    .where('counselling_calls.starts_at', '<', to)
  if (staffId) query = query.where('counselling_calls.staff_id', '=', staffId)
  const rows = await query.orderBy('counselling_calls.starts_at').orderBy('staff_accounts.name').execute()
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    counsellor: row.counsellor,
    staffId: row.staff_id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    purpose: talkPage.purposes[row.purpose as CallPurpose] ?? row.purpose,
    course: row.course ? (findBootcamp(row.course)?.title ?? talkPage.courseUndecided) : null,
    question: row.question,
    leadId: row.submission_id,
    callLink: row.call_link,
    outcome: row.outcome,
    outcomeBy: row.outcome_by,
  }))
}

export type OutcomeAnswer =
  | {
      recorded: {
        reference: string
        leadId: string | null
        /** The visitor mailed to choose a new time. */ mailed: boolean
      }
    }
  | { refused: 'gone' | 'not-yours' }

/**
 * Records a booked call's outcome (the last press wins) with who pressed it, and puts it on the call's lead's timeline
 * in the same transaction; "moved by us" mails the visitor to choose a new time (the first press only); a call they talked on is a response to the lead, so a lead not yet answered keeps its
 * reply-time promise, and a New lead becomes Contacted. An editor may record only their own calls (`staffId`); an owner anyone's (null).
 */
export async function recordCallOutcome(
  db: Kysely<Database>,
  callId: string,
  outcome: CallOutcome,
  by: { name: string; staffId: string | null },
  now = new Date(),
): Promise<OutcomeAnswer> {
  const answer = await db.transaction().execute(async (trx): Promise<OutcomeAnswer> => {
    const call = await trx
      .selectFrom('counselling_calls')
      .select(['staff_id', 'status', 'reference', 'submission_id', 'outcome'])
      .where('id', '=', callId)
      .executeTakeFirst()
    if (!call || call.status !== 'booked') return { refused: 'gone' as const }
    if (by.staffId && call.staff_id !== by.staffId) return { refused: 'not-yours' as const }
    const at = now.toISOString()
    await trx
      .updateTable('counselling_calls')
      .set({ outcome, outcome_at: at, outcome_by: by.name })
      .where('id', '=', callId)
      .execute()
    // The visitor hears once that we could not keep the call, not again at a second press.
    const mailed = outcome === 'moved-by-us' && call.outcome !== 'moved-by-us'
    if (mailed) await queueMovedByUsMail(trx, callId, now)
    if (call.submission_id) {
      const detail = copy.timeline.replace('{reference}', call.reference).replace('{outcome}', copy.outcomes[outcome])
      await recordLeadEvent(trx, call.submission_id, { action: 'call', detail, actor: by.name }, now)
      if (outcome === 'talked') {
        await trx
          .updateTable('submissions')
          .set({ first_response_at: at })
          .where('id', '=', call.submission_id)
          .where('first_response_at', 'is', null)
          .execute()
        // As a logged call that reached them (calls.server.ts): a New lead becomes Contacted, never one further on.
        const lead = await trx
          .selectFrom('submissions')
          .select(['status', 'assignee'])
          .where('id', '=', call.submission_id)
          .executeTakeFirst()
        if (lead?.status === 'new')
          await changeLead(trx, call.submission_id, { status: 'contacted', assignee: lead.assignee }, now, by.name)
      }
    }
    return { recorded: { reference: call.reference, leadId: call.submission_id, mailed } }
  })
  if ('recorded' in answer && answer.recorded.mailed) mailQueued()
  return answer
}
