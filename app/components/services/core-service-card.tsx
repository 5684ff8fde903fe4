import { Icon } from '~/components/ui/icon'
import type { CoreService } from '~/content/services/schema'
import { quoteHref } from '~/content/services/urls'
import { formatRupees } from '~/lib/format'
import { ButtonLink } from '~/components/ui/button'
import { FactTile } from '~/components/ui/fact-tile'

/** A core service: starting price, delivery time, complexity, its first 3 features and first 2 examples. */
export function CoreServiceCard({ service, categoryLabel }: { service: CoreService; categoryLabel: string }) {
  const headingId = `service-${service.id}`
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-indigo-300 hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-4">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700">
          <Icon name={service.icon} />
        </span>
        <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700">
          {categoryLabel}
        </span>
      </div>
      <h3 id={headingId} className="mt-4 text-xl font-bold text-slate-900">
        {service.title}
      </h3>
      <p className="mt-2 leading-7 text-slate-600">{service.description}</p>
      <p className="mt-5 text-slate-700">
        Starting at{' '}
        <span className="text-2xl font-extrabold tracking-tight text-slate-900">
          {formatRupees(service.startingPrice)}
        </span>
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        <FactTile icon="calendar-clock" label="Delivery" value={service.deliveryTime} />
        <FactTile icon="gauge" label="Complexity" value={service.complexity} />
      </dl>
      <h4 className="mt-5 text-sm font-semibold text-slate-900">Key features</h4>
      <ul className="mt-2 space-y-2 text-sm text-slate-700">
        {service.features.slice(0, 3).map((feature) => (
          <li key={feature} className="flex gap-2">
            <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
            {feature}
          </li>
        ))}
      </ul>
      <h4 className="mt-5 text-sm font-semibold text-slate-900">Examples</h4>
      <ul className="mt-2 mb-6 list-disc space-y-1 pl-5 text-sm text-slate-700 marker:text-indigo-600">
        {service.examples.slice(0, 2).map((example) => (
          <li key={example}>{example}</li>
        ))}
      </ul>
      <ButtonLink href={quoteHref(service.title)} size="md" className="mt-auto">
        Get Quote<span className="sr-only"> for {service.title}</span> <Icon name="arrow-right" className="h-4 w-4" />
      </ButtonLink>
    </article>
  )
}
