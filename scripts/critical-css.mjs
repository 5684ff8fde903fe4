// Build post-step (issue 10, docs/decisions/004): each prerendered page paints from its first response.
// - beasties inlines the rules of the stylesheet that the page's own HTML uses into a <style> in the head;
// - the full stylesheet still loads, as `media="print"` switched on by one invariant inline script at the end of the
//   body (its hash joins the page's CSP at server start-up like React Router's scripts), with a <noscript> link for
//   visitors without JavaScript;
// - the module preloads and the font preload are removed: measured, they competed with the first paint on slow 4G.
//   The modules are still imported by React Router's bootstrap script; the font uses font-display: optional, so a
//   late font never shifts the layout.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import Beasties from 'beasties'
import { dropPreloads } from '../server/critical-path.js'

const root = path.resolve(process.argv[2] ?? 'build/client')

async function* pages(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* pages(full)
    else if (entry.name === 'index.html') yield full
  }
}

const beasties = new Beasties({
  path: root,
  publicPath: '/',
  preload: 'media-script',
  pruneSource: false, // the full stylesheet is shared by every page and by client navigation
  reduceInlineStyles: false,
  inlineFonts: false,
  preloadFonts: false,
  fonts: true, // keep @font-face so text in the first paint asks for Inter at once
  keyframes: 'critical',
  compress: true,
  logLevel: 'warn',
})

let count = 0
let before = 0
let after = 0
for await (const file of pages(root)) {
  const html = await readFile(file, 'utf8')
  const out = await beasties.process(dropPreloads(html))
  await writeFile(file, out)
  before += html.length
  after += out.length
  count++
}
console.log(`critical-css: ${count} pages, ${Math.round(before / 1024)} KB -> ${Math.round(after / 1024)} KB of HTML`)
