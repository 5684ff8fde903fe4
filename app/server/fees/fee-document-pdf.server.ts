import type { PDFFont, PDFPage } from 'pdf-lib'
import { newPdfDocument, rgb } from '~/server/pdf-lib.server'
import { company, formatAddress } from '~/content/company'
import { HOME_STATE } from '~/content/gst-states'
import { formatDate } from '~/lib/format'
import { gstStateName, GST_RATE_PERCENT, isGstStateCode, TRAINING_SAC } from '~/lib/gst'
import { amountInWords, formatAmount } from '~/lib/money'
import { creditReasonText } from '~/content/credit-reasons'
import { paymentMethodLabel } from '~/content/payment-methods'
import type { PaymentTable } from '~/server/db/schema-fees.server'
import { drawLogo, INDIGO, INK, MUTED } from '~/server/certificate-pdf.server'
import { interBold, interRegular } from '~/server/fonts/inter.server'

/** A4 portrait, in points. */
const WIDTH = 595.28
const HEIGHT = 841.89
const LEFT = 48
const RIGHT = WIDTH - 48
const RULE = rgb(0.85, 0.87, 0.9)

/** What a document is called, from its kind and whether the company's GSTIN was set when it was issued. */
export function documentTitle(entry: Pick<PaymentTable, 'kind' | 'tax_invoice'>): string {
  if (entry.kind === 'payment') return entry.tax_invoice ? 'Tax invoice' : 'Receipt'
  return entry.kind === 'cancellation' ? 'Credit note (cancellation)' : 'Credit note (refund)'
}

/** The line under a credit note's title that says what it adjusts and why, in the student's words. */
export function creditLine(
  entry: Pick<PaymentTable, 'kind'>,
  invoice: Pick<PaymentTable, 'document_number' | 'on_day'> | undefined,
): string | null {
  if (entry.kind === 'payment') return null
  const named = invoice
    ? `${invoice.document_number} dated ${formatDate(invoice.on_day)}`
    : 'an invoice issued before credit notes named their invoice'
  return entry.kind === 'cancellation'
    ? `Cancels invoice ${named}, issued in error.`
    : `Refund against invoice ${named}.`
}

function stateLine(code: string): string {
  return isGstStateCode(code) ? `${gstStateName(code)} (state code ${code})` : code
}

/**
 * A payment's tax invoice (or, without a GSTIN, a receipt that says it is not one), or a cancellation's or refund's
 * credit note, with what CGST Rule 46 (and 53 for credit notes) asks a document to show: the supplier's name, address
 * and GSTIN; a serial number unique in its financial year; the date; the recipient's name and state; the SAC; the
 * taxable value, and the rate and amount of each tax by place of supply; the total in words; and that no tax is
 * payable on reverse charge. Drawn from the ledger row alone, so it prints the same years later. Amounts are in INR
 * (the embedded typeface has no rupee sign).
 */
