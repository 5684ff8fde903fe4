import type { PaymentMethod } from '~/server/db/schema-fees.server'

/** How money reaches the company, as the forms offer it and the ledger stores it. */
export const PAYMENT_METHODS: { value: PaymentMethod; label: string }[] = [
  { value: 'upi', label: 'UPI' },
  { value: 'bank-transfer', label: 'Bank transfer (NEFT, RTGS, IMPS)' },
  { value: 'card', label: 'Card' },
  { value: 'cash', label: 'Cash at the office' },
]
