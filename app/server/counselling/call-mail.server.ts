import type { Transaction } from 'kysely'
import { callMail } from '~/content/call-mail'
import { pathTo, sitePaths } from '~/content/site-routes'
import { staffPathTo } from '~/content/staff-routes'
import { findBootcamp } from '~/content/studio/bootcamps'
import { talkPage } from '~/content/talk'
import type { CallPurpose } from '~/forms/call-booking.schema'
import { istWhen, visitorTime } from '~/lib/booking-times'
import { callInvitation } from '~/lib/call-invitation'
import { fillTemplate } from '~/lib/format'
import type { CounsellingCallTable } from '~/server/db/schema-counselling.server'
import type { Database } from '~/server/db/schema.server'
import { queueMail, type MailAttachment } from '~/server/outbox.server'
import { dropReminders, remindersAhead } from '~/server/reminders.server'
import { runtimeOrigin, siteLink } from '~/server/site-link.server'

// A counselling call's mails (issue 54, docs/decisions/029), queued in the transaction that books, moves or cancels
// the call, so a call and its mails commit together. The visitor's link carries the token only known during that
// request (only its hash is stored), so each mail's text, reminders included, is written now and kept in its outbox
// row until sent (then cleared). A move or a cancel deletes the reminders not yet sent; a move queues new ones
// (reminders.server.ts, shared with the demo classes' seats).

export type CallChange = 'booked' | 'moved' | 'cancelled'

type LetterCall = Pick<CounsellingCallTable, 'name' | 'reference' | 'starts_at' | 'visitor_zone'>

/**
 * Every visitor's mail of a call, in one shape: the greeting, the mail's opening, the time in India (and in the
 * visitor's zone when the form carried one), what this mail adds (how the call happens, what about), the reference,
 * what to do next, the sign-off.
 */
function visitorLetter(
  call: LetterCall,
  letter: { opening: string; details?: readonly string[]; next: string },
): string {
  const theirs = visitorTime(call.starts_at, call.visitor_zone ?? undefined)
  return [
    fillTemplate(callMail.greeting, { name: call.name }),
    '',
    letter.opening,
    '',
    fillTemplate(callMail.when, { when: istWhen(call.starts_at) }),
    ...(theirs ? [fillTemplate(callMail.theirs, { theirs })] : []),
    ...(letter.details ?? []),
    fillTemplate(callMail.reference, { reference: call.reference }),
    '',
    letter.next,
    '',
    callMail.signOff,
    '',
  ].join('\n')
}

/**
 * Queues the visitor's mail when counsellors could not keep a call (the outcome "moved by us"), in the caller's
 * transaction (the caller calls `mailQueued()` after the commit), and drops the call's reminders not yet sent: they
 * would remind of a time we cannot keep. Staff act without the visitor's token, so the mail points to the link in
 * the booking's mail and to the booking page (decision 029).
 */
export async function queueMovedByUsMail(trx: Transaction<Database>, callId: string, now: Date): Promise<void> {
  const call = await trx
    .selectFrom('counselling_calls')
    .select(['id', 'submission_id', 'email', 'name', 'reference', 'starts_at', 'visitor_zone'])
    .where('id', '=', callId)
    .executeTakeFirstOrThrow()
  await dropReminders(trx, 'call-reminder', [callId])
  await queueMail(
    trx,
    {
      kind: 'call',
      callId: call.id,
      submissionId: call.submission_id,
      to: call.email,
      reminder: false,
      subject: fillTemplate(callMail.movedByUs.subject, { reference: call.reference }),
      text: visitorLetter(call, {
        opening: callMail.movedByUs.opening,
        next: fillTemplate(callMail.movedByUs.choose, { link: siteLink(sitePaths.talk) }),
      }),
    },
    now,
  )
}

/**
 * Queues the mails of a change to a call, in the caller's transaction (the caller calls `mailQueued()` after the
 * commit): the visitor's and the counsellor's, each with the invitation (`.ics`); on a booking or a move, the
 * visitor's reminders a day and an hour before (those still ahead); on a move or a cancel, the old reminders go.
 */
