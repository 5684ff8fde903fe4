// Writes app/fonts/inter-subset.woff2, the one web font file: Inter's variable Latin file from @fontsource-variable
// cut to the characters our pages are written in and to the weights they use (400–800). 24 KB instead of 48 KB, and
// the file is requested by every first paint (it is declared in the inlined CSS, `font-display: optional`), so each
// kilobyte is time on a slow phone. Any other character (₹, other scripts, an accented letter outside the list) comes
// from the system font through the @font-face unicode-range. Run it after upgrading the font package or changing
// CHARACTERS, and paste the printed unicode-range into app/app.css (scripts/subset-font.test.ts checks they agree).
// `node scripts/subset-font.mjs`
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const ascii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCodePoint(0x20 + i)).join('')
/** Printable ASCII, the punctuation and symbols our copy uses, and the common Western accented letters. */
export const CHARACTERS = `${ascii}\u00a0–—‘’“”…•→←↑↓≈−€™·×±©°§éèêëáàâäóöôúüñçíïÉÜ`
export const WEIGHTS = { min: 400, max: 800 }

/** The CSS unicode-range of a set of characters: sorted code points, runs joined (U+0020-007E, U+00A0, …). */
export function unicodeRange(characters) {
  const points = [...new Set([...characters].map((c) => c.codePointAt(0)))].sort((a, b) => a - b)
  const hex = (n) => n.toString(16).toUpperCase().padStart(4, '0')
  const runs = []
  for (const point of points) {
    const last = runs.at(-1)
    if (last && point === last[1] + 1) last[1] = point
    else runs.push([point, point])
  }
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ')
}

/** The subset font file's bytes, cut from the installed @fontsource-variable/inter (deterministic). */
export async function subsetInter() {
  const { default: subsetFont } = await import('subset-font')
  const source = readFileSync(
    path.join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
  )
  return subsetFont(source, CHARACTERS, { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS } })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const font = await subsetInter()
  writeFileSync(path.join(root, 'app/fonts/inter-subset.woff2'), font)
  console.log(`app/fonts/inter-subset.woff2: ${font.length} bytes\nunicode-range: ${unicodeRange(CHARACTERS)};`)
}
