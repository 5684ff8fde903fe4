// Build post-step (issue 10, docs/decisions/004): each prerendered page paints from its first response, and turning on
// the rest of the stylesheet never costs the page a long task.
// - beasties inlines into a <style> in the head every rule the page can use before the visitor leaves it: the rules
//   its own HTML matches, and the rules whose classes (and element names) appear in the JavaScript the page loads or
//   may import lazily (menus, dialogs, form errors, reveal animations: states only scripts render). This is the same
//   test Tailwind uses to decide which classes exist, so a class the page can render is never missing;
// - the full stylesheet stays in the head as `<link media="print" disabled data-full-css>`: a disabled stylesheet is
//   not even fetched, so it neither blocks nor shares the connection with the first paint. The app downloads it into
//   the HTTP cache a second after hydrating, and turns it on at the first client navigation to another path
//   (app/hooks/use-full-stylesheet.ts), when a page the inlined rules were not made for is about to render.
//   Turning it on restyles the whole document, a long task on a slow phone, so it never happens during the page
//   load. Visitors without JavaScript get it from <noscript>;
// - of those rules, the ones the page's HTML cannot match (classes and elements only its scripts write) are not
//   inlined but written to a small stylesheet of their own, shared by the pages that need the same (issue 44: they
//   were 1.2-1.6 KB brotli of every first response). The page links it disabled (`data-late-css`), and React Router's
//   bootstrap loads it after the first paint, beside the app's modules, before hydrating (http/critical-path.ts), so
//   no script renders a class whose rule is not there yet. Its rules name classes no element has yet, so adding it
//   restyles nothing on the page;
// - custom properties (Tailwind's theme variables, @property rules) that no inlined rule mentions are dropped from the
//   inlined CSS (scripts/prune-css-vars.mjs); the full stylesheet still defines them all;
// - the module preloads are removed: measured, they competed with the first paint on slow 4G. The modules are
//   imported by React Router's bootstrap script once the first paint is on screen (http/critical-path.ts). The brand
//   font's preload stays (app/root.tsx, issue 43); its fallback face has Inter's metrics, so its swap moves next
//   to nothing.
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import Beasties from 'beasties'
import { paintFirst } from '../build/http/critical-path.js'
import { moduleClosure, pageScripts } from './module-closure.mjs'
import { customPropertyDefinitions, pruneCustomProperties } from './prune-css-vars.mjs'

const root = path.resolve(process.argv[2] ?? 'build/client')

async function* pages(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* pages(full)
    else if (entry.name === 'index.html') yield full
  }
}

