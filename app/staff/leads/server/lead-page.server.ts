import type { Kysely } from 'kysely'
import { fieldLabel, fieldValueText, forms } from '~/forms/registry'
import { formatDate } from '~/lib/format'
import type { LeadStatus } from '~/staff/shell/lib/lead-status'
import { formatBytes } from '~/lib/file-type'
import { formatIst, istDate } from '~/lib/ist'
import { submissionReference } from '~/lib/submission-reference'
import { inboxHref, inboxParams, leadHref } from '~/staff/leads/lib/inbox-query'
import { originRows } from '~/staff/leads/lib/lead-origin'
import { campaignHref } from '~/staff/analytics'
import { statusLabel } from '~/staff/shell/lib/lead-status'
import type { Database } from '~/server/db/schema.server'
import { getSubmission } from '~/server/submission-read.server'
import { filterOf, parseInboxQuery } from '~/staff/leads/server/inbox-address.server'
import { neighbours } from '~/staff/leads/server/inbox-list.server'
import { assigneeChoices } from './lead-assignees.server'
import { replySubject } from '~/staff/leads/server/lead-replies.server'
import { leadTimeline, type TimelineEntry } from '~/staff/leads/server/lead-timeline.server'
import { mailStatus, mailStatusText } from '~/server/outbox.server'
import {
  fillReplyTemplate,
  listTemplates,
  templatesForQueue,
  templateValues,
} from '~/staff/leads/server/reply-templates.server'
import { queueOfKind } from '~/staff/leads/content/queues'
import { CALL_OUTCOMES } from '~/staff/leads/content/call-outcomes'
import { mailSettingsFromEnv } from '~/server/mail.server'
import { settingMissing, SETTINGS_FIXER_SHORT } from '~/staff/shell/content/server-settings'
import { leadDesk } from '~/staff/leads/server/lead-channels.server'
import { currentOfficeHolidays } from '~/server/office-holidays.server'
import { callsTodayPage } from '~/staff/leads/content/calls-today'
import { talkPage } from '~/content/talk'
import type { CallPurpose } from '~/forms/call-booking.schema'

const EVENT_TEXT = {
  status: 'Status',
  assign: 'Assigned to',
  'follow-up': 'Next follow-up',
  enrolment: 'Batch',
  call: 'Call',
} as const

/** What a mail not yet sent says when this server sends none: waiting, why, and who can change it. */
function mailWaiting(): string | undefined {
  if (!('off' in mailSettingsFromEnv())) return undefined
  return `Waiting in the outbox. ${settingMissing('mail', 'nothing is sent until it is')} ${SETTINGS_FIXER_SHORT}`
}

/** A booked counselling call on the timeline: "Ananya Sharma booked a counselling call (CALL-…) for Monday 30 November, 11:00 IST:
 *  Choosing a bootcamp. Outcome: Talked." */
function bookedCallTitle(entry: Extract<TimelineEntry, { type: 'counselling-call' }>): string {
  const copy = callsTodayPage
  const purpose = talkPage.purposes[entry.purpose as CallPurpose] ?? entry.purpose
  const state =
    entry.status === 'cancelled'
      ? copy.timelineCancelled
      : entry.outcome
        ? copy.timelineOutcome.replace('{outcome}', copy.outcomes[entry.outcome])
        : copy.timelineUpcoming
  return copy.timelineBooked
    .replace('{name}', entry.name)
    .replace('{reference}', entry.reference)
    .replace('{when}', formatIst(entry.startsAt))
    .replace('{purpose}', purpose)
    .replace('{state}', state)
}

/** A timeline entry as the lead's page shows it. */
function timelineItem(entry: TimelineEntry, kindLabel: string) {
  const when = formatIst(entry.at)
  switch (entry.type) {
    case 'received':
      return { key: 'received', when, title: `Sent the ${kindLabel} form`, by: null, body: null }
    case 'reply':
      return {
        key: entry.id,
        when,
        title: `Reply: ${entry.subject}`,
        by: entry.author,
        body: entry.body,
        mail: mailStatusText(entry.mail ?? undefined, { none: 'Not queued', waiting: mailWaiting() }),
      }
    case 'note':
      return { key: entry.id, when, title: 'Note', by: entry.author ?? 'Staff', body: entry.body }
    case 'event':
      return { key: entry.id, when, title: `${EVENT_TEXT[entry.action]}: ${entry.detail}`, by: entry.actor, body: null }
    case 'counselling-call':
      return { key: entry.id, when, title: bookedCallTitle(entry), by: null, body: null }
  }
}

/**
 * What the page confirms after an outcome press (`?called=` of the redirect): the outcome recorded and the follow-up it
 * left, e.g. "Recorded: No answer. Next follow-up: Monday 30 November 2026." Null for no or an unknown outcome.
 */
