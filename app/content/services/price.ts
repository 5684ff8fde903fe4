import { formatRupees } from '~/lib/format'
import type { BillingUnit } from './schema'

const suffix: Record<BillingUnit, string> = { once: '', month: '/month', hour: '/hour' }

/** 3000, 'month' → '₹3,000/month'; one-off prices have no suffix. */
export function formatPrice(price: number, unit: BillingUnit = 'once'): string {
  return `${formatRupees(price)}${suffix[unit]}`
}
