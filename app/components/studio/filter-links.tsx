import { Link } from 'react-router'
import { cn } from '~/lib/cn'

export interface FilterLink {
  id: string
  label: string
  href: string
}

/**
 * A filter bar of links (query strings the page reads on the server, so it works without scripts); with scripts the
 * links navigate client-side without reloading. The active filter carries aria-current.
 */
export function FilterLinks({
  label,
  filters,
  active,
  className,
}: {
  label: string
  filters: FilterLink[]
  active: string
  className?: string
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-2">
        {filters.map((filter) => {
          const isActive = filter.id === active
          return (
            <li key={filter.id}>
              <Link
                to={filter.href}
                replace
                preventScrollReset
                aria-current={isActive ? 'true' : undefined}
                className={cn(
                  'inline-flex min-h-10 items-center rounded-full px-4 py-2 text-sm font-semibold transition-colors',
                  isActive
                    ? 'bg-slate-900 text-white'
                    : 'bg-slate-100 text-slate-800 hover:bg-indigo-100 hover:text-indigo-900',
                )}
              >
                {filter.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
