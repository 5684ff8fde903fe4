import type { PDFFont, PDFPage } from 'pdf-lib'
import { newPdfDocument, rgb } from './pdf-lib.server'
import QRCode from 'qrcode'
import { company } from '~/content/company'
import { formatDate } from '~/lib/format'
import type { Certificate } from './certificates.server'
import { interBold, interRegular } from './fonts/inter.server'
import { recentRenders } from './recent-renders.server'

/** A4 landscape, in points. */
const WIDTH = 841.89
const HEIGHT = 595.28
export const INDIGO = rgb(0x43 / 255, 0x38 / 255, 0xca / 255)
export const INK = rgb(0x0f / 255, 0x17 / 255, 0x2a / 255)
export const MUTED = rgb(0x47 / 255, 0x55 / 255, 0x69 / 255)
const AMBER = rgb(0xf5 / 255, 0x9e / 255, 0x0b / 255)

/**
 * The printable certificate: A4 landscape with the company's name and logo, the holder, course, completion date and
 * mentor, the identifier and a QR code of the verify page (`verifyUrl`). Fonts are embedded (subset), so it prints the
 * same everywhere; the text stays text (searchable, and read back by the tests).
 */
export async function certificatePdf(cert: Certificate, verifyUrl: string): Promise<Uint8Array> {
  const doc = await newPdfDocument()
  const regular = await doc.embedFont(interRegular, { subset: true })
  const bold = await doc.embedFont(interBold, { subset: true })
  const issued = new Date(cert.issuedAt)
  doc.setTitle(`${cert.courseTitle}: certificate of ${cert.holderName} (${cert.id})`)
  doc.setAuthor(company.legalName)
  doc.setSubject(`Certificate ${cert.id}, verifiable at ${verifyUrl}`)
  doc.setCreator(company.name)
  doc.setProducer(company.name)
  doc.setCreationDate(issued)
  doc.setModificationDate(issued)
  doc.setLanguage('en-IN')
  const page = doc.addPage([WIDTH, HEIGHT])

  // Frame: an indigo border and a thin amber line inside it.
  page.drawRectangle({ x: 20, y: 20, width: WIDTH - 40, height: HEIGHT - 40, borderColor: INDIGO, borderWidth: 3 })
  page.drawRectangle({ x: 30, y: 30, width: WIDTH - 60, height: HEIGHT - 60, borderColor: AMBER, borderWidth: 0.75 })

  drawLogo(page, 60, HEIGHT - 110, 48)
  page.drawText(company.name, { x: 120, y: HEIGHT - 82, size: 18, font: bold, color: INK })
  page.drawText(`Training studio · ${company.address.city}, India`, {
    x: 120,
    y: HEIGHT - 100,
    size: 10.5,
    font: regular,
    color: MUTED,
  })

  const centre = (text: string, y: number, size: number, font: PDFFont, color = INK, maxWidth = 660) => {
    let s = size
    while (s > 10 && font.widthOfTextAtSize(text, s) > maxWidth) s -= 1
    page.drawText(text, { x: (WIDTH - font.widthOfTextAtSize(text, s)) / 2, y, size: s, font, color })
  }
  centre('CERTIFICATE OF COMPLETION', HEIGHT - 170, 15, bold, INDIGO)
  centre('This certifies that', HEIGHT - 215, 13, regular, MUTED)
  centre(cert.holderName, HEIGHT - 265, 38, bold)
  page.drawLine({
    start: { x: WIDTH / 2 - 180, y: HEIGHT - 280 },
    end: { x: WIDTH / 2 + 180, y: HEIGHT - 280 },
    thickness: 0.75,
    color: AMBER,
  })
  centre('has completed the tasks of', HEIGHT - 310, 13, regular, MUTED)
  centre(cert.courseTitle, HEIGHT - 345, 24, bold)
  centre(
    `on ${formatDate(cert.completedOn)}, with the work approved by mentor ${cert.mentor}.`,
    HEIGHT - 375,
    12.5,
    regular,
    MUTED,
  )
  if (cert.grade) centre(`Grade: ${cert.grade}`, HEIGHT - 397, 12.5, bold, INK)

  // Issuer, bottom left.
  page.drawText(company.legalName, { x: 60, y: 92, size: 12, font: bold, color: INK })
  page.drawText(`Issued on ${formatDate(cert.issuedAt.slice(0, 10))} · ${company.emails[1]?.address ?? ''}`, {
    x: 60,
    y: 74,
    size: 10,
    font: regular,
    color: MUTED,
  })
  page.drawText(`Certificate ID ${cert.id}`, { x: 60, y: 56, size: 10, font: bold, color: INK })

  // QR code of the verify page, bottom right, with the address under it.
  const qrSize = 104
  const qrX = WIDTH - 60 - qrSize
  drawQr(page, verifyUrl, qrX, 74, qrSize)
  const caption = 'Scan or visit to verify:'
  page.drawText(caption, {
    x: qrX + qrSize - regular.widthOfTextAtSize(caption, 8.5),
    y: 62,
    size: 8.5,
    font: regular,
    color: MUTED,
  })
  const shortUrl = verifyUrl.replace(/^https?:\/\//, '')
  let urlSize = 8.5
  while (urlSize > 5 && regular.widthOfTextAtSize(shortUrl, urlSize) > 300) urlSize -= 0.5
  page.drawText(shortUrl, {
    x: qrX + qrSize - regular.widthOfTextAtSize(shortUrl, urlSize),
    y: 50,
    size: urlSize,
    font: regular,
    color: INK,
  })
  return doc.save()
}

/** The company's mark (public/favicon.svg: an indigo rounded square, a white R and an amber dot) at `size` points. */
export function drawLogo(page: PDFPage, x: number, y: number, size: number) {
  const scale = size / 64
  const top = y + size // SVG paths are drawn from the top-left corner
  page.drawSvgPath('M14 0h36a14 14 0 0 1 14 14v36a14 14 0 0 1-14 14H14A14 14 0 0 1 0 50V14A14 14 0 0 1 14 0z', {
    x,
    y: top,
    scale,
    color: INDIGO,
  })
  page.drawSvgPath(
    'M18 46V18h14.5c6.4 0 10.5 3.6 10.5 9 0 4-2.2 6.9-5.9 8.2L45 46h-7.6l-6.9-10H25v10zm7-16h7c2.6 0 4.1-1.3 4.1-3.4S34.6 23.3 32 23.3h-7z',
    { x, y: top, scale, color: rgb(1, 1, 1) },
  )
  page.drawCircle({ x: x + 48 * scale, y: top - 46 * scale, size: 4 * scale, color: AMBER })
}

/** A QR code as vector squares (crisp at any print size), one rectangle per run of dark modules in a row. */
function drawQr(page: PDFPage, text: string, x: number, y: number, size: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const count = qr.modules.size
  const quiet = 4 // the quiet zone the QR standard asks for, in modules, inside `size`
  const cell = size / (count + quiet * 2)
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) })
  for (let row = 0; row < count; row++) {
    let col = 0
    while (col < count) {
      if (!qr.modules.get(row, col)) {
        col++
        continue
      }
      const start = col
      while (col < count && qr.modules.get(row, col)) col++
      page.drawRectangle({
        x: x + (quiet + start) * cell,
        y: y + size - (quiet + row + 1) * cell,
        width: (col - start) * cell,
        height: cell,
        color: rgb(0, 0, 0),
      })
    }
  }
}

const recentPdfs = recentRenders<Uint8Array>(64)

/** certificatePdf, remembered for the last 64 certificates asked for (recent-renders.server.ts). */
export function cachedCertificatePdf(cert: Certificate, verifyUrl: string): Promise<Uint8Array> {
  return recentPdfs(`${cert.id} ${verifyUrl}`, () => certificatePdf(cert, verifyUrl))
}
