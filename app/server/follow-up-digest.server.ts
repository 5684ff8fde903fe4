import type { Kysely } from 'kysely'
import { forms, leadGlance } from '~/forms/registry'
import { formatDate } from '~/lib/format'
import { istHour, istToday } from '~/lib/ist'
import { siteLink } from './site-link.server'
import type { Database } from './db/schema.server'
import { parseFields } from './submission-read.server'
import { mailQueued, queueMail } from './outbox.server'
import { staffPaths, staffPathTo } from '~/content/staff-routes'

/** The digest goes out from 09:00 India time (UTC+5:30), the start of the office day. */
const DIGEST_HOUR_IST = 9

/**
 * Queues today's follow-up digest for every account with leads due (next follow-up today or earlier, still New or
 * Contacted), once 09:00 India time has passed. A (day, account) row claims each digest in the same transaction as
 * its mail, so however many servers run this, each account gets one a day. Returns how many were queued.
 */
export async function queueDueDigests(db: Kysely<Database>, now = new Date()): Promise<number> {
  if (istHour(now) < DIGEST_HOUR_IST) return 0
  const day = istToday(now)
  const due = await db
    .selectFrom('submissions')
    .innerJoin('staff_accounts', 'staff_accounts.id', 'submissions.assignee_id')
    .select([
      'submissions.id',
      'submissions.kind',
      'submissions.name',
      'submissions.fields',
      'submissions.follow_up_on',
      'staff_accounts.id as account_id',
      'staff_accounts.email as account_email',
      'staff_accounts.name as account_name',
    ])
    .where('submissions.follow_up_on', '<=', day)
    .where('submissions.status', 'in', ['new', 'contacted'])
    .where('staff_accounts.password_hash', 'is not', null)
    .orderBy('submissions.follow_up_on')
    .orderBy('submissions.created_at')
    .execute()
  const byAccount = new Map<string, typeof due>()
  for (const row of due) byAccount.set(row.account_id, [...(byAccount.get(row.account_id) ?? []), row])
  let queued = 0
  for (const [accountId, leads] of byAccount) {
    const first = leads[0]!
    const sent = await db.transaction().execute(async (trx) => {
      const claim = await trx
        .insertInto('follow_up_digests')
        .values({ day, account_id: accountId, queued_at: now.toISOString() })
        .onConflict((c) => c.columns(['day', 'account_id']).doNothing())
        .returning('day')
        .executeTakeFirst()
      if (!claim) return false // another server (or an earlier run) queued it
      const lines = leads.map((lead) => {
        const { wants } = leadGlance(lead.kind, parseFields(lead.fields))
        const when = lead.follow_up_on === day ? 'due today' : `due since ${formatDate(lead.follow_up_on!)}`
        return `- ${lead.name}: ${wants} (${forms[lead.kind]?.label ?? lead.kind}), ${when}\n  ${siteLink(`${staffPathTo('staffSubmission', { id: lead.id })}?due=1`)}`
      })
      await queueMail(
        trx,
        {
          kind: 'message',
          to: first.account_email,
          subject: `Follow-ups due today: ${leads.length} ${leads.length === 1 ? 'lead' : 'leads'}`,
          text: [
            `Good morning ${first.account_name},`,
            '',
            `${leads.length === 1 ? 'This lead is' : 'These leads are'} due for a follow-up (${formatDate(day)}):`,
            '',
            ...lines,
            '',
            `All of them, oldest first: ${siteLink(`${staffPaths.staff}?due=1`)}`,
            '',
            'Set a new follow-up date on a lead once you have called or written, or clear it when none is needed.',
            '',
          ].join('\n'),
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
    void queueDueDigests(db).catch((error: unknown) => log.error('Queuing follow-up digests failed', error))
  tick()
  timer = setInterval(tick, 10 * 60_000)
  timer.unref?.()
}

export function stopDigestScheduler(): void {
  clearInterval(timer)
  timer = undefined
}
