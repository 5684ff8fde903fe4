import QRCode from 'qrcode'
import { escapeXml } from '~/lib/xml'
import { decimalRupees } from '~/lib/money'

export interface UpiRequest {
  /** The payee's UPI ID (`pa`) and name (`pn`). */
  payee: { id: string; payeeName: string }
  amountPaise: number
  /** The enrolment's reference: `tr` (the payee's transaction reference) and the start of the note. */
  reference: string
  /** The note the payer's app shows (`tn`), cut to 50 characters as some apps do. */
  note: string
}

/**
 * A UPI deep link as NPCI's linking specification has it: `upi://pay?pa=…&pn=…&am=…&tr=…&tn=…&cu=INR`. Every UPI app
 * on a phone opens it with the amount filled in; the same text drawn as a QR code is what a desktop visitor scans.
 * Values are percent-encoded (spaces as %20: some apps show a literal '+').
 */
export function upiLink({ payee, amountPaise, reference, note }: UpiRequest): string {
  const params: [string, string][] = [
    ['pa', payee.id],
    ['pn', payee.payeeName.slice(0, 50)],
    ['am', decimalRupees(amountPaise)],
    ['tr', reference.slice(0, 35)],
    ['tn', note.slice(0, 50)],
    ['cu', 'INR'],
  ]
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`
}

/** The UPI link of an enrolment's fee: its reference as `tr`, and the reference and course as the note. */
export function enrolmentUpiLink(
  payee: UpiRequest['payee'],
  enrolment: { reference: string; courseTitle: string },
  amountPaise: number,
): string {
  return upiLink({
    payee,
    amountPaise,
    reference: enrolment.reference,
    note: `${enrolment.reference} ${enrolment.courseTitle}`,
  })
}

/** The link as an SVG QR code (medium error correction, a quiet zone of four modules), titled for screen readers. */
export async function upiQrSvg(link: string, title: string): Promise<string> {
  const svg = await QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 })
  return svg.replace('<svg ', `<svg role="img" aria-label="${escapeXml(title)}" `)
}

/** The QR code as a PNG, for the payment request mail (mail clients block SVG). */
export async function upiQrPng(link: string): Promise<Buffer> {
  return QRCode.toBuffer(link, { type: 'png', errorCorrectionLevel: 'M', margin: 4, width: 320 })
}
