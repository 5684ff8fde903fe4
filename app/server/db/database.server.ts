import { mkdirSync } from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type MigrationProvider } from 'kysely'
import { migrations, type Engine } from './migrations.server'
import type { Database } from './schema.server'
import { withStatementCache } from './statement-cache.server'

export interface DbHandle {
  db: Kysely<Database>
  engine: Engine
  /** The SQLite connection under `db` (engine 'sqlite'), for its online backup API. */
  sqlite?: SQLite.Database
}

export interface DbOptions {
  /** PostgreSQL connection string; when absent the embedded SQLite engine is used. */
  databaseUrl?: string
  /** SQLite file path, or ':memory:' for tests. */
  sqlitePath?: string
  /** Apply migrations only up to this one (tests of a migration's data conversion); default: all. */
  migrateTo?: string
}

/** Opens the store on SQLite (default) or PostgreSQL and applies pending migrations. */
export async function openDatabase(options: DbOptions = {}): Promise<DbHandle> {
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : openSqlite(options.sqlitePath ?? sqliteFilePath())
  await migrate(handle, options.migrateTo)
  return handle
}

/** DATA_DIR/site.db (DATA_DIR defaults to ./data, created when missing). */
export function sqliteFilePath(dataDir = process.env.DATA_DIR): string {
  const dir = path.resolve(dataDir ?? 'data')
  mkdirSync(dir, { recursive: true })
  return path.join(dir, 'site.db')
}

function openSqlite(file: string): DbHandle {
  const database = new SQLite(file)
  database.pragma('journal_mode = WAL')
  database.pragma('synchronous = NORMAL') // durable across process crashes in WAL mode
  database.pragma('foreign_keys = ON')
  database.pragma('busy_timeout = 5000')
  // Statement journals (an insert whose trigger writes another table, inside a transaction) in memory rather than a
  // file created and unlinked in /var/tmp per statement: four system calls and a write fewer per stored submission.
  database.pragma('temp_store = MEMORY')
  // Deleted rows are overwritten with zeros (in their pages and in freed pages), not left in the file: an erasure
  // must leave no byte of the person behind, in the file or in a backup copied from its pages. Per connection.
  database.pragma('secure_delete = ON')
  // A checkpoint copies the WAL's pages into the file and syncs both; at SQLite's default (every 1,000 pages) a stored
  // form paid for one every ~50 commits, a third of its commit time. Every 10,000 pages (the WAL then holds up to ~40 MB)
  // a hot page is copied once for many commits. An erasure and each start still empty the WAL at once (TRUNCATE), and
  // the file is cut back to 64 MB after a checkpoint if it grew past that.
  database.pragma('wal_autocheckpoint = 10000')
  database.pragma(`journal_size_limit = ${64 * 1024 * 1024}`)
  if (file !== ':memory:') scrubOnce(database)
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) }),
    engine: 'sqlite',
    sqlite: database,
  }
}

/** `PRAGMA user_version` once the file was rewritten under secure_delete; Kysely's migrations do not use it. */
const SCRUBBED = 1

/**
 * Rows deleted before secure_delete was on (earlier erasures, retention, rewritten rows) left their bytes in free
 * pages and in the gaps of pages: VACUUM rewrites the file once, then the WAL is emptied. Each start also empties the
 * WAL, so nothing an erasure deleted outlives a restart there. A reader in another process (a backup) can delay
 * either; the server starts all the same and tries again at its next start.
 */
function scrubOnce(database: SQLite.Database) {
  try {
    if (Number(database.pragma('user_version', { simple: true })) < SCRUBBED) {
      database.exec('VACUUM')
      database.pragma(`user_version = ${SCRUBBED}`)
    }
    database.pragma('wal_checkpoint(TRUNCATE)')
  } catch (error) {
    console.error('Could not rewrite the SQLite file under secure_delete; trying again at the next start', error)
  }
}

// pg loads only when the store is PostgreSQL: on SQLite its import was a tenth of every server start's CPU.
async function openPostgres(connectionString: string): Promise<DbHandle> {
  const { default: pg } = await import('pg')
  const pool = new pg.Pool({ connectionString, max: 10 })
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), engine: 'postgres' }
}

/** Applies pending migrations, all of them or up to `target`. */
export async function migrate({ db, engine }: DbHandle, target?: string) {
  const provider: MigrationProvider = { getMigrations: async () => migrations(engine) }
  const migrator = new Migrator({ db, provider })
  const { error, results } = await (target ? migrator.migrateTo(target) : migrator.migrateToLatest())
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName
    throw new Error(`Database migration ${failed ?? ''} failed: ${String(error)}`)
  }
}

let shared: Promise<DbHandle> | undefined

/** The process-wide store, opened from DATABASE_URL / DATA_DIR on first use. */
export function getDatabase(): Promise<DbHandle> {
  shared ??= openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined }).catch((error: unknown) => {
    shared = undefined
    throw error
  })
  return shared
}

/**
 * Closes the process-wide store and forgets it: the next getDatabase() opens DATABASE_URL or DATA_DIR afresh. The unit
 * tests' server files share one module cache and call it between files (tests/vitest/fresh-app-per-file.ts).
 */
export async function closeDatabase(): Promise<void> {
  const opened = shared
  shared = undefined
  if (!opened) return
  try {
    await (await opened).db.destroy()
  } catch {
    // Not opened, or already closed by the test itself: nothing is left to close.
  }
}
