import type { Kysely } from 'kysely'
import { company } from '~/content/company'
import { forms } from '~/forms/registry'
import type { ReplyInput } from '~/staff/leads/forms/lead.schema'
import type { Database } from '~/server/db/schema.server'
import { recordLeadEvent } from '~/staff/shell/server/lead-events.server'
import { mailQueued, queueMail } from '~/server/outbox.server'

/** The subject a reply starts with: about the form they sent. */
export function replySubject(kind: keyof typeof forms): string {
  return `Your ${forms[kind]?.label ?? 'message'} to ${company.name}`
}

export type ReplyResult = { ok: true; replyId: string; contacted: boolean } | { ok: false; missing: true }

/**
 * Stores a staff member's reply to a lead and queues it to the lead's address, in one transaction; a reply is a response
 * to the lead (the first one keeps its reply-time promise), and the first reply to a New lead makes it Contacted (recorded on the timeline). The reply's text stays on the lead's page; the outbox row
 * only points at it. Subject and message come as ReplySchema passed them (one line, trimmed, within the limits).
 */
export async function sendReply(
  db: Kysely<Database>,
  {
    submissionId,
    author,
    subject,
    body,
  }: { submissionId: string; author: { id: string | null; name: string } } & ReplyInput,
  now = new Date(),
): Promise<ReplyResult> {
  const result = await db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom('submissions')
      .select(['email', 'status', 'first_response_at'])
      .where('id', '=', submissionId)
      .executeTakeFirst()
    if (!lead) return { ok: false, missing: true } as const
    if (!lead.first_response_at)
      await trx
        .updateTable('submissions')
        .set({ first_response_at: now.toISOString() })
        .where('id', '=', submissionId)
        .execute()
    // Signed with the name and role title the author has now (the security page), kept with the reply.
    const signer = author.id
      ? await trx.selectFrom('staff_accounts').select(['name', 'title']).where('id', '=', author.id).executeTakeFirst()
      : undefined
    const replyId = crypto.randomUUID()
    const at = now.toISOString()
    await trx
      .insertInto('submission_replies')
      .values({
        id: replyId,
        submission_id: submissionId,
        created_at: at,
        author_id: author.id,
        author_name: signer?.name ?? author.name,
        author_title: signer?.title || null,
        subject,
        body,
      })
      .execute()
    await queueMail(trx, { kind: 'reply', submissionId, replyId, to: lead.email }, now)
    const contacted = lead.status === 'new'
    if (contacted) {
      await trx
        .updateTable('submissions')
        .set({ status: 'contacted', status_changed_at: at })
        .where('id', '=', submissionId)
        .execute()
      await recordLeadEvent(trx, submissionId, { action: 'status', detail: 'New → Contacted', actor: author.name }, now)
    }
    return { ok: true, replyId, contacted } as const
  })
  // Committed: the worker sends it now, not at its next poll.
  if (result.ok) mailQueued()
  return result
}
