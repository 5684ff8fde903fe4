// Inter (the site's typeface; SIL Open Font License, OFL.txt beside this file), Latin, regular and bold: embedded in
// certificate PDFs and drawn on certificates' share images. Inlined into the server build, so no path to resolve.
import inter400 from './inter-400.woff?inline'
import inter700 from './inter-700.woff?inline'

const fromDataUrl = (url: string) => Uint8Array.from(Buffer.from(url.slice(url.indexOf(',') + 1), 'base64'))

export const interRegular = fromDataUrl(inter400)
export const interBold = fromDataUrl(inter700)
