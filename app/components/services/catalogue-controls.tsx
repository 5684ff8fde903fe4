import { Link } from 'react-router'
import type { CatalogueFilter, CatalogueView, FilterOption } from '~/content/services/schema'
import { catalogueHref } from '~/content/services/urls'
import { cn } from '~/lib/cn'
import { FilterLinks } from '~/components/ui/filter-links'
import { useHydrated } from '~/components/ui/use-hydrated'

interface CatalogueControlsProps {
  view: CatalogueView
  category: CatalogueFilter
  views: { core: string; support: string }
  filters: readonly FilterOption[]
  /** How many services each list shows under the current filter. */
  counts: Record<CatalogueView, number>
}

/**
 * The Core/Support toggle and the category filter. Both are links to `?view=…&category=…` that the loader reads, so
 * they work without scripts (landing back on the list via its anchor); with scripts they navigate in place.
 */
export function CatalogueControls({ view, category, views, filters, counts }: CatalogueControlsProps) {
  const hydrated = useHydrated()
  const href = (next: { view?: CatalogueView; category?: CatalogueFilter }) =>
    catalogueHref({ view: next.view ?? view, category: next.category ?? category }, hydrated ? '' : undefined)

  return (
    <div className="space-y-5">
      <div role="group" aria-label="Service list" className="inline-flex w-full rounded-xl bg-slate-100 p-1 sm:w-auto">
        {(['core', 'support'] as const).map((v) => (
          <Link
            key={v}
            to={href({ view: v })}
            preventScrollReset
            aria-current={v === view ? 'true' : undefined}
            className={cn(
              'inline-flex flex-1 flex-wrap items-center justify-center gap-1.5 rounded-lg px-2 py-2.5 text-center text-sm font-semibold transition-colors sm:flex-none sm:px-6 sm:whitespace-nowrap',
              v === view
                ? 'bg-white text-indigo-800 shadow-sm ring-1 ring-slate-200'
                : 'text-slate-700 hover:bg-white/60 hover:text-slate-900',
            )}
          >
            {views[v]}{' '}
            <span
              className={cn(
                'rounded-full px-2 py-0.5 text-xs',
                v === view ? 'bg-indigo-100 text-indigo-800' : 'bg-slate-200 text-slate-700',
              )}
            >
              {counts[v]}
            </span>
          </Link>
        ))}
      </div>
      <FilterLinks
        label="Filter by category"
        showLabel
        active={category}
        filters={filters.map((filter) => ({
          id: filter.value,
          label: filter.label,
          href: href({ category: filter.value }),
        }))}
      />
    </div>
  )
}
