import { feeCopy } from '~/content/studio/fee'
import { struckPaise, type Fee } from '~/lib/batch-fee'
import { fillTemplate, formatDate, formatRupees } from '~/lib/format'
import { formatPaise } from '~/lib/money'
import { cn } from '~/lib/cn'

interface PriceTagProps {
  /** What the visitor is charged (lib/batch-fee.ts). */
  fee: Fee
  /** The catalogue's original price in rupees, struck through beside a fee without an early-bird price. */
  originalPrice?: number
  size?: 'md' | 'lg'
  className?: string
}

/**
 * A fee: the price charged, and struck through and named for screen readers the full fee while an early-bird fee
 * lasts (with its last day), else the original price with the saving.
 */
export function PriceTag({ fee, originalPrice, size = 'md', className }: PriceTagProps) {
  const early = fee.earlyUntil !== null
  const struck = struckPaise(fee, originalPrice)
  const saving = struck && !early ? Math.round((1 - fee.paise / struck) * 100) : 0
  return (
    <div className={className}>
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span className="sr-only">{early ? feeCopy.earlyPrice : feeCopy.price}</span>
        <span className={cn('font-extrabold text-slate-900', size === 'lg' ? 'text-4xl' : 'text-2xl')}>
          {formatPaise(fee.paise)}
        </span>
        {struck ? (
          <>
            <span className="sr-only">{early ? feeCopy.full : feeCopy.original}</span>
            <del className={cn('font-normal text-slate-600', size === 'lg' ? 'text-xl' : 'text-base')}>
              {early ? formatPaise(struck) : formatRupees(struck / 100)}
            </del>
          </>
        ) : null}
        {saving > 0 ? (
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-800">
            {fillTemplate(feeCopy.save, { percent: saving })}
          </span>
        ) : null}
      </p>
      {fee.earlyUntil ? (
        <p className="mt-1 text-sm font-semibold text-emerald-800">
          {fillTemplate(feeCopy.earlyUntil, { date: formatDate(fee.earlyUntil) })}
        </p>
      ) : null}
    </div>
  )
}
