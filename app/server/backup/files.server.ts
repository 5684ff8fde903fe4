import { readdir } from 'node:fs/promises'

/** What a backup holds: an SQLite database file, or a pg_dump archive in its custom format. */
export type BackupEngine = 'sqlite' | 'postgres'

const EXTENSION: Record<BackupEngine, string> = { sqlite: 'db', postgres: 'pgdump' }
const NAME = /^realwork-(sqlite|postgres)-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)\.(db|pgdump)(\.enc)?$/

/** `realwork-sqlite-2026-11-25T13-09-43-123Z.db`, plus `.enc` when encrypted: the time (UTC) sorts with the name. */
export function backupFileName(engine: BackupEngine, at: Date, encrypted: boolean): string {
  const time = at.toISOString().replace(/[:.]/g, '-')
  return `realwork-${engine}-${time}.${EXTENSION[engine]}${encrypted ? '.enc' : ''}`
}

export function isBackupFileName(name: string): boolean {
  return NAME.test(name)
}

/** The backups in a folder, oldest first (by the time in their names). */
export async function listBackupFiles(dir: string): Promise<string[]> {
  const names = (await readdir(dir)).filter(isBackupFileName)
  const time = (name: string) => NAME.exec(name)![2]!
  return names.sort((a, b) => time(a).localeCompare(time(b)))
}
