import { chmod, mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { sqliteFilePath } from '../db/database.server'
import { encryptFile } from './crypto.server'
import { backupFileName, listBackupFiles, type BackupEngine } from './files.server'
import { runPgTool } from './pg-tools.server'

export interface BackupSource {
  engine: BackupEngine
  /** The SQLite database file (engine 'sqlite'). */
  sqlitePath?: string
  /**
   * The server's own SQLite connection, when the server takes the backup: SQLite's online backup then copies a few
   * pages per turn of the event loop (never blocking requests), and the server's writes during it go into the copy.
   */
  sqliteConnection?: SQLite.Database
  /** The PostgreSQL connection string (engine 'postgres'). */
  databaseUrl?: string
}

/** The store the environment names: PostgreSQL at DATABASE_URL, else DATA_DIR/site.db. */
export function storeFromEnv(env = process.env): BackupSource {
  return env.DATABASE_URL
    ? { engine: 'postgres', databaseUrl: env.DATABASE_URL }
    : { engine: 'sqlite', sqlitePath: sqliteFilePath(env.DATA_DIR) }
}

export interface BackupOptions {
  outDir: string
  /** BACKUP_KEY: when set, the file is encrypted (crypto.server.ts). */
  key?: string
  now?: Date
}

export interface TakenBackup {
  file: string
  size: number
  takenAt: Date
}

/**
 * Writes one consistent snapshot of the store into `outDir` while the site keeps serving: SQLite's `VACUUM INTO`
 * (one read transaction, so writers go on and the copy is the database as of its start), or `pg_dump` (one
 * repeatable-read transaction). The file appears under its final name only once complete (a rename), with mode 0600.
 */
export async function takeBackup(source: BackupSource, { outDir, key, now = new Date() }: BackupOptions) {
  await mkdir(outDir, { recursive: true, mode: 0o700 })
  const work = await mkdtemp(path.join(outDir, '.backup-'))
  try {
    const snapshot = path.join(work, 'snapshot')
    if (source.sqliteConnection) await source.sqliteConnection.backup(snapshot)
    else if (source.engine === 'sqlite') snapshotSqlite(requireValue(source.sqlitePath, 'sqlitePath'), snapshot)
    else await snapshotPostgres(requireValue(source.databaseUrl, 'databaseUrl'), snapshot)
    await chmod(snapshot, 0o600)
    const file = path.join(outDir, backupFileName(source.engine, now, Boolean(key)))
    if (key) {
      const partial = path.join(work, 'encrypted')
      await encryptFile(snapshot, partial, key)
      await rename(partial, file)
    } else {
      await rename(snapshot, file)
    }
    return { file, size: (await stat(file)).size, takenAt: now } satisfies TakenBackup
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

function requireValue(value: string | undefined, name: string): string {
  if (!value) throw new Error(`takeBackup needs ${name}`)
  return value
}

function snapshotSqlite(databaseFile: string, target: string) {
  const database = new SQLite(databaseFile, { readonly: true, fileMustExist: true })
  try {
    database.pragma('busy_timeout = 5000')
    database.prepare('vacuum into ?').run(target)
  } finally {
    database.close()
  }
  const copy = new SQLite(target, { readonly: true })
  try {
    const result = copy.pragma('integrity_check', { simple: true })
    if (result !== 'ok') throw new Error(`The snapshot failed SQLite's integrity check: ${String(result)}`)
  } finally {
    copy.close()
  }
}

async function snapshotPostgres(databaseUrl: string, target: string) {
  await runPgTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${target}`, databaseUrl])
  await runPgTool('pg_restore', ['--list', target]) // the archive reads back whole
}

/** Deletes the oldest backups in `dir` beyond the newest `keep`; returns the names deleted. */
export async function rotateBackups(dir: string, keep: number): Promise<string[]> {
  const files = await listBackupFiles(dir)
  const old = files.slice(0, Math.max(0, files.length - Math.max(1, keep)))
  for (const name of old) await rm(path.join(dir, name), { force: true })
  return old
}
