// The JavaScript a prerendered page runs, followed through the client build's chunks: the critical-CSS step reads it
// for the classes a page can render (lazily imported chunks included), the bench for first-load JS (static imports).

/** The build's scripts a page's HTML names: its bootstrap script's imports and any `src`/`href` of a script. */
export function pageScripts(html) {
  return [
    ...html.matchAll(/(?:from|import)\s*\(?\s*["'`](\/assets\/[^"'`]+\.js)["'`]|(?:src|href)="(\/assets\/[^"]+\.js)"/g),
  ].map((m) => m[1] ?? m[2])
}

/**
 * `entries` and every chunk they import, as `/assets/…` paths; `read(file)` returns a chunk's code. Static imports
 * only (what the first load fetches), or with `lazy` also the chunks imported with `import()`.
 */
export function moduleClosure(entries, read, { lazy = false } = {}) {
  const imports = lazy ? /(?:from|import)\s*\(?\s*["'`]\.\/([^"'`]+\.js)["'`]/g : /(?:from|import)\s*"\.\/([^"]+\.js)"/g
  const seen = new Set()
  const queue = [...entries]
  while (queue.length) {
    const file = queue.pop()
    if (seen.has(file)) continue
    seen.add(file)
    for (const m of read(file).matchAll(imports)) queue.push(`/assets/${m[1]}`)
  }
  return [...seen]
}
