// What a page's first response is made of (issue 44): the HTML a server sends for a path, split into its parts, each
// with its brotli size alone and its share of the whole (how much smaller the whole gets without it: brotli finds much
// of the hydration data's text in the markup before it, so a part's share is what removing it would save).
// `firstResponseParts(html)` is used by bench/bytes.mjs (`npm run bench`); run alone, after `npm run build`:
//   node bench/first-response.mjs [--paths /a,/b] [--json]
// starts the production server on a free port with a fresh DATA_DIR and prints every public path's parts (KB brotli,
// quality 11) and whether it is within FIRST_RESPONSE_KB or has a decision record for it (FIRST_RESPONSE_RECORDS).
// With --lcp, for each page over the budget: where its largest contentful paint's element ends in the HTML (Chromium,
// a phone's and a laptop's viewport, the first paint's DOM: the app's modules blocked) and how much of the HTML the first 14 KB of
// the brotli stream carry (`firstWindow`), the evidence a decision record gives.
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib'

/** The budget of a public page's first response, brotli at quality 11: what ten TCP segments carry (issue 44). */
export const FIRST_RESPONSE_KB = 14

const DECISION_023 = 'decision 023: the LCP element ends within the first 14 KB'
/**
 * Pages allowed over FIRST_RESPONSE_KB, each with the decision record that shows its LCP element is still within the
 * first 14 KB (`--lcp` measures it). A path not listed here that goes over is a miss.
 */
export const FIRST_RESPONSE_RECORDS = Object.fromEntries(
  [
    '/',
    '/realworkstudio',
    '/realworkstudio/compare',
    '/realworkstudio/course',
    '/realworkstudio/project',
    ...['aiml', 'android', 'backend', 'cloud', 'dataanalytics', 'dataengineer', 'devops', 'ds', 'frontend']
      .concat(['fullstack', 'genai', 'mern'])
      .map((guide) => `/realworkstudio/course/${guide}`),
    '/services',
    '/services/services',
  ].map((route) => [route, DECISION_023]),
)

const br = (text) =>
  brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length / 1024

// Each part as a pattern of the HTML; the markup is what is left.
const PARTS = {
  // the inlined critical CSS (scripts/critical-css.mjs), the font face included
  css: /<style[^>]*>[\s\S]*?<\/style>/g,
  // React Router's hydration data: the context (future flags, route state) and the turbo-stream loader data
  hydration: /<script[^>]*>\s*window\.__reactRouterContext[\s\S]*?<\/script>/g,
  // React Router's bootstrap (route modules, manifest) and scroll restoration
  bootstrap: /<script type="module"[\s\S]*?<\/script>|<script[^>]*>\(\(storageKey[\s\S]*?<\/script>/g,
  // structured data
  jsonLd: /<script type="application\/ld\+json">[\s\S]*?<\/script>/g,
  // the icon symbols copied into the page (http/critical-path.ts)
  icons: /<svg data-icons=""[^>]*>[\s\S]*?<\/svg>(?=\s*<)/g,
}

/** The parts of a first response, each `{ alone, share }` in KB brotli, and `total`. */
export function firstResponseParts(html) {
  const total = br(html)
  const parts = {}
  let markup = html
  const found = []
  for (const [name, pattern] of Object.entries(PARTS)) {
    const own = html.match(pattern) ?? []
    parts[name] = { alone: br(own.join('')), share: total - br(html.replace(pattern, '')) }
    markup = markup.replace(pattern, '')
    found.push(...own)
  }
  parts.markup = { alone: br(markup), share: total - br(found.join('')) }
  return { total, parts }
}

/** The public paths the build prerendered. */
export function prerenderedPaths(clientDir) {
  return readdirSync(clientDir, { recursive: true })
    .filter((f) => f === 'index.html' || f.endsWith(`${path.sep}index.html`))
    .map((f) => '/' + path.dirname(f).split(path.sep).join('/'))
    .map((p) => (p === '/.' ? '/' : p))
    .sort()
}

/** How many bytes of `html` the first `kb` KB of its brotli stream (quality 11) decode to. */
export function firstWindow(html, kb = FIRST_RESPONSE_KB) {
  const stream = brotliCompressSync(Buffer.from(html), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
  const head = stream.subarray(0, kb * 1024)
  return brotliDecompressSync(head, { finishFlush: constants.BROTLI_OPERATION_FLUSH }).length
}

/**
 * Where the largest contentful paint's element of `url` ends in `html` (bytes of UTF-8), in a fresh page of `browser`
 * with the viewport given and the app's modules blocked, so the DOM is the parsed HTML: the element is found as the nth element of
 * its tag name in the source.
 */
export async function lcpEnd(browser, url, html, viewport) {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  await page.route('**/assets/*.js', (route) => route.abort()) // no hydration: the DOM stays the parsed HTML
  await page.goto(url)
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new globalThis.PerformanceObserver((list) => {
          const element = list.getEntries().at(-1)?.element
          if (!element) return
          const tag = element.localName
          resolve({
            tag,
            nth: [...document.getElementsByTagName(tag)].indexOf(element),
            text: element.textContent.trim().slice(0, 60),
          })
        }).observe({ type: 'largest-contentful-paint', buffered: true })
        setTimeout(() => resolve(undefined), 3000)
      }),
  )
  await context.close()
  if (!lcp) return undefined
  const bytes = Buffer.from(html)
  const source = bytes.toString('latin1') // one character per byte, so offsets are byte offsets
  const opening = new RegExp(`<${lcp.tag}(?=[\\s>/])`, 'g')
  let match
  for (let i = 0; (match = opening.exec(source)) && i < lcp.nth; i++);
  if (!match) return undefined
  const close =
    lcp.tag === 'img'
      ? source.indexOf('>', match.index) + 1
      : source.indexOf(`</${lcp.tag}>`, match.index) + lcp.tag.length + 3
  return { ...lcp, start: match.index, end: close }
}

