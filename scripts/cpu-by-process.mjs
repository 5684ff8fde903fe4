// Where a command's CPU goes, by kind of process: `node scripts/cpu-by-process.mjs command [args...]`
// (for example `node scripts/cpu-by-process.mjs npx playwright test`). Samples /proc every half second for the
// command's descendants and keeps each process's last CPU time (user + system), then sums them by kind: Chromium's
// renderers, GPU, utility and browser processes, the test servers (`build/http/index.js`), Playwright's workers and
// runner, and the rest. A process that lives less than half a second between two samples is missed, so the sum is
// a floor; `scripts/cpu-seconds.sh` gives the exact total (it counts a control group). Linux only.
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: node scripts/cpu-by-process.mjs command [args...]')
  process.exit(2)
}
const ticks = 100 // USER_HZ on Linux
const seen = new Map() // pid -> { kind, cpu }

function kindOf(cmdline) {
  const type = /--type=([\w-]+)/.exec(cmdline)?.[1]
  if (/chrom/.test(cmdline)) return type ? `chromium ${type}` : 'chromium browser'
  if (cmdline.includes('build/http/index.js')) return 'test servers'
  if (/workerProcessEntry|playwright\/lib\/worker\//.test(cmdline)) return 'playwright workers'
  if (cmdline.includes('playwright')) return 'playwright runner'
  if (/vitest/.test(cmdline)) return 'vitest'
  const [command, script = ''] = cmdline.split('\0')
  const name = command.split('/').pop() || 'other'
  // A Node process by the tool it runs (eslint, vitest, react-router, vite …), not as one "node" line.
  if (name === 'node')
    return `node ${/node_modules\/(?:\.bin\/)?((?:@[^/]+\/)?[^/]+)/.exec(script)?.[1] ?? script.split('/').pop()}`
  return name
}

function sample(root) {
  const parents = new Map()
  const stats = new Map()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      parents.set(Number(name), Number(fields[1]))
      stats.set(Number(name), (Number(fields[11]) + Number(fields[12])) / ticks)
    } catch {
      // gone between the listing and the read
    }
  }
  const inTree = (pid) => {
    for (let p = pid, hops = 0; p > 1 && hops < 50; p = parents.get(p) ?? 0, hops++) if (p === root) return true
    return false
  }
  for (const [pid, cpu] of stats) {
    if (!inTree(pid)) continue
    let entry = seen.get(pid)
    if (!entry) {
      let cmdline
      try {
        cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      } catch {
        continue
      }
      entry = { kind: kindOf(cmdline), cpu: 0 }
      seen.set(pid, entry)
    }
    entry.cpu = Math.max(entry.cpu, cpu)
  }
}

const started = Date.now()
const child = spawn(command, args, { stdio: 'inherit' })
const timer = setInterval(() => sample(child.pid), 500)
child.on('close', (code) => {
  clearInterval(timer)
  const byKind = new Map()
  for (const { kind, cpu } of seen.values()) {
    const row = byKind.get(kind) ?? { cpu: 0, processes: 0 }
    row.cpu += cpu
    row.processes += 1
    byKind.set(kind, row)
  }
  const rows = [...byKind].sort((a, b) => b[1].cpu - a[1].cpu)
  const total = rows.reduce((sum, [, row]) => sum + row.cpu, 0)
  console.error(
    `\n[cpu-by-process] exit ${code}, ${((Date.now() - started) / 1000).toFixed(1)} s wall, ${total.toFixed(1)} CPU-seconds seen`,
  )
  for (const [kind, row] of rows)
    console.error(`  ${row.cpu.toFixed(1).padStart(8)}  ${kind} (${row.processes} processes)`)
  process.exit(code ?? 1)
})
