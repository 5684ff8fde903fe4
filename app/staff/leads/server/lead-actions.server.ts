import type { Kysely } from 'kysely'
import { firstMessage } from '~/staff/shell/forms/form-text'
import { data } from 'react-router'
import { staffPathTo } from '~/content/staff-routes'
import { FollowUpSchema, NoteSchema, ReplySchema } from '~/staff/leads/forms/lead.schema'
import type { Database } from '~/server/db/schema.server'
import { done, intent, type AuditNote, type StaffBodyLimits } from '~/staff/shell/server/staff-action.server'
import { statusLabel } from '~/staff/shell/lib/lead-status'
import { addNote, updateLead } from '~/staff/leads/server/inbox.server'
import { leadName } from '~/staff/shell/server/lead-events.server'
import { getSubmission } from '~/server/submission-read.server'
import { assigneeChoices } from './lead-assignees.server'
import { REPLY_LIMITS } from '~/staff/shell/forms/limits'
import { sendReply } from '~/staff/leads/server/lead-replies.server'
import { serverNow } from '~/server/clock.server'
import { CallSchema } from '~/staff/leads/forms/call.schema'
import { logCall } from '~/staff/leads/server/calls.server'

/** The lead page's forms: 64 KB, room for a reply of REPLY_LIMITS.body characters (docs/operations.md#limits). */
export const LEAD_FORM_LIMITS = {
  maxBytes: 64 * 1024,
  maxFieldBytes: 4 * REPLY_LIMITS.body + 1024,
} satisfies StaffBodyLimits

/** What a lead-page form answers with when it is refused; the page shows `error` above the forms. */
export interface LeadActionError {
  error: string
}

const refused = (error: string) => data<LeadActionError>({ error }, { status: 400 })
/** A schema's refusal: its first message, shown above the forms. */
const invalid = (errors: Record<string, string>) => refused(firstMessage(errors))

/**
 * The lead, its name for the audit log, and the way back to it in the same list (a used template and a call's
 * confirmation are not kept; `extra` adds to the address).
 */
async function theLead(db: Kysely<Database>, id: string, request: Request) {
  const lead = await getSubmission(db, id)
  if (!lead) throw data('Submission not found', { status: 404 })
  const url = new URL(request.url)
  url.searchParams.delete('template')
  url.searchParams.delete('called') // a call's confirmation is shown once, after that call
  const back = (section: string, extra: Record<string, string> = {}) => {
    const to = new URL(url)
    for (const [name, value] of Object.entries(extra)) to.searchParams.set(name, value)
    return `${staffPathTo('staffSubmission', { id })}${to.search}#${section}`
  }
  return { lead, target: await leadName(db, id), back }
}

/**
 * The lead page's forms: a call's outcome (intent=call), follow-up (status, assignee, next follow-up; intent=lead), a
 * note (intent=note) and a reply to the lead (intent=reply). Each goes back to its section of the page, or answers
 * with an error to show.
 */
export function leadIntents(id: string) {
  return {
    call: intent(
      CallSchema,
      async (call, { db, user, request }) => {
        const { target, back } = await theLead(db, id, request)
        const logged = await logCall(db, id, call, serverNow(), user.name)
        if (!logged) throw data('Submission not found', { status: 404 })
        const audit: AuditNote[] = [{ action: 'lead-call', target, detail: logged.detail }]
        if (logged.statusBefore !== logged.statusAfter)
          audit.push({
            action: 'lead-status',
            target,
            detail: `${statusLabel(logged.statusBefore)} → ${statusLabel(logged.statusAfter)}`,
          })
        // The page confirms what was recorded and the next follow-up beside the buttons (works without scripts).
        return done(back('actions', { called: call.outcome }), { audit })
      },
      { invalid },
    ),
    lead: intent(
      FollowUpSchema,
      async ({ status, assignee: chosen, followUpOn }, { db, user, request }) => {
        const { lead, target, back } = await theLead(db, id, request)
        const choices = await assigneeChoices(db)
        const account = choices.find((c) => c.account && c.value === chosen)
        const keepsOldName = !account && chosen !== '' && chosen === lead.assignee
        if (chosen && !account && !keepsOldName) return refused('Choose a person from the list.')
        const before = await updateLead(
          db,
          id,
          {
            status,
            assignee: keepsOldName ? lead.assignee : null,
            assigneeId: account ? account.value : null,
            followUpOn,
          },
          serverNow(),
          user.name,
        )
        if (!before) throw data('Submission not found', { status: 404 })
        const audit: AuditNote[] = []
        if (before.status !== status)
          audit.push({
            action: 'lead-status',
            target,
            detail: `${statusLabel(before.status)} → ${statusLabel(status)}`,
          })
        if ((before.assigneeId ?? before.assignee) !== (account?.value ?? (keepsOldName ? lead.assignee : null)))
          audit.push({ action: 'lead-assign', target, detail: account?.label ?? 'Nobody' })
        return done(back('actions'), { audit })
      },
      { invalid },
    ),
    note: intent(
      NoteSchema,
      async ({ note: body }, { db, user, request }) => {
        const { target, back } = await theLead(db, id, request)
        if (!(await addNote(db, id, body, user.name))) throw data('Submission not found', { status: 404 })
        return done(back('timeline'), { audit: { action: 'lead-note', target, detail: body } })
      },
      { invalid },
    ),
    reply: intent(
      ReplySchema,
      async ({ subject, body }, { db, user, request }) => {
        const { target, back } = await theLead(db, id, request)
        const result = await sendReply(
          db,
          {
            submissionId: id,
            author: { id: user.id, name: user.name },
            subject,
            body,
          },
          serverNow(),
        )
        if (!result.ok) throw data('Submission not found', { status: 404 })
        const audit: AuditNote[] = [{ action: 'lead-reply', target, detail: subject }]
        if (result.contacted) audit.push({ action: 'lead-status', target, detail: 'New → Contacted' })
        return done(back('timeline'), { audit })
      },
      { invalid },
    ),
  }
}
