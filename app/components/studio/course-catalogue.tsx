import { useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { Icon } from '~/components/ui/icon'
import { TabPanel, Tabs } from '~/components/ui/tabs'
import type { CrashCourse } from '~/content/studio/schema'
import { BootcampCard, type BootcampSummary } from './bootcamp-card'
import { BootcampDialog } from './bootcamp-dialog'
import { CrashCourseCard } from './crash-course-card'
import { sitePaths } from '~/content/site-routes'
import { FilterLinks } from '~/components/ui/filter-links'
import { deferRender } from '~/components/ui/defer-render'

export type CourseTabId = 'bootcamps' | 'crash'
export type CourseFilterId = 'all' | 'web' | 'mobile' | 'data' | 'ai'

/** A crash course with what the loader worked out: its courses-page filter, category label and enroll link. */
export interface CrashCourseItem extends CrashCourse {
  filter?: Exclude<CourseFilterId, 'all'>
  categoryLabel: string
  enrollHref: string
}

export interface CourseCatalogueCopy {
  tabsLabel: string
  filterLabel: string
  bootcampsIntro: string
  crashIntro: string
  emptyText: string
  crashOnlyInAll: string
  tabs: { value: CourseTabId; label: string }[]
  filters: { value: CourseFilterId; label: string }[]
  bootcampCategoryLabels: Record<string, string>
  notice: { cardLabel: string; cardDate: string }
}

const PATH = sitePaths.studioCourses

/** The courses page query: ?tab=crash&category=web (defaults left out), read on the server so it works without JS. */
export function parseCourseQuery(params: URLSearchParams): { tab: CourseTabId; category: CourseFilterId } {
  const tab = params.get('tab') === 'crash' ? 'crash' : 'bootcamps'
  const raw = params.get('category')
  const category = raw === 'web' || raw === 'mobile' || raw === 'data' || raw === 'ai' ? raw : 'all'
  return { tab, category }
}

export function courseHref(tab: CourseTabId, category: CourseFilterId, extra?: Record<string, string>): string {
  const query = new URLSearchParams()
  if (tab !== 'bootcamps') query.set('tab', tab)
  if (category !== 'all') query.set('category', category)
  for (const [key, value] of Object.entries(extra ?? {})) query.set(key, value)
  const search = query.toString()
  return search ? `${PATH}?${search}` : PATH
}

interface CourseCatalogueProps {
  bootcamps: BootcampSummary[]
  crashCourses: CrashCourseItem[]
  /** Crash-course category labels in display order (they group the crash-course list). */
  crashGroups: { category: string; label: string }[]
  /** The link to the side-by-side comparison, beside the bootcamp count. */
  compare: { label: string; href: string }
  copy: CourseCatalogueCopy
}

/** Courses page: bootcamps or crash courses, filtered by category; state lives in the URL. */
export function CourseCatalogue({ bootcamps, crashCourses, crashGroups, compare, copy }: CourseCatalogueProps) {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const { tab, category } = parseCourseQuery(params)
  const detailsId = params.get('details')
  const [openId, setOpenId] = useState<string | null>(() => detailsId)
  const dialogBootcamp = bootcamps.find((b) => b.id === openId && !b.guideSlug)

  function closeDetails() {
    setOpenId(null)
    if (params.has('details')) navigate(courseHref(tab, category), { replace: true, preventScrollReset: true })
  }

  const shownBootcamps = category === 'all' ? bootcamps : bootcamps.filter((b) => b.category === category)
  const shownCrash = category === 'all' ? crashCourses : crashCourses.filter((c) => c.filter === category)
  const groups = crashGroups
    .map((group) => ({ ...group, courses: shownCrash.filter((c) => c.category === group.category) }))
    .filter((group) => group.courses.length > 0)
  const currentTab = copy.tabs.find((t) => t.value === tab)!

  return (
    <div>
      <div className="flex flex-col gap-3 sm:gap-5 lg:flex-row lg:items-center lg:justify-between">
        <Tabs
          label={copy.tabsLabel}
          idPrefix="course"
          selected={tab}
          tabs={copy.tabs.map((t) => ({ id: t.value, label: t.label, href: courseHref(t.value, category) }))}
          className="flex w-full gap-1 rounded-xl bg-slate-100 p-1 sm:w-fit"
          tabClassName={(isSelected) =>
            isSelected
              ? 'min-w-0 flex-1 rounded-lg bg-white px-2 py-2 text-center text-sm whitespace-nowrap text-indigo-800 shadow-sm ring-1 ring-slate-200 sm:flex-none sm:px-4 sm:py-2.5 sm:text-base'
              : 'min-w-0 flex-1 rounded-lg px-2 py-2 text-center text-sm whitespace-nowrap text-slate-700 hover:text-indigo-800 sm:flex-none sm:px-4 sm:py-2.5 sm:text-base'
          }
        />
        <FilterLinks
          label={copy.filterLabel}
          active={category}
          oneRowOnPhone
          filters={copy.filters.map((f) => ({ id: f.value, label: f.label, href: courseHref(tab, f.value) }))}
        />
      </div>

      <TabPanel idPrefix="course" tab={tab} className="mt-6 rounded-lg sm:mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          {/* On a phone the selected tab just above names the list; the heading stays for screen readers. */}
          <h2 className="sr-only text-2xl font-bold text-slate-900 sm:not-sr-only">{currentTab.label}</h2>
          <p className="text-sm font-medium text-slate-600" aria-live="polite">
            {tab === 'bootcamps' ? shownBootcamps.length : shownCrash.length} courses shown
          </p>
        </div>
        {tab === 'bootcamps' ? (
          <Link
            to={compare.href}
            className="group mt-1 inline-flex items-center gap-1.5 text-sm font-semibold text-indigo-700 hover:text-indigo-900 hover:underline"
          >
            {compare.label}
            <Icon name="arrow-right" className="h-4 w-4 transition-transform group-hover:translate-x-1" />
          </Link>
        ) : null}
        {/* The header's lead says as much on a phone, where the first card should show on the first screen. */}
        <p className="mt-2 hidden max-w-3xl text-slate-600 sm:block">
          {tab === 'bootcamps' ? copy.bootcampsIntro : copy.crashIntro}
        </p>

        {tab === 'bootcamps' ? (
          shownBootcamps.length > 0 ? (
            <ul className="mt-4 grid gap-6 sm:mt-8 md:grid-cols-2 xl:grid-cols-3">
              {shownBootcamps.map((bootcamp, index) => (
                <li key={bootcamp.id} className={deferRender(index)}>
                  <BootcampCard
                    bootcamp={bootcamp}
                    categoryLabel={copy.bootcampCategoryLabels[bootcamp.category] ?? bootcamp.category}
                    batchCopy={copy.notice}
                    detailsHref={courseHref(tab, category, { details: bootcamp.id })}
                    onOpenDetails={() => setOpenId(bootcamp.id)}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-8 rounded-xl bg-slate-50 p-6 text-slate-700">{copy.emptyText}</p>
          )
        ) : (
          <>
            {category !== 'all' ? <p className="mt-4 max-w-3xl text-sm text-slate-600">{copy.crashOnlyInAll}</p> : null}
            {groups.length > 0 ? (
              groups.map((group) => (
                <section key={group.category} aria-labelledby={`crash-group-${group.category}`} className="mt-10">
                  <h3 id={`crash-group-${group.category}`} className="text-lg font-bold text-slate-900">
                    {group.label} <span className="font-medium text-slate-600">({group.courses.length})</span>
                  </h3>
                  <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                    {group.courses.map((course, index) => (
                      <li key={course.id} className={deferRender(index)}>
                        <CrashCourseCard
                          course={course}
                          categoryLabel={course.categoryLabel}
                          enrollHref={course.enrollHref}
                          headingLevel={4}
                        />
                      </li>
                    ))}
                  </ul>
                </section>
              ))
            ) : (
              <p className="mt-8 rounded-xl bg-slate-50 p-6 text-slate-700">{copy.emptyText}</p>
            )}
          </>
        )}
      </TabPanel>
      <BootcampDialog bootcamp={dialogBootcamp} onClose={closeDetails} />
    </div>
  )
}
