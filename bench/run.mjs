// `npm run bench`: Lighthouse (mobile, median of N) per public route, JS/CSS bytes per route from the build, and
// loopback throughput of a prerendered page and a form POST. Writes bench/report.json and bench/report.md and lists
// the routes that miss DESIGN.md's budgets. It measures; it asserts nothing.
// Options: --runs N (default 3), --no-build, --paths /a,/b (default: every public path).
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : fallback
}
const runs = Number(option('--runs', 3))
const BUDGET = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100, lcpMs: 1200, tbtMs: 50, cls: 0.02, jsKb: 125, cssKb: 20, routeChunkKb: 15 }

if (!args.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const port = await new Promise((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address()
    s.close(() => resolve(port))
  })
})
const base = `http://127.0.0.1:${port}`
const server = spawn(process.execPath, ['server/index.js'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-')), FORM_RATE_LIMIT: '100000000', NODE_ENV: 'production' },
  stdio: ['ignore', 'inherit', 'inherit'],
})
const stopServer = () => server.kill('SIGTERM')
process.on('exit', stopServer)
for (let i = 0; i < 100; i++) {
  if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) break
  await new Promise((r) => setTimeout(r, 100))
}

// ---------------------------------------------------------------- bytes per route (deterministic, from the build)
const clientDir = 'build/client'
const gz = (file) => gzipSync(readFileSync(path.join(clientDir, file))).length
const manifestFile = readdirAssets().find((f) => /^manifest-.*\.js$/.test(f))
const manifest = JSON.parse(readFileSync(path.join(clientDir, 'assets', manifestFile), 'utf8').replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, ''))
const routeModules = new Map(Object.values(manifest.routes).map((r) => [r.module, r.id]))

function readdirAssets() {
  return readdirSync(path.join(clientDir, 'assets'))
}

async function bytesFor(route) {
  const html = await (await fetch(base + route)).text()
  const js = [...new Set([...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g), ...html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g), ...html.matchAll(/from "(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]))]
  const css = [...new Set([...html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]))]
  const own = js.filter((f) => routeModules.has(f) && !/^(root|routes\/_)/.test(routeModules.get(f)))
  return {
    jsKb: js.reduce((sum, f) => sum + gz(f), 0) / 1024,
    cssKb: css.reduce((sum, f) => sum + gz(f), 0) / 1024,
    routeChunkKb: own.reduce((max, f) => Math.max(max, gz(f)), 0) / 1024,
    htmlKb: gzipSync(html).length / 1024,
  }
}

// ---------------------------------------------------------------- Lighthouse
// Every prerendered page is a public path (the prerender list is app/content/paths.ts).
const publicPaths = spawnSync('find', [clientDir, '-name', 'index.html']).stdout.toString().split('\n').filter(Boolean)
  .map((f) => '/' + path.relative(clientDir, path.dirname(f)).split(path.sep).join('/'))
  .map((p) => (p === '/' ? '/' : p.replace(/\/$/, '')))
  .sort()
const paths = option('--paths') ? option('--paths').split(',') : publicPaths
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
})
const rows = []
try {
  for (const route of paths) {
    const samples = []
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(base + route, { port: chrome.port, output: 'json', logLevel: 'error' })
      const { categories, audits } = result.lhr
      samples.push({
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        'best-practices': Math.round(categories['best-practices'].score * 100),
        seo: Math.round(categories.seo.score * 100),
        lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(audits['total-blocking-time'].numericValue),
        cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      })
    }
    const row = { route, ...Object.fromEntries(Object.keys(samples[0]).map((k) => [k, median(samples.map((s) => s[k]))])), ...(await bytesFor(route)) }
    row.misses = Object.entries(BUDGET)
      .filter(([k, limit]) => (['performance', 'accessibility', 'best-practices', 'seo'].includes(k) ? row[k] < limit : row[k] > limit))
      .map(([k]) => k)
    rows.push(row)
    console.log(`${route}: perf ${row.performance}, a11y ${row.accessibility}, bp ${row['best-practices']}, seo ${row.seo}, LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms, CLS ${row.cls}, JS ${row.jsKb.toFixed(1)} KB, CSS ${row.cssKb.toFixed(1)} KB${row.misses.length ? `  MISSES: ${row.misses.join(', ')}` : ''}`)
  }
} finally {
  await chrome.kill()
}

// ---------------------------------------------------------------- loopback throughput
async function throughput(label, request, seconds = 5, concurrency = 32) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })
  let done = 0
  let errors = 0
  const until = Date.now() + seconds * 1000
  const worker = async () => {
    while (Date.now() < until) {
      const status = await request(agent).catch(() => 0)
      if (status >= 200 && status < 400) done++
      else errors++
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  agent.destroy()
  const perSecond = Math.round(done / seconds)
  console.log(`${label}: ${perSecond} req/s (${errors} errors)`)
  return { label, perSecond, errors }
}
const call = (agent, method, route, body, headers = {}) =>
  new Promise((resolve, reject) => {
    const req = http.request(base + route, { method, agent, headers }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode))
    })
    req.on('error', reject)
    req.end(body)
  })
const form = new URLSearchParams({ name: 'Bench Visitor', _replyto: 'bench@example.com', phone: '+91 98450 12345', college: 'Bench College', message: 'Benchmark enquiry', _js: '1' }).toString()
const load = [
  await throughput('GET / (prerendered)', (agent) => call(agent, 'GET', '/', undefined, { 'accept-encoding': 'br' })),
  await throughput('POST /api/forms/enquiry', (agent) => call(agent, 'POST', '/api/forms/enquiry', form, { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(form) })),
]
stopServer()
spawnSync(process.execPath, ['bench/search.mjs'], { stdio: 'inherit' }) // site search p95 and index memory: bench/search-report.json

// ---------------------------------------------------------------- report
const report = { date: new Date().toISOString(), node: process.version, runs, budget: BUDGET, routes: rows, throughput: load }
writeFileSync('bench/report.json', JSON.stringify(report, null, 2))
const table = [
  '| route | perf | a11y | bp | seo | LCP ms | TBT ms | CLS | JS KB gz | CSS KB gz | route chunk KB | misses |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...rows.map((r) => `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r['best-practices']} | ${r.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.jsKb.toFixed(1)} | ${r.cssKb.toFixed(1)} | ${r.routeChunkKb.toFixed(1)} | ${r.misses.join(', ') || '—'} |`),
  '',
  ...load.map((l) => `- ${l.label}: **${l.perSecond} req/s** (${l.errors} errors; budget ${l.label.startsWith('GET') ? '5,000' : '500'})`),
]
writeFileSync('bench/report.md', `# Benchmark ${report.date}\n\n${table.join('\n')}\n`)
const missing = rows.filter((r) => r.misses.length)
console.log(missing.length ? `\n${missing.length} route(s) miss a budget: ${missing.map((r) => `${r.route} (${r.misses.join(', ')})`).join('; ')}` : '\nEvery route is within budget.')
console.log('Wrote bench/report.json and bench/report.md')
process.exit(0)
