import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DbHandle } from '../db/database.server'
import { emptyTestDatabase } from '../db/test-database.server'
import { claimJob, lastJobRun, releaseJob } from '../jobs.server'
import type { BackupSource } from './backup.server'
import { restoreBackup } from './restore.server'
import { backupScheduleFromEnv, recentBackups, runScheduledBackup } from './schedule.server'

// The server's own backups and the job lease that lets one of several servers take them, with a moved clock.
const databaseUrl = process.env.DATABASE_URL
const engine = databaseUrl ? 'postgres' : 'sqlite'
const dir = mkdtempSync(path.join(tmpdir(), 'realwork-schedule-test-'))
let handle: DbHandle
let source: BackupSource
let drop = async () => {}
const drops: (() => Promise<void>)[] = []

async function emptyDatabaseUrl(): Promise<string> {
  const empty = await emptyTestDatabase(databaseUrl!)
  drops.push(empty.drop)
  return empty.url
}

beforeAll(async () => {
  if (databaseUrl) {
    const empty = await emptyTestDatabase(databaseUrl)
    drop = empty.drop
    source = { engine: 'postgres', databaseUrl: empty.url }
    handle = await openDatabase({ databaseUrl: empty.url })
  } else {
    source = { engine: 'sqlite', sqlitePath: path.join(dir, 'site.db') }
    handle = await openDatabase({ sqlitePath: source.sqlitePath })
  }
})
afterAll(async () => {
  await handle.db.destroy()
  await drop()
  for (const dropOne of drops) await dropOne()
  rmSync(dir, { recursive: true, force: true })
})

const at = (hours: number) => new Date(Date.UTC(2026, 10, 1, 2) + hours * 3_600_000)

describe('job leases', () => {
  it('lets one of several servers run a due job, and none before it is due again', async () => {
    const claim = (holder: string, hours: number) =>
      claimJob(handle.db, 'test-job', { everyMs: 24 * 3_600_000, leaseMs: 3_600_000, holder, now: at(hours) })
    const [a, b] = await Promise.all([claim('server-a', 0), claim('server-b', 0)])
    expect([a, b].filter(Boolean)).toHaveLength(1)
    const winner = a ? 'server-a' : 'server-b'
    expect(await claim('server-c', 0.5)).toBe(false) // the lease holds
    await releaseJob(handle.db, 'test-job', { done: true, holder: winner, now: at(0.5) })
    expect(await lastJobRun(handle.db, 'test-job')).toBe(at(0.5).toISOString())
    expect(await claim('server-c', 12)).toBe(false) // not due
    expect(await claim('server-c', 24.5)).toBe(true)
    // server-c dies mid-run: its lease expires after an hour and another server takes the job.
    expect(await claim('server-a', 25)).toBe(false)
    expect(await claim('server-a', 25.6)).toBe(true)
  })
})

describe(`scheduled backups on ${engine}`, () => {
  it('reads BACKUP_DIR, BACKUP_EVERY_HOURS and BACKUP_KEEP, and refuses nonsense', () => {
    expect(backupScheduleFromEnv({})).toBeUndefined()
    expect(backupScheduleFromEnv({ BACKUP_DIR: dir })).toEqual({ dir, everyHours: 24, keep: 14, key: undefined })
    expect(() => backupScheduleFromEnv({ BACKUP_DIR: dir, BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/)
    expect(() => backupScheduleFromEnv({ BACKUP_DIR: dir, BACKUP_KEY: 'short' })).toThrow(/BACKUP_KEY/)
  })

  it('takes one when due, records it and rotates the folder', async () => {
    const out = path.join(dir, 'backups')
    const schedule = { dir: out, everyHours: 24, keep: 3 }
    const taken: string[] = []
    for (let hours = 0; hours <= 24 * 5; hours += 6) {
      const backup = await runScheduledBackup(handle, source, schedule, at(hours))
      if (backup) taken.push(path.basename(backup.file))
    }
    expect(taken).toHaveLength(6) // hours 0, 24, 48, 72, 96 and 120
    expect(readdirSync(out).sort()).toEqual(taken.slice(-3))
    for (const name of readdirSync(out)) expect(statSync(path.join(out, name)).mode & 0o777).toBe(0o600)
    const [newest] = await recentBackups(handle.db, 1)
    expect(newest).toMatchObject({ takenAt: at(120).toISOString(), file: taken.at(-1), encrypted: false })
    expect(newest!.size).toBe(statSync(path.join(out, taken.at(-1)!)).size)

    // The server's own copy (SQLite's online backup on its connection, or pg_dump) restores like any other.
    const target = databaseUrl
      ? { engine: 'postgres' as const, databaseUrl: await emptyDatabaseUrl() }
      : { engine: 'sqlite' as const, dataDir: path.join(dir, 'restored') }
    const report = await restoreBackup(path.join(out, taken.at(-1)!), target)
    expect(report.counts.backups).toBe(5) // the five before it; each is recorded after its copy is taken
  })
})
