import { formatRupees } from '~/lib/format'
import { PriceTag } from './price-tag'

/** A bootcamp's fee as the course cards show it (`PriceTag`). */
export interface CourseFeeData {
  price: number
  originalPrice?: number
}

/**
 * A bootcamp's fee on its roadmap guide: in full in the header (the card's price tag), or compact in the Register bar
 * (the fee, and the full price struck through, on one short line). The one place the guide draws a fee.
 */
export function CourseFee({ fee, compact = false }: { fee: CourseFeeData; compact?: boolean }) {
  if (!compact) return <PriceTag price={fee.price} originalPrice={fee.originalPrice} className="mt-1" />
  return (
    <p className="flex items-baseline gap-2 whitespace-nowrap">
      <span className="sr-only">Price: </span>
      <span className="text-lg font-extrabold text-slate-900">{formatRupees(fee.price)}</span>
      {fee.originalPrice ? (
        <>
          <span className="sr-only">, Original price: </span>
          <del className="text-sm text-slate-600">{formatRupees(fee.originalPrice)}</del>
        </>
      ) : null}
    </p>
  )
}
