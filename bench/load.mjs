// Loopback throughput for `npm run bench` (bench/run.mjs): requests and bytes per second, p99 latency and errors of a
// URL under 20 connections, from wrk when installed (Debian's package, written in C) or else autocannon, plus the server's own
// CPU per answered request.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'

// Each target first takes this much load unmeasured: the first thousand requests of a path run cold code (a fresh
// server's first 4 s of form POSTs: 421 req/s, the next 4 s: 658), and the bench reports the steady state.
const warmUpSeconds = 2

/**
 * A throughput meter for the server at `base`. `serverCpuMs()` reads the server process's CPU time; `seconds` is the
 * measured load per target. Call `close()` when done.
 */
export function createLoadMeter({ base, serverCpuMs, seconds }) {
  // wrk when installed: autocannon runs in Node on the same 2 CPUs and its own CPU was the limit (prerendered /:
  // 2,212 req/s with the server at 62% of a core; wrk 6,832 req/s with the server at 100%).
  const hasWrk = spawnSync('wrk', ['--version']).error === undefined
  const wrkScripts = hasWrk ? mkdtempSync(path.join(tmpdir(), 'bench-wrk-')) : undefined
  let wrkScriptCount = 0
  if (!hasWrk)
    console.log('wrk is not installed (apt-get install wrk): autocannon measures load, and its own CPU limits it.')

  /** Requests answered 2xx/3xx, bytes read (headers included), latency p99 and errors of `duration` s of load from 20 connections. */
  async function loadFor(url, { method = 'GET', body, headers }, duration = seconds) {
    if (!hasWrk) {
      const result = await autocannon({ url, connections: 20, duration, headers, method, body })
      return {
        ok: result['2xx'] + result['3xx'],
        bytes: result.throughput.total,
        p99Ms: result.latency.p99,
        errors: result.errors + result.non2xx - result['3xx'],
      }
    }
    const script = path.join(wrkScripts, `request-${++wrkScriptCount}.lua`)
    writeFileSync(
      script,
      [
        `wrk.method = ${JSON.stringify(method)}`,
        ...(body ? [`wrk.body = ${JSON.stringify(body)}`] : []),
        ...Object.entries(headers).map(
          ([name, value]) => `wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`,
        ),
      ].join('\n'),
    )
    const run = spawnSync('wrk', ['-t1', '-c20', `-d${duration}s`, '--latency', '-s', script, url], {
      encoding: 'utf8',
    })
    const out = run.stdout
    const number = (pattern) => Number(pattern.exec(out)?.[1] ?? 0)
    const total = number(/(\d+) requests in/)
    const refused = number(/Non-2xx or 3xx responses: (\d+)/)
    const read = /requests in [\d.]+\w+, ([\d.]+)([KMGT]?B) read/.exec(out)
    const p99 = /^\s*99%\s+([\d.]+)(us|ms|s)\b/m.exec(out)
    const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)
    return {
      ok: total - refused,
      bytes: read ? Math.round(Number(read[1]) * 1024 ** 'BKMGT'.indexOf(read[2][0])) : 0,
      p99Ms: p99 ? Math.round(Number(p99[1]) * { us: 0.001, ms: 1, s: 1000 }[p99[2]] * 10) / 10 : undefined,
      errors: refused + (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
    }
  }

  /** Warms `url` up, then measures it: req/s, bytes/s, p99, errors and the server's CPU per request; printed and returned. */
  async function throughput(label, url, options = {}) {
    const request = { ...options, headers: { 'accept-encoding': 'br', ...options.headers } }
    await loadFor(base + url, request, warmUpSeconds)
    const cpuBefore = serverCpuMs()
    const { ok, bytes, p99Ms, errors } = await loadFor(base + url, request)
    const perSecond = Math.round(ok / seconds)
    const line = {
      label,
      url,
      tool: hasWrk ? 'wrk' : 'autocannon',
      perSecond,
      mbPerSecond: Math.round(bytes / seconds / 1e5) / 10,
      p99Ms,
      errors,
      // The server's own CPU per answered request: req/s on a machine shared with other work measures the machine,
      // this measures our request path (docs/decisions/004, round 2).
      cpuUsPerRequest: ok ? Math.round((1000 * (serverCpuMs() - cpuBefore)) / ok) : undefined,
    }
    console.log(
      `${label} ${url}: ${perSecond} req/s, ${line.mbPerSecond} MB/s, p99 ${line.p99Ms} ms, ${line.cpuUsPerRequest} µs server CPU per request (${line.errors} errors)`,
    )
    return line
  }

  return {
    throughput,
    close: () => wrkScripts && rmSync(wrkScripts, { recursive: true, force: true }),
  }
}
