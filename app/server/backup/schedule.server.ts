import path from 'node:path'
import type { Kysely } from 'kysely'
import { positiveSetting, RETENTION_DEFAULTS } from '~/lib/retention'
import type { DbHandle } from '../db/database.server'
import type { Database } from '../db/schema.server'
import { claimJob, releaseJob, THIS_PROCESS } from '../jobs.server'
import { rotateBackups, takeBackup, type BackupSource, type TakenBackup } from './backup.server'
import { checkBackupKey } from './crypto.server'

export interface BackupSchedule {
  /** BACKUP_DIR */
  dir: string
  /** BACKUP_EVERY_HOURS (24) */
  everyHours: number
  /** BACKUP_KEEP (14): the newest this many files in `dir` stay. */
  keep: number
  /** BACKUP_KEY */
  key?: string
}

/** The schedule the environment asks for; undefined without BACKUP_DIR (no scheduled backups). */
export function backupScheduleFromEnv(env = process.env): BackupSchedule | undefined {
  if (!env.BACKUP_DIR) return undefined
  if (env.BACKUP_KEY) checkBackupKey(env.BACKUP_KEY)
  return {
    dir: path.resolve(env.BACKUP_DIR),
    everyHours: positiveSetting('BACKUP_EVERY_HOURS', env.BACKUP_EVERY_HOURS, RETENTION_DEFAULTS.backupEveryHours),
    keep: positiveSetting('BACKUP_KEEP', env.BACKUP_KEEP, RETENTION_DEFAULTS.backupKeep, true),
    key: env.BACKUP_KEY || undefined,
  }
}

/** Notes a backup in the database, for the operations page and /healthz. */
export async function recordBackup(db: Kysely<Database>, backup: TakenBackup, takenBy = THIS_PROCESS) {
  await db
    .insertInto('backups')
    .values({
      id: crypto.randomUUID(),
      taken_at: backup.takenAt.toISOString(),
      file: path.basename(backup.file),
      size: backup.size,
      encrypted: backup.file.endsWith('.enc') ? 1 : 0,
      taken_by: takenBy,
    })
    .execute()
}

export interface BackupRecord {
  takenAt: string
  file: string
  size: number
  encrypted: boolean
  takenBy: string
}

/** The newest backups recorded, newest first. */
export async function recentBackups(db: Kysely<Database>, limit = 10): Promise<BackupRecord[]> {
  const rows = await db.selectFrom('backups').selectAll().orderBy('taken_at', 'desc').limit(limit).execute()
  return rows.map((row) => ({
    takenAt: row.taken_at,
    file: row.file,
    size: Number(row.size),
    encrypted: Boolean(row.encrypted),
    takenBy: row.taken_by,
  }))
}

const HOUR = 3_600_000

/**
 * The scheduled backup: when one is due (none recorded by any server within `everyHours`) and this server wins the
 * job's lease, it takes one, deletes the oldest beyond `keep` and records it. Returns the backup, if it took one.
 */
export async function runScheduledBackup(
  handle: DbHandle,
  source: BackupSource,
  schedule: BackupSchedule,
  now = new Date(),
): Promise<TakenBackup | undefined> {
  // A backup taken by hand (npm run backup) counts too: the job is due `everyHours` after the newest of either.
  const [newest] = await recentBackups(handle.db, 1)
  if (newest && now.getTime() - Date.parse(newest.takenAt) < schedule.everyHours * HOUR) return undefined
  const claimed = await claimJob(handle.db, 'backup', { everyMs: schedule.everyHours * HOUR, leaseMs: 2 * HOUR, now })
  if (!claimed) return undefined
  let done = false
  try {
    const backup = await takeBackup(
      { ...source, sqliteConnection: handle.sqlite },
      { outDir: schedule.dir, key: schedule.key, now },
    )
    await recordBackup(handle.db, backup)
    await rotateBackups(schedule.dir, schedule.keep)
    done = true
    return backup
  } finally {
    await releaseJob(handle.db, 'backup', { done, now })
  }
}
