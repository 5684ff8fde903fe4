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
import { bookingDetails } from '~/server/counselling/booking-pass.server'
import { freeSlots } from '~/server/counselling/calls.server'
import { postCallBooking } from '~/server/counselling/call-post.server'
import { getDatabase } from '~/server/db/database.server'
import { PRIVATE_PAGE_HEADERS } from '~/server/http.server'

export async function loader({ request }: Route.LoaderArgs) {
  const { db } = await getDatabase()
  const now = serverNow()
  const [slots, registered] = await Promise.all([freeSlots(db, now), bookingDetails(db, request, now)])
  const days = bookingDays(slots.map((slot) => slot.startsAt))
  // ?course= from a course page or the registration's confirmation (lib/talk-link.ts): chosen in the form.
  const course = findBootcamp(new URL(request.url).searchParams.get('course') ?? '')?.id ?? registered?.course ?? null
  return data(
    {
      copy: talkPage,
      days,
      courses: bootcamps.map((bootcamp) => ({ value: bootcamp.id, label: bootcamp.title })),
      course,
      // Just registered (the booking pass, decision 029): the form starts with the registration's details, and the
      // page, now one person's, is kept out of every cache, Referer and index.
      registered: registered
        ? {
            reference: registered.reference,
            values: { name: registered.name, email: registered.email, phone: registered.phone },
          }
        : null,
    },
    { headers: registered ? PRIVATE_PAGE_HEADERS : { 'Cache-Control': 'no-store' } },
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
  const { copy, days, courses, course, registered } = loaderData
  // The reference kept on one line ('RW-' and its digits would otherwise part on a phone).
  const [filledBefore, filledAfter] = copy.filledIn.split('{reference}')
  const answer =
    actionData && 'booking' in actionData
      ? actionData.booking
      : course || registered
        ? { values: { ...registered?.values, ...(course ? { course } : {}) }, errors: {}, formError: '' }
        : null
  return (
    <article className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{copy.title}</h1>
      <p className="mt-3 max-w-2xl text-lg leading-8 text-slate-700">{copy.intro}</p>
      {registered && !actionData ? (
        <p className="mt-6 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-slate-800">
          {filledBefore}
          <span className="font-semibold whitespace-nowrap">{registered.reference}</span>
          {filledAfter}
        </p>
      ) : null}
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
