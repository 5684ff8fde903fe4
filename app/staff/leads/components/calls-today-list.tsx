import { Form, Link } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { istClock } from '~/lib/booking-times'
import { staffPathTo } from '~/content/staff-routes'
import { COUNSELLING_OUTCOMES, type callsTodayPage } from '~/staff/leads/content/calls-today'
import type { DayCall } from '~/staff/leads/server/calls-today.server'

type Copy = typeof callsTodayPage

export interface CallCard extends DayCall {
  tel: string | null
  whatsApp: string | null
  /** Whether the signed-in account may record this call's outcome. */
  mayRecord: boolean
}

const LINK = 'font-semibold text-indigo-800 underline underline-offset-2'

/** The day's calls, each a card: when, who, what for, the ways to reach them, the lead, and the outcome buttons. */
export function CallsTodayList({
  copy,
  calls,
  showCounsellor,
  submitting,
}: {
  copy: Copy
  calls: CallCard[]
  showCounsellor: boolean
  submitting: boolean
}) {
  return (
    <ol className="mt-6 space-y-4">
      {calls.map((call) => (
        <li key={call.id}>
          <article
            aria-labelledby={`call-${call.id}`}
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
          >
            <h2 id={`call-${call.id}`} className="text-lg font-bold text-slate-900">
              <span className="tabular-nums">
                {istClock(call.startsAt)}–{istClock(call.endsAt)}
              </span>{' '}
              · {call.name}
              {showCounsellor ? (
                <span className="font-normal text-slate-700"> {copy.with.replace('{name}', call.counsellor)}</span>
              ) : null}
            </h2>
            <dl className="mt-2 grid gap-x-4 gap-y-1 text-slate-800 sm:grid-cols-[auto_1fr]">
              <dt className="font-semibold">{copy.forWhat}</dt>
              <dd>{call.purpose}</dd>
              {call.course ? (
                <>
                  <dt className="font-semibold">{copy.course}</dt>
                  <dd>{call.course}</dd>
                </>
              ) : null}
              {call.question ? (
                <>
                  <dt className="font-semibold">{copy.question}</dt>
                  <dd className="break-words whitespace-pre-wrap">{call.question}</dd>
                </>
              ) : null}
              <dt className="font-semibold">{copy.reference}</dt>
              <dd className="font-mono">{call.reference}</dd>
            </dl>
            <p className="mt-3 flex flex-wrap gap-2">
              {call.tel ? (
                <a href={call.tel} className={buttonClass({ size: 'md', className: 'min-h-11' })}>
                  <Icon name="phone" className="h-4 w-4" />
                  {copy.call.replace('{phone}', call.phone)}
                </a>
              ) : null}
              {call.whatsApp ? (
                <a
                  href={call.whatsApp}
                  target="_blank"
                  rel="noreferrer"
                  className={buttonClass({ variant: 'outline', size: 'md', className: 'min-h-11' })}
                >
                  {copy.whatsApp}
                </a>
              ) : null}
              {call.callLink ? (
                <a
                  href={call.callLink}
                  target="_blank"
                  rel="noreferrer"
                  className={buttonClass({ variant: 'outline', size: 'md', className: 'min-h-11' })}
                >
                  {copy.videoLink}
                </a>
              ) : null}
            </p>
            <p className="mt-3 text-slate-800">
              {call.leadId ? (
                <Link to={staffPathTo('staffSubmission', { id: call.leadId })} className={LINK}>
                  {copy.leadLink}
                </Link>
              ) : (
                copy.noLead
              )}
            </p>
            {call.outcome ? (
              <p className="mt-3 flex items-start gap-2 font-semibold text-emerald-900">
                <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0" />
                {copy.recordedBy
                  .replace('{outcome}', copy.outcomes[call.outcome])
                  .replace('{by}', call.outcomeBy ?? '')}
              </p>
            ) : null}
            {call.mayRecord ? (
              <Form method="post" className="mt-3">
                <input type="hidden" name="callId" value={call.id} />
                <input type="hidden" name="intent" value="outcome" />
                <fieldset>
                  <legend className="text-sm font-bold text-slate-900">
                    {copy.outcomeLegend} <span className="sr-only">with {call.name}</span>
                  </legend>
                  <div className="mt-2 grid grid-cols-1 gap-2 min-[420px]:grid-cols-3">
                    {COUNSELLING_OUTCOMES.map((outcome) => (
                      <button
                        key={outcome}
                        type="submit"
                        name="outcome"
                        value={outcome}
                        disabled={submitting}
                        aria-pressed={call.outcome === outcome}
                        className={buttonClass({
                          variant: call.outcome === outcome ? 'primary' : 'outline',
                          size: 'md',
                          className: 'min-h-11 w-full justify-center disabled:opacity-60',
                        })}
                      >
                        {copy.outcomes[outcome]}
                      </button>
                    ))}
                  </div>
                </fieldset>
              </Form>
            ) : null}
          </article>
        </li>
      ))}
    </ol>
  )
}
