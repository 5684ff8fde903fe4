import { Icon } from '~/components/ui/icon'
import type { IconCard } from '~/content/studio/pages'

/** A grid of short cards with an icon, a title and a sentence. */
export function IconCards({ items }: { items: IconCard[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700">
            <Icon name={item.icon} className="h-5 w-5" />
          </span>
          <h3 className="mt-4 text-lg font-bold text-slate-900">{item.title}</h3>
          <p className="mt-2 leading-7 text-slate-600">{item.text}</p>
        </li>
      ))}
    </ul>
  )
}
