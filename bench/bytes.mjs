// First-load bytes of a page for `npm run bench` (bench/run.mjs), deterministic, from the build: its JS and CSS (gzip),
// its largest own route chunk, and its first response's HTML (brotli, quality 11) with its parts' shares
// (bench/first-response.mjs).
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { moduleClosure, pageScripts } from '../scripts/module-closure.mjs'
import { firstResponseParts } from './first-response.mjs'

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
    const js = moduleClosure(pageScripts(html), (file) => readFileSync(path.join(clientDir, file), 'utf8'))
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
