import { struckPaise, type Fee } from '~/lib/batch-fee'
import { feeCopy } from '~/content/studio/fee'
import { formatPaise } from '~/lib/money'
import { PriceTag } from './price-tag'

/** A bootcamp's fee as the course cards show it (`PriceTag`): what is charged today, and the catalogue's original price. */
export interface CourseFeeData {
  fee: Fee
  originalPrice?: number
}

/**
 * A bootcamp's fee on its roadmap guide: in full in the header (the card's price tag, with an early-bird fee's last
 * day), or compact in the Register bar (the fee charged, and the full fee struck through while an early-bird fee
 * lasts, on one short line). The one place the guide draws a fee.
 */
export function CourseFee({ fee, compact = false }: { fee: CourseFeeData; compact?: boolean }) {
  if (!compact) return <PriceTag fee={fee.fee} originalPrice={fee.originalPrice} className="mt-1" />
  const early = fee.fee.earlyUntil !== null
  const struck = struckPaise(fee.fee, fee.originalPrice)
  return (
    <p className="flex items-baseline gap-2 whitespace-nowrap">
      <span className="sr-only">{early ? feeCopy.earlyPrice : feeCopy.price}</span>
      <span className="text-lg font-extrabold text-slate-900">{formatPaise(fee.fee.paise)}</span>
      {struck ? (
        <>
          <span className="sr-only">{early ? feeCopy.full : feeCopy.original}</span>
          <del className="text-sm text-slate-600">{formatPaise(struck)}</del>
        </>
      ) : null}
    </p>
  )
}
