import path from 'node:path'
import { parseArgs } from 'node:util'
import { openDatabase } from '../db/database.server'
import { THIS_PROCESS } from '../jobs.server'
import { storeFromEnv, takeBackup } from './backup.server'
import { restoreBackup } from './restore.server'
import { recordBackup } from './schedule.server'

/** `npm run backup -- --out DIR`: one snapshot into DIR (encrypted with BACKUP_KEY when set). Returns the exit code. */
export async function runBackupCli(argv: string[], env = process.env): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { out: { type: 'string' } } })
  const outDir = values.out ?? env.BACKUP_DIR
  if (!outDir) {
    console.error('Usage: npm run backup -- --out DIR   (or set BACKUP_DIR)')
    return 2
  }
  const source = storeFromEnv(env)
  const backup = await takeBackup(source, { outDir: path.resolve(outDir), key: env.BACKUP_KEY || undefined })
  // Noted in the database, so the operations page and /healthz count it (and the schedule waits for the next one).
  const handle = await openDatabase(
    source.databaseUrl ? { databaseUrl: source.databaseUrl } : { sqlitePath: source.sqlitePath },
  )
  try {
    await recordBackup(handle.db, backup, `npm run backup on ${THIS_PROCESS}`)
  } finally {
    await handle.db.destroy()
  }
  console.log(`Backup written: ${backup.file} (${backup.size} bytes${env.BACKUP_KEY ? ', encrypted' : ''})`)
  return 0
}

/** `npm run restore -- FILE [--force]`: into an empty DATA_DIR, or the empty database at DATABASE_URL. */
export async function runRestoreCli(argv: string[], env = process.env): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  })
  if (positionals.length !== 1) {
    console.error('Usage: npm run restore -- FILE [--force]')
    return 2
  }
  const target = env.DATABASE_URL
    ? { engine: 'postgres' as const, databaseUrl: env.DATABASE_URL }
    : { engine: 'sqlite' as const, dataDir: path.resolve(env.DATA_DIR ?? 'data') }
  const report = await restoreBackup(path.resolve(positionals[0]!), target, {
    key: env.BACKUP_KEY || undefined,
    force: values.force,
  })
  console.log(`Restored into ${target.engine === 'sqlite' ? target.dataDir : 'the database at DATABASE_URL'}`)
  console.log(`Schema: ${report.schemaOfBackup} in the backup, ${report.schemaNow} now`)
  const width = Math.max(...Object.keys(report.counts).map((name) => name.length))
  for (const [table, count] of Object.entries(report.counts)) console.log(`  ${table.padEnd(width)}  ${count}`)
  return 0
}
