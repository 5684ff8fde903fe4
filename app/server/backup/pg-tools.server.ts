import { execFile } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

/**
 * A PostgreSQL client program (pg_dump, pg_restore): the newest Debian install under /usr/lib/postgresql/N/bin,
 * else the one on PATH (`apt-get install postgresql-client`).
 */
export function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : []
  return versions.length > 0 ? path.join(root, versions[0]!, 'bin', name) : name
}

/** Runs a PostgreSQL client program; resolves with its standard output, rejects with its error output. */
export function runPgTool(name: 'pg_dump' | 'pg_restore', args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(pgTool(name), args, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) {
        const missing = (error as NodeJS.ErrnoException).code === 'ENOENT'
        reject(
          new Error(
            missing
              ? `${name} not found: apt-get install postgresql-client`
              : `${name} failed: ${stderr.trim() || error.message}`,
          ),
        )
      } else resolve(stdout)
    })
  })
}
