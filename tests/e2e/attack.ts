import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import type { RunningServer } from './server-process'

const execFileAsync = promisify(execFile)

/** One hostile body: `head`, then `fill` repeated up to `bytes`, sent chunked (tests/e2e/attacker.mjs). */
export interface Attack {
  path: string
  contentType: string
  head?: string
  /** A file whose bytes are sent instead of `head` (a binary upload; arguments hold no large body). */
  headFile?: string
  fill: string
  bytes: number
  headers?: Record<string, string>
}

export interface AttackResult {
  status: number
  ms: number
  /** `ms` less the longer time the server or the attacker waited for a CPU (tests/e2e/cpu-wait.mjs). */
  ownMs: number
  /** Bytes the connection took before the answer. */
  sent: number
}

/** Runs attacks at once from a process of its own, so the test's own work neither slows them nor is slowed. */
export async function attack(server: RunningServer, attacks: Attack[]): Promise<AttackResult[]> {
  const { stdout } = await execFileAsync(process.execPath, [
    path.resolve('tests/e2e/attacker.mjs'),
    server.origin,
    JSON.stringify(attacks),
    String(server.process.pid),
  ])
  return JSON.parse(stdout) as AttackResult[]
}
