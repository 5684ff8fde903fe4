import { formatRupees } from '~/lib/format'
import { cn } from '~/lib/cn'

interface PriceTagProps {
  price: number
  originalPrice?: number
  size?: 'md' | 'lg'
  className?: string
}

/** A price in rupees, with the original price struck through and named for screen readers. */
export function PriceTag({ price, originalPrice, size = 'md', className }: PriceTagProps) {
  const saving = originalPrice ? Math.round((1 - price / originalPrice) * 100) : 0
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2 gap-y-1', className)}>
      <span className="sr-only">Price: </span>
      <span className={cn('font-extrabold text-slate-900', size === 'lg' ? 'text-4xl' : 'text-2xl')}>
        {formatRupees(price)}
      </span>
      {originalPrice ? (
        <>
          <span className="sr-only">, Original price: </span>
          <del className={cn('font-normal text-slate-600', size === 'lg' ? 'text-xl' : 'text-base')}>
            {formatRupees(originalPrice)}
          </del>
          {saving > 0 ? (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-800">
              Save {saving}%
            </span>
          ) : null}
        </>
      ) : null}
    </p>
  )
}
