import { ageText, replyDue } from '~/lib/reply-promise'
import { istToday } from '~/lib/ist'
import { workingDayAfter } from '~/lib/working-days'
import type { SubmissionDetail } from '~/server/submission-read.server'
import { telHref, whatsAppHref } from '~/staff/leads/lib/phone-links'
import { fillReplyTemplate, type ReplyTemplate } from '~/staff/leads/server/reply-templates.server'

/**
 * What the top of a lead's page shows before what they sent: how old the lead is and where it stands against the
 * reply-time promise, and the channels (a call, WhatsApp with each WhatsApp template's message filled in for this
 * lead, a reply by email), plus the day a "call back" defaults to (the next working day in India).
 */
export function leadDesk(
  lead: Pick<SubmissionDetail, 'createdAt' | 'phone' | 'firstResponseDueAt' | 'firstResponseAt'>,
  templates: readonly ReplyTemplate[],
  values: Record<string, string>,
  now: Date,
) {
  const messages = templates
    .filter((t) => t.channel === 'whatsapp')
    .flatMap((t) => {
      const href = whatsAppHref(lead.phone, fillReplyTemplate(t, values).body)
      return href ? [{ id: t.id, name: t.name, href }] : []
    })
  return {
    age: ageText(lead.createdAt, now),
    due: replyDue(lead, now),
    call: telHref(lead.phone),
    // Without a WhatsApp template the chat opens empty.
    whatsApp: messages[0]?.href ?? whatsAppHref(lead.phone, ''),
    whatsAppMessages: messages,
    callBackOn: workingDayAfter(istToday(now), 1),
  }
}

export type LeadDesk = ReturnType<typeof leadDesk>
