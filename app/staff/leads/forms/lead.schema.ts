import { z } from 'zod'
import { fillTemplate } from '~/lib/format'
import { LEAD_STATUSES, NOTE_MAX, type LeadStatus } from '~/staff/shell/lib/lead-status'
import { staffPagesCopy } from '~/staff/shell/content/staff-pages'
import { REPLY_LIMITS, TEMPLATE_LIMITS } from '~/staff/shell/forms/limits'
import {
  oneLineText as oneLine,
  optionalPostedDay,
  paragraphText as paragraphs,
  postedText,
  within,
} from '~/staff/shell/forms/form-text'

// The lead desk's forms, each one schema that is the gate: what passes is what the stores write, typed, trimmed and
// within the limits of app/staff/shell/forms/limits.ts; what fails answers with the message shown above the form. The
// stores (lead-replies, inbox, reply-templates) check nothing again.

/** A reply to the lead: a subject on one line and the message. */
export const ReplySchema = z.object({
  subject: oneLine.pipe(
    z.string().min(1, 'Give the reply a subject.').max(REPLY_LIMITS.subject, within(REPLY_LIMITS.subject, 'subject')),
  ),
  body: paragraphs.pipe(
    z.string().min(1, 'Write the reply first.').max(REPLY_LIMITS.body, within(REPLY_LIMITS.body, 'reply')),
  ),
})
export type ReplyInput = z.output<typeof ReplySchema>

/** A note on the lead's timeline. */
export const NoteSchema = z.object({
  note: paragraphs.pipe(z.string().min(1, 'Write the note first.').max(NOTE_MAX, within(NOTE_MAX, 'note'))),
})

/** Status, assignee and next follow-up. Whether the assignee is one of the choices is the handler's (it reads them). */
export const FollowUpSchema = z.object({
  status: z.enum(LEAD_STATUSES.map((s) => s.status) as [LeadStatus, ...LeadStatus[]], {
    error: 'Choose a status from the list.',
  }),
  assignee: postedText,
  followUpOn: optionalPostedDay('Give the follow-up date as a day, e.g. 2027-01-05.'),
})

const templates = staffPagesCopy.templates

/** A reply template; `id` empty for a new one. A WhatsApp message needs no subject (it is not sent). */
export const TemplateSchema = z
  .object({
    id: postedText.transform((id) => id.trim() || undefined),
    channel: z.enum(['email', 'whatsapp'], { error: 'Choose email or WhatsApp.' }),
    // '' (or not sent, from an older page): every queue.
    queue: postedText
      .transform((q) => q.trim() || null)
      .pipe(z.enum(['admissions', 'services', 'hiring'], { error: 'Choose a queue from the list.' }).nullable()),
    name: oneLine.pipe(
      z.string().min(1, templates.noName).max(TEMPLATE_LIMITS.name, within(TEMPLATE_LIMITS.name, 'name')),
    ),
    subject: oneLine.pipe(z.string().max(TEMPLATE_LIMITS.subject, within(TEMPLATE_LIMITS.subject, 'subject'))),
    body: paragraphs.pipe(
      z
        .string()
        .min(1, templates.noBody)
        .max(TEMPLATE_LIMITS.body, fillTemplate(templates.tooLong, { max: TEMPLATE_LIMITS.body })),
    ),
  })
  .superRefine((t, ctx) => {
    if (t.channel === 'email' && !t.subject)
      ctx.addIssue({ code: 'custom', path: ['subject'], message: templates.noSubject })
  })
export type TemplateInput = z.output<typeof TemplateSchema>

/** Deleting a template: its id, and its name for the audit log. */
export const TemplateRefSchema = z.object({
  id: postedText.transform((id) => id.trim()).pipe(z.string().min(1, 'Choose a template.')),
  name: oneLine,
})
