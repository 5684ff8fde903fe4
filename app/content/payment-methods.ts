import type { PaymentMethod } from '~/server/db/schema-fees.server'

/** How money reaches the company, in words: the forms' options, the fee page, documents, mails and the CSV. */
export const PAYMENT_METHODS: { value: PaymentMethod; label: string; short: string }[] = [
  { value: 'upi', label: 'UPI', short: 'UPI' },
  { value: 'bank-transfer', label: 'Bank transfer (NEFT, RTGS, IMPS)', short: 'Bank transfer' },
  { value: 'card', label: 'Card', short: 'Card' },
  { value: 'cash', label: 'Cash at the office', short: 'Cash' },
]

/** 'bank-transfer' → 'Bank transfer': a stored method as a document or a table prints it. */
export function paymentMethodLabel(method: PaymentMethod): string {
  return PAYMENT_METHODS.find((m) => m.value === method)?.short ?? method
}
