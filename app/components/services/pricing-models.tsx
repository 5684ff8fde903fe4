import { Icon } from '~/components/ui/icon'
import { formatPrice } from '~/content/services/price'
import type { PricingModel } from '~/content/services/schema'

/** The three pricing models side by side: when each fits and how billing works. */
export function PricingModels({ models }: { models: readonly PricingModel[] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {models.map((model) => (
        <li key={model.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <div className="flex items-center gap-3">
            <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700">
              <Icon name={model.icon} className="h-5 w-5" />
            </span>
            <h3 className="text-xl font-bold text-slate-900">{model.title}</h3>
          </div>
          <p className="mt-3 leading-7 text-slate-600">{model.summary}</p>
          <p className="mt-4 text-slate-700">
            From{' '}
            <span className="text-2xl font-extrabold tracking-tight text-slate-900">
              {formatPrice(model.from.price, model.from.unit)}
            </span>
          </p>
          <h4 className="mt-6 text-sm font-semibold text-slate-900">When to use it</h4>
          <ul className="mt-2 space-y-2 text-sm leading-6 text-slate-700">
            {model.whenToUse.map((item) => (
              <li key={item} className="flex gap-2">
                <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
                {item}
              </li>
            ))}
          </ul>
          <h4 className="mt-6 text-sm font-semibold text-slate-900">How billing works</h4>
          <ul className="mt-2 space-y-2 text-sm leading-6 text-slate-700">
            {model.billing.map((item) => (
              <li key={item} className="flex gap-2">
                <Icon name="receipt-text" className="mt-0.5 h-4 w-4 shrink-0 text-indigo-600" />
                {item}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}
