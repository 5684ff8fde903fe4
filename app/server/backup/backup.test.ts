import { sql } from 'kysely'
import { createHash } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase, type DbHandle } from '../db/database.server'
import { emptyTestDatabase } from '../db/test-database.server'
import { saveSubmission } from '../submissions.server'
import { rotateBackups, takeBackup, type BackupSource } from './backup.server'
import { backupFileName } from './files.server'
import { restoreBackup, type RestoreTarget } from './restore.server'

// Backups and restores on the engine under test: SQLite files by default, throwaway PostgreSQL databases when
// scripts/test-postgres.sh sets DATABASE_URL.
const databaseUrl = process.env.DATABASE_URL
const engine = databaseUrl ? 'postgres' : 'sqlite'
const KEY = 'a backup key of at least thirty-two characters'
const cleanups: (() => Promise<void> | void)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'realwork-backup-test-'))
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

/** A place for a store: a fresh folder or an empty database. */
async function place(): Promise<{
  source: BackupSource
  target: RestoreTarget
  open(migrateTo?: string): Promise<DbHandle>
}> {
  if (databaseUrl) {
    const empty = await emptyTestDatabase(databaseUrl)
    cleanups.push(() => empty.drop())
    return {
      source: { engine: 'postgres', databaseUrl: empty.url },
      target: { engine: 'postgres', databaseUrl: empty.url },
      open: (migrateTo) => openDatabase({ databaseUrl: empty.url, migrateTo }),
    }
  }
  const dataDir = tempDir()
  const sqlitePath = path.join(dataDir, 'site.db')
  return {
    source: { engine: 'sqlite', sqlitePath },
    target: { engine: 'sqlite', dataDir },
    open: (migrateTo) => openDatabase({ sqlitePath, migrateTo }),
  }
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex')
const scan = new Uint8Array(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(40_000, 7)]))

async function seeded(migrateTo?: string) {
  const store = await place()
  const handle = await store.open(migrateTo)
  if (migrateTo) {
    // An older schema lacks later columns that saveSubmission writes: the row as a server of that time stored it.
    const id = crypto.randomUUID()
    const at = new Date().toISOString()
    await sql`insert into submissions (id, kind, created_at, name, email, phone, fields)
      values (${id}, 'registration', ${at}, 'Asha Verma', 'asha@example.com', '+91 98450 12345', '{"track":"devops"}')`.execute(
      handle.db,
    )
    await sql`insert into submission_files (id, submission_id, field, filename, content_type, size, data)
      values (${crypto.randomUUID()}, ${id}, 'idProof', 'aadhaar.pdf', 'application/pdf', ${scan.length}, ${Buffer.from(scan)})`.execute(
      handle.db,
    )
  } else
    await saveSubmission(handle.db, {
      kind: 'registration',
      name: 'Asha Verma',
      email: 'asha@example.com',
      phone: '+91 98450 12345',
      fields: { track: 'devops' },
      files: [{ field: 'idProof', filename: 'aadhaar.pdf', contentType: 'application/pdf', data: scan }],
    })
  await handle.db.destroy()
  return store
}

async function fileHashes(handle: DbHandle): Promise<string[]> {
  const rows = await handle.db.selectFrom('submission_files').select('data').execute()
  return rows.map((row) => sha256(row.data))
}

describe(`backup and restore on ${engine}`, () => {
  it('writes a named 0600 file and restores it, counts and files intact', async () => {
    const from = await seeded()
    const out = tempDir()
    const at = new Date('2026-11-25T13:09:43.123Z')
    const backup = await takeBackup(from.source, { outDir: out, now: at })
    expect(path.basename(backup.file)).toBe(backupFileName(engine, at, false))
    expect(statSync(backup.file).mode & 0o777).toBe(0o600)
    expect(readdirSync(out)).toEqual([path.basename(backup.file)]) // no work files left behind

    const to = await place()
    const report = await restoreBackup(backup.file, to.target)
    expect(report.counts.submissions).toBe(1)
    expect(report.counts.submission_files).toBe(1)
    expect(report.counts.posts).toBeGreaterThanOrEqual(4)
    const restored = await to.open()
    expect(await fileHashes(restored)).toEqual([sha256(scan)])
    await restored.db.destroy()
  })

  it('encrypts with BACKUP_KEY, and refuses a wrong key or a changed byte', async () => {
    const from = await seeded()
    const out = tempDir()
    const backup = await takeBackup(from.source, { outDir: out, key: KEY })
    expect(backup.file.endsWith('.enc')).toBe(true)
    expect(statSync(backup.file).mode & 0o777).toBe(0o600)
    const bytes = readFileSync(backup.file)
    expect(bytes.subarray(0, 8).toString()).toBe('RWBACKUP')
    expect(bytes.includes(Buffer.from('asha@example.com'))).toBe(false)

    await expect(restoreBackup(backup.file, (await place()).target)).rejects.toThrow(/BACKUP_KEY/)
    await expect(restoreBackup(backup.file, (await place()).target, { key: `${KEY}!` })).rejects.toThrow(
      /cannot be decrypted/,
    )
    const changed = path.join(out, 'changed.enc')
    const copy = Buffer.from(bytes)
    copy[copy.length >> 1]! ^= 1
    writeFileSync(changed, copy)
    await expect(restoreBackup(changed, (await place()).target, { key: KEY })).rejects.toThrow(/cannot be decrypted/)

    const to = await place()
    const report = await restoreBackup(backup.file, to.target, { key: KEY })
    expect(report.counts.submission_files).toBe(1)
    const restored = await to.open()
    expect(await fileHashes(restored)).toEqual([sha256(scan)])
    await restored.db.destroy()
  })

  it('refuses a target with data unless forced', async () => {
    const from = await seeded()
    const backup = await takeBackup(from.source, { outDir: tempDir() })
    const other = await seeded()
    await expect(restoreBackup(backup.file, other.target)).rejects.toThrow(/--force/)
    const report = await restoreBackup(backup.file, other.target, { force: true })
    expect(report.counts.submissions).toBe(1)
  })

  it('restores a backup of an older schema and migrates it', async () => {
    const from = await seeded('004_posts')
    const backup = await takeBackup(from.source, { outDir: tempDir() })
    const report = await restoreBackup(backup.file, (await place()).target)
    expect(report.schemaOfBackup).toBe('004_posts')
    expect(report.schemaNow).not.toBe('004_posts')
    expect(report.counts).toHaveProperty('staff_accounts', 0) // a table of a later migration
    expect(report.counts.submissions).toBe(1)
  })

  it('keeps the newest BACKUP_KEEP backups', async () => {
    const from = await seeded()
    const out = tempDir()
    for (let day = 1; day <= 4; day++) {
      await takeBackup(from.source, { outDir: out, now: new Date(`2026-11-0${day}T02:00:00Z`) })
    }
    writeFileSync(path.join(out, 'notes.txt'), 'not a backup')
    const deleted = await rotateBackups(out, 2)
    expect(deleted).toEqual([backupFileName(engine, new Date('2026-11-01T02:00:00Z'), false), expect.any(String)])
    expect(readdirSync(out).sort()).toEqual(
      [
        'notes.txt',
        backupFileName(engine, new Date('2026-11-03T02:00:00Z'), false),
        backupFileName(engine, new Date('2026-11-04T02:00:00Z'), false),
      ].sort(),
    )
  })
})
