import { hostname } from 'node:os'
import type { Kysely } from 'kysely'
import type { Database } from './db/schema.server'

/** This process, as named in job leases and backup records. */
export const THIS_PROCESS = `${hostname()}:${process.pid}`

export interface JobClaim {
  /** Run no sooner than this long after the job's last successful run. */
  everyMs: number
  /** How long the claim holds if this process dies mid-run; another server may take the job after it. */
  leaseMs: number
  holder?: string
  now?: Date
}

/**
 * Claims a job that runs once across every server sharing the database: true when it is due (never run, or last run
 * `everyMs` ago) and nobody holds a live lease. One conditional UPDATE decides, so two servers never both win.
 */
export async function claimJob(
  db: Kysely<Database>,
  name: string,
  { everyMs, leaseMs, holder = THIS_PROCESS, now = new Date() }: JobClaim,
): Promise<boolean> {
  await db
    .insertInto('scheduled_jobs')
    .values({ name, last_run_at: null, lease_holder: null, lease_until: null })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  const dueBefore = new Date(now.getTime() - everyMs).toISOString()
  const result = await db
    .updateTable('scheduled_jobs')
    .set({ lease_holder: holder, lease_until: new Date(now.getTime() + leaseMs).toISOString() })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now.toISOString())]))
    .where((eb) => eb.or([eb('last_run_at', 'is', null), eb('last_run_at', '<=', dueBefore)]))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Ends a claim: `done` records the run (the next is due `everyMs` later); otherwise the job is free to retry. */
export async function releaseJob(
  db: Kysely<Database>,
  name: string,
  { done, holder = THIS_PROCESS, now = new Date() }: { done: boolean; holder?: string; now?: Date },
): Promise<void> {
  await db
    .updateTable('scheduled_jobs')
    .set({ lease_holder: null, lease_until: null, ...(done ? { last_run_at: now.toISOString() } : {}) })
    .where('name', '=', name)
    .where('lease_holder', '=', holder)
    .execute()
}

/** When a job last ran to the end, if ever. */
export async function lastJobRun(db: Kysely<Database>, name: string): Promise<string | null> {
  const row = await db.selectFrom('scheduled_jobs').select('last_run_at').where('name', '=', name).executeTakeFirst()
  return row?.last_run_at ?? null
}