function callConfirmation(called: string | null, status: LeadStatus, followUpOn: string | null): string | null {
  const outcome = CALL_OUTCOMES.find((o) => o.value === called)
  if (!outcome) return null
  const next = followUpOn
    ? `Next follow-up: ${formatWeekday(followUpOn)} ${formatDate(followUpOn)}.`
    : status === 'closed'
      ? 'The lead is closed; no follow-up is set.'
      : 'No follow-up is set.'
  return `Recorded: ${outcome.label}. ${next}`
}

/** The day of the week of an India date ('2026-11-30' → 'Monday'). */
function formatWeekday(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', { weekday: 'long', timeZone: 'UTC' })
}

/**
 * Everything the lead's page shows, for the list in `url` (Previous/Next) and the template it asks for, at `now` (the
 * lead's age and reply time, the Due list's neighbours).
 */
export async function leadPageData(db: Kysely<Database>, id: string, url: URL, now = new Date()) {
  const s = await getSubmission(db, id)
  if (!s) return undefined
  const query = parseInboxQuery(url.searchParams)
  const [around, mail, ack, choices, timeline, templates, values] = await Promise.all([
    neighbours(db, s.id, { ...filterOf(query), now }),
    mailStatus(db, s.id),
    mailStatus(db, s.id, 'ack'),
    assigneeChoices(db),
    leadTimeline(db, s.id),
    listTemplates(db),
    templateValues(db, s, now),
    currentOfficeHolidays(db), // the desk's "call back" day is the next working day
  ])
  const kindLabel = forms[s.kind]?.label ?? s.kind
  const columns: Record<string, string> = { Name: s.name, Email: s.email, Phone: s.phone }
  // A lead is offered its queue's templates (a services lead never gets the studio's admissions text).
  const queue = queueOfKind(s.kind)?.id ?? null
  const offered = templatesForQueue(templates, queue)
  const emailTemplates = offered.filter((t) => t.channel === 'email')
  const chosen = emailTemplates.find((t) => t.id === url.searchParams.get('template'))
  const draft = chosen ? fillReplyTemplate(chosen, values) : { subject: replySubject(s.kind), body: '' }
  const current = s.assigneeId ?? s.assignee ?? ''
  return {
    called: callConfirmation(url.searchParams.get('called'), s.status, s.followUpOn),
    submission: {
      id: s.id,
      reference: submissionReference(s.id),
      kind: s.kind,
      kindLabel,
      /** The queue it is worked in: only an admissions lead has the batch panel. */
      queue,
      name: s.name,
      email: s.email,
      phone: s.phone,
      wants: s.wants,
      source: s.source,
      received: formatIst(s.createdAt),
      status: s.status,
      statusSince: s.statusChangedAt ? `${statusLabel(s.status)} since ${formatIst(s.statusChangedAt)}` : null,
      assignee: current,
      assigneeName:
        choices.find((c) => c.value === current)?.label ?? (s.assignee ? `${s.assignee} (name only)` : null),
      followUpOn: s.followUpOn ?? '',
      followUpText: s.followUpOn ? formatDate(s.followUpOn) : null,
      // The name, email and phone are shown above; a field repeating one of them is not listed twice.
      fields: Object.entries(s.fields)
        .filter(([key, value]) => columns[fieldLabel(s.kind, key)] !== value)
        .map(([key, value]) => ({ key, label: fieldLabel(s.kind, key), value: fieldValueText(s.kind, key, value) })),
      origin: originRows(s.origin),
      /** The campaign's row on the analytics dashboard, for the month the lead arrived. */
      campaignHref: campaignHref(s.origin, istDate(s.createdAt)),
      userAgent: s.userAgent ?? 'Not given',
      files: s.files.map((f) => ({
        id: f.id,
        label: fieldLabel(s.kind, f.field),
        filename: f.filename,
        contentType: f.contentType,
        size: formatBytes(f.size),
        /** "File deleted on … (retention)" once the bytes are gone; null while the file can be downloaded. */
        deleted: f.deletedAt ? `File deleted on ${formatIst(f.deletedAt)} (${f.deletedReason ?? 'deleted'})` : null,
      })),
      mail: mailStatusText(mail, { none: 'No notification', waiting: mailWaiting() }),
      acknowledgement: mailStatusText(ack, {
        none: 'Not sent: this address had its three acknowledgements that day',
        waiting: mailWaiting(),
      }),
      timeline: timeline.map((entry) => timelineItem(entry, kindLabel)),
    },
    // Accounts, and the lead's own older free-text assignee while it still has one.
    assignees: choices.filter((c) => c.account || c.value === s.assignee),
    desk: leadDesk(s, offered, values, now),
    templates: emailTemplates.map((t) => ({ id: t.id, name: t.name })),
    reply: { templateId: chosen?.id ?? '', ...draft },
    list: {
      search: inboxParams(query).toString(),
      back: inboxHref(query),
      previous: around.previous ? leadHref(around.previous, query) : null,
      next: around.next ? leadHref(around.next, query) : null,
    },
  }
}

export type LeadPageData = NonNullable<Awaited<ReturnType<typeof leadPageData>>>
