import { Link } from 'react-router'
import { Icon } from '~/components/ui/icon'
import { fillTemplate } from '~/lib/format'
import type { LaunchItem } from '~/staff/shell/lib/launch-checklist'
import { launchChecklistCopy as copy } from '~/staff/shell/content/launch-checklist'

/** The owner's launch checklist at the top of the staff home: each item done or to do, with where it is done. */
export function LaunchChecklist({ items }: { items: readonly LaunchItem[] }) {
  const done = items.filter((item) => item.done).length
  return (
    <section aria-labelledby="launch-title" className="mb-6 rounded-xl border border-amber-200 bg-amber-50/60">
      {/* Closed until asked for, so a counsellor's inbox stays in the first screen of a phone; the summary keeps the
          progress in view. */}
      <details className="group p-4 sm:p-5">
        <summary className="flex min-h-11 cursor-pointer list-none flex-wrap items-center justify-between gap-x-4 gap-y-1 [&::-webkit-details-marker]:hidden">
          <h2 id="launch-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
            <Icon
              name="chevron-right"
              className="h-5 w-5 transition-transform group-open:rotate-90 motion-reduce:transition-none"
            />
            {copy.title}
          </h2>
          <span className="text-sm font-semibold text-slate-700">
            {fillTemplate(copy.progress, { done, total: items.length })}
          </span>
        </summary>
        <p className="mt-1 text-sm text-slate-700">{copy.lead}</p>
        <ul className="mt-4 grid gap-3 lg:grid-cols-2">
          {items.map((item) => (
            <li
              key={item.id}
              data-done={item.done || undefined}
              className="flex gap-3 rounded-lg bg-white p-3 ring-1 ring-slate-200"
            >
              {item.done ? (
                <span className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-emerald-700 text-white">
                  <Icon name="check" className="h-4 w-4" />
                </span>
              ) : (
                <span aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 rounded-full border-2 border-slate-400" />
              )}
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">
                  <span className="sr-only">{item.done ? copy.done : copy.toDo}: </span>
                  {item.title}
                </p>
                <p className="mt-0.5 text-sm text-slate-700">{item.text}</p>
                {item.link ? (
                  <Link
                    to={item.link.href}
                    className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-indigo-700 underline underline-offset-4"
                  >
                    {item.link.label}
                  </Link>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </details>
    </section>
  )
}