/** The class names and element names a selector needs, unescaped (`.md\:flex` → `md:flex`). */
export function selectorFeatures(selector) {
  const unescape = (name) =>
    name.replace(/\\([0-9a-fA-F]{1,6}\s?|.)/g, (_, esc) =>
      /^[0-9a-fA-F]/.test(esc) && esc.trim().length > 1 ? String.fromCodePoint(parseInt(esc, 16)) : esc,
    )
  // attribute selectors' contents are neither classes nor elements (escaped brackets belong to class names)
  const stripped = selector.replace(/(?<!\\)\[(?:\\.|[^\]\\])*\]/g, '[]')
  const classes = [...stripped.matchAll(/\.((?:\\[0-9a-fA-F]{1,6}\s?|\\.|[\w-])+)/g)].map((m) => unescape(m[1]))
  const elements = [...stripped.matchAll(/(?:^|[\s>+~,(])([a-z][a-z0-9]*)(?=$|[\s>+~,).#:[])/g)].map((m) => m[1])
  return [...classes, ...elements]
}

/** Whether `name` is written in `code` as a word of a string: between quotes, backticks or spaces. */
export function writtenIn(code, name) {
  const edges = ' \t\n"\'`'
  for (let at = code.indexOf(name); at !== -1; at = code.indexOf(name, at + 1)) {
    const before = at === 0 ? ' ' : code[at - 1]
    const after = at + name.length === code.length ? ' ' : code[at + name.length]
    if (edges.includes(before) && edges.includes(after)) return true
  }
  return false
}

const assets = new Map()
/** A built asset's text by its URL path (a chunk's code, the icon sprite), read once for all pages. */
function asset(file) {
  if (!assets.has(file)) assets.set(file, readFileSync(path.join(root, file), 'utf8'))
  return assets.get(file)
}

/**
 * A beasties `allowRules` entry (beasties calls `test(selector)` on RegExp entries): a selector whose classes and
 * elements all occur in the page's HTML or scripts is inlined, whether or not the server HTML matches it today, and so
 * is a selector with neither.
 */
class UsableBy extends RegExp {
  constructor(html, code) {
    super('')
    this.html = htmlFeatures(html)
    this.code = code
    this.known = new Map()
  }
  test(selector) {
    const features = selectorFeatures(selector)
    // Selectors of neither classes nor elements are the base rules every page needs (`[hidden]`, `:focus-visible`,
    // `:target`, `[id]`, `*`); beasties cannot match pure pseudo-classes against static HTML and drops them.
    if (features.length === 0) return true
    return features.every((name) => {
      if (!this.known.has(name)) {
        this.known.set(name, this.html.has(name) || this.code.some((code) => writtenIn(code, name)))
      }
      return this.known.get(name)
    })
  }
}

const DEFERRED = /<link rel="stylesheet" href="([^"]+)" media="print" data-beasties-media="all">/
const ACTIVATION = /<script>document\.querySelectorAll\('link\[data-beasties-media\]'\)[\s\S]*?<\/script>/

/**
 * Whether a built chunk renders anything: classes are written in components, never in copy. A chunk of copy alone (a
 * guide's content, imported lazily, twelve of them reachable from every guide) is prose whose words ("table",
 * "container", "filter") would otherwise count as classes.
 */
const renders = (code) => /\bjsxs?\b/.test(code)

/**
 * The stylesheet's @font-face rules (Inter, `font-display: fallback`, and its metric-matched fallback), for every
 * page: all text is set in var(--font-sans), which beasties cannot see through, so it judged Inter unused and left it
 * out, and no first paint ever asked for the font (issue 32: the brand font never applied on prerendered pages).
 */
export function fontFaces(sheet) {
  return (
    asset(sheet.replace(/^\//, ''))
      .match(/@font-face\{[^}]*\}/g)
      ?.join('') ?? ''
  )
}

/**
 * The top-level items of minified CSS: `{ prelude, body }` for a block (`body` is what its braces hold) and
 * `{ prelude }` for a statement (`@layer a,b;`). Quoted strings may hold braces and semicolons.
 */
export function cssItems(css) {
  const items = []
  let start = 0
  let depth = 0
  let open = -1
  for (let i = 0; i < css.length; i++) {
    const c = css[i]
    if (c === '\\') i++
    else if (c === '"' || c === "'") {
      for (i++; i < css.length && css[i] !== c; i++) if (css[i] === '\\') i++
    } else if (c === '{') {
      if (depth++ === 0) open = i
    } else if (c === '}') {
      if (--depth === 0) {
        items.push({ prelude: css.slice(start, open).trim(), body: css.slice(open + 1, i) })
        start = i + 1
      }
    } else if (c === ';' && depth === 0) {
      items.push({ prelude: css.slice(start, i).trim() })
      start = i + 1
    }
  }
  return items
}

/** A selector list's selectors (commas inside `:is()`, `:not()` or `[…]` do not separate). */
export function selectorsOf(list) {
  const selectors = []
  let depth = 0
  let start = 0
  for (let i = 0; i < list.length; i++) {
    const c = list[i]
    if (c === '\\') i++
    else if (c === '(' || c === '[') depth++
    else if (c === ')' || c === ']') depth--
    else if (c === ',' && depth === 0) {
      selectors.push(list.slice(start, i))
      start = i + 1
    }
  }
  return [...selectors, list.slice(start)]
}

const GROUPING = /^@(media|supports|layer|container)\b/

/**
 * Splits a page's critical CSS into the rules its HTML can match now (`now`: any selector of the rule whose classes
 * and elements are all in `features`, the page's HTML; rules of neither; at-rules that are not groups, such as
 * @font-face, @keyframes, @property) and the rules only its scripts can make match (`later`). Groups (@media,
 * @layer, @supports) are split inside and kept in both where both have rules; each part keeps the rules' order.
 */
export function splitByHtml(css, features) {
  let now = ''
  let later = ''
  for (const { prelude, body } of cssItems(css)) {
    if (body === undefined) now += `${prelude};`
    else if (GROUPING.test(prelude)) {
      const inner = splitByHtml(body, features)
      if (inner.now) now += `${prelude}{${inner.now}}`
      if (inner.later) later += `${prelude}{${inner.later}}`
    } else if (
      prelude.startsWith('@') ||
      selectorsOf(prelude).some((selector) => selectorFeatures(selector).every((name) => features.has(name)))
    )
      now += `${prelude}{${body}}`
    else later += `${prelude}{${body}}`
  }
  return { now, later }
}

/**
 * The class and element names an HTML document uses. A class attribute's `&` is written `&amp;` (`[&_h2]:pt-4`, a
 * post's body styles): read as the stylesheet names it, or a page without scripts lost those rules (decision 031).
 */
export function htmlFeatures(html) {
  return new Set([
    ...[...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1].replaceAll('&amp;', '&').split(/\s+/)),
    ...[...html.matchAll(/<([a-z][a-z0-9]*)/g)].map((m) => m[1]),
  ])
}

const written = new Set()
/** Writes a page's later rules (with the custom properties they read) as a content-hashed asset; its URL path. */
function lateSheet(later, definitions) {
  const css = pruneCustomProperties(definitions + later)
  const file = `assets/late-${createHash('sha256').update(css).digest('base64url').slice(0, 10)}.css`
  if (!written.has(file)) writeFileSync(path.join(root, file), css)
  written.add(file)
  return `/${file}`
}

async function processPage(html) {
  // The JavaScript a page can run without leaving it: its scripts and their static and dynamic imports.
  const code = moduleClosure(pageScripts(html), asset, { lazy: true }).map(asset).filter(renders)
  const beasties = new Beasties({
    path: root,
    publicPath: '/',
    preload: 'media-script',
    pruneSource: false, // the full stylesheet is shared by every page and by client navigation
    reduceInlineStyles: false,
    // The @font-face rules are added by fontFaces() below; the font's preload is the root route's (app/root.tsx).
    inlineFonts: false,
    preloadFonts: false,
    keyframes: 'critical',
    compress: true,
    logLevel: 'warn',
    allowRules: [new UsableBy(html, code)],
  })
  const out = await beasties.process(html)
  if (!DEFERRED.test(out) || !ACTIVATION.test(out)) throw new Error('critical-css: beasties output changed shape')
  const sheet = DEFERRED.exec(out)[1]
  return out
    .replace(DEFERRED, (_, href) => `<link rel="stylesheet" href="${href}" media="print" disabled data-full-css>`)
    .replace(ACTIVATION, '')
    .replace(/<style>([\s\S]*?)<\/style>/, (_, css) => {
      const { now, later } = splitByHtml(css, htmlFeatures(html))
      const late = later
        ? `<link rel="stylesheet" href="${lateSheet(later, customPropertyDefinitions(css))}" media="print" disabled data-late-css>`
        : ''
      return `<style>${fontFaces(sheet)}${pruneCustomProperties(now)}</style>${late}`
    })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let count = 0
  let before = 0
  let after = 0
  for await (const file of pages(root)) {
    const html = paintFirst(await readFile(file, 'utf8'), asset)
    const out = await processPage(html)
    await writeFile(file, out)
    before += html.length
    after += out.length
    count++
  }
  console.log(`critical-css: ${count} pages, ${Math.round(before / 1024)} KB -> ${Math.round(after / 1024)} KB of HTML`)
}
