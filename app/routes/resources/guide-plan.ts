import type { Route } from './+types/guide-plan'
import { loadGuide } from '~/content/guides'
import { weeklyEffort } from '~/content/guides/study-plan'
import { planCalendar } from '~/lib/ics'
import { siteUrl } from '~/lib/site-url'
import { buildStudyPlan, parsePlanParams } from '~/lib/study-plan'

/** `/realworkstudio/course/<guide>/plan.ics?hours=10&start=2027-01-04`: the study plan as an iCalendar download. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const guide = await loadGuide(params.guide)
  if (!guide) return new Response('No roadmap guide has this address.\n', plainText(404))
  const input = parsePlanParams(new URL(request.url).searchParams)
  if (input.status !== 'ok') {
    const reasons =
      input.status === 'none' ? ['Add ?hours=<hours a week>&start=<YYYY-MM-DD>.'] : Object.values(input.errors)
    return new Response(`${reasons.join('\n')}\n`, plainText(400))
  }
  const plan = buildStudyPlan(guide.phases, weeklyEffort[guide.slug], input.hours, input.start)
  return new Response(planCalendar(guide, plan, siteUrl, new Date()), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="realwork-${guide.slug}-study-plan.ics"`,
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    },
  })
}

function plainText(status: number): ResponseInit {
  return { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } }
}
