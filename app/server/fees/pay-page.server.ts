import type { Kysely } from 'kysely'
import { fillTemplate } from '~/lib/format'
import { formatPaise } from '~/lib/money'
import { istToday } from '~/lib/ist'
import { payPage } from '~/content/pay'
import type { Database } from '~/server/db/schema.server'
import { documentTitle } from './fee-document-pdf.server'
import { isOverdue } from './account'
import { feeAccount, takesNoMoney, type FeeAccount } from './fee-account.server'
import { bankLines } from './fee-mail.server'
import { paymentSettings } from './payment-settings.server'
import { reportsOfEnrolment } from './pay-reports.server'
import { enrolmentUpiLink, upiQrSvg } from './upi.server'
import { payableLinkOfEnrolment } from '~/server/gateway/links.server'

/** What the student's pay page shows, by its token; undefined for a token that names no fee. */
export async function payPageData(db: Kysely<Database>, token: string, now = new Date()) {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return undefined
  const account = await feeAccount(db, { token })
  if (!account) return undefined
  const settings = paymentSettings()
  const closed = takesNoMoney(account)
  const due = dueNow(account)
  const upi =
    settings.upi && due
      ? await (async () => {
          const link = enrolmentUpiLink(settings.upi!, account, due.amountPaise)
          const amount = formatPaise(due.amountPaise)
          const title = fillTemplate(payPage.upiQrTitle, {
            amount,
            payee: settings.upi!.payeeName,
            reference: account.reference,
          })
          return {
            link,
            id: settings.upi!.id,
            payee: settings.upi!.payeeName,
            qrSvg: await upiQrSvg(link, title),
          }
        })()
      : null
  // A link for more than is left (part of the fee was paid another way since) would be held, not recorded: not offered.
  const payableLink = async () => {
    const link = await payableLinkOfEnrolment(db, account.enrolmentId)
    return link && link.amountPaise <= account.balancePaise ? link : null
  }
  return {
    reference: account.reference,
    name: account.name,
    courseTitle: account.courseTitle,
    batchCode: account.batchCode,
    startsOn: account.startsOn,
    state: account.state,
    closed,
    feePaise: account.feePaise,
    discountPaise: account.discountPaise,
    receivedPaise: account.receivedPaise,
    refundedPaise: account.refundedPaise,
    balancePaise: account.balancePaise,
    due: due ? { ...due, overdue: isOverdue(due, istToday(now)) } : null,
    upi,
    /** The gateway's payment link (card, net banking, UPI), when the gateway is on and a link can still be paid. */
    gateway: due ? await payableLink() : null,
    bank: bankLines(settings),
    gstInvoice: Boolean(settings.gstin),
    reports: await reportsOfEnrolment(db, account.enrolmentId),
    documents: feeDocuments(account),
  }
}

/** What is due next on an account: nothing while it takes no money (withdrawn, waitlisted, batch cancelled). */
export function dueNow(account: FeeAccount) {
  return takesNoMoney(account) ? null : account.nextDue
}

/** An account's invoices, receipts and credit notes as a student reads them listed (the pay page, their own page). */
export function feeDocuments(account: FeeAccount) {
  return account.entries.map((entry) => ({
    id: entry.id,
    title: documentTitle({ kind: entry.kind, tax_invoice: entry.taxInvoice ? 1 : 0 }),
    number: entry.documentNumber,
    onDay: entry.onDay,
    amountPaise: entry.amountPaise,
  }))
}

export type PayPageData = NonNullable<Awaited<ReturnType<typeof payPageData>>>
