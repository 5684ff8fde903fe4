import { data, Form, redirect } from 'react-router'
import type { Route } from './+types/talk.call.$token'
import { CallDays, useVisitorZone } from '~/components/main/call-days'
import { buttonClass } from '~/components/ui/button'
import { FormAlert } from '~/components/forms/form-extras'
import { callPage, talkPage } from '~/content/talk'
import { pathTo, sitePaths } from '~/content/site-routes'
import { fillTemplate } from '~/lib/format'
import { bookingDays } from '~/lib/booking-times'
import { readSmallForm, BodyError } from '~/server/body.server'
import { serverNow } from '~/server/clock.server'
import { cancelCall, rescheduleCall } from '~/server/counselling/calls.server'
import { callPageData } from '~/server/counselling/call-page.server'
import { getDatabase } from '~/server/db/database.server'
import { isCrossSite } from '~/server/http.server'

// The link is the key, as on the pay page: never stored by a cache, sent on as a referrer, or indexed.
const PRIVATE = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin', 'X-Robots-Tag': 'noindex, nofollow' }

export async function loader({ params }: Route.LoaderArgs) {
  const call = await callPageData((await getDatabase()).db, params.token, serverNow())
  if (!call) return data({ found: false as const }, { status: 404, headers: PRIVATE })
  return data({ found: true as const, call }, { headers: PRIVATE })
}

/** Moves the call to a new start or cancels it; a start taken meanwhile answers with the next free ones. */
export async function action({ params, request }: Route.ActionArgs) {
  if (isCrossSite(request)) throw data('Refused', { status: 403 })
  let form: FormData
  try {
    form = await readSmallForm(request, ['intent', 'startsAt'])
  } catch (error) {
    if (error instanceof BodyError) throw data(error.message, { status: error.status })
    throw error
  }
  const { db } = await getDatabase()
  const here = pathTo('talkCall', { token: params.token })
  if (form.get('intent') !== 'move') {
    await cancelCall(db, params.token, serverNow())
    return redirect(here)
  }
  const startsAt = form.get('startsAt')
  if (typeof startsAt !== 'string' || Number.isNaN(Date.parse(startsAt)) || !/^\d{4}-\d\d-\d\dT/.test(startsAt))
    return data({ move: { error: callPage.moveChoose, nextFree: [] as string[] } }, { status: 400 })
  const answer = await rescheduleCall(db, params.token, new Date(startsAt).toISOString(), serverNow())
  if (!('taken' in answer)) return redirect(here)
  return data({ move: { error: callPage.moveTaken, nextFree: answer.nextFree } }, { status: 409 })
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.found ? callPage.title : callPage.notFoundTitle} | RealWork Technologies` },
  { name: 'robots', content: 'noindex, nofollow' },
]

export default function TalkCall({ loaderData, actionData }: Route.ComponentProps) {
  const zone = useVisitorZone()
  if (!loaderData.found)
    return (
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{callPage.notFoundTitle}</h1>
        <p className="mt-3 text-slate-800">{callPage.notFound}</p>
        <a href={sitePaths.talk} className={buttonClass({ className: 'mt-6' })}>
          {callPage.bookAgain}
        </a>
      </article>
    )
  const { call } = loaderData
  const cancelled = call.status === 'cancelled'
  const move = actionData && 'move' in actionData ? actionData.move : null
  // After a taken start, the next free ones (already in the list) with the first chosen.
  const moveDays = move && move.nextFree.length > 0 ? bookingDays(move.nextFree) : call.moveTo
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
        {cancelled ? callPage.cancelledTitle : call.moved ? callPage.movedTitle : callPage.title}
      </h1>
      <p className="mt-3 text-lg leading-8 text-slate-700">{cancelled ? callPage.cancelled : callPage.intro}</p>
      <dl className="mt-8 grid gap-4 rounded-2xl border border-slate-200 bg-white p-6 sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold text-slate-700">{callPage.reference}</dt>
        <dd className="font-mono text-slate-900">{call.reference}</dd>
        <dt className="font-semibold text-slate-700">{callPage.when}</dt>
        <dd className={cancelled ? 'text-slate-600 line-through' : 'text-slate-900'}>
          {call.when}
          {call.theirs ? <span className="block text-slate-600">({call.theirs})</span> : null}
        </dd>
        <dt className="font-semibold text-slate-700">{callPage.purpose}</dt>
        <dd className="text-slate-900">{talkPage.purposes[call.purpose]}</dd>
        <dt className="font-semibold text-slate-700">{callPage.how}</dt>
        <dd className="text-slate-900">
          {call.callLink
            ? fillTemplate(callPage.videoCall, { counsellor: call.counsellor, link: call.callLink })
            : fillTemplate(callPage.phoneCall, { counsellor: call.counsellor, phone: call.phone })}
        </dd>
      </dl>
      {cancelled ? (
        <a href={sitePaths.talk} className={buttonClass({ className: 'mt-8' })}>
          {callPage.bookAgain}
        </a>
      ) : (
        <>
          <details open={move !== null} className="mt-8 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
            <summary className="min-h-11 cursor-pointer font-semibold text-indigo-700">{callPage.move}</summary>
            <Form method="post" noValidate className="mt-4 space-y-4">
              <input type="hidden" name="intent" value="move" />
              <FormAlert message={move?.error} />
              {moveDays.length === 0 ? (
                <p className="text-slate-800">{callPage.noMoveTimes}</p>
              ) : (
                <fieldset>
                  <legend className="text-sm font-semibold text-slate-800">{callPage.moveLegend}</legend>
                  <CallDays days={moveDays} zone={zone} checked={move?.nextFree[0]} freeTimes={talkPage.freeTimes} />
                </fieldset>
              )}
              <button type="submit" className={buttonClass()} disabled={moveDays.length === 0}>
                {callPage.moveSubmit}
              </button>
            </Form>
          </details>
          <Form method="post" className="mt-6">
            <input type="hidden" name="intent" value="cancel" />
            <button type="submit" className={buttonClass({ variant: 'outline' })}>
              {callPage.cancel}
            </button>
          </Form>
        </>
      )}
    </article>
  )
}
