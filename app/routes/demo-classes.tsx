import { data } from 'react-router'
import type { Route } from './+types/demo-classes'
import { DemoClassForm } from '~/components/main/demo-class-form'
import { demoClassesPage } from '~/content/demo-classes'
import { sitePaths } from '~/content/site-routes'
import { bootcamps } from '~/content/studio/bootcamps'
import { istDayTime } from '~/lib/booking-times'
import { pageSeo } from '~/lib/seo'
import { serverNow } from '~/server/clock.server'
import { getDatabase } from '~/server/db/database.server'
import { upcomingClasses } from '~/server/demo-classes/demo-classes.server'
import { postDemoSeat } from '~/server/demo-classes/demo-seat-post.server'

export async function loader({ request }: Route.LoaderArgs) {
  const classes = await upcomingClasses((await getDatabase()).db, serverNow())
  return data(
    {
      copy: demoClassesPage,
      classes: classes.map((one) => ({ ...one, when: istDayTime(one.startsAt) })),
      courses: bootcamps.map((bootcamp) => ({ value: bootcamp.id, label: bootcamp.title })),
      chosen: new URL(request.url).searchParams.get('class') ?? undefined,
    },
    // Seats change with every booking: never a stored copy.
    { headers: { 'Cache-Control': 'no-store' } },
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  return postDemoSeat(request, context)
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageSeo('demoClasses', (loaderData?.copy ?? demoClassesPage).seo)

export default function DemoClasses({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, classes, courses, chosen } = loaderData
  const answer = actionData && 'seat' in actionData ? actionData.seat : null
  return (
    <article className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{copy.title}</h1>
      <p className="mt-3 max-w-2xl text-lg leading-8 text-slate-700">{copy.intro}</p>
      <DemoClassForm
        copy={copy}
        classes={classes}
        courses={courses}
        answer={answer}
        chosen={chosen}
        talkHref={sitePaths.talk}
      />
    </article>
  )
}
