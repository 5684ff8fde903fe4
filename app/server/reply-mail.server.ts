import type { Kysely } from 'kysely'
import type { SendMailOptions } from 'nodemailer'
import { signatureLines } from '~/lib/staff-signature'
import type { Database } from './db/schema.server'
import { visitorMail } from './mail-text.server'

// A staff member's reply, as the mail worker sends it: composed at send time from the stored reply, so a reply deleted
// with its lead is never sent. Writing the reply is the lead desk's (app/staff/leads/server/lead-replies.server.ts).

/** A reply as mail: from MAIL_FROM to the lead, Reply-To the staff address, signed with the staff member's name and role title. */
export async function composeReply(
  db: Kysely<Database>,
  replyId: string,
  settings: { from: string; to: string },
): Promise<SendMailOptions | undefined> {
  const reply = await db
    .selectFrom('submission_replies')
    .innerJoin('submissions', 'submissions.id', 'submission_replies.submission_id')
    .select([
      'submission_replies.subject',
      'submission_replies.body',
      'submission_replies.author_name',
      'submission_replies.author_title',
      'submission_replies.submission_id',
      'submissions.email',
    ])
    .where('submission_replies.id', '=', replyId)
    .executeTakeFirst()
  if (!reply) return undefined
  return visitorMail(settings, { email: reply.email, submissionId: reply.submission_id }, reply.subject, [
    reply.body,
    signatureLines({ name: reply.author_name, title: reply.author_title }),
  ])
}
