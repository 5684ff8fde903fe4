import type { Kysely } from 'kysely'
import { retentionDays } from '~/lib/retention'
import { pruneAnalytics } from '../analytics/retention.server'
import { recordAudit } from '../audit.server'
import type { Database } from '../db/schema.server'
import { claimJob, releaseJob } from '../jobs.server'
import { eraseSubmissions, purgeDeleted } from './erasure.server'

const DAY = 86_400_000

export interface RetentionResult {
  filesDeleted: number
  leadsErased: number
}

/**
 * Applies the retention periods once: uploaded files of leads closed or won more than `fileDays` ago lose their bytes
 * (the row stays, so the lead page says "file deleted on … (retention)"), and leads closed more than `leadDays` ago
 * are erased like an erasure request (erasure.server.ts). One transaction; what it did goes to the audit log.
 */
export async function applyRetention(
  db: Kysely<Database>,
  { fileDays = retentionDays.files, leadDays = retentionDays.leads, now = new Date() } = {},
): Promise<RetentionResult> {
  const since = (days: number) => new Date(now.getTime() - days * DAY).toISOString()
  return db.transaction().execute(async (trx) => {
    const closedBefore = (statuses: ('closed' | 'won')[], before: string) =>
      trx
        .selectFrom('submissions')
        .select('id')
        .where('status', 'in', statuses)
        .where((eb) => eb(eb.fn.coalesce('status_changed_at', 'created_at'), '<', before))
    const files = await trx
      .updateTable('submission_files')
      .set({ data: new Uint8Array(0), deleted_at: now.toISOString(), deleted_reason: 'retention' })
      .where('deleted_at', 'is', null)
      .where('submission_id', 'in', closedBefore(['closed', 'won'], since(fileDays)))
      .executeTakeFirst()
    const old = (await closedBefore(['closed'], since(leadDays)).execute()).map((row) => row.id)
    const erased = await eraseSubmissions(trx, old)
    const result = { filesDeleted: Number(files.numUpdatedRows), leadsErased: erased.submissions }
    const done: string[] = []
    if (result.filesDeleted > 0) {
      done.push(`deleted ${count(result.filesDeleted, 'file')} of leads closed or won over ${fileDays} days ago`)
    }
    if (result.leadsErased > 0) {
      done.push(
        `erased ${count(result.leadsErased, 'lead')} closed over ${leadDays} days ago (${count(erased.files, 'file')})`,
      )
    }
    if (done.length > 0) {
      const detail = done.join('; ')
      await recordAudit(trx, null, 'retention', { detail: detail[0]!.toUpperCase() + detail.slice(1) }, now)
    }
    return result
  })
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`
}

/**
 * The daily retention job: one server of several runs it (a lease in scheduled_jobs), once a day; it also prunes visit
 * statistics older than their period (analytics/retention.server.ts). Afterwards it
 * purges what was deleted from the database files (erasure.server.ts), also what an erasure could not (a busy WAL).
 */
export async function runRetentionJob(db: Kysely<Database>, now = new Date()): Promise<RetentionResult | undefined> {
  if (!(await claimJob(db, 'retention', { everyMs: DAY, leaseMs: 3_600_000, now }))) return undefined
  let done = false
  try {
    const result = await applyRetention(db, { now })
    // Visit statistics past ANALYTICS_RETENTION_MONTHS (per-day counts: nothing personal, so no audit entry).
    await pruneAnalytics(db, { now })
    done = true
    await purgeDeleted(db)
    return result
  } finally {
    await releaseJob(db, 'retention', { done, now })
  }
}
