import { signedBy } from '~/lib/staff-signature'
import { sql, type Kysely } from 'kysely'
import type { Database, SubmissionEventTable } from '~/server/db/schema.server'
import type { MailStatus } from '~/server/outbox.server'
import type { CallOutcome, CallStatus } from '~/server/db/schema-counselling.server'

export type TimelineEntry =
  | { type: 'received'; at: string }
  | { type: 'reply'; at: string; id: string; author: string; subject: string; body: string; mail: MailStatus | null }
  | { type: 'note'; at: string; id: string; author: string | null; body: string }
  | {
      type: 'event'
      at: string
      id: string
      actor: string | null
      action: SubmissionEventTable['action']
      detail: string
    }
  | {
      /** A counselling call the visitor booked (issue 54): when it is, and its status and outcome as they are now. */
      type: 'counselling-call'
      at: string
      id: string
      reference: string
      /** The name the visitor booked under (a call joins a lead by email or phone, so it may differ). */
      name: string
      startsAt: string
      purpose: string
      status: CallStatus
      outcome: CallOutcome | null
    }

/** One lead's story, oldest first: the submission, every reply (with its mail's state), notes, changes and booked calls. */
export async function leadTimeline(db: Kysely<Database>, submissionId: string): Promise<TimelineEntry[]> {
  const [submission, replies, notes, events, calls] = await Promise.all([
    db.selectFrom('submissions').select('created_at').where('id', '=', submissionId).executeTakeFirst(),
    db
      .selectFrom('submission_replies')
      .leftJoin('outbox', (join) =>
        join.onRef('outbox.ref_id', '=', 'submission_replies.id').on('outbox.purpose', '=', 'reply'),
      )
      .select([
        'submission_replies.id',
        'submission_replies.created_at',
        'submission_replies.author_name',
        'submission_replies.author_title',
        'submission_replies.subject',
        'submission_replies.body',
        'outbox.status',
        'outbox.attempts',
        'outbox.last_error',
        'outbox.sent_at',
      ])
      .where('submission_replies.submission_id', '=', submissionId)
      .execute(),
    db.selectFrom('submission_notes').selectAll().where('submission_id', '=', submissionId).execute(),
    // A call and the changes it set share an instant: the call comes first.
    db
      .selectFrom('submission_events')
      .selectAll()
      .where('submission_id', '=', submissionId)
      .orderBy('at')
      .orderBy(sql`case when action = 'call' then 0 else 1 end`)
      .execute(),
    db
      .selectFrom('counselling_calls')
      .select(['id', 'reference', 'name', 'created_at', 'starts_at', 'purpose', 'status', 'outcome'])
      .where('submission_id', '=', submissionId)
      .execute(),
  ])
  if (!submission) return []
  const entries: TimelineEntry[] = [
    { type: 'received', at: submission.created_at },
    ...replies.map((r) => ({
      type: 'reply' as const,
      at: r.created_at,
      id: r.id,
      author: signedBy({ name: r.author_name, title: r.author_title }),
      subject: r.subject,
      body: r.body,
      mail: r.status
        ? { status: r.status, attempts: Number(r.attempts), lastError: r.last_error, sentAt: r.sent_at }
        : null,
    })),
    ...notes.map((n) => ({ type: 'note' as const, at: n.created_at, id: n.id, author: n.author, body: n.body })),
    ...events.map((e) => ({
      type: 'event' as const,
      at: e.at,
      id: e.id,
      actor: e.actor,
      action: e.action,
      detail: e.detail,
    })),
    ...calls.map((c) => ({
      type: 'counselling-call' as const,
      at: c.created_at,
      id: c.id,
      reference: c.reference,
      name: c.name,
      startsAt: c.starts_at,
      purpose: c.purpose,
      status: c.status,
      outcome: c.outcome,
    })),
  ]
  // Newest last; at the same instant the submission comes first, then in the order above.
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.at.localeCompare(b.entry.at) || a.index - b.index)
    .map(({ entry }) => entry)
}