export async function queueCallMails(
  trx: Transaction<Database>,
  callId: string,
  change: CallChange,
  token: string,
  now: Date,
): Promise<void> {
  const call = await trx
    .selectFrom('counselling_calls')
    .innerJoin('counsellors', 'counsellors.staff_id', 'counselling_calls.staff_id')
    .innerJoin('staff_accounts', 'staff_accounts.id', 'counselling_calls.staff_id')
    .selectAll('counselling_calls')
    .select([
      'staff_accounts.name as counsellor_name',
      'staff_accounts.email as counsellor_email',
      'counsellors.call_link',
    ])
    .where('counselling_calls.id', '=', callId)
    .executeTakeFirstOrThrow()
  if (change !== 'booked') await dropReminders(trx, 'call-reminder', [callId])

  const when = istWhen(call.starts_at)
  const purpose = talkPage.purposes[call.purpose as CallPurpose] ?? call.purpose
  const how = call.call_link
    ? fillTemplate(callMail.byVideo, { counsellor: call.counsellor_name, link: call.call_link })
    : fillTemplate(callMail.byPhone, { counsellor: call.counsellor_name, phone: call.phone })
  const invitation: MailAttachment = {
    filename: callMail.filename,
    contentType: `text/calendar; method=${change === 'cancelled' ? 'CANCEL' : 'REQUEST'}`,
    content: callInvitation({
      method: change === 'cancelled' ? 'CANCEL' : 'REQUEST',
      callId: call.id,
      host: new URL(runtimeOrigin()).host,
      sequence: call.sequence,
      stamp: now,
      startsAt: call.starts_at,
      endsAt: call.ends_at,
      summary: callMail.summary,
      description: [purpose, fillTemplate(callMail.reference, { reference: call.reference })].join('\n'),
      location:
        call.call_link ?? fillTemplate(callMail.byPhone, { counsellor: call.counsellor_name, phone: call.phone }),
      organizer: { name: call.counsellor_name, email: call.counsellor_email },
      attendees: [{ name: call.name, email: call.email }],
    }),
  }

  const visitorText = (opening: string) =>
    visitorLetter(call, {
      opening,
      details: [...(change === 'cancelled' ? [] : [how]), fillTemplate(callMail.about, { purpose })],
      next:
        change === 'cancelled'
          ? fillTemplate(callMail.bookAgain, { link: siteLink(sitePaths.talk) })
          : fillTemplate(callMail.manage, { link: siteLink(pathTo('talkCall', { token })) }),
    })
  const about = { callId: call.id, submissionId: call.submission_id, to: call.email }

  await queueMail(
    trx,
    {
      kind: 'call',
      ...about,
      reminder: false,
      subject: fillTemplate(callMail.subjects[change], { when, reference: call.reference }),
      text: visitorText(callMail.openings[change]),
      attachment: invitation,
    },
    now,
  )
  const staff = callMail.counsellor
  const course = call.course ? (findBootcamp(call.course)?.title ?? call.course) : null
  await queueMail(
    trx,
    {
      kind: 'call',
      callId: call.id,
      submissionId: call.submission_id,
      to: call.counsellor_email,
      reminder: false,
      subject: fillTemplate(staff.subjects[change], { name: call.name, when }),
      text: [
        staff.lines[change],
        '',
        fillTemplate(callMail.when, { when }),
        fillTemplate(staff.visitor, { name: call.name, phone: call.phone, email: call.email }),
        fillTemplate(callMail.about, { purpose }),
        ...(course ? [fillTemplate(staff.course, { course })] : []),
        ...(call.question ? [fillTemplate(staff.question, { question: call.question })] : []),
        fillTemplate(callMail.reference, { reference: call.reference }),
        ...(call.submission_id
          ? [fillTemplate(staff.lead, { link: siteLink(staffPathTo('staffSubmission', { id: call.submission_id })) })]
          : []),
        '',
      ].join('\n'),
      attachment: invitation,
    },
    now,
  )
  if (change === 'cancelled') return
  for (const reminder of remindersAhead(call.starts_at, now))
    await queueMail(
      trx,
      {
        kind: 'call',
        ...about,
        reminder: true,
        subject: fillTemplate(callMail.subjects[reminder.key], { when }),
        text: visitorText(callMail.openings[reminder.key]),
      },
      now,
      reminder.at,
    )
}
