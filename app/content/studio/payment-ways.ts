/**
 * How a student can pay, as the pay page offers it (app/server/fees/payment-settings.server.ts reads the settings):
 * the copy names only these. Card and net banking come only with the payment gateway (decision 027): without it no
 * page names them.
 */
export interface PayWays {
  /** A UPI ID is set: the pay page shows the UPI button, the QR code and the payee. */
  upi: boolean
  /** The bank account is set: the pay page shows the transfer details. */
  bank: boolean
  /** A GSTIN is set: a payment's document is a GST invoice, else a receipt. */
  gstInvoice: boolean
  /** The payment gateway is configured: payment requests carry a Razorpay link (card, net banking, UPI). */
  card?: boolean
}

export const payWaysCopy = {
  upi: 'UPI',
  bank: 'bank transfer',
  card: 'card',
  netBanking: 'net banking',
  /** What we email after the call: `{methods}` is 'UPI or bank transfer'. */
  link: 'a secure payment link ({methods})',
  /** Nothing is set up yet: the pay page asks the student to call, so the copy promises no method. */
  noLink: 'how to pay',
  gstInvoice: 'a GST invoice',
  receipt: 'a receipt',
}

/** The phrases the payment copy fills in: what we email (`{link}`) and the document a payment gets (`{document}`). */
export function payWayPhrases(ways: PayWays): { link: string; document: string } {
  const methods = [
    ways.card ? payWaysCopy.card : null,
    ways.card ? payWaysCopy.netBanking : null,
    ways.upi || ways.card ? payWaysCopy.upi : null,
    ways.bank ? payWaysCopy.bank : null,
  ].filter((method): method is string => method !== null)
  const named = methods.length > 1 ? `${methods.slice(0, -1).join(', ')} or ${methods.at(-1)}` : (methods[0] ?? '')
  return {
    link: methods.length > 0 ? payWaysCopy.link.replace('{methods}', named) : payWaysCopy.noLink,
    document: ways.gstInvoice ? payWaysCopy.gstInvoice : payWaysCopy.receipt,
  }
}
