// The head of a page that paints from its first response (issue 10, docs/decisions/004): no module or font preloads,
// the page's critical CSS inlined, the full stylesheet non-blocking. scripts/critical-css.mjs produces it for the
// prerendered pages with beasties; the page cache gives a query-string variant of a path the same head by reusing the
// prerendered page's critical CSS (the variants of a path share its markup, so they share its styles).

/** Removes `<link rel="modulepreload">` and font preloads from a page's HTML. */
export function dropPreloads(html) {
  return html.replace(/<link rel="modulepreload"[^>]*>/g, '').replace(/<link rel="preload"[^>]*\bas="font"[^>]*>/g, '')
}

const CRITICAL_HEAD =
  /<style>[\s\S]*?<\/style><link rel="stylesheet"[^>]*media="print" data-full-css><noscript>[\s\S]*?<\/noscript>/

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
  return dropPreloads(html).replace(stylesheet, () => parts.head)
}
