// First-load bytes of a page for `npm run bench` (bench/run.mjs), deterministic, from the build: its JS and CSS (gzip),
// its largest own route chunk, and its first response's HTML (brotli, quality 11) with its parts' shares
// (bench/first-response.mjs).
// Alone, after `npm run build`: `node bench/bytes.mjs` lists every prerendered page's first-load JS, largest first, with
// the chunks of the largest, and exits 1 when a page is over JS_BUDGET_KB.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { moduleClosure, pageScripts } from '../scripts/module-closure.mjs'
import { firstResponseParts } from './first-response.mjs'

/** First-load JavaScript, gzip, every public page (issue 44: 10 KB of headroom under the 125 KB of before). */
export const JS_BUDGET_KB = 115

/** The chunks a page's HTML loads before it hydrates (its scripts and their static imports), from `clientDir`. */
function firstLoadJs(html, clientDir) {
  return moduleClosure(pageScripts(html), (file) => readFileSync(path.join(clientDir, file), 'utf8'))
}

/** `bytesFor(route)` for the server at `base` serving the build in `clientDir`. */
export function createByteCounter({ base, clientDir }) {
  const gz = (file) => gzipSync(readFileSync(path.join(clientDir, file))).length
  const manifestFile = readdirSync(path.join(clientDir, 'assets')).find((f) => /^manifest-.*\.js$/.test(f))
  const manifest = JSON.parse(
    readFileSync(path.join(clientDir, 'assets', manifestFile), 'utf8')
      .replace(/^window\.__reactRouterManifest=/, '')
      .replace(/;\s*$/, ''),
  )
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
  const pages = readdirSync(clientDir, { recursive: true })
    .filter((file) => path.basename(file) === 'index.html')
    .map((file) => {
      const js = firstLoadJs(readFileSync(path.join(clientDir, file), 'utf8'), clientDir)
      const route = `/${path.dirname(file)}`.replace(/\/\.$/, '/')
      return { route, js, kb: js.reduce((sum, f) => sum + gz(f), 0) }
    })
    .sort((a, b) => b.kb - a.kb)
  for (const p of pages) console.log(`${p.kb.toFixed(2)} KB  ${p.route}`)
  console.log(`\n${pages[0].route}: ${pages[0].js.map((f) => `${f} ${gz(f).toFixed(2)}`).join(', ')}`)
  const over = pages.filter((p) => p.kb > JS_BUDGET_KB)
  console.log(
    over.length
      ? `${over.length} of ${pages.length} pages over the ${JS_BUDGET_KB} KB first-load JS budget`
      : `Every page within the ${JS_BUDGET_KB} KB first-load JS budget.`,
  )
  process.exitCode = over.length ? 1 : 0
}
