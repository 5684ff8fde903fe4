import type { Kysely } from 'kysely'
import { forms, type FormKind } from '~/forms/registry'
import type { Database, SubmissionEventTable } from '~/server/db/schema.server'

// What every desk that acts on a lead writes of it: an entry on its timeline and its name in the audit log. The leads
// desk reads the timeline; batches (enrolments, seats, changes, certificates) write it too.

/** Records what happened to a lead (a status change, an assignment, a follow-up date, a call) for its timeline. */
export async function recordLeadEvent(
  db: Kysely<Database>,
  submissionId: string,
  event: { action: SubmissionEventTable['action']; detail: string; actor: string | null },
  now = new Date(),
): Promise<void> {
  await db
    .insertInto('submission_events')
    .values({
      id: crypto.randomUUID(),
      submission_id: submissionId,
      at: now.toISOString(),
      actor: event.actor,
      action: event.action,
      detail: event.detail.slice(0, 300),
    })
    .execute()
}

/** "Name (kind, first characters of the id)" of a submission, for the audit log. */
export async function leadName(db: Kysely<Database>, id: string): Promise<string> {
  const row = await db.selectFrom('submissions').select(['name', 'kind']).where('id', '=', id).executeTakeFirst()
  return row ? `${row.name} (${forms[row.kind as FormKind]?.label ?? row.kind} ${id.slice(0, 8)})` : id
}
