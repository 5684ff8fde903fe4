import type { Kysely } from 'kysely'
import { forms, leadGlance } from '~/forms/registry'
import { formatDate } from '~/lib/format'
import { istHour, istToday } from '~/lib/ist'
import { siteLink } from './site-link.server'
import type { Database, SubmissionKind } from './db/schema.server'
import { spanText } from '~/lib/reply-promise'
import { serverNow } from './clock.server'
import { parseFields } from './submission-read.server'
import { mailQueued, queueMail } from './outbox.server'
import { outstandingFees } from './fees/outstanding.server'
import { formatPaise } from '~/lib/money'
import { staffPaths, staffPathTo } from '~/content/staff-routes'

/** The digest goes out from 09:00 India time (UTC+5:30), the start of the office day. */
const DIGEST_HOUR_IST = 9

/** Unassigned waiting leads listed by name in each digest; past this the digest points to the Due list. */
const DIGEST_UNASSIGNED_MAX = 20

type DigestLead = {
  id: string
  kind: SubmissionKind
  name: string
  fields: string
  follow_up_on?: string | null
  first_response_at?: string | null
  first_response_due_at?: string | null
}

/** One lead's lines in a digest: who, what they want, and why it is due (the reply time, or the follow-up day). */
function digestLine(lead: DigestLead, day: string, now: Date): string {
  const { wants } = leadGlance(lead.kind, parseFields(lead.fields))
  const waiting =
    !lead.first_response_at && lead.first_response_due_at && lead.first_response_due_at <= now.toISOString()
  const when = waiting
    ? `no reply yet, overdue by ${spanText(now.getTime() - Date.parse(lead.first_response_due_at!))}`
    : lead.follow_up_on === day
      ? 'due today'
      : `due since ${formatDate(lead.follow_up_on!)}`
  return `- ${lead.name}: ${wants} (${forms[lead.kind]?.label ?? lead.kind}), ${when}\n  ${siteLink(`${staffPathTo('staffSubmission', { id: lead.id })}?due=1`)}`
}

/**
 * Queues today's digest for every account with leads waiting, once 09:00 India time has passed: its leads whose next
 * follow-up is today or earlier, or that nobody has answered past their reply time (still New or Contacted); and, for
 * everyone, the unassigned leads nobody has answered past their reply time. A (day, account) row claims each digest in
 * the same transaction as its mail, so however many servers run this, each account gets one a day. Returns how many
 * were queued.
 */
