import { Link, type ShouldRevalidateFunctionArgs } from 'react-router'
import { samePathNeedsNoReload } from '~/lib/revalidate'
import type { Route } from './+types/studio.course'
import { CourseCatalogue, parseCourseQuery, type CrashCourseItem } from '~/components/studio/course-catalogue'
import { CtaBand } from '~/components/ui/cta-band'
import { PageHeader } from '~/components/ui/page-header'
import { AnnouncementNotice } from '~/components/ui/announcement-notice'
import { Section } from '~/components/ui/section'
import { guideSlugs, loadGuide } from '~/content/guides'
import { compareCopy, compareLink } from '~/content/studio/compare'
import { noticeCopy } from '~/content/studio/notices'
import { CRASH_COURSE_CHOICE } from '~/content/studio/contact-courses'
import { crashCourseCategoryLabels } from '~/content/studio/crash-courses'
import {
  bootcampCategoryLabels,
  coursesPage,
  courseFilters,
  courseTabs,
  crashCourseFilter,
} from '~/content/studio/pages'
import { guidePath, sitePaths } from '~/content/site-routes'
import { bootcampCourseJsonLd } from '~/lib/json-ld/course'
import { pageSeo } from '~/lib/seo'
import { deferRender } from '~/components/ui/defer-render'
import { Icon } from '~/components/ui/icon'
import { currentCatalogue } from '~/server/catalogue/current.server'
import { currentSiteNotices } from '~/server/site-content.server'
import { offeredFee, seatLine } from '~/lib/site-notices'

// Rendered per request through the page cache, keyed with the site-content version: the cards show the batch dates
// staff set (docs/decisions/011) and the catalogue as staff left it: prices, copy, hidden courses (decision 014). The loader data is in the first response beside the HTML, so it carries what the
// view shows (issue 10): the 31 crash courses only on the crash-course tab, a bootcamp's projects and careers only
// for the detail dialog of a bootcamp without a roadmap guide.
export async function loader({ request }: Route.LoaderArgs) {
  const [notices, { bootcamps, crashCourses }] = await Promise.all([currentSiteNotices(), currentCatalogue()])
  const { tab } = parseCourseQuery(new URL(request.url).searchParams)
  const crash: CrashCourseItem[] = (tab === 'crash' ? crashCourses : []).map((course) => {
    const query = new URLSearchParams({ course: CRASH_COURSE_CHOICE, crash: course.id })
    return {
      ...course,
      filter: crashCourseFilter(course),
      categoryLabel: crashCourseCategoryLabels[course.category],
      enrollHref: `${sitePaths.studioContact}?${query}`,
    }
  })
  const guides = await Promise.all(
    guideSlugs.map(async (slug) => {
      const guide = (await loadGuide(slug))!
      return { slug, href: guidePath(slug), title: guide.title, tagline: guide.tagline, phases: guide.phases.length }
    }),
  )
  return {
    bootcamps: bootcamps.map(({ projects, careers, ...bootcamp }) => ({
      ...bootcamp,
      ...(bootcamp.guideSlug ? {} : { projects, careers }),
      nextBatch: notices.batchByTrack[bootcamp.id] ?? null,
      seatsText: seatLine(notices.seatsByTrack[bootcamp.id], noticeCopy.seats),
      fee: offeredFee(notices, bootcamp),
    })),
    announcement: notices.announcement,
    crashCourses: crash,
    crashGroups: Object.entries(crashCourseCategoryLabels).map(([category, label]) => ({ category, label })),
    guides,
    compare: { label: compareCopy(compareLink, bootcamps.length).coursesLabel, href: compareLink.href },
    copy: { ...coursesPage, tabs: courseTabs, filters: courseFilters, bootcampCategoryLabels, notice: noticeCopy },
  }
}

// Tabs and filters live in the query string and switch in place with scripts: the same data serves every view, except
// that opening the crash-course tab from the bootcamps fetches its courses.
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const tab = (url: URL) => parseCourseQuery(url.searchParams).tab
  if (tab(args.nextUrl) === 'crash' && tab(args.currentUrl) !== 'crash') return args.defaultShouldRevalidate
  return samePathNeedsNoReload(args)
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageSeo('studioCourses', {
        ...loaderData.copy.seo,
        jsonLd: import.meta.env.SSR ? loaderData.bootcamps.map(bootcampCourseJsonLd) : undefined,
      })
    : []

export default function Courses({ loaderData }: Route.ComponentProps) {
  const { bootcamps, announcement, crashCourses, crashGroups, guides, compare, copy } = loaderData
  return (
    <>
      <PageHeader {...copy.hero} compact />
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        {announcement ? (
          <AnnouncementNotice
            announcement={announcement}
            label={copy.notice.announcementLabel}
            defaultLinkText={copy.notice.defaultLinkText}
            className="mb-8"
          />
        ) : null}
        <CourseCatalogue
          bootcamps={bootcamps}
          crashCourses={crashCourses}
          crashGroups={crashGroups}
          compare={compare}
          copy={copy}
        />
      </div>

      <Section
        id="roadmaps"
        eyebrow={copy.roadmaps.eyebrow}
        title={copy.roadmaps.title}
        lead={copy.roadmaps.lead}
        tone="tint"
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {guides.map((guide, index) => (
            <li key={guide.slug} className={deferRender(index)}>
              <Link
                to={guide.href}
                className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-indigo-300 hover:shadow-md"
              >
                <span className="text-xs font-semibold tracking-wide text-indigo-700 uppercase">
                  {guide.phases} phases
                </span>
                <span className="mt-2 text-lg font-bold text-slate-900">{guide.title}</span>
                <span className="mt-1 flex-1 text-sm leading-6 text-slate-600">{guide.tagline}</span>
                <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-indigo-700">
                  Read the roadmap{' '}
                  <Icon name="arrow-right" className="h-4 w-4 transition-transform group-hover:translate-x-1" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand id="courses-cta" {...copy.cta} />
    </>
  )
}
