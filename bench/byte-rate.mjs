// The page path against a static file (issue 44): requests and bytes per second of pages and of static assets from one
// production server, brotli, in the same run. A prerendered page is a file, and a cached one a stored answer, which the
// server answers like a static asset (http/fast-path.ts), so it should move their bytes about as fast: the budget is
// at least 0.8 of the root stylesheet's byte rate for each page (a file of about the same size; the favicon is listed
// for reference, its small answers are bound by requests, not bytes). Two rounds, the second in reverse order, so a
// busy moment on a shared machine does not fall on one path only. Run by bench/run.mjs, or alone after
// `npm run build`: `node bench/byte-rate.mjs` (exits 1 on a miss). Measures req/s and bytes/s per path.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createLoadMeter } from './load.mjs'
import { startServer } from './server.mjs'

export const BYTE_RATE_BUDGET = 0.8
// `/` and the android guide show database content and come from the page cache (a content version, decisions 011 and
// 018); the privacy policy is a prerendered file. Each is a page path the budget holds.
const PAGES = ['/', '/realworkstudio/course/android', '/privacy-policy']

/** Req/s and MB/s per path (the rounds' mean), each page's byte rate as a share of the stylesheet's, and the misses. */
export async function measureByteRate({ root = '.', seconds = 4, rounds = 2 } = {}) {
  // The site's full stylesheet, as the home page links it (data-full-css; not the small late stylesheet before it).
  const stylesheet = /href="(\/assets\/root-[^"]+\.css)"/.exec(
    readFileSync(path.join(root, 'build/client/index.html'), 'utf8'),
  )[1]
  const assets = [stylesheet, '/favicon.svg']
  const server = await startServer(root)
  const samples = new Map([...PAGES, ...assets].map((url) => [url, []]))
  try {
    const meter = createLoadMeter({ base: server.base, serverCpuMs: server.cpuMs, seconds })
    for (let round = 0; round < rounds; round++) {
      const order = [...samples.keys()]
      for (const url of round % 2 ? order.reverse() : order)
        samples.get(url).push(await meter.throughput(assets.includes(url) ? 'static' : 'page', url))
    }
    meter.close()
  } finally {
    await server.stop()
  }
  const mean = (list, key) => Math.round((list.reduce((sum, s) => sum + s[key], 0) / list.length) * 10) / 10
  const paths = [...samples].map(([url, list]) => ({
    url,
    kind: assets.includes(url) ? 'static' : 'page',
    perSecond: Math.round(mean(list, 'perSecond')),
    mbPerSecond: mean(list, 'mbPerSecond'),
    cpuUsPerRequest: Math.round(mean(list, 'cpuUsPerRequest')),
    errors: list.reduce((sum, s) => sum + s.errors, 0),
  }))
  const reference = paths.find((p) => p.url === assets[0])
  for (const p of paths)
    if (p.kind === 'page') p.share = Math.round((p.mbPerSecond / reference.mbPerSecond) * 100) / 100
  const misses = paths
    .filter((p) => p.kind === 'page' && (p.share < BYTE_RATE_BUDGET || p.errors))
    .map(
      (p) =>
        `${p.url} ${p.mbPerSecond} MB/s is ${p.share} of the stylesheet's ${reference.mbPerSecond} MB/s (< ${BYTE_RATE_BUDGET})${p.errors ? `, ${p.errors} errors` : ''}`,
    )
  for (const p of paths)
    console.log(
      `byte rate: ${p.kind} ${p.url}: ${p.perSecond} req/s, ${p.mbPerSecond} MB/s, ${p.cpuUsPerRequest} µs CPU per request${p.share === undefined ? '' : `, ${p.share} of the stylesheet's byte rate`}`,
    )
  return { reference: reference.url, budget: BYTE_RATE_BUDGET, paths, misses }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await measureByteRate()
  if (result.misses.length) {
    console.log(`Byte-rate misses: ${result.misses.join('; ')}`)
    process.exit(1)
  }
  console.log("Every page keeps the static file's byte rate budget.")
}
