import type { Kysely } from 'kysely'
import type { SendMailOptions } from 'nodemailer'
import { admissionsPhone, company } from '~/content/company'
import { sitePaths, pathTo } from '~/content/site-routes'
import { formatDate } from '~/lib/format'
import { formatPaise } from '~/lib/money'
import type { Database } from '~/server/db/schema.server'
import { visitorMail, type MailBlock } from '~/server/mail-text.server'
import { creditLine, feeDocumentPdf, documentTitle } from './fee-document-pdf.server'
import { feeAccount } from './fee-account.server'
import { creditedInvoiceOf } from './fee-document-file.server'
import { creditReasonText } from '~/content/credit-reasons'
import { paymentSettings, type PaymentSettings } from './payment-settings.server'
import { enrolmentUpiLink, upiQrPng } from './upi.server'
import { payableLinkOf } from '~/server/gateway/links.server'

interface Settings {
  from: string
  to: string
  siteUrl: string
}

/** The bank details as lines of a mail or a page; none when the account is not configured. */
export function bankLines(settings: PaymentSettings): string[] {
  if (!settings.bank) return []
  const { accountName, accountNumber, ifsc, bankName } = settings.bank
  return [`Account name: ${accountName}`, `Account number: ${accountNumber}`, `IFSC: ${ifsc}`, `Bank: ${bankName}`]
}

/**
 * A payment request, composed when the worker sends it from the stored request: the amount and the day it is due,
 * the enrolment's reference, the UPI link (and its QR code attached) when a UPI ID is configured, the bank details,
 * the pay page's link, what happens after paying, and the refund terms. Undefined when the lead was erased meanwhile.
 */
export async function composeFeeRequest(
  db: Kysely<Database>,
  requestId: string,
  settings: Settings,
): Promise<SendMailOptions | undefined> {
  const request = await db.selectFrom('payment_requests').selectAll().where('id', '=', requestId).executeTakeFirst()
  const account = request && (await feeAccount(db, { enrolmentId: request.enrolment_id }))
  if (!request || !account?.payToken) return undefined
  const pay = paymentSettings()
  const amount = formatPaise(request.amount_paise)
  const payPage = new URL(pathTo('pay', { token: account.payToken }), settings.siteUrl).href
  const link = pay.upi ? enrolmentUpiLink(pay.upi, account, request.amount_paise) : undefined
  const gateway = await payableLinkOf(db, requestId)
  const blocks: MailBlock[] = [
    `Dear ${account.name},`,
    `This is the fee for your place in ${account.courseTitle} (batch ${account.batchCode}, starting ${formatDate(account.startsOn)}). Please pay ${amount} by ${formatDate(request.due_on)}, quoting your enrolment reference ${account.reference}.`,
  ]
  if (gateway?.shortUrl) {
    blocks.push({
      link: gateway.shortUrl,
      text: `Pay by card, net banking or UPI (${formatPaise(gateway.amountPaise)}) through Razorpay, our payment partner; your receipt is mailed to you as soon as the payment goes through:`,
    })
  }
  if (link) {
    blocks.push(
      `${gateway ? 'Or pay' : 'Pay'} by UPI: on your phone, open the link below in any UPI app (GPay, PhonePe, Paytm, your bank's app). The amount and the reference are filled in. On a computer, scan the QR code attached to this mail with your UPI app.`,
      { link, text: `UPI: ${pay.upi!.id}, ${amount}` },
    )
  }
  const bank = bankLines(pay)
  if (bank.length > 0)
    blocks.push(
      `${link || gateway ? 'Or pay' : 'Pay'} by bank transfer (NEFT, RTGS or IMPS), with ${account.reference} as the remark:`,
      {
        list: bank,
      },
    )
  blocks.push(
    { link: payPage, text: 'Your pay page shows the same details, what you have paid, and your receipts:' },
    `After you pay, we match your payment and confirm it within one working day, and mail you the receipt${pay.gstin ? ': a GST invoice for the fee' : ''}. Prices on our site include 18% GST.`,
    { link: new URL(sitePaths.refundPolicy, settings.siteUrl).href, text: 'Our refund terms:' },
    `Questions about the fee or a part payment? Reply to this mail or call admissions on ${admissionsPhone!.display}.`,
    `${company.name} admissions`,
  )
  const mail = visitorMail(
    settings,
    { email: account.email, submissionId: account.submissionId },
    `Fee for ${account.courseTitle}: ${amount} due by ${formatDate(request.due_on)} (${account.reference})`,
    blocks,
  )
  if (link) mail.attachments = [{ filename: `upi-${account.reference}.png`, content: await upiQrPng(link) }]
  return mail
}

/** A payment's invoice or receipt, or a credit note, mailed with its PDF; undefined when the lead was erased. */
export async function composeFeeDocument(
  db: Kysely<Database>,
  paymentId: string,
  settings: Settings,
): Promise<SendMailOptions | undefined> {
  const entry = await db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirst()
  const account = entry?.enrolment_id ? await feeAccount(db, { enrolmentId: entry.enrolment_id }) : undefined
  if (!entry || !account) return undefined
  const invoice = await creditedInvoiceOf(db, entry)
  const credits = creditLine(entry, invoice)
  const reason = creditReasonText(entry.reason_code)
  const title = documentTitle(entry)
  const amount = formatPaise(Math.abs(entry.amount_paise))
  const payPage = account.payToken ? new URL(pathTo('pay', { token: account.payToken }), settings.siteUrl).href : ''
  const lead =
    entry.kind === 'payment'
      ? `Thank you: we have received ${amount} for ${account.courseTitle} (${account.reference}). Your ${title.toLowerCase()} ${entry.document_number} is attached.`
      : entry.kind === 'refund'
        ? `We have refunded ${amount} of your fee for ${account.courseTitle} (${account.reference}). The credit note ${entry.document_number} is attached; the money reaches your account within 5–7 working days of the date on it.`
        : `A payment of ${amount} recorded against ${account.reference} was entered in error, so its invoice is cancelled. No money has moved: the credit note ${entry.document_number} is attached for your records.`
  const blocks: MailBlock[] = [`Dear ${account.name},`, lead]
  if (credits) blocks.push(reason ? `${credits} ${reason}` : credits)
  if (entry.kind === 'payment')
    blocks.push(
      account.balancePaise > 0
        ? `Still due: ${formatPaise(account.balancePaise)}${account.nextDue ? `, next by ${formatDate(account.nextDue.dueOn)}` : ''}.`
        : 'Your fee is paid in full. See you at the first session.',
    )
  if (payPage) blocks.push({ link: payPage, text: 'Your pay page keeps every receipt:' })
  blocks.push(`${company.name} admissions`)
  const mail = visitorMail(
    settings,
    { email: account.email, submissionId: account.submissionId },
    `${title} ${entry.document_number}: ${account.courseTitle} (${account.reference})`,
    blocks,
  )
  mail.attachments = [
    {
      filename: `${entry.document_number.replaceAll('/', '-')}.pdf`,
      content: Buffer.from(await feeDocumentPdf(entry, invoice)),
      contentType: 'application/pdf',
    },
  ]
  return mail
}
