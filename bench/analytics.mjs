// Visitor analytics' cost on the page path (issue 42, docs/decisions/021): the prerendered home page asked as a browser
// asks for it (a user agent, Accept-Language, Accept: text/html, so every request is a counted view with a visitor key),
// behind a trusted proxy (TRUST_PROXY=1, X-Forwarded-For), every four requests from a new address: a stream of new
// visitors reading four pages each, so every visitor's key is worked out and its row added, and no address passes the
// human rate (with every request from a new address, a flood, counting kept 91.4% on 2026-11-29);
// from three servers of the same build: one counting and two with ANALYTICS=off, compared with the mean of the two
// (and the two with each other, the control: how far the instrument itself is off). The budget: counting keeps at least 90% of the throughput without it. Run by bench/run.mjs, or alone:
// `node bench/analytics.mjs` (after `npm run build`). Measures; asserts nothing.
//
// How: the three servers share one CPU (taskset) and are loaded at the same time, each by its own wrk on the other CPU,
// in rounds of a few seconds. The scheduler gives each server the same share of that CPU, so their requests per second
// compare the CPU each request costs, and whatever the machine does meanwhile slows all three alike. Measured one after
// another instead, this VM's speed drifts so much (the same server: 16,000 and 29,000 req/s in consecutive 8 s rounds)
// that 32 alternating pairs still spread from 47% to 136%; at the same time on one CPU, the control's rounds stay
// within a few percent of 100% (docs/performance-log.md, issue 42).
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startServer } from './server.mjs'
import { median } from './stats.mjs'

export const BROWSER_HEADERS = {
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'accept-language': 'en-IN,en;q=0.9,hi;q=0.8',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'br',
}

const has = (command, ...args) => spawnSync(command, args).error === undefined

/** Requests answered in `seconds` of load on `url` from 20 connections (wrk), on CPU 1 when `pin`. */
function load(url, seconds, { pin, script }) {
  const wrk = ['wrk', '-t1', '-c20', `-d${seconds}s`, '-s', script, url]
  const [command, ...args] = pin ? ['taskset', '-c', '1', ...wrk] : wrk
  return new Promise((resolve, reject) => {
    let out = ''
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] })
    child.stdout.on('data', (chunk) => (out += chunk))
    child.on('error', reject)
    child.on('close', () => {
      const total = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0)
      const refused = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0)
      resolve(total - refused)
    })
  })
}

/**
 * Req/s and server CPU per request of `/` with counting on, off, and off again (the control), over `rounds` rounds of
 * `seconds`; the budget is judged on the median of the rounds' ratios of counting to the mean of the two without.
 */
export async function measureCounting({ root = '.', seconds = 3, rounds = 10 } = {}) {
  if (!has('wrk', '--version')) {
    console.log('analytics: wrk is not installed (apt-get install wrk); the cost of counting was not measured.')
    return { skipped: 'wrk is not installed' }
  }
  const pin = has('taskset', '-V')
  const servers = {
    on: await startServer(root, { ANALYTICS: 'on', TRUST_PROXY: '1' }),
    off: await startServer(root, { ANALYTICS: 'off', TRUST_PROXY: '1' }),
    control: await startServer(root, { ANALYTICS: 'off', TRUST_PROXY: '1' }),
  }
  const names = Object.keys(servers)
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-analytics-'))
  const script = path.join(dir, 'browser.lua')
  writeFileSync(
    script,
    [
      ...Object.entries(BROWSER_HEADERS).map(
        ([name, value]) => `wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`,
      ),
      // Every four requests from a new address (behind a trusted proxy, as in production): a new visitor reading four
      // pages, so each visitor's key is worked out and its row added, and no address nears the per-address rate.
      'local n = 0',
      'request = function()',
      '  n = n + 1',
      '  local a = math.floor(n / 4)',
      '  wrk.headers["x-forwarded-for"] = string.format("10.%d.%d.%d", math.floor(a / 65536) % 256, math.floor(a / 256) % 256, a % 256)',
      '  return wrk.format(nil)',
      'end',
    ].join('\n'),
  )
  const samples = []
  try {
    if (pin)
      for (const server of Object.values(servers)) spawnSync('taskset', ['-a', '-p', '-c', '0', String(server.pid)])
    const all = (duration) =>
      Promise.all(names.map((name) => load(`${servers[name].base}/`, duration, { pin, script })))
    await all(2) // warm-up
    for (let round = 0; round < rounds; round++) {
      const cpuBefore = names.map((name) => servers[name].cpuMs())
      const answered = await all(seconds)
      const sample = {}
      names.forEach((name, i) => {
        sample[name] = {
          perSecond: Math.round(answered[i] / seconds),
          cpuUsPerRequest: answered[i]
            ? Math.round((1000 * (servers[name].cpuMs() - cpuBefore[i])) / answered[i])
            : undefined,
        }
      })
      samples.push(sample)
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
    await Promise.all(Object.values(servers).map((server) => server.stop()))
  }
  const round3 = (n) => Math.round(n * 1000) / 1000
  // Counting against the mean of the two servers without it; the control against the other, to show the instrument.
  const without = (s) => (s.off.perSecond + s.control.perSecond) / 2
  const ascending = (list) => list.sort((a, b) => a - b)
  const onRatios = ascending(samples.map((s) => s.on.perSecond / without(s)))
  const controlRatios = ascending(samples.map((s) => s.control.perSecond / s.off.perSecond))
  const middleHalf = (list) => [
    round3(list[Math.floor(list.length / 4)]),
    round3(list[Math.ceil((list.length * 3) / 4) - 1]),
  ]
  const of = (name, key) => median(samples.map((s) => s[name][key]))
  const result = {
    pinned: pin,
    onPerSecond: of('on', 'perSecond'),
    offPerSecond: Math.round(median(samples.map(without))),
    onCpuUsPerRequest: of('on', 'cpuUsPerRequest'),
    offCpuUsPerRequest: median(samples.map((s) => (s.off.cpuUsPerRequest + s.control.cpuUsPerRequest) / 2)),
    ratio: round3(median(onRatios)),
    spread: middleHalf(onRatios),
    /** The control's ratio to the other server without counting: how far the instrument itself is off (1 is exact). */
    control: round3(median(controlRatios)),
    controlSpread: middleHalf(controlRatios),
    samples,
  }
  result.miss =
    result.ratio < 0.9
      ? `counting on keeps ${(result.ratio * 100).toFixed(1)}% of the throughput without it (budget: 90%)`
      : undefined
  const percent = (n) => `${(n * 100).toFixed(1)}%`
  console.log(
    `analytics: prerendered / with counting ${result.onPerSecond} req/s (${result.onCpuUsPerRequest} µs CPU), without ${result.offPerSecond} req/s (${result.offCpuUsPerRequest} µs CPU), three servers at once on ${pin ? 'one CPU' : 'both CPUs (no taskset)'}, median of ${rounds} rounds of ${seconds} s: ${percent(result.ratio)} (middle half ${percent(result.spread[0])}–${percent(result.spread[1])}); control ${percent(result.control)} (${percent(result.controlSpread[0])}–${percent(result.controlSpread[1])})`,
  )
  return result
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await measureCounting()
