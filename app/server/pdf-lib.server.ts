// pdf-lib and its font kit load with the first PDF a process draws, not when the server starts: importing them costs
// about 0.6 CPU-seconds, a quarter of a server's start (node --cpu-prof of build/http/index.js up to /healthz), and
// most processes never draw a PDF. The test suite starts about thirty servers.
import type { ColorTypes, PDFDocument, RGB } from 'pdf-lib'

/** A colour as pdf-lib's `rgb()` makes it (each part 0 to 1), without loading pdf-lib. */
export function rgb(red: number, green: number, blue: number): RGB {
  return { type: 'RGB' as ColorTypes.RGB, red, green, blue }
}

const load = () => Promise.all([import('pdf-lib'), import('@pdf-lib/fontkit')])
let loading: ReturnType<typeof load> | undefined

/** A new, empty PDF document with the font kit registered, so fonts embed (as subsets). */
export async function newPdfDocument(): Promise<PDFDocument> {
  loading ??= load()
  const [{ PDFDocument }, fontkit] = await loading
  const doc = await PDFDocument.create()
  doc.registerFontkit(fontkit.default)
  return doc
}
