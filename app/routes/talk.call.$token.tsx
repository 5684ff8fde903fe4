import { data, Form, redirect } from 'react-router'
import type { Route } from './+types/talk.call.$token'
import { callPage, talkPage } from '~/content/talk'
import { pathTo, sitePaths } from '~/content/site-routes'
import { buttonClass } from '~/components/ui/button'
import { fillTemplate } from '~/lib/format'
import { readSmallForm, BodyError } from '~/server/body.server'
import { serverNow } from '~/server/clock.server'
import { cancelCall } from '~/server/counselling/calls.server'
import { callPageData } from '~/server/counselling/call-page.server'
import { getDatabase } from '~/server/db/database.server'
import { isCrossSite } from '~/server/http.server'

// The link is the key, as on the pay page: never stored by a cache, sent on as a referrer, or indexed.
const PRIVATE = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin', 'X-Robots-Tag': 'noindex, nofollow' }

export async function loader({ params }: Route.LoaderArgs) {
  const call = await callPageData((await getDatabase()).db, params.token)
  if (!call) return data({ found: false as const }, { status: 404, headers: PRIVATE })
  return data({ found: true as const, call }, { headers: PRIVATE })
}

export async function action({ params, request }: Route.ActionArgs) {
  if (isCrossSite(request)) throw data('Refused', { status: 403 })
  try {
    await readSmallForm(request, ['intent'])
  } catch (error) {
    if (error instanceof BodyError) throw data(error.message, { status: error.status })
    throw error
  }
  await cancelCall((await getDatabase()).db, params.token, serverNow())
  return redirect(pathTo('talkCall', { token: params.token }))
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.found ? callPage.title : callPage.notFoundTitle} | RealWork Technologies` },
  { name: 'robots', content: 'noindex, nofollow' },
]

export default function TalkCall({ loaderData }: Route.ComponentProps) {
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
        <Form method="post" className="mt-8">
          <input type="hidden" name="intent" value="cancel" />
          <button type="submit" className={buttonClass({ variant: 'outline' })}>
            {callPage.cancel}
          </button>
        </Form>
      )}
    </article>
  )
}
