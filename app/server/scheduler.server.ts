import { storeFromEnv } from './backup/backup.server'
import { backupScheduleFromEnv, runScheduledBackup } from './backup/schedule.server'
import type { DbHandle } from './db/database.server'
import { runRetentionJob } from './privacy/retention.server'

/** How often a server looks for due jobs; each job decides itself whether it is due (jobs.server.ts). */
const TICK_MS = 10 * 60_000

let timer: ReturnType<typeof setInterval> | undefined
let running: Promise<void> | undefined

/**
 * Starts the server's scheduled jobs: backups (with BACKUP_DIR) and retention. Every server sharing the database runs
 * a scheduler; a job's lease in the database lets one of them run it. Throws on a malformed setting, so the server
 * does not start with a schedule other than the one configured.
 */
export function startScheduler(handle: DbHandle, env = process.env): void {
  const backups = backupScheduleFromEnv(env)
  const source = storeFromEnv(env)
  // Each job on its own: a failed backup (a full disk) must not stop retention, nor the other way round.
  const retention = async () => {
    const result = await runRetentionJob(handle.db)
    if (result && (result.filesDeleted > 0 || result.leadsErased > 0)) {
      console.log(`retention: ${result.filesDeleted} files deleted, ${result.leadsErased} leads erased`)
    }
  }
  const backup = async () => {
    if (!backups) return
    const taken = await runScheduledBackup(handle, source, backups)
    if (taken) console.log(`scheduled backup: ${taken.file} (${taken.size} bytes)`)
  }
  const tick = () => {
    running ??= (async () => {
      for (const [name, job] of [
        ['retention', retention],
        ['backup', backup],
      ] as const) {
        await job().catch((error: unknown) => console.error(`The scheduled ${name} job failed`, error))
      }
    })().finally(() => (running = undefined))
  }
  timer = setInterval(tick, TICK_MS)
  timer.unref()
  tick()
}

/** Stops the schedule, waiting for a job in progress. */
export async function stopScheduler(): Promise<void> {
  clearInterval(timer)
  timer = undefined
  await running
}
