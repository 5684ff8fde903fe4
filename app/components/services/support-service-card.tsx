import { formatPrice } from '~/content/services/price'
import type { SupportService } from '~/content/services/schema'
import { quoteHref } from '~/content/services/urls'
import { Icon } from '~/components/ui/icon'
import { ButtonLink } from '~/components/ui/button'

/** A support service: title, what is included, its price ('/month' or '/hour' where it applies) and Get Quote. */
export function SupportServiceCard({ service, categoryLabel }: { service: SupportService; categoryLabel: string }) {
  const headingId = `support-${service.id}`
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-indigo-300 hover:shadow-md"
    >
      <p className="text-xs font-semibold tracking-wide text-indigo-700 uppercase">{categoryLabel}</p>
      <h3 id={headingId} className="mt-1.5 text-lg font-bold text-slate-900">
        {service.title}
      </h3>
      <p className="mt-2 mb-5 flex-1 text-sm leading-6 text-slate-600">{service.description}</p>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
        <p className="text-xl font-extrabold tracking-tight text-slate-900">
          {formatPrice(service.price, service.unit)}
        </p>
        <ButtonLink href={quoteHref(service.title)} variant="secondary" size="sm" className="shrink-0">
          Get Quote<span className="sr-only"> for {service.title}</span> <Icon name="arrow-right" className="h-4 w-4" />
        </ButtonLink>
      </div>
    </article>
  )
}