export async function queueDueDigests(db: Kysely<Database>, now = new Date()): Promise<number> {
  if (istHour(now) < DIGEST_HOUR_IST) return 0
  const day = istToday(now)
  const instant = now.toISOString()
  const columns = [
    'submissions.id',
    'submissions.kind',
    'submissions.name',
    'submissions.fields',
    'submissions.follow_up_on',
    'submissions.first_response_at',
    'submissions.first_response_due_at',
  ] as const
  const [assigned, unassigned, accounts] = await Promise.all([
    db
      .selectFrom('submissions')
      .innerJoin('staff_accounts', 'staff_accounts.id', 'submissions.assignee_id')
      .select([...columns, 'staff_accounts.id as account_id'])
      // Due (migration 035): a follow-up day today or earlier, or unanswered past the reply time; New or Contacted.
      .where('submissions.due_at', '<=', instant)
      .where('staff_accounts.password_hash', 'is not', null)
      .orderBy('submissions.follow_up_on')
      .orderBy('submissions.created_at')
      .execute(),
    db
      .selectFrom('submissions')
      .select(columns)
      .where('submissions.due_at', '<=', instant) // read from the due-time index; implied by the three below
      .where('submissions.assignee_id', 'is', null)
      .where('submissions.first_response_at', 'is', null)
      .where('submissions.first_response_due_at', '<=', instant)
      .where('submissions.status', 'in', ['new', 'contacted'])
      .orderBy('submissions.first_response_due_at')
      .limit(DIGEST_UNASSIGNED_MAX + 1)
      .execute(),
    db
      .selectFrom('staff_accounts')
      .select(['id', 'email', 'name'])
      .where('password_hash', 'is not', null)
      .orderBy('name')
      .execute(),
  ])
  const feesOverdue = (await outstandingFees(db, day)).filter((fee) => fee.overdue)
  let queued = 0
  for (const account of accounts) {
    const leads = assigned.filter((lead) => lead.account_id === account.id)
    if (leads.length === 0 && unassigned.length === 0 && feesOverdue.length === 0) continue
    const sent = await db.transaction().execute(async (trx) => {
      const claim = await trx
        .insertInto('follow_up_digests')
        .values({ day, account_id: account.id, queued_at: instant })
        .onConflict((c) => c.columns(['day', 'account_id']).doNothing())
        .returning('day')
        .executeTakeFirst()
      if (!claim) return false // another server (or an earlier run) queued it
      const count = leads.length + Math.min(unassigned.length, DIGEST_UNASSIGNED_MAX)
      const fees = feesOverdue.length
      const text = [`Good morning ${account.name},`, '']
      if (leads.length > 0)
        text.push(
          `${leads.length === 1 ? 'This lead of yours is' : 'These leads of yours are'} waiting (${formatDate(day)}):`,
          '',
          ...leads.map((lead) => digestLine(lead, day, now)),
          '',
        )
      if (unassigned.length > 0)
        text.push(
          'Nobody has answered these new leads, and nobody is assigned to them:',
          '',
          ...unassigned.slice(0, DIGEST_UNASSIGNED_MAX).map((lead) => digestLine(lead, day, now)),
          ...(unassigned.length > DIGEST_UNASSIGNED_MAX ? ['- and more: see the Due list.'] : []),
          '',
        )
      if (feesOverdue.length > 0)
        text.push(
          'These fees are overdue (the instalment’s day has passed and nothing was recorded):',
          '',
          ...feesOverdue
            .slice(0, DIGEST_UNASSIGNED_MAX)
            .map(
              (fee) =>
                `- ${fee.student} (${fee.reference}): ${formatPaise(fee.next!.amountPaise)} due since ${formatDate(fee.next!.dueOn)}\n  ${siteLink(staffPathTo('staffFees', { enrolmentId: fee.enrolmentId }))}`,
            ),
          ...(feesOverdue.length > DIGEST_UNASSIGNED_MAX ? ['- and more: see Payments.'] : []),
          '',
        )
      text.push(
        `All of them, oldest first: ${siteLink(`${staffPaths.staff}?due=1`)}`,
        '',
        'A reply, a logged call or a status change answers a new lead. Set a new follow-up date on a lead once you',
        'have called or written, or clear it when none is needed.',
        '',
      )
      await queueMail(
        trx,
        {
          kind: 'message',
          to: account.email,
          subject: [
            count > 0 ? `Leads waiting today: ${count} ${count === 1 ? 'lead' : 'leads'}` : null,
            fees > 0 ? `${fees} ${fees === 1 ? 'fee' : 'fees'} overdue` : null,
          ]
            .filter(Boolean)
            .join('; '),
          text: text.join('\n'),
        },
        now,
      )
      return true
    })
    if (sent) queued += 1
  }
  if (queued > 0) mailQueued()
  return queued
}

let timer: ReturnType<typeof setInterval> | undefined

/** Looks for due digests now and every 10 minutes until stopped (the claim rows make repeats harmless). */
export function startDigestScheduler(db: Kysely<Database>, log: Pick<Console, 'error'> = console): void {
  if (timer) return
  const tick = () =>
    void queueDueDigests(db, serverNow()).catch((error: unknown) =>
      log.error('Queuing follow-up digests failed', error),
    )
  tick()
  timer = setInterval(tick, 10 * 60_000)
  timer.unref?.()
}

export function stopDigestScheduler(): void {
  clearInterval(timer)
  timer = undefined
}
