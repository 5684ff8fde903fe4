import { useId } from 'react'
import { Link } from 'react-router'
import { cn } from '~/lib/cn'

export interface FilterLink {
  id: string
  label: string
  href: string
}

interface FilterLinksProps {
  /** Name of the group; shown above the chips with `showLabel`, otherwise only announced. */
  label: string
  showLabel?: boolean
  filters: readonly FilterLink[]
  active: string
  /** On phones, one row that scrolls sideways inside itself instead of wrapping onto several rows. */
  oneRowOnPhone?: boolean
  className?: string
}

/**
 * A row of filter chips. Each is a link to a query string the page's loader reads, so filters work without scripts;
 * with scripts they navigate in place. The active one carries aria-current. Not tabs: choosing one narrows a list.
 */
export function FilterLinks({
  label,
  showLabel = false,
  filters,
  active,
  oneRowOnPhone = false,
  className,
}: FilterLinksProps) {
  const labelId = useId()
  return (
    <div
      role="group"
      aria-label={showLabel ? undefined : label}
      aria-labelledby={showLabel ? labelId : undefined}
      className={className}
    >
      {showLabel ? (
        <p id={labelId} className="text-sm font-semibold text-slate-800">
          {label}
        </p>
      ) : null}
      <ul
        className={cn(
          'flex gap-2',
          oneRowOnPhone
            ? '-mx-4 overflow-x-auto px-4 pb-1 *:shrink-0 sm:mx-0 sm:flex-wrap sm:px-0 sm:pb-0'
            : 'flex-wrap',
          showLabel && 'mt-2',
        )}
      >
        {filters.map((filter) => {
          const isActive = filter.id === active
          return (
            <li key={filter.id}>
              <Link
                to={filter.href}
                preventScrollReset
                aria-current={isActive ? 'true' : undefined}
                className={cn(
                  'inline-flex min-h-10 items-center rounded-full border px-4 py-2 text-sm font-semibold transition-colors',
                  isActive
                    ? 'border-indigo-700 bg-indigo-700 text-white'
                    : 'border-slate-300 bg-white text-slate-700 hover:border-indigo-400 hover:text-indigo-800',
                )}
              >
                {filter.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
