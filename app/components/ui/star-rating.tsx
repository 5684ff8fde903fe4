import { cn } from '~/lib/cn'
import { Icon } from '~/components/ui/icon'

/** Five stars with the rating also in text, announced as 'Rated N out of 5'. */
export function StarRating({ rating }: { rating: number }) {
  return (
    <p role="img" aria-label={`Rated ${rating} out of 5`} className="flex items-center gap-1">
      {[1, 2, 3, 4, 5].map((n) => (
        <Icon
          key={n}
          name="star"
          className={cn('h-5 w-5', n <= rating ? 'fill-amber-500 text-amber-600' : 'fill-slate-100 text-slate-400')}
        />
      ))}
      <span className="ml-1.5 text-sm font-semibold text-slate-700">{rating}/5</span>
    </p>
  )
}
