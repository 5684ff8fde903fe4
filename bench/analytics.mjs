// Visitor analytics' cost on the page path (issue 42, docs/decisions/021): the prerendered home page asked as a browser
// asks for it (a user agent, Accept-Language, Accept: text/html, so every request is a counted view with a visitor key)
// from two servers of the same build, one counting and one with ANALYTICS=off, measured in alternating rounds in the
// same run. The budget: counting keeps at least 90% of the throughput without it. Run by bench/run.mjs, or alone:
// `node bench/analytics.mjs` (after `npm run build`). Measures; asserts nothing.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createLoadMeter } from './load.mjs'

export const BROWSER_HEADERS = {
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'accept-language': 'en-IN,en;q=0.9,hi;q=0.8',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
}

function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address()
      s.close(() => resolve(port))
    })
  })
}

async function startServer(root, env) {
  const port = await freePort()
  const child = spawn(process.execPath, ['build/http/index.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-analytics-')),
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    await new Promise((r) => setTimeout(r, 100))
  }
  const cpuMs = () => {
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10
  }
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve)
      child.kill('SIGTERM')
    })
  return { base, cpuMs, stop }
}

/**
 * Req/s and server CPU per request of `/` with counting on and off, `rounds` alternating rounds of `seconds` each;
 * the ratio compares the rounds' totals.
 */
export async function measureCounting({ root = '.', seconds = 4, rounds = 2 } = {}) {
  const on = await startServer(root, { ANALYTICS: 'on' })
  const off = await startServer(root, { ANALYTICS: 'off' })
  const samples = { on: [], off: [] }
  try {
    for (let round = 0; round < rounds; round++) {
      for (const [name, server] of round % 2 === 0
        ? [
            ['on', on],
            ['off', off],
          ]
        : [
            ['off', off],
            ['on', on],
          ]) {
        const meter = createLoadMeter({ base: server.base, serverCpuMs: server.cpuMs, seconds })
        samples[name].push(await meter.throughput(`prerendered, counting ${name}`, '/', { headers: BROWSER_HEADERS }))
        meter.close()
      }
    }
  } finally {
    await Promise.all([on.stop(), off.stop()])
  }
  const total = (list, key) => list.reduce((sum, s) => sum + (s[key] ?? 0), 0)
  const result = {
    onPerSecond: Math.round(total(samples.on, 'perSecond') / rounds),
    offPerSecond: Math.round(total(samples.off, 'perSecond') / rounds),
    onCpuUsPerRequest: Math.round(total(samples.on, 'cpuUsPerRequest') / rounds),
    offCpuUsPerRequest: Math.round(total(samples.off, 'cpuUsPerRequest') / rounds),
    samples,
  }
  result.ratio = Math.round((result.onPerSecond / result.offPerSecond) * 1000) / 1000
  result.miss =
    result.ratio < 0.9 ? `counting on ${result.onPerSecond} req/s < 90% of off (${result.offPerSecond})` : undefined
  console.log(
    `analytics: prerendered / counted ${result.onPerSecond} req/s (${result.onCpuUsPerRequest} µs CPU), not counted ${result.offPerSecond} req/s (${result.offCpuUsPerRequest} µs CPU): ${(result.ratio * 100).toFixed(1)}%`,
  )
  return result
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await measureCounting()
