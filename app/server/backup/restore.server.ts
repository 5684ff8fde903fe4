import { copyFile, mkdir, mkdtemp, open, rename, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import { openDatabase } from '../db/database.server'
import { migrations } from '../db/migrations.server'
import { decryptFile, isEncrypted } from './crypto.server'
import type { BackupEngine } from './files.server'
import { runPgTool } from './pg-tools.server'

export interface RestoreTarget {
  engine: BackupEngine
  /** The folder whose site.db is restored (engine 'sqlite'). */
  dataDir?: string
  /** An empty PostgreSQL database (engine 'postgres'). */
  databaseUrl?: string
}

export interface RestoreOptions {
  /** BACKUP_KEY, for an encrypted backup. */
  key?: string
  /** Replace a target that holds data. */
  force?: boolean
}

export interface RestoreReport {
  engine: BackupEngine
  /** The last migration the backup had, and the last one after restoring (older backups are migrated). */
  schemaOfBackup: string
  schemaNow: string
  /** Rows per table, tables by name. */
  counts: Record<string, number>
}

/**
 * Restores a backup into an empty SQLite folder or PostgreSQL database: decrypts it (GCM checks every byte), checks the
 * copy (SQLite's integrity check, or that pg_restore reads the whole archive) and that this code knows its schema,
 * refuses a target with data unless `force`, then applies the migrations the backup predates and counts the rows.
 */
export async function restoreBackup(file: string, target: RestoreTarget, options: RestoreOptions = {}) {
  const workParent = target.engine === 'sqlite' ? requireValue(target.dataDir, 'dataDir') : tmpdir()
  await mkdir(workParent, { recursive: true, mode: 0o700 })
  const work = await mkdtemp(path.join(workParent, '.restore-'))
  try {
    const payload = path.join(work, 'payload')
    if (await isEncrypted(file)) {
      if (!options.key) throw new Error('The backup is encrypted: set BACKUP_KEY to the key it was taken with')
      await decryptFile(file, payload, options.key)
    } else {
      await copyFile(file, payload)
    }
    const engine = await engineOf(payload)
    if (engine !== target.engine) {
      throw new Error(`A ${engine} backup cannot be restored into ${target.engine}: restore it into the same engine`)
    }
    const names = engine === 'sqlite' ? sqliteMigrations(payload) : await postgresMigrations(payload)
    const known = Object.keys(migrations(engine))
    const unknown = names.filter((name) => !known.includes(name))
    if (unknown.length > 0) {
      throw new Error(`The backup is from a newer version of the site (schema ${unknown.join(', ')}): update first`)
    }
    const schemaOfBackup = names.sort().at(-1) ?? '(none)'
    const databaseUrl = engine === 'postgres' ? requireValue(target.databaseUrl, 'databaseUrl') : undefined
    if (engine === 'sqlite') await placeSqlite(payload, target.dataDir!, options.force)
    else await restorePostgres(payload, databaseUrl!, options.force)
    const handle = await openDatabase(
      engine === 'sqlite' ? { sqlitePath: path.join(target.dataDir!, 'site.db') } : { databaseUrl },
    )
    try {
      const counts: Record<string, number> = {}
      const tables = (await handle.db.introspection.getTables()).map((t) => t.name).sort()
      for (const table of tables) {
        const { rows } = await sql<{ n: string | number }>`select count(*) as n from ${sql.table(table)}`.execute(
          handle.db,
        )
        counts[table] = Number(rows[0]?.n ?? 0)
      }
      return { engine, schemaOfBackup, schemaNow: known.sort().at(-1)!, counts } satisfies RestoreReport
    } finally {
      await handle.db.destroy()
    }
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

function requireValue(value: string | undefined, name: string): string {
  if (!value) throw new Error(`restoreBackup needs ${name}`)
  return value
}

async function engineOf(file: string): Promise<BackupEngine> {
  const handle = await open(file, 'r')
  try {
    const head = Buffer.alloc(16)
    await handle.read(head, 0, 16, 0)
    if (head.toString('latin1') === 'SQLite format 3\0') return 'sqlite'
    if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres'
  } finally {
    await handle.close()
  }
  throw new Error('Not a backup of this site: neither an SQLite database nor a pg_dump archive')
}

function sqliteMigrations(file: string): string[] {
  const database = new SQLite(file, { readonly: true })
  try {
    const result = database.pragma('integrity_check', { simple: true })
    if (result !== 'ok') throw new Error(`The backup failed SQLite's integrity check: ${String(result)}`)
    return database
      .prepare<[], { name: string }>('select name from kysely_migration')
      .all()
      .map((row) => row.name)
  } finally {
    database.close()
  }
}

/** Reads the whole archive (`pg_restore --list` fails on a damaged one) and the migration names it holds. */
async function postgresMigrations(file: string): Promise<string[]> {
  await runPgTool('pg_restore', ['--list', file])
  const text = await runPgTool('pg_restore', ['--data-only', '--table=kysely_migration', '--file=-', file])
  const start = text.search(/^COPY [\w.]*kysely_migration /m)
  if (start < 0) return []
  const body = text.slice(text.indexOf('\n', start) + 1, text.indexOf('\n\\.', start))
  return body
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t')[0]!)
}

async function placeSqlite(payload: string, dataDir: string, force = false) {
  const target = path.join(dataDir, 'site.db')
  const existing = await open(target, 'r').then(
    (handle) => handle.close().then(() => true),
    () => false,
  )
  if (existing && !force) {
    throw new Error(`${target} exists: restore into an empty DATA_DIR, or pass --force to replace it (stop the server)`)
  }
  for (const suffix of ['-wal', '-shm']) await rm(target + suffix, { force: true })
  await rename(payload, target)
}

async function restorePostgres(payload: string, databaseUrl: string, force = false) {
  const { default: pg } = await import('pg') // loaded on a PostgreSQL restore only, not at every server start
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from information_schema.tables where table_schema = 'public'`,
    )
    if (Number(rows[0]!.n) > 0) {
      if (!force) {
        throw new Error('The database has tables: restore into an empty database, or pass --force to replace them')
      }
      await client.query('drop schema public cascade; create schema public')
    }
  } finally {
    await client.end()
  }
  await runPgTool('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${databaseUrl}`,
    payload,
  ])
}
