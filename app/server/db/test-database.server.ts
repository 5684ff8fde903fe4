import { afterAll, beforeAll, beforeEach } from 'vitest'
import pg from 'pg'
import { LIMIT_KEY_SETTING } from '../rate-limit.server'
import { openDatabase, type DbHandle } from './database.server'

export interface TestDatabase extends DbHandle {
  /** Closes the connection and, on PostgreSQL, drops the test's schema. */
  close(): Promise<void>
}

/**
 * A fresh, migrated store for one test file: SQLite in memory by default; with DATABASE_URL set, a new database on
 * that PostgreSQL server, dropped on close, so test files run in parallel untangled. (A database rather than a schema:
 * Kysely's migrator looks for its lock table in every schema, so parallel schemas in one database trip over it.)
 */
export async function openTestDatabase(
  databaseUrl = process.env.DATABASE_URL,
  { migrateTo }: { migrateTo?: string } = {},
): Promise<TestDatabase> {
  if (!databaseUrl) {
    const handle = await openDatabase({ sqlitePath: ':memory:', migrateTo })
    return { ...handle, close: () => handle.db.destroy() }
  }
  const empty = await emptyTestDatabase(databaseUrl)
  const handle = await openDatabase({ databaseUrl: empty.url, migrateTo })
  return {
    ...handle,
    async close() {
      await handle.db.destroy()
      await empty.drop()
    },
  }
}

/** A new, empty database on the PostgreSQL server of `databaseUrl`, and how to drop it once its clients are gone. */
export async function emptyTestDatabase(databaseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`
  await adminQuery(databaseUrl, `create database "${name}"`)
  const scoped = new URL(databaseUrl)
  scoped.pathname = `/${name}`
  return { url: scoped.href, drop: () => dropDatabase(databaseUrl, name) }
}

/**
 * Drops a test database once its own connections have gone. Not `with (force)`: that kills backends whose clients are
 * still closing, and their clients then report the kill as an unhandled error.
 */
async function dropDatabase(databaseUrl: string, name: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(databaseUrl, `drop database if exists "${name}"`)
      return
    } catch (error) {
      const inUse = (error as { code?: string }).code === '55006'
      if (!inUse || attempt >= 50) throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

async function adminQuery(databaseUrl: string, text: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

/** Deletes every row of the store (children first), for a clean slate between tests on one database. */
export async function clearStore({ db }: DbHandle): Promise<void> {
  await db.deleteFrom('demo_seats').execute()
  await db.deleteFrom('demo_classes').execute()
  await db.deleteFrom('counselling_calls').execute()
  await db.deleteFrom('counsellor_days').execute()
  await db.deleteFrom('counsellors').execute()
  await db.deleteFrom('gateway_refunds').execute()
  await db.deleteFrom('gateway_events').execute()
  await db.deleteFrom('gateway_links').execute()
  await db.deleteFrom('pay_reports').execute()
  await db.deleteFrom('bank_statement_lines').execute()
  await db.deleteFrom('bank_statement_columns').execute()
  await db.deleteFrom('enrolments').execute()
  await db.deleteFrom('batches').execute()
  await db.deleteFrom('outbox').execute()
  await db.deleteFrom('payment_utrs').execute()
  await db.deleteFrom('payments').where('reverses_id', 'is not', null).execute()
  await db.deleteFrom('payments').execute()
  await db.deleteFrom('payment_requests').execute()
  await db.deleteFrom('fee_plans').execute()
  await db.deleteFrom('document_series').execute()
  await db.deleteFrom('submission_notes').execute()
  await db.deleteFrom('submission_replies').execute()
  await db.deleteFrom('submission_events').execute()
  await db.deleteFrom('reply_templates').execute()
  await db.deleteFrom('follow_up_digests').execute()
  await db.deleteFrom('posts').execute()
  await db.deleteFrom('people').execute()
  await db.deleteFrom('case_study_screenshots').execute()
  await db.deleteFrom('case_studies').execute()
  await db.deleteFrom('post_images').execute()
  await db.deleteFrom('submission_files').execute()
  await db.deleteFrom('submissions').execute()
  await db.deleteFrom('staff_sessions').execute()
  await db.deleteFrom('student_sessions').execute()
  await db.deleteFrom('student_sign_in_links').execute()
  await db.deleteFrom('rate_limits').execute()
  await db.deleteFrom('staff_tokens').execute()
  await db.deleteFrom('staff_challenges').execute()
  await db.deleteFrom('staff_recovery_codes').execute()
  await db.deleteFrom('staff_totp').execute()
  await db.deleteFrom('staff_passkeys').execute()
  // The rate-limit key stays, as it does for the life of a real database: handles that cached it keep agreeing.
  await db.deleteFrom('staff_settings').where('key', '!=', LIMIT_KEY_SETTING).execute()
  await db.deleteFrom('staff_accounts').execute()
  await db.deleteFrom('audit_log').execute()
  await db.deleteFrom('backups').execute()
  await db.deleteFrom('scheduled_jobs').execute()
  await db.deleteFrom('site_announcement').execute()
  for (const table of [
    'analytics_salts',
    'analytics_views',
    'analytics_day_visitors',
    'analytics_visitors',
    'analytics_goals',
    'analytics_uncounted',
  ] as const) {
    await db.deleteFrom(table).execute()
  }
}

/**
 * The test store of one test file, with its hooks: opened before the file's tests, closed after them and, unless
 * `clear` is false, emptied before each test. The returned object is filled in when the store opens.
 */
export function withTestDatabase({ clear = true, migrateTo }: { clear?: boolean; migrateTo?: string } = {}) {
  const store = {} as TestDatabase
  beforeAll(async () => {
    Object.assign(store, await openTestDatabase(undefined, { migrateTo }))
  })
  afterAll(() => store.close())
  if (clear) beforeEach(() => clearStore(store))
  return store
}
