import { data, Form, redirect } from 'react-router'
import type { Route } from './+types/demo-classes.seat.$token'
import { buttonClass } from '~/components/ui/button'
import { demoClassesPage, demoSeatPage } from '~/content/demo-classes'
import { pathTo, sitePaths } from '~/content/site-routes'
import { fillTemplate } from '~/lib/format'
import { BodyError, readSmallForm } from '~/server/body.server'
import { serverNow } from '~/server/clock.server'
import { getDatabase } from '~/server/db/database.server'
import { cancelSeat } from '~/server/demo-classes/demo-classes.server'
import { demoSeatPageData } from '~/server/demo-classes/demo-seat-page.server'
import { isCrossSite } from '~/server/http.server'

// The link is the key, as on the call's page: never stored by a cache, sent on as a referrer, or indexed.
const PRIVATE = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin', 'X-Robots-Tag': 'noindex, nofollow' }

export async function loader({ params }: Route.LoaderArgs) {
  const seat = await demoSeatPageData((await getDatabase()).db, params.token, serverNow())
  if (!seat) return data({ found: false as const }, { status: 404, headers: PRIVATE })
  return data({ found: true as const, seat }, { headers: PRIVATE })
}

/** Cancels the seat (the only thing this page posts); the page then says so. */
export async function action({ params, request }: Route.ActionArgs) {
  if (isCrossSite(request)) throw data('Refused', { status: 403 })
  try {
    await readSmallForm(request, ['intent'])
  } catch (error) {
    if (error instanceof BodyError) throw data(error.message, { status: error.status })
    throw error
  }
  await cancelSeat((await getDatabase()).db, params.token, serverNow())
  return redirect(pathTo('demoSeat', { token: params.token }))
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

/** The page's heading and words for each state of the seat. */
const STATES = {
  booked: { title: demoSeatPage.title, text: demoSeatPage.intro },
  cancelled: { title: demoSeatPage.cancelledTitle, text: demoSeatPage.cancelledText },
  'class-cancelled': { title: demoSeatPage.classCancelledTitle, text: demoSeatPage.classCancelledText },
  past: { title: demoSeatPage.pastTitle, text: demoSeatPage.pastText },
} as const

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData?.found ? STATES[loaderData.seat.state].title : demoSeatPage.notFoundTitle} | RealWork Technologies`,
  },
  { name: 'robots', content: 'noindex, nofollow' },
]

export default function DemoSeat({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found)
    return (
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{demoSeatPage.notFoundTitle}</h1>
        <p className="mt-3 text-slate-800">{demoSeatPage.notFound}</p>
        <a href={sitePaths.demoClasses} className={buttonClass({ className: 'mt-6' })}>
          {demoSeatPage.bookAgain}
        </a>
      </article>
    )
  const { seat } = loaderData
  const booked = seat.state === 'booked'
  const { title, text } = STATES[seat.state]
  const struck = seat.state === 'cancelled' || seat.state === 'class-cancelled'
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-3 text-lg leading-8 text-slate-700">{text}</p>
      <dl className="mt-8 grid gap-x-4 gap-y-3 rounded-2xl border border-slate-200 bg-white p-6 sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold text-slate-700">{demoSeatPage.reference}</dt>
        <dd className="font-mono text-slate-900">{seat.reference}</dd>
        <dt className="font-semibold text-slate-700">{demoSeatPage.topic}</dt>
        <dd className="text-slate-900">
          <span className="block font-semibold">{seat.topic}</span>
          <span className="block text-slate-700">
            {fillTemplate(demoClassesPage.course, { course: seat.courseTitle })}
          </span>
        </dd>
        <dt className="font-semibold text-slate-700">{demoSeatPage.when}</dt>
        <dd className={struck ? 'text-slate-600 line-through' : 'text-slate-900'}>{seat.when} IST</dd>
        {seat.cancelReason ? (
          <>
            <dt className="font-semibold text-slate-700">{demoSeatPage.reason}</dt>
            <dd className="text-slate-900">{seat.cancelReason}</dd>
          </>
        ) : null}
        <dt className="font-semibold text-slate-700">{demoSeatPage.length}</dt>
        <dd className="text-slate-900">{fillTemplate(demoClassesPage.minutes, { minutes: seat.minutes })}</dd>
        {booked ? (
          <>
            <dt className="font-semibold text-slate-700">{demoSeatPage.join}</dt>
            <dd className="break-all text-slate-900">
              <a href={seat.joinLink} className="font-semibold text-indigo-700 underline" rel="noreferrer">
                {seat.joinLink}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      {booked ? (
        <Form method="post" className="mt-8">
          <input type="hidden" name="intent" value="cancel" />
          <p className="text-slate-700">{demoSeatPage.cancelHint}</p>
          <button type="submit" className={buttonClass({ variant: 'outline', className: 'mt-3' })}>
            {demoSeatPage.cancel}
          </button>
        </Form>
      ) : (
        <div className="mt-8 flex flex-wrap gap-3">
          <a href={sitePaths.demoClasses} className={buttonClass()}>
            {demoSeatPage.bookAgain}
          </a>
          {seat.state === 'class-cancelled' ? (
            <a href={sitePaths.talk} className={buttonClass({ variant: 'outline' })}>
              {demoSeatPage.talkInstead}
            </a>
          ) : null}
        </div>
      )}
    </article>
  )
}
