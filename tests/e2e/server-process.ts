import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { test } from '@playwright/test'

/**
 * The production build a spawned server needs (`npm run build`). Playwright's own web server is the same build, so
 * without it no test starts at all: no test needs to check for it.
 */
export const builtServer = path.resolve('build/http/index.js')

/**
 * What every test server runs with: the production build (NODE_ENV=production), marked as a test run so it hashes
 * passwords at the test cost (app/staff/accounts/server/passwords.server.ts: 1 MiB of scrypt a sign-in, not 32).
 */
export const TEST_RUN_ENV = { NODE_ENV: 'production', REALWORK_TEST_RUN: '1', PASSWORD_HASH_COST: 'test' }

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

export function tempDataDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), `realwork-${prefix}-`))
}

export interface RunningServer {
  origin: string
  process: ChildProcess
  output: () => string
  /** Sends a signal and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<void>
}

/**
 * How long a server may take to answer /healthz. Under a load of 25 on 2 CPUs a start took over 30 s (loading the
 * build, opening and migrating the database); a wait on a state, so a generous limit costs nothing when idle.
 */
const START_LIMIT_MS = 90_000

/**
 * `node build/http/index.js` as production runs it, with its own PORT and DATA_DIR (plus `env`), once /healthz answers.
 * For tests that need a server of their own: other settings, or one they may kill. The calling test's (or hook's)
 * time limit grows by the start's own limit, so a slow start is not charged to the journey.
 */
export async function startServer({
  port,
  dataDir,
  env = {},
}: {
  port: number
  dataDir: string
  env?: Record<string, string>
}): Promise<RunningServer> {
  const child = spawn(process.execPath, [builtServer], {
    env: { ...process.env, ...TEST_RUN_ENV, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const origin = `http://127.0.0.1:${port}`
  const info = test.info()
  if (info.timeout > 0) info.setTimeout(info.timeout + START_LIMIT_MS)
  const deadline = Date.now() + START_LIMIT_MS
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`)
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`server did not become healthy:\n${log}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    origin,
    process: child,
    output: () => log,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      await exited
    },
  }
}
