// A page that paints from its first response (issue 10, docs/decisions/004): no module or font preloads, the page's
// critical CSS inlined, the full stylesheet not fetched during the load, the app's scripts imported after the first
// paint. scripts/critical-css.mjs produces it for the prerendered pages with beasties; the page cache gives a
// query-string variant of a path the same head by reusing the prerendered page's critical CSS (the variants of a path
// share its markup, so they share its styles).

/**
 * What every page served from a prerendered or cached body gets: no `<link rel="modulepreload">` or font preload
 * competing with the first paint, and React Router's bootstrap importing the app only after it.
 */
export function paintFirst(html) {
  return hydrateAfterFirstPaint(
    html.replace(/<link rel="modulepreload"[^>]*>/g, '').replace(/<link rel="preload"[^>]*\bas="font"[^>]*>/g, ''),
  )
}

// React Router's bootstrap: an async inline module that statically imports the route modules, so the browser fetches
// the app's whole module graph the moment the parser reaches it, while the first screen is still being painted.
const BOOTSTRAP = /(<script type="module" async=""[^>]*>);?\n?((?:import \* as route\d+ from "[^"]+";\n)+)/

// Resolves once the first contentful paint has reached the screen (paint timing reports it after presentation), or,
// where paint timing is missing, two frames after the bootstrap ran; and after 3 s whatever happened, so that a browser
// that never reports the paint still hydrates. A tab opened in the background hydrates when it is shown or when its
// (throttled) timer fires.
export const FIRST_PAINT =
  "new Promise((painted) => (setTimeout(painted, 3000), PerformanceObserver.supportedEntryTypes?.includes('paint') ? " +
  "new PerformanceObserver((list, observer) => list.getEntriesByName('first-contentful-paint').length && " +
  "(observer.disconnect(), painted())).observe({ type: 'paint', buffered: true }) : " +
  'requestAnimationFrame(() => requestAnimationFrame(painted))))'

/**
 * Makes React Router's bootstrap import the route modules (and, after them, the entry) once the browser has shown the
 * first screen. On a slow link the HTML, the inlined CSS and the first screen's image then have the connection to
 * themselves, instead of sharing it with ~120 KB of scripts the first paint does not need (the page reads and works
 * without them). The bootstrap's other statements are unchanged; its route modules are the same namespace objects.
 */
export function hydrateAfterFirstPaint(html) {
  return html.replace(BOOTSTRAP, (_, open, imports) => {
    const modules = [...imports.matchAll(/import \* as (route\d+) from ("[^"]+");/g)]
    const names = modules.map((m) => m[1]).join(', ')
    const loads = modules.map((m) => `import(${m[2]})`).join(', ')
    return `${open}const [${names}] = await ${FIRST_PAINT}.then(() => Promise.all([${loads}]));\n`
  })
}

const CRITICAL_HEAD =
  /<style>[\s\S]*?<\/style><link rel="stylesheet"[^>]*media="print" disabled data-full-css><noscript>[\s\S]*?<\/noscript>/

/** The inlined CSS and deferred stylesheet of a processed prerendered page, if it has them. */
export function criticalPartsOf(html) {
  const head = CRITICAL_HEAD.exec(html)?.[0]
  return head ? { head } : undefined
}

/** Gives a rendered page the critical head of its prerendered sibling; unchanged when that is missing. */
export function withCriticalHead(html, parts) {
  if (!parts) return html
  const stylesheet = /<link rel="stylesheet" href="\/assets\/[^"]+\.css"\/?>/
  if (!stylesheet.test(html)) return html
  return paintFirst(html).replace(stylesheet, () => parts.head)
}
