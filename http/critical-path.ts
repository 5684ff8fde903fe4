// A page that paints from its first response (issue 10, docs/decisions/004): no module preloads, the page's
// critical CSS inlined, the full stylesheet not fetched during the load, the app's scripts imported after the first
// paint. scripts/critical-css.mjs produces it for the prerendered pages with beasties; the page cache gives a
// query-string variant of a path the same head by reusing the prerendered page's critical CSS (the variants of a path
// share its markup, so they share its styles).

/**
 * What every page served from a prerendered or cached body gets: no `<link rel="modulepreload">` competing with the
 * first paint (the one preload left is the brand font's, app/root.tsx), its icons drawn from symbols in the page itself (`readAsset(url)` returns a built
 * asset's text; without it the icons keep pointing at the sprite file), and React Router's bootstrap importing the
 * app only after the first paint.
 */
/** A built asset's text by its URL path (`/assets/…`); throws for a missing file. */
export type ReadAsset = (url: string) => string

export function paintFirst(html: string, readAsset?: ReadAsset): string {
  const trimmed = html.replace(/<link rel="modulepreload"[^>]*>/g, '')
  return hydrateAfterFirstPaint(readAsset ? inlineIcons(trimmed, readAsset) : trimmed)
}

// An icon as <Icon> renders it: a <use> of a symbol of the sprite file (`<use …></use>` as React writes it, `<use …/>`
// once beasties has reserialised the page). The root layout renders an empty, undisplayed
// <svg data-icons> at the top of the body for the page's own copies of the symbols.
const ICON_USE = /<use href="(\/assets\/icons-[\w-]+\.svg)#([\w-]+)"(\/>|><\/use>)/g
const ICON_SLOT = /<svg data-icons=""([^>]*?)(?:\/>|><\/svg>)/
const sprites = new Map<string, Map<string, string>>() // sprite URL (content-hashed) -> Map of symbol id -> <symbol> markup

/**
 * Copies the symbols a page's icons use from the sprite file into the page's icon slot and points the icons at the
 * copies. Without it the first paint waits on one more request (the sprite) on a slow link, and Lighthouse's LCP
 * estimate counts that request. React leaves the rewritten `href`s alone when it hydrates (it does not patch
 * attributes), and icons it renders later (another page, a lazily loaded view) point at the sprite file, which the
 * browser then fetches once and caches.
 */
export function inlineIcons(html: string, readAsset: ReadAsset): string {
  if (!ICON_SLOT.test(html)) return html
  const used = new Map<string, string>()
  const out = html.replace(ICON_USE, (use, url: string, id: string, close: string) => {
    let symbols = sprites.get(url)
    if (!symbols) sprites.set(url, (symbols = symbolsOf(url, readAsset)))
    const symbol = symbols.get(id)
    if (!symbol) return use
    used.set(id, symbol)
    return `<use href="#${id}"${close}`
  })
  return out.replace(
    ICON_SLOT,
    (_, attributes: string) => `<svg data-icons=""${attributes}>${[...used.values()].join('')}</svg>`,
  )
}

