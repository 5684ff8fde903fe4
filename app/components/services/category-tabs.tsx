import { ArrowRight, CalendarClock, Check, CircleCheckBig, MessageSquareQuote } from 'lucide-react'
import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { Link } from 'react-router'
import { Icon } from '~/components/ui/icon'
import type { HomeCategory, HomeCategoryKey } from '~/content/services/schema'
import { catalogueHref, quoteHref, servicesPaths } from '~/content/services/urls'
import { cn } from '~/lib/cn'
import { useHydrated } from '~/hooks/use-hydrated'

interface CategoryTabsProps {
  /** Id of the section the tabs sit in; links without scripts land back on it. */
  sectionId: string
  categories: readonly HomeCategory[]
  initial: HomeCategoryKey
  included: { title: string; items: readonly string[] }
  customQuote: { title: string; text: string; cta: string }
}

/**
 * WAI-ARIA tabs over the six service categories (click, arrow keys, Home/End; automatic activation). Every panel
 * is rendered and the inactive ones are `hidden`. Before scripts run, each tab is a plain link to
 * `/services?category=…`, which the loader reads, so every category is reachable without JavaScript.
 */
export function CategoryTabs({ sectionId, categories, initial, included, customQuote }: CategoryTabsProps) {
  const [selected, setSelected] = useState<HomeCategoryKey>(initial)
  const hydrated = useHydrated()
  const tabs = useRef<(HTMLAnchorElement | null)[]>([])

  const current = categories.find((c) => c.key === selected) ?? categories[0]!

  function select(index: number, focus: boolean) {
    setSelected(categories[index]!.key)
    if (focus) tabs.current[index]?.focus()
  }

  function onClick(event: MouseEvent<HTMLAnchorElement>, index: number) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    select(index, false)
  }

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const last = categories.length - 1
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    select(target, true)
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0">
        <div
          role={hydrated ? 'tablist' : undefined}
          aria-label="Service categories"
          className="grid grid-cols-2 gap-2 sm:grid-cols-3"
        >
          {categories.map((category, index) => {
            const active = category.key === current.key
            return (
              <a
                key={category.key}
                ref={(el) => {
                  tabs.current[index] = el
                }}
                id={`tab-${category.key}`}
                href={`${servicesPaths.home}?category=${category.key}#${sectionId}`}
                role={hydrated ? 'tab' : undefined}
                aria-selected={hydrated ? active : undefined}
                aria-controls={hydrated ? `panel-${category.key}` : undefined}
                aria-current={!hydrated && active ? 'true' : undefined}
                tabIndex={hydrated ? (active ? 0 : -1) : undefined}
                onClick={(event) => onClick(event, index)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className={cn(
                  'flex min-h-12 items-center gap-2.5 rounded-xl border px-3 py-2.5 text-sm font-semibold transition-colors',
                  active
                    ? 'border-indigo-700 bg-indigo-700 text-white shadow-md'
                    : 'border-slate-200 bg-white text-slate-800 hover:border-indigo-300 hover:bg-indigo-50',
                )}
              >
                <Icon
                  name={category.icon}
                  className={cn('h-5 w-5 shrink-0', active ? 'text-indigo-100' : 'text-indigo-700')}
                />
                {category.label}
              </a>
            )
          })}
        </div>

        {categories.map((category) => (
          <div
            key={category.key}
            id={`panel-${category.key}`}
            role={hydrated ? 'tabpanel' : undefined}
            aria-labelledby={hydrated ? `tab-${category.key}` : undefined}
            hidden={category.key !== current.key}
            className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          >
            <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700">
                <Icon name={category.icon} />
              </span>
              <div>
                <h3 className="text-2xl font-bold text-slate-900">{category.title}</h3>
                <p className="mt-2 leading-7 text-slate-700">{category.description}</p>
              </div>
            </div>
            <dl className="mt-6 grid gap-3 sm:grid-cols-2">
              <div className="relative rounded-xl bg-slate-50 py-3 pr-4 pl-14">
                <CalendarClock
                  aria-hidden="true"
                  className="absolute top-1/2 left-4 h-6 w-6 -translate-y-1/2 text-indigo-700"
                />
                <dt className="text-sm text-slate-600">Delivery time</dt>
                <dd className="font-bold text-slate-900">{category.deliveryTime}</dd>
              </div>
              <div className="relative rounded-xl bg-slate-50 py-3 pr-4 pl-14">
                <CircleCheckBig
                  aria-hidden="true"
                  className="absolute top-1/2 left-4 h-6 w-6 -translate-y-1/2 text-emerald-700"
                />
                <dt className="text-sm text-slate-600">Completed projects</dt>
                <dd className="font-bold text-slate-900">{category.completedProjects}</dd>
              </div>
            </dl>
            <h4 className="mt-6 text-sm font-semibold text-slate-900">Technologies</h4>
            <ul className="mt-3 flex flex-wrap gap-2" aria-label={`Technologies for ${category.title}`}>
              {category.technologies.map((tech) => (
                <li
                  key={tech}
                  className="rounded-full bg-indigo-50 px-3 py-1 text-sm font-medium text-indigo-800 ring-1 ring-indigo-200"
                >
                  {tech}
                </li>
              ))}
            </ul>
            <Link
              to={catalogueHref({ category: category.catalogueCategory })}
              className="mt-6 inline-flex items-center gap-1.5 font-semibold text-indigo-700 underline-offset-4 hover:underline"
            >
              See prices for {category.title} <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </Link>
          </div>
        ))}
      </div>

      <aside
        aria-labelledby="included-title"
        className="flex flex-col rounded-2xl bg-slate-900 p-6 text-slate-200 shadow-lg sm:p-8"
      >
        <h3 id="included-title" className="text-xl font-bold text-white">
          {included.title}
        </h3>
        <ul className="mt-5 space-y-3">
          {included.items.map((item) => (
            <li key={item} className="flex gap-3">
              <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-400" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
        <div className="mt-6 rounded-xl bg-white/5 p-4 ring-1 ring-white/10">
          <p className="flex items-center gap-2 font-semibold text-white">
            <MessageSquareQuote aria-hidden="true" className="h-5 w-5 text-amber-300" />
            {customQuote.title}
          </p>
          <p className="mt-1.5 text-sm leading-6 text-slate-300">{customQuote.text}</p>
        </div>
        <Link
          to={quoteHref(current.title)}
          className="mt-6 inline-flex items-center justify-center gap-2 rounded-lg bg-amber-400 px-5 py-3 font-semibold text-slate-950 shadow-sm transition-colors hover:bg-amber-300"
        >
          {customQuote.cta}
          <span className="sr-only"> for {current.title}</span>
          <ArrowRight aria-hidden="true" className="h-5 w-5" />
        </Link>
      </aside>
    </div>
  )
}