/** Whether a first response of `kb` is within the budget or recorded. */
export function firstResponseVerdict(route, kb) {
  if (kb <= FIRST_RESPONSE_KB) return 'ok'
  return FIRST_RESPONSE_RECORDS[route] ? `over, ${FIRST_RESPONSE_RECORDS[route]}` : 'MISS'
}

/** The page's HTML; asked again once if the server closed an idle kept-alive connection as it was reused. */
export async function pageHtml(url) {
  const ask = () => fetch(url, { headers: { 'accept-encoding': 'identity' } }).then((r) => r.text())
  return ask().catch(ask)
}

async function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address()
      s.close(() => resolve(port))
    })
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2)
  const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, ['build/http/index.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'first-response-')),
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    for (let i = 0; i < 200; i++) {
      if (
        await fetch(`${base}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break
      await new Promise((r) => setTimeout(r, 100))
    }
    const paths = option('--paths')?.split(',') ?? prerenderedPaths('build/client')
    const rows = []
    for (const route of paths) {
      const html = await pageHtml(base + route)
      const { total, parts } = firstResponseParts(html)
      rows.push({ route, total, parts, verdict: firstResponseVerdict(route, total) })
    }
    if (args.includes('--lcp')) {
      const { chromium } = await import('@playwright/test')
      const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium' })
      for (const row of rows.filter((r) => r.total > FIRST_RESPONSE_KB)) {
        const html = await pageHtml(base + row.route)
        row.firstWindow = firstWindow(html)
        row.htmlBytes = Buffer.byteLength(html)
        row.lcp = {
          phone: await lcpEnd(browser, base + row.route, html, { width: 412, height: 823 }),
          laptop: await lcpEnd(browser, base + row.route, html, { width: 1350, height: 940 }),
        }
      }
      await browser.close()
    }
    if (args.includes('--json')) console.log(JSON.stringify(rows, null, 2))
    else {
      const names = [...Object.keys(PARTS), 'markup']
      console.log(
        `KB brotli q11; each part: alone / its share of the total\nroute\ttotal\t${names.join('\t')}\tverdict`,
      )
      for (const r of rows)
        console.log(
          [
            r.route,
            r.total.toFixed(2),
            ...names.map((n) => `${r.parts[n].alone.toFixed(2)}/${r.parts[n].share.toFixed(2)}`),
            r.verdict,
          ].join('\t'),
        )
      for (const r of rows.filter((row) => row.lcp)) {
        const where = ({ tag, text, end } = {}) =>
          tag
            ? `<${tag}> "${text.slice(0, 40)}" ends at byte ${end}${end <= r.firstWindow ? '' : ' (AFTER the first window)'}`
            : 'not found'
        console.log(
          `${r.route}: the first ${FIRST_RESPONSE_KB} KB of brotli carry ${r.firstWindow} of ${r.htmlBytes} bytes; LCP phone ${where(r.lcp.phone)}; laptop ${where(r.lcp.laptop)}`,
        )
      }
      const misses = rows.filter((r) => r.verdict === 'MISS')
      console.log(
        misses.length
          ? `${misses.length} of ${rows.length} over ${FIRST_RESPONSE_KB} KB without a record`
          : `all ${rows.length} within ${FIRST_RESPONSE_KB} KB or recorded`,
      )
    }
  } finally {
    server.kill('SIGTERM')
  }
}
