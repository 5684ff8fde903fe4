// First-load bytes of a page for `npm run bench` (bench/run.mjs), deterministic, from the build: its JS and CSS (gzip),
// its largest own route chunk, and its first response's HTML (brotli, quality 11) with its parts' shares
// (bench/first-response.mjs).
// Alone, after `npm run build`: `node bench/bytes.mjs` lists every prerendered page's first-load JS, largest first, with
// the chunks of the largest, and exits 1 when a page is over its budget (`jsBudgetKb`: 15 KB for a page that is read,
// the framework floor plus 10 KB for any other).
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { moduleClosure, pageScripts } from '../scripts/module-closure.mjs'
import { firstResponseParts } from './first-response.mjs'

/**
 * First-load JavaScript budgets, gzip (issue 58, decision 031): a page that is read (served without React, `reading` in
 * the route registry) at most READING_JS_BUDGET_KB in all; any other page at most the framework floor (what every
 * hydrated page loads: the client entry, the root route and their imports, the framework chunk among them) plus
 * OWN_JS_BUDGET_KB of its own code.
 */
export const READING_JS_BUDGET_KB = 15
export const OWN_JS_BUDGET_KB = 10

/** A page served without React's runtime: its HTML has no hydration data. */
export const isReadingPage = (html) => !html.includes('window.__reactRouterContext')

/** The chunks a page's HTML loads before it hydrates (its scripts and their static imports), from `clientDir`. */
function firstLoadJs(html, clientDir) {
  return moduleClosure(pageScripts(html), (file) => readFileSync(path.join(clientDir, file), 'utf8'))
}

/** The build's React Router manifest (`build/client/assets/manifest-*.js`). */
function readManifest(clientDir) {
  const manifestFile = readdirSync(path.join(clientDir, 'assets')).find((f) => /^manifest-.*\.js$/.test(f))
  return JSON.parse(
    readFileSync(path.join(clientDir, 'assets', manifestFile), 'utf8')
      .replace(/^window\.__reactRouterManifest=/, '')
      .replace(/;\s*$/, ''),
  )
}

/** The framework floor, KB gzip: what every hydrated page loads (the client entry and the root route, with imports). */
function frameworkFloorKb(manifest, clientDir) {
  const read = (file) => readFileSync(path.join(clientDir, file), 'utf8')
  const files = moduleClosure([manifest.entry.module, manifest.routes.root.module], read)
  return files.reduce((sum, f) => sum + gzipSync(readFileSync(path.join(clientDir, f))).length, 0) / 1024
}

/** A page's first-load JS budget, KB gzip. */
export function jsBudgetKb(html, floorKb) {
  return isReadingPage(html) ? READING_JS_BUDGET_KB : floorKb + OWN_JS_BUDGET_KB
}

/** `bytesFor(route)` for the server at `base` serving the build in `clientDir`. */
export function createByteCounter({ base, clientDir }) {
  const gz = (file) => gzipSync(readFileSync(path.join(clientDir, file))).length
  const manifest = readManifest(clientDir)
  const floorKb = frameworkFloorKb(manifest, clientDir)
  const routeModules = new Map(Object.values(manifest.routes).map((r) => [r.module, r.id]))

  return async function bytesFor(route) {
    const response = await fetch(base + route, { headers: { 'accept-encoding': 'identity' } })
    const html = await response.text()
    // Every module a page loads on first load: its scripts plus their static imports, followed through the build.
    const js = firstLoadJs(html, clientDir)
    const css = [...new Set([...html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]))]
    const own = js.filter((f) => routeModules.has(f) && !/^(root|routes\/_)/.test(routeModules.get(f)))
    const { total, parts } = firstResponseParts(html)
    return {
      jsKb: js.reduce((sum, f) => sum + gz(f), 0) / 1024,
      jsBudgetKb: jsBudgetKb(html, floorKb),
      reading: isReadingPage(html),
      cssKb: css.reduce((sum, f) => sum + gz(f), 0) / 1024,
      routeChunkKb: own.reduce((max, f) => Math.max(max, gz(f)), 0) / 1024,
      firstResponseBrKb: total,
      inlineCssBrKb: parts.css.alone,
      // what each part adds to the first response (KB brotli): css, hydration, bootstrap, jsonLd, icons, markup
      firstResponseShares: Object.fromEntries(Object.entries(parts).map(([name, part]) => [name, part.share])),
      renderBlockingCss: /<link rel="stylesheet"(?![^>]*media="print")[^>]*>/.test(
        html.replace(/<noscript>[\s\S]*?<\/noscript>/g, ''),
      ),
      modulepreloads: (html.match(/rel="modulepreload"/g) ?? []).length,
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const clientDir = path.resolve('build/client')
  const gz = (file) => gzipSync(readFileSync(path.join(clientDir, file))).length / 1024
  const floorKb = frameworkFloorKb(readManifest(clientDir), clientDir)
  const pages = readdirSync(clientDir, { recursive: true })
    .filter((file) => path.basename(file) === 'index.html')
    .map((file) => {
      const html = readFileSync(path.join(clientDir, file), 'utf8')
      const js = firstLoadJs(html, clientDir)
      const route = `/${path.dirname(file)}`.replace(/\/\.$/, '/')
      return { route, js, kb: js.reduce((sum, f) => sum + gz(f), 0), budget: jsBudgetKb(html, floorKb) }
    })
    .sort((a, b) => b.kb - a.kb)
  console.log(
    `Budgets: a page that is read ${READING_JS_BUDGET_KB} KB; any other the framework floor ${floorKb.toFixed(2)} KB + ${OWN_JS_BUDGET_KB} KB = ${(floorKb + OWN_JS_BUDGET_KB).toFixed(2)} KB\n`,
  )
  for (const p of pages) {
    const kind = p.budget === READING_JS_BUDGET_KB ? 'read    ' : 'hydrated'
    console.log(
      `${p.kb.toFixed(2)} KB  ${kind}  ${p.route}${p.kb > p.budget ? `  OVER ${p.budget.toFixed(2)} KB` : ''}`,
    )
  }
  console.log(`\n${pages[0].route}: ${pages[0].js.map((f) => `${f} ${gz(f).toFixed(2)}`).join(', ')}`)
  const over = pages.filter((p) => p.kb > p.budget)
  console.log(
    over.length
      ? `${over.length} of ${pages.length} pages over their first-load JS budget`
      : `Every page within its first-load JS budget.`,
  )
  process.exitCode = over.length ? 1 : 0
}
