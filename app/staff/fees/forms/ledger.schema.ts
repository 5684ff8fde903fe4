import { z } from 'zod'
import type { PaymentMethod } from '~/server/db/schema-fees.server'
import { PAYMENT_METHODS } from '~/content/payment-methods'

// The ledger's filters from the query string: anything malformed is no filter, so a typed URL never errors.
const pick = <T extends string>(test: (v: string) => boolean) =>
  z
    .string()
    .optional()
    .transform((v) => (v && test(v) ? (v as T) : null))

export const LedgerQuerySchema = z.object({
  fy: pick<string>((v) => /^\d{4}-\d{2}$/.test(v)),
  month: pick<string>((v) => /^\d{4}-(0[1-9]|1[0-2])$/.test(v)),
  batch: pick<string>((v) => /^[A-Z0-9-]{1,40}$/.test(v)),
  method: pick<PaymentMethod>((v) => PAYMENT_METHODS.some((m) => m.value === v)),
})

/** The filters of a ledger URL's query. */
export function ledgerFilterOf(params: URLSearchParams) {
  const q = LedgerQuerySchema.parse(Object.fromEntries(params))
  return { financialYear: q.fy, month: q.month, batch: q.batch, method: q.method }
}
