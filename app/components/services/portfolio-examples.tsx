import { Icon } from '~/components/ui/icon'
import type { IconName } from '~/lib/icons'

interface ServiceExamples {
  id: string
  title: string
  icon: IconName
  examples: readonly string[]
}

/** Every core service with all of its project examples: where "View Portfolio" lands. */
export function PortfolioExamples({ services }: { services: readonly ServiceExamples[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {services.map((service) => (
        <li key={service.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h3 className="flex items-center gap-2.5 font-bold text-slate-900">
            <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-violet-100 text-violet-700">
              <Icon name={service.icon} className="h-5 w-5" />
            </span>
            {service.title}
          </h3>
          <ul className="mt-4 space-y-2.5 text-sm leading-6 text-slate-700">
            {service.examples.map((example) => (
              <li key={example} className="border-l-2 border-indigo-200 pl-3">
                {example}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}
