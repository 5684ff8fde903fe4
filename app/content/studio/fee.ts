import type { Fee } from '~/lib/batch-fee'
import { fillTemplate, formatDate } from '~/lib/format'
import { formatPaise } from '~/lib/money'

/**
 * The words around a fee (lib/batch-fee.ts decides the amounts): the price tag's labels on the pages, and the fee as
 * one phrase in running text (what happens next, the confirmation, its mail and the reply templates' `{fee}`).
 */
export const feeCopy = {
  /** Read before the price by screen readers. */
  price: 'Price: ',
  earlyPrice: 'Early-bird price: ',
  /** Read before the struck-through price. */
  original: ', Original price: ',
  full: ', Full fee: ',
  /** Under an early-bird price: `{date}` is its last day. */
  earlyUntil: 'Early-bird fee until {date}',
  save: 'Save {percent}%',
  /** In running text: `{price}` the early-bird fee, `{date}` its last day, `{full}` the full fee. */
  earlyText: '{price} (the early-bird fee, until {date}; {full} after that)',
}

/** The fee as a phrase: '₹7,000', or '₹6,000 (the early-bird fee, until 15 December 2026; ₹7,000 after that)'. */
export function feeText(fee: Fee): string {
  const price = formatPaise(fee.paise)
  if (!fee.earlyUntil) return price
  return fillTemplate(feeCopy.earlyText, {
    price,
    date: formatDate(fee.earlyUntil),
    full: formatPaise(fee.fullPaise),
  })
}