export async function feeDocumentPdf(entry: PaymentTable, invoice?: Pick<PaymentTable, 'document_number' | 'on_day'>) {
  const doc = await newPdfDocument()
  const regular = await doc.embedFont(interRegular, { subset: true })
  const bold = await doc.embedFont(interBold, { subset: true })
  const title = documentTitle(entry)
  doc.setTitle(`${title} ${entry.document_number}: ${entry.recipient_name}`)
  doc.setAuthor(company.legalName)
  doc.setCreator(company.name)
  doc.setProducer(company.name)
  doc.setLanguage('en-IN')
  const created = new Date(entry.created_at)
  doc.setCreationDate(created)
  doc.setModificationDate(created)
  const page = doc.addPage([WIDTH, HEIGHT])
  const text = (value: string, x: number, y: number, size = 9.5, font: PDFFont = regular, color = INK) =>
    page.drawText(value, { x, y, size, font, color })
  const right = (value: string, x: number, y: number, size = 9.5, font: PDFFont = regular) =>
    text(value, x - font.widthOfTextAtSize(value, size), y, size, font)

  // Supplier.
  drawLogo(page, LEFT, HEIGHT - 92, 40)
  text(company.legalName, LEFT + 52, HEIGHT - 66, 13, bold)
  text(formatAddress(), LEFT + 52, HEIGHT - 81, 8.5, regular, MUTED)
  const supplierIds = [
    entry.gstin ? `GSTIN ${entry.gstin}` : null,
    `State: ${stateLine(HOME_STATE)}`,
    company.emails[1]!.address,
    company.phones[0]!.display,
  ].filter(Boolean)
  text(supplierIds.join('  ·  '), LEFT + 52, HEIGHT - 94, 8.5, regular, MUTED)

  // Title and numbers.
  let y = HEIGHT - 140
  text((entry.kind === 'payment' ? title : 'Credit note').toUpperCase(), LEFT, y, 16, bold, INDIGO)
  right(`No. ${entry.document_number}`, RIGHT, y + 2, 11, bold)
  y -= 18
  right(`Date: ${formatDate(entry.on_day)}`, RIGHT, y)
  if (!entry.tax_invoice) {
    text(
      entry.kind === 'payment'
        ? 'This receipt is not a tax invoice: it was issued without a GSTIN.'
        : 'This credit note is not issued under GST: the original was a receipt.',
      LEFT,
      y,
      9,
      regular,
      MUTED,
    )
  }

  // Recipient and supply.
  y -= 30
  text('Billed to', LEFT, y, 8.5, bold, MUTED)
  text('Place of supply', 320, y, 8.5, bold, MUTED)
  y -= 14
  text(entry.recipient_name, LEFT, y, 11, bold)
  text(stateLine(entry.place_of_supply), 320, y, 10)
  y -= 14
  text(`State: ${stateLine(entry.place_of_supply)}`, LEFT, y, 9, regular, MUTED)
  text(`Enrolment ${entry.reference}`, 320, y, 9, regular, MUTED)
  const credits = creditLine(entry, invoice)
  if (credits) {
    y -= 14
    text(fit(credits, bold, 9, RIGHT - LEFT), LEFT, y, 9, bold)
  }

  // The line and its tax.
  y -= 32
  const columns = [
    { label: 'Description', x: LEFT, align: 'left' as const },
    { label: 'SAC', x: 250, align: 'left' as const },
    { label: 'Taxable value', x: 360, align: 'right' as const },
    { label: 'Tax', x: 450, align: 'right' as const },
    { label: 'Total (INR)', x: RIGHT, align: 'right' as const },
  ]
  page.drawRectangle({ x: LEFT - 6, y: y - 6, width: RIGHT - LEFT + 12, height: 20, color: rgb(0.95, 0.96, 0.98) })
  for (const c of columns) {
    if (c.align === 'left') text(c.label, c.x, y, 8.5, bold, MUTED)
    else right(c.label, c.x, y, 8.5, bold)
  }
  y -= 22
  const description =
    entry.kind === 'payment'
      ? `Fee: ${entry.course_title}`
      : entry.kind === 'refund'
        ? `Refund of fee: ${entry.course_title}`
        : `Cancelled: ${entry.course_title}`
  text(fit(description, regular, 9.5, 195), LEFT, y)
  text(`Batch ${entry.batch_code}`, LEFT, y - 12, 8.5, regular, MUTED)
  text(TRAINING_SAC, 250, y)
  text('Commercial training and coaching', 250, y - 12, 7.5, regular, MUTED)
  right(formatAmount(entry.taxable_paise), 360, y)
  right(formatAmount(entry.cgst_paise + entry.sgst_paise + entry.igst_paise), 450, y)
  right(formatAmount(entry.amount_paise), RIGHT, y, 9.5, bold)
  y -= 30
  hr(page, y)

  // The tax, by place of supply.
  const half = GST_RATE_PERCENT / 2
  const taxRows: [string, number][] = entry.igst_paise
    ? [[`IGST at ${GST_RATE_PERCENT}%`, entry.igst_paise]]
    : [
        [`CGST at ${half}%`, entry.cgst_paise],
        [`SGST at ${half}%`, entry.sgst_paise],
        ...(entry.round_off_paise ? [['Round off', entry.round_off_paise] as [string, number]] : []),
      ]
  const summary: [string, number, boolean][] = [
    ['Taxable value', entry.taxable_paise, false],
    ...taxRows.map(([label, paise]) => [label, paise, false] as [string, number, boolean]),
    [entry.kind === 'payment' ? 'Total received' : 'Total credited', entry.amount_paise, true],
  ]
  for (const [label, paise, strong] of summary) {
    y -= 16
    text(label, 360, y, 9.5, strong ? bold : regular)
    right(formatAmount(paise), RIGHT, y, 9.5, strong ? bold : regular)
  }
  y -= 22
  text(fit(`Amount in words: ${amountInWords(entry.amount_paise)}`, regular, 9.5, RIGHT - LEFT), LEFT, y, 9.5)
  y -= 14
  text('Tax is not payable on reverse charge.', LEFT, y, 9, regular, MUTED)

  // How the money moved.
  y -= 30
  hr(page, y + 14)
  text({ payment: 'Payment', refund: 'Refund', cancellation: 'Cancellation' }[entry.kind], LEFT, y, 8.5, bold, MUTED)
  y -= 14
  const moved = [
    entry.kind === 'cancellation'
      ? `No money moved: the invoice is cancelled on ${formatDate(entry.on_day)}.`
      : `${paymentMethodLabel(entry.method)} on ${formatDate(entry.on_day)}`,
    entry.utr ? `Bank reference (UTR) ${entry.utr}` : null,
    creditReasonText(entry.reason_code) ? `Reason: ${creditReasonText(entry.reason_code)}` : null,
  ].filter((line): line is string => Boolean(line))
  for (const line of moved) {
    text(fit(line, regular, 9.5, RIGHT - LEFT), LEFT, y)
    y -= 13
  }

  // Signature.
  text(`For ${company.legalName}`, 360, 110, 9.5, bold)
  text('Authorised signatory (issued electronically)', 360, 96, 8.5, regular, MUTED)
  text(
    `Questions about this document: ${company.emails[1]!.address}, quoting ${entry.document_number}.`,
    LEFT,
    60,
    8.5,
    regular,
    MUTED,
  )
  return doc.save()
}

function hr(page: PDFPage, y: number) {
  page.drawLine({ start: { x: LEFT, y }, end: { x: RIGHT, y }, thickness: 0.6, color: RULE })
}

/** The text cut with an ellipsis to fit `width` points. */
function fit(value: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(value, size) <= width) return value
  let cut = value
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1)
  return `${cut}…`
}
