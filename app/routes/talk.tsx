import { data } from 'react-router'
import type { Route } from './+types/talk'
import { CallBookingForm } from '~/components/main/call-booking-form'
import { demoClassesFromTalk } from '~/content/demo-classes'
import { sitePaths } from '~/content/site-routes'
import { bootcamps, findBootcamp } from '~/content/studio/bootcamps'
import { talkPage } from '~/content/talk'
import { bookingDays } from '~/lib/booking-times'
import { pageSeo } from '~/lib/seo'
import { serverNow } from '~/server/clock.server'
import { freeSlots } from '~/server/counselling/calls.server'
import { postCallBooking } from '~/server/counselling/call-post.server'
import { getDatabase } from '~/server/db/database.server'

export async function loader({ request }: Route.LoaderArgs) {
  const slots = await freeSlots((await getDatabase()).db, serverNow())
  const days = bookingDays(slots.map((slot) => slot.startsAt))
  return data(
    {
      copy: talkPage,
      days,
      courses: bootcamps.map((bootcamp) => ({ value: bootcamp.id, label: bootcamp.title })),
      // ?course= from a course page or the registration's confirmation (lib/talk-link.ts): chosen in the form.
      course: findBootcamp(new URL(request.url).searchParams.get('course') ?? '')?.id ?? null,
    },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  return postCallBooking(request, context)
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageSeo('talk', (loaderData?.copy ?? talkPage).seo)

export default function Talk({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, days, courses, course } = loaderData
  const answer =
    actionData && 'booking' in actionData
      ? actionData.booking
      : course
        ? { values: { course }, errors: {}, formError: '' }
        : null
  return (
    <article className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{copy.title}</h1>
      <p className="mt-3 max-w-2xl text-lg leading-8 text-slate-700">{copy.intro}</p>
      <CallBookingForm copy={copy} days={days} courses={courses} answer={answer} enquiryHref={sitePaths.enquiry} />
      <p className="mt-10 border-t border-slate-200 pt-6 text-slate-700">
        {demoClassesFromTalk.text}{' '}
        <a href={sitePaths.demoClasses} className="font-semibold text-indigo-700 underline underline-offset-4">
          {demoClassesFromTalk.link}
        </a>
      </p>
    </article>
  )
}
