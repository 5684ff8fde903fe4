import { data, isRouteErrorResponse } from 'react-router'
import { samePathNeedsNoReload } from '~/lib/revalidate'
import type { Route } from './+types/guide'
import { GuidePage } from '~/components/guides/guide-page'
import { NotFound } from '~/components/layout/not-found'
import { loadGuide } from '~/content/guides'
import { guideNextSteps } from '~/content/guides/next-steps'
import { guideJsonLd, roadmapTitle } from '~/lib/guide-seo'
import { parsePhaseParam } from '~/lib/phase-nav'
import { breadcrumbJsonLd, seo } from '~/lib/seo'
import { iconsIn } from '~/server/icons.server'

export async function loader({ params, request }: Route.LoaderArgs) {
  const guide = await loadGuide(params.guide)
  if (!guide) throw data('Guide not found', { status: 404 })
  const initialPhase = parsePhaseParam(new URL(request.url).searchParams.get('phase'), guide.phases)
  return { guide, initialPhase, icons: iconsIn(guide), nextSteps: guideNextSteps(guide) }
}

// The phase lives in the address; switching phase must not fetch the whole guide again.
export const shouldRevalidate = samePathNeedsNoReload

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const guide = loaderData?.guide
  if (!guide) return [] // the not-found page sets its own title
  const path = `/realworkstudio/course/${guide.slug}`
  return seo({
    title: roadmapTitle(guide),
    description: guide.tagline,
    path,
    jsonLd: [
      guideJsonLd(guide, path),
      breadcrumbJsonLd([
        { name: 'Home', path: '/' },
        { name: 'Training studio', path: '/realworkstudio' },
        { name: 'Courses', path: '/realworkstudio/course' },
        { name: guide.title, path },
      ]),
    ],
  })
}

export default function GuideRoute({ loaderData }: Route.ComponentProps) {
  return (
    <GuidePage
      key={loaderData.guide.slug}
      guide={loaderData.guide}
      initialPhase={loaderData.initialPhase}
      icons={loaderData.icons}
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
