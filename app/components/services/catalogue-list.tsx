import { Link } from 'react-router'
import { CoreServiceCard } from '~/components/services/core-service-card'
import { SupportServiceCard } from '~/components/services/support-service-card'
import { buttonClass } from '~/components/ui/button'
import { deferRender } from '~/components/ui/defer-render'
import { Icon } from '~/components/ui/icon'
import type { CatalogueFilter, CatalogueView, CoreService, SupportService } from '~/content/services/schema'
import { catalogueHref } from '~/content/services/urls'
import { cn } from '~/lib/cn'

export interface CatalogueListProps {
  view: CatalogueView
  category: CatalogueFilter
  categoryLabel: string
  core: readonly CoreService[]
  support: readonly SupportService[]
  labels: Record<CatalogueFilter, string>
  views: Record<CatalogueView, string>
  supportNote: string
  emptyState: { title: string; text: string }
}

/** The services catalogue's list for one view and filter: its cards, or what to do when the filter leaves none. */
export function CatalogueList(props: CatalogueListProps) {
  const { view, category, categoryLabel, core, support, labels, views, supportNote, emptyState } = props
  const other = view === 'core' ? 'support' : 'core'
  return (
    <>
      {view === 'support' ? (
        <p className="mt-3 flex max-w-3xl gap-2 rounded-lg bg-indigo-50 px-4 py-3 text-sm leading-6 text-indigo-950">
          <Icon name="info" className="mt-0.5 h-4 w-4 shrink-0 text-indigo-700" />
          {supportNote}
        </p>
      ) : null}
      {core.length + support.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center">
          <p className="text-lg font-semibold text-slate-900">{emptyState.title}</p>
          <p className="mx-auto mt-2 max-w-xl text-slate-600">{emptyState.text}</p>
          <Link
            to={catalogueHref({ view: other, category }, '')}
            preventScrollReset
            className={buttonClass({ size: 'md', className: 'mt-5' })}
          >
            Show {views[other]} in {categoryLabel}
          </Link>
        </div>
      ) : (
        <ul
          className={cn(
            'mt-6 grid gap-6 md:grid-cols-2',
            view === 'core' ? 'xl:grid-cols-3' : 'lg:grid-cols-3 xl:grid-cols-4',
          )}
        >
          {core.map((service, index) => (
            <li key={service.id} className={deferRender(index)}>
              <CoreServiceCard service={service} categoryLabel={labels[service.category]} />
            </li>
          ))}
          {support.map((service, index) => (
            <li key={service.id} className={deferRender(index)}>
              <SupportServiceCard service={service} categoryLabel={labels[service.category]} />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
