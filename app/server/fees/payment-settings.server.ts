import type { PayWays } from '~/content/studio/payment-ways'
import { isGstStateCode } from '~/lib/gst'
import { gatewaySettings } from '~/server/gateway/gateway-settings.server'

/**
 * How students pay and what the company's tax documents say, from the environment (README, "Environment"): the UPI
 * payee (`UPI_ID`, `UPI_PAYEE_NAME`), the bank account for transfers, and the GSTIN. Read per call, so a test server
 * and a restart after a change see the new values; every field is checked, and a malformed one counts as unset rather
 * than putting a wrong payee on a student's screen.
 */
export interface PaymentSettings {
  upi?: { id: string; payeeName: string }
  bank?: { accountName: string; accountNumber: string; ifsc: string; bankName: string }
  /** The company's GSTIN: with it a payment's document is a tax invoice, without it a plain receipt. */
  gstin?: string
}

// name@handle, as UPI apps accept them: 2–256 characters of letters, digits, dot, dash, underscore before the handle.
const UPI_ID = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/
// 15 characters: state code, PAN (5 letters, 4 digits, 1 letter), entity number, 'Z', check character.
const GSTIN = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/

function env(name: string): string {
  return (process.env[name] ?? '').trim()
}

export function paymentSettings(): PaymentSettings {
  const settings: PaymentSettings = {}
  const upiId = env('UPI_ID')
  if (UPI_ID.test(upiId)) settings.upi = { id: upiId, payeeName: env('UPI_PAYEE_NAME') || 'RealWork Technologies' }
  const bank = {
    accountName: env('BANK_ACCOUNT_NAME'),
    accountNumber: env('BANK_ACCOUNT_NUMBER'),
    ifsc: env('BANK_IFSC').toUpperCase(),
    bankName: env('BANK_NAME'),
  }
  if (bank.accountName && /^\d{9,18}$/.test(bank.accountNumber) && IFSC.test(bank.ifsc) && bank.bankName) {
    settings.bank = bank
  }
  const gstin = env('GSTIN').toUpperCase()
  const match = GSTIN.exec(gstin)
  if (match && isGstStateCode(match[1]!)) settings.gstin = gstin
  return settings
}

/** The ways a student can pay, as the pay page offers them, for the copy that promises them (content/studio/payment-ways.ts). */
export function payWays(settings: PaymentSettings = paymentSettings()): PayWays {
  return {
    upi: Boolean(settings.upi),
    bank: Boolean(settings.bank),
    gstInvoice: Boolean(settings.gstin),
    card: Boolean(gatewaySettings()),
  }
}
