import { useState } from 'react'
import { Link } from 'react-router'
import { FactTile } from '~/components/ui/fact-tile'
import { Icon } from '~/components/ui/icon'
import { TabPanel, Tabs } from '~/components/ui/tabs'
import type { ClaimedFigure } from '~/content/claims'
import type { HomeCategory, HomeCategoryKey } from '~/content/services/schema'
import { ClaimMark } from '~/components/ui/claim-mark'
import { catalogueHref, quoteHref, servicesPaths } from '~/content/services/urls'
import { cn } from '~/lib/cn'

interface CategoryTabsProps {
  /** Id of the section the tabs sit in; links without scripts land back on it. */
  sectionId: string
  /** Each category with its claimed count of completed projects, or null when that claim is not shown. */
  categories: readonly (HomeCategory & { completed: ClaimedFigure | null })[]
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
  const [selected, setSelected] = useState<string>(initial)
  const current = categories.find((c) => c.key === selected) ?? categories[0]!

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0">
        <Tabs
          label="Service categories"
          idPrefix="category"
          panels="each"
          selected={current.key}
          onSelect={setSelected}
          tabs={categories.map((category) => ({
            id: category.key,
            href: `${servicesPaths.home}?category=${category.key}#${sectionId}`,
            label: (
              <>
                <Icon
                  name={category.icon}
                  className={cn('h-5 w-5', category.key === current.key ? 'text-indigo-100' : 'text-indigo-700')}
                />
                {category.label}
              </>
            ),
          }))}
          className="grid grid-cols-2 gap-2 sm:grid-cols-3"
          tabClassName={(active) =>
            cn(
              'flex min-h-12 items-center gap-2.5 rounded-xl border px-3 py-2.5',
              active
                ? 'border-indigo-700 bg-indigo-700 text-white shadow-md'
                : 'border-slate-200 bg-white text-slate-800 hover:border-indigo-300 hover:bg-indigo-50',
            )
          }
        />

        {categories.map((category) => (
          <TabPanel
            key={category.key}
            idPrefix="category"
            tab={category.key}
            panelFor={category.key}
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
              <FactTile size="lg" icon="calendar-clock" label="Delivery time" value={category.deliveryTime} />
              {category.completed ? (
                <FactTile
                  size="lg"
                  icon="circle-check-big"
                  label={category.completed.label}
                  value={
                    <>
                      {category.completed.value}
                      <ClaimMark basis={category.completed.basis} className="ml-0.5" />
                    </>
                  }
                />
              ) : null}
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
              See prices for {category.title} <Icon name="arrow-right" className="h-4 w-4" />
            </Link>
          </TabPanel>
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
              <Icon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-400" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
        <div className="mt-6 rounded-xl bg-white/5 p-4 ring-1 ring-white/10">
          <p className="flex items-center gap-2 font-semibold text-white">
            <Icon name="message-square-quote" className="h-5 w-5 text-amber-300" />
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
          <Icon name="arrow-right" className="h-5 w-5" />
        </Link>
      </aside>
    </div>
  )
}
