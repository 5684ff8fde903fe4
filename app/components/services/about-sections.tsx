import { Link } from 'react-router'
import { Icon } from '~/components/ui/icon'
import type { IconName } from '~/lib/icons'
import type { IconCard } from '~/content/services/schema'
import { formatRupees } from '~/lib/format'

export interface Offering {
  id: string
  title: string
  icon: IconName
  summary: string
  startingPrice: number
  deliveryTime: string
  /** The catalogue, filtered to this offering's category. */
  href: string
}

export function OfferingsGrid({ offerings }: { offerings: readonly Offering[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {offerings.map((o) => (
        <li key={o.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700">
            <Icon name={o.icon} />
          </span>
          <h3 className="mt-4 text-lg font-bold text-slate-900">{o.title}</h3>
          <p className="mt-2 flex-1 leading-7 text-slate-600">{o.summary}</p>
          <p className="mt-4 text-slate-700">
            Starting at <span className="text-xl font-extrabold text-slate-900">{formatRupees(o.startingPrice)}</span>
            <span className="text-sm text-slate-600"> · {o.deliveryTime}</span>
          </p>
          <Link
            to={o.href}
            className="mt-4 inline-flex items-center gap-1.5 font-semibold text-indigo-700 underline-offset-4 hover:underline"
          >
            See pricing<span className="sr-only"> for {o.title}</span> <Icon name="arrow-right" className="h-4 w-4" />
          </Link>
        </li>
      ))}
    </ul>
  )
}

export function ProcessSteps({ title, steps }: { title: string; steps: readonly { title: string; text: string }[] }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
      <h3 className="text-lg font-bold text-slate-900">{title}</h3>
      <ol className="mt-6 space-y-6">
        {steps.map((step, i) => (
          <li key={step.title} className="relative flex gap-4">
            <span
              aria-hidden="true"
              className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-indigo-700 text-sm font-bold text-white"
            >
              {i + 1}
            </span>
            <div>
              <p className="font-semibold text-slate-900">{step.title}</p>
              <p className="mt-1 leading-7 text-slate-600">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  )
}

export function CapabilityGroups({
  groups,
}: {
  groups: readonly { title: string; icon: IconName; items: readonly string[] }[]
}) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {groups.map((group) => (
        <li key={group.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h3 className="flex items-center gap-2.5 font-bold text-slate-900">
            <Icon name={group.icon} className="h-5 w-5 text-indigo-700" />
            {group.title}
          </h3>
          <ul className="mt-4 flex flex-wrap gap-2">
            {group.items.map((item) => (
              <li key={item} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                {item}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}

export function AdvantagesAndGuarantees({
  advantages,
  guarantees,
}: {
  advantages: readonly IconCard[]
  guarantees: { title: string; items: readonly { title: string; text: string }[] }
}) {
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <ul className="grid gap-5 sm:grid-cols-2">
        {advantages.map((a) => (
          <li key={a.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700">
              <Icon name={a.icon} className="h-5 w-5" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{a.title}</h3>
            <p className="mt-2 leading-7 text-slate-600">{a.text}</p>
          </li>
        ))}
      </ul>
      <div className="rounded-2xl bg-slate-900 p-6 text-slate-200 shadow-lg sm:p-8">
        <h3 className="text-xl font-bold text-white">{guarantees.title}</h3>
        <ul className="mt-6 space-y-5">
          {guarantees.items.map((g) => (
            <li key={g.title} className="flex gap-3">
              <Icon name="badge-check" className="mt-0.5 h-6 w-6 shrink-0 text-emerald-400" />
              <div>
                <p className="font-semibold text-white">{g.title}</p>
                <p className="mt-1 text-sm leading-6 text-slate-300">{g.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}

export function AudienceCards({ audiences }: { audiences: readonly IconCard[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {audiences.map((a) => (
        <li key={a.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-violet-100 text-violet-700">
            <Icon name={a.icon} />
          </span>
          <h3 className="mt-4 text-lg font-bold text-slate-900">{a.title}</h3>
          <p className="mt-2 leading-7 text-slate-600">{a.text}</p>
        </li>
      ))}
    </ul>
  )
}
