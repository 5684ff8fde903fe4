import { data, isRouteErrorResponse } from 'react-router'
import { samePathNeedsNoReload } from '~/lib/revalidate'
import type { Route } from './+types/guide'
import { GuidePage } from '~/components/guides/guide-page'
import { NotFound } from '~/components/layout/not-found'
import { loadGuide } from '~/content/guides'
import { plannerCopy } from '~/content/guides/study-plan'
import { compareLink } from '~/content/studio/compare'
import { bootcampGuideSlugs } from '~/content/studio/schema'
import { guideNextSteps } from '~/content/guides/next-steps'
import { guidePath } from '~/content/site-routes'
import { roadmapTitle } from '~/lib/guide-seo'
import { pageBreadcrumbJsonLd } from '~/lib/json-ld'
import { guideCourseJsonLd } from '~/lib/json-ld/course'
import { ogImagePath } from '~/lib/og-image'
import { findPhaseIndex, parsePhaseParam } from '~/lib/phase-nav'
import { seo } from '~/lib/seo'
import { renderStudyPlanner } from '~/server/study-planner.server'

export async function loader({ params, request }: Route.LoaderArgs) {
  const guide = await loadGuide(params.guide)
  if (!guide) throw data('Guide not found', { status: 404 })
  const search = new URL(request.url).searchParams
  const initialPhase = parsePhaseParam(search.get('phase'), guide.phases)
  const compared = (bootcampGuideSlugs as readonly string[]).includes(guide.slug)
  return {
    guide,
    initialPhase,
    nextSteps: guideNextSteps(guide),
    plannerHtml: renderStudyPlanner(guide, search, guide.phases[initialPhase]!.id),
    headerLinks: [
      { label: plannerCopy.heading, href: '#study-plan' },
      // Guides with a bootcamp open the comparison with their track ticked; cloud and DevOps open it plain.
      { label: compareLink.label, href: compared ? `${compareLink.href}?tracks=${guide.slug}` : compareLink.href },
    ],
  }
}

// The phase lives in the address; switching phase must not fetch the whole guide again. (The study plan changes
// only through its plain GET form, a full page load.)
export const shouldRevalidate = samePathNeedsNoReload

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const guide = loaderData?.guide
  if (!guide) return [] // the not-found page sets its own title
  const path = guidePath(guide.slug)
  // A shared phase link (?phase=N) previews that phase: its title, objective and its own share image.
  const shared = findPhaseIndex(new URLSearchParams(location.search).get('phase'), guide.phases)
  const phase = shared === undefined ? undefined : guide.phases[shared]
  return seo({
    title: phase ? `Phase ${phase.id}: ${phase.title} · ${roadmapTitle(guide)}` : roadmapTitle(guide),
    description: phase ? phase.objective : guide.tagline,
    path,
    sharePath: phase ? `${path}?phase=${phase.id}` : undefined,
    image: ogImagePath(path, phase?.id),
    jsonLd: [guideCourseJsonLd(guide), pageBreadcrumbJsonLd('guide', { name: guide.title, path })],
  })
}

export default function GuideRoute({ loaderData }: Route.ComponentProps) {
  return (
    <GuidePage
      key={loaderData.guide.slug}
      guide={loaderData.guide}
      initialPhase={loaderData.initialPhase}
      plannerHtml={loaderData.plannerHtml}
      headerLinks={loaderData.headerLinks}
      nextSteps={loaderData.nextSteps}
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
