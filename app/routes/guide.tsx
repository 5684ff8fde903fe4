import { data, isRouteErrorResponse } from 'react-router'
import type { Route } from './+types/guide'
import type { GuideContent } from '~/components/guides/content-views'
import { GuidePage } from '~/components/guides/guide-page'
import { CourseFee } from '~/components/studio/course-fee'
import { NotFound } from '~/components/layout/not-found'
import { guideOutline } from '~/content/guides/outline'
import { guidePrintCopy } from '~/content/guides/page-copy'
import { plannerCopy } from '~/content/guides/study-plan'
import { compareLink } from '~/content/studio/compare'
import { bootcampForGuide } from '~/content/studio/bootcamps'
import { bootcampGuideSlugs } from '~/content/studio/schema'
import { guideNextSteps } from '~/content/guides/next-steps'
import { guidePath, sitePaths } from '~/content/site-routes'
import { roadmapTitle } from '~/lib/guide-seo'
import { pageBreadcrumbJsonLd } from '~/lib/json-ld'
import { guideCourseJsonLd } from '~/lib/json-ld/course'
import { ogImagePath } from '~/lib/og-image'
import { findPhaseIndex, isPrintView, parsePhaseParam } from '~/lib/phase-nav'
import { withRenderOnly } from '~/lib/render-only'
import { seo } from '~/lib/seo'
import { batchSummary, offeredFee, type SiteNotices } from '~/lib/site-notices'
import { noticeCopy } from '~/content/studio/notices'
import { currentCatalogue, shownBootcamp } from '~/server/catalogue/current.server'
import { currentSiteNotices } from '~/server/site-content.server'

const guideContent = () => import('~/components/guides/guide-content')

/**
 * The bootcamp's next batch as the closing Register box shows it: date, mode and seats when few or full. A guide with
 * a bootcamp is therefore rendered through the page cache in the site-content group (content-version.server.ts), so a
 * seat taken or a batch changed renders it anew, as it does the course page.
 */
function nextBatchLine(notices: SiteNotices, courseId: string) {
  const day = notices.batchByTrack[courseId]
  if (!day) return undefined
  return {
    label: noticeCopy.cardLabel,
    text: batchSummary(day, notices.seatsByTrack[courseId], noticeCopy.seats, true),
  }
}

/**
 * Loader data is in the first response twice (as the page's HTML and as the hydration payload), so what it sends is
 * the guide's outline only; the full guide and the views that render it are `content`, which the server renders with
 * but does not send (`withRenderOnly`), and the browser hydrates that part as static HTML (issue 10,
 * docs/decisions/004 "Round 3").
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const { loadGuide, guideViews } = await guideContent()
  const guide = await loadGuide(params.guide)
  if (!guide) throw data('Guide not found', { status: 404 })
  const search = new URL(request.url).searchParams
  const initialPhase = parsePhaseParam(search.get('phase'), guide.phases)
  const compared = (bootcampGuideSlugs as readonly string[]).includes(guide.slug)
  const shared = findPhaseIndex(search.get('phase'), guide.phases)
  const bootcamp = bootcampForGuide(guide.slug)
  const notices = bootcamp ? await currentSiteNotices() : undefined
  const batch = bootcamp && notices ? nextBatchLine(notices, bootcamp.id) : undefined
  // The way in uses the catalogue as staff left it (a hidden bootcamp offers none; its fee as staff set it).
  const shown = bootcamp ? shownBootcamp(await currentCatalogue(), bootcamp.id) : undefined
  const page = {
    // The layout's Register button names this guide's bootcamp, so the form starts with the course being read; the id
    // comes as data so the layout's chunk does not carry the whole bootcamp catalogue.
    registerBootcamp: bootcamp?.id,
    guide: guideOutline(guide),
    initialPhase,
    printCopy: isPrintView(search) ? guidePrintCopy : undefined,
    // A shared phase link's preview text (meta description).
    sharedObjective: shared === undefined ? undefined : guide.phases[shared]!.objective,
    nextSteps: { ...guideNextSteps(guide), batch },
    enrol: shown
      ? {
          title: shown.title,
          registerHref: `${sitePaths.studioRegister}?bootcamp=${shown.id}`,
          askHref: `${sitePaths.studioContact}?course=${shown.id}`,
          batch: batch?.text ?? null,
          // What the next batch charges today (its early-bird fee while it lasts), as every page that shows a fee.
          fee: { fee: offeredFee(notices ?? { feeByTrack: {} }, shown), originalPrice: shown.originalPrice },
        }
      : undefined,
    headerLinks: [
      { label: plannerCopy.heading, href: '#study-plan' },
      // Guides with a bootcamp open the comparison with their track ticked; cloud and DevOps open it plain.
      { label: compareLink.label, href: compared ? `${compareLink.href}?tracks=${guide.slug}` : compareLink.href },
    ],
  }
  return withRenderOnly(page, { content: { guide, views: guideViews } satisfies GuideContent })
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const guide = loaderData?.guide
  if (!guide) return [] // the not-found page sets its own title
  const path = guidePath(guide.slug)
  const jsonLd = import.meta.env.SSR
    ? [guideCourseJsonLd(guide), pageBreadcrumbJsonLd('guide', { name: guide.title, path })]
    : undefined
  if (loaderData.printCopy && isPrintView(location.search)) {
    const title = `${roadmapTitle(guide)}, ${loaderData.printCopy.metaTitle}`
    return seo({ title, description: guide.tagline, path, jsonLd })
  }
  // A shared phase link (?phase=N) previews that phase: its title, objective and its own share image.
  const shared = findPhaseIndex(new URLSearchParams(location.search).get('phase'), guide.phases)
  const phase = shared === undefined ? undefined : guide.phases[shared]
  // The objective is the loader's, for the phase the page was loaded with.
  const objective = shared === loaderData.initialPhase ? loaderData.sharedObjective : undefined
  return seo({
    title: phase ? `Phase ${phase.id}: ${phase.title} · ${roadmapTitle(guide)}` : roadmapTitle(guide),
    description: objective ?? guide.tagline,
    path,
    sharePath: phase ? `${path}?phase=${phase.id}` : undefined,
    image: ogImagePath(path, phase?.id),
    jsonLd,
  })
}

export default function GuideRoute({ loaderData }: Route.ComponentProps) {
  const { enrol } = loaderData
  return (
    <GuidePage
      key={loaderData.guide.slug}
      guide={loaderData.guide}
      content={loaderData.content}
      initialPhase={loaderData.initialPhase}
      printCopy={loaderData.printCopy}
      headerLinks={loaderData.headerLinks}
      nextSteps={loaderData.nextSteps}
      enrol={
        enrol
          ? { enrol, fee: <CourseFee fee={enrol.fee} />, compactFee: <CourseFee fee={enrol.fee} compact /> }
          : undefined
      }
    />
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6">
      <title>Something went wrong | RealWork Technologies</title>
      <h1 className="text-3xl font-bold text-slate-900">This roadmap could not be loaded</h1>
      <p className="mt-4 text-slate-600">Please try again in a moment.</p>
    </div>
  )
}
