import { data } from 'react-router'
import { statusLabel, isLeadStatus } from '~/lib/lead-status'
import { recordAudit } from '~/server/audit.server'
import type { StaffUser } from './auth.server'
import { BodyError, readForm } from '~/server/body.server'
import { getDatabase } from '~/server/db/database.server'
import { addNote, getSubmission, leadName, updateLead } from '~/server/inbox.server'
import { assigneeChoices } from './lead-assignees.server'
import { REPLY_LIMITS, sendReply } from '~/server/lead-replies.server'

const FIELDS = ['intent', 'status', 'assignee', 'followUpOn', 'note', 'subject', 'body'] as const

/** What a lead-page form answers with when it is refused; the page shows `error` above the forms. */
export interface LeadActionError {
  error: string
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * The lead page's three forms: follow-up (status, assignee, next follow-up; intent=lead), a note (intent=note) and a
 * reply to the lead (intent=reply). Returns the section to go back to, or an error to show.
 */
export async function handleLeadAction(
  request: Request,
  user: StaffUser,
  id: string,
): Promise<{ section: string } | LeadActionError> {
  const form = await readForm(request, {
    maxBytes: 64 * 1024,
    maxFields: FIELDS.length + 4,
    maxFieldBytes: 4 * REPLY_LIMITS.body + 1024,
    fields: FIELDS,
  }).catch((error: unknown) => {
    throw error instanceof BodyError ? data(error.message, { status: error.status }) : error
  })
  const text = (name: (typeof FIELDS)[number]) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : ''
  }
  const { db } = await getDatabase()
  const lead = await getSubmission(db, id)
  if (!lead) throw data('Submission not found', { status: 404 })
  const target = await leadName(db, id)
  switch (text('intent')) {
    case 'lead': {
      const status = text('status')
      if (!isLeadStatus(status)) return { error: 'Choose a status from the list.' }
      const chosen = text('assignee')
      const choices = await assigneeChoices(db)
      const account = choices.find((c) => c.account && c.value === chosen)
      const keepsOldName = !account && chosen !== '' && chosen === lead.assignee
      if (chosen && !account && !keepsOldName) return { error: 'Choose a person from the list.' }
      const followUpOn = text('followUpOn').trim()
      if (followUpOn && (!DAY.test(followUpOn) || Number.isNaN(Date.parse(followUpOn))))
        return { error: 'Give the follow-up date as a day, e.g. 2027-01-05.' }
      const before = await updateLead(
        db,
        id,
        {
          status,
          assignee: keepsOldName ? lead.assignee : null,
          assigneeId: account ? account.value : null,
          followUpOn: followUpOn || null,
        },
        new Date(),
        user.name,
      )
      if (!before) throw data('Submission not found', { status: 404 })
      if (before.status !== status)
        await recordAudit(db, user, 'lead-status', {
          target,
          detail: `${statusLabel(before.status)} → ${statusLabel(status)}`,
        })
      if ((before.assigneeId ?? before.assignee) !== (account?.value ?? (keepsOldName ? lead.assignee : null)))
        await recordAudit(db, user, 'lead-assign', { target, detail: account?.label ?? 'Nobody' })
      return { section: 'follow-up' }
    }
    case 'note': {
      const body = text('note')
      if (!body.trim()) return { error: 'Write the note first.' }
      if (!(await addNote(db, id, body, user.name))) throw data('Submission not found', { status: 404 })
      await recordAudit(db, user, 'lead-note', { target, detail: body.trim() })
      return { section: 'timeline' }
    }
    case 'reply': {
      const result = await sendReply(db, {
        submissionId: id,
        author: { id: user.id, name: user.name },
        subject: text('subject'),
        body: text('body'),
      })
      if (!result.ok) {
        if ('missing' in result) throw data('Submission not found', { status: 404 })
        return { error: result.error }
      }
      await recordAudit(db, user, 'lead-reply', { target, detail: text('subject').trim() })
      if (result.contacted) await recordAudit(db, user, 'lead-status', { target, detail: 'New → Contacted' })
      return { section: 'timeline' }
    }
    default:
      throw data('Unknown action', { status: 400 })
  }
}