/** The sprite's symbols by id; none when the file is missing (the icons then keep pointing at it). */
function symbolsOf(url: string, readAsset: ReadAsset): Map<string, string> {
  let sprite = ''
  try {
    sprite = readAsset(url)
  } catch {
    // not a built asset: leave its uses alone
  }
  return new Map([...sprite.matchAll(/<symbol id="([^"]+)"[\s\S]*?<\/symbol>/g)].map((m) => [m[1]!, m[0]]))
}

// React Router's bootstrap: an async inline module that statically imports the route modules, so the browser fetches
// the app's whole module graph the moment the parser reaches it, while the first screen is still being painted.
const BOOTSTRAP = /(<script type="module" async=""[^>]*>);?\n?((?:import \* as route\d+ from "[^"]+";\n)+)/

// Resolves once the first screen is on the screen: the first contentful paint has been presented (paint timing reports
// it after presentation); the images shown in the first viewport that were still loading then have loaded and decoded
// (a hidden image, lazy and never loaded, is not waited for); and two more frames have run, so the frame that shows
// them has been produced. Where paint timing is missing it starts from the images. After 3 s it resolves whatever
// happened, so that a browser that never reports the paint, or an image that never loads, still hydrates. A tab opened
// in the background hydrates when it is shown or when its (throttled) timer fires. Waiting for the first contentful
// paint alone let the scripts' requests start while the largest paint (an image, or text parsed after the first paint)
// was still to come, and Lighthouse then counted them in its LCP estimate (decision 004, round 9).
export const FIRST_PAINT =
  'new Promise((ready) => { setTimeout(ready, 3000); ' +
  'const frames = () => requestAnimationFrame(() => requestAnimationFrame(ready)); ' +
  'const inView = ({ width, top, bottom }) => width > 0 && top < innerHeight && bottom > 0; ' +
  'const shown = () => Promise.all([...document.images].filter((image) => !image.complete && ' +
  'inView(image.getBoundingClientRect())).map((image) => image.decode().catch(() => {}))).then(frames); ' +
  "PerformanceObserver.supportedEntryTypes?.includes('paint') ? " +
  "new PerformanceObserver((list, observer) => list.getEntriesByName('first-contentful-paint').length && " +
  "(observer.disconnect(), shown())).observe({ type: 'paint', buffered: true }) : shown() })"

// Resolves once the page's later rules (`<link data-late-css>`, scripts/critical-css.mjs: the rules only its scripts can
// make match) are in the document, or at once when it has none. Started after FIRST_PAINT, beside the modules' imports,
// and awaited before hydration, so no script renders a class whose rule is missing. A failed load resolves too (the
// page then works as before the split, with those classes unstyled until the full stylesheet comes).
export const LATE_CSS =
  "new Promise((done) => { const late = document.querySelector('link[data-late-css]'); if (!late) return done(); " +
  "document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href: late.href, " +
  'onload: done, onerror: done })) })'

/**
 * Makes React Router's bootstrap import the route modules (and, after them, the entry) once the browser has shown the
 * first screen (FIRST_PAINT), and load the page's later rules (LATE_CSS) beside them. On a slow link the HTML, the inlined CSS and the first screen's images then have the
 * connection to themselves, instead of sharing it with ~120 KB of scripts the first paint does not need (the page reads
 * and works without them). The bootstrap's other statements are unchanged; its route modules are the same namespace objects.
 */
export function hydrateAfterFirstPaint(html: string): string {
  return html.replace(BOOTSTRAP, (_, open: string, imports: string) => {
    const modules = [...imports.matchAll(/import \* as (route\d+) from ("[^"]+");/g)]
    const names = modules.map((m) => m[1]).join(', ')
    const loads = modules.map((m) => `import(${m[2]})`).join(', ')
    return `${open}const [${names}] = await ${FIRST_PAINT}.then(() => Promise.all([${loads}, ${LATE_CSS}]));\n`
  })
}

const CRITICAL_HEAD =
  /<style>[\s\S]*?<\/style>(?:<link rel="stylesheet"[^>]*data-late-css>)?<link rel="stylesheet"[^>]*media="print" disabled data-full-css><noscript>[\s\S]*?<\/noscript>/
const LATE_LINK = /<link rel="stylesheet" href="([^"]+)" media="print" disabled data-late-css>/

/** A processed prerendered page's inlined CSS and deferred stylesheets, and the classes and elements its HTML has. */
export interface CriticalParts {
  head: string
  features: Set<string>
}

/** The class and element names of an HTML document's body (as scripts/critical-css.mjs reads them). */
export function htmlFeatures(html: string): Set<string> {
  const body = html.slice(Math.max(0, html.indexOf('<body')))
  return new Set([
    ...[...body.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1]!.replaceAll('&amp;', '&').split(/\s+/)),
    ...[...body.matchAll(/<([a-z][a-z0-9]*)/g)].map((m) => m[1]!),
  ])
}

/** The inlined CSS and deferred stylesheets of a processed prerendered page, if it has them. */
export function criticalPartsOf(html: string): CriticalParts | undefined {
  const head = CRITICAL_HEAD.exec(html)?.[0]
  return head ? { head, features: htmlFeatures(html) } : undefined
}

/**
 * Gives a rendered page the critical head of its prerendered sibling and its icons' symbols (`readAsset` as for
 * `paintFirst`); unchanged when the prerendered page has no critical head. The sibling's inlined CSS covers the
 * classes and elements of its own HTML; a page that uses one more (a guide's other phase, a post, content staff
 * added) gets the sibling's later rules inlined too, so its first paint has every rule it can need.
 */
export function withCriticalHead(html: string, parts: CriticalParts | undefined, readAsset?: ReadAsset): string {
  if (!parts) return html
  const stylesheet = /<link rel="stylesheet" href="\/assets\/[^"]+\.css"\/?>/
  if (!stylesheet.test(html)) return html
  let head = parts.head
  const late = LATE_LINK.exec(head)
  if (late && readAsset && [...htmlFeatures(html)].some((name) => !parts.features.has(name))) {
    const css = readAsset(late[1]!)
    head = head.replace(LATE_LINK, '').replace('</style>', () => `${css}</style>`)
  }
  return paintFirst(html, readAsset).replace(stylesheet, () => head)
}
