import { data, Link, useNavigation } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/staff.calls'
import { staffPaths } from '~/content/staff-routes'
import { formatDate } from '~/lib/format'
import { istClock } from '~/lib/booking-times'
import { istToday } from '~/lib/ist'
import { getDatabase } from '~/server/db/database.server'
import { requireStaff } from '~/staff/shell/server/session.server'
import { CallsTodayList } from '~/staff/leads/components/calls-today-list'
import { callsTodayPage } from '~/staff/leads/content/calls-today'
import { CallOutcomeSchema } from '~/staff/leads/forms/call-outcome.schema'
import { telHref, whatsAppHref } from '~/staff/leads/lib/phone-links'
import { callsOnDay, recordCallOutcome } from '~/staff/leads/server/calls-today.server'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { StaffNotice } from '~/staff/shell/components/staff-table'
import { done, intent, staffAction } from '~/staff/shell/server/staff-action.server'

/** The India day the page shows: `?day=` when it is a date, else today. */
function dayOf(url: URL, now: Date): string {
  return z.iso
    .date()
    .catch(() => istToday(now))
    .parse(url.searchParams.get('day'))
}

const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

const weekday = new Intl.DateTimeFormat('en-IN', { weekday: 'long', timeZone: 'UTC' })

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request)
  const { db } = await getDatabase()
  const url = new URL(request.url)
  const now = new Date()
  const day = dayOf(url, now)
  const owner = user.role === 'owner'
  const copy = callsTodayPage
  const calls = (await callsOnDay(db, day, owner ? null : user.id)).map((call) => ({
    ...call,
    tel: telHref(call.phone),
    whatsApp:
      whatsAppHref(
        call.phone,
        copy.whatsAppMessage
          .replace('{name}', call.name)
          .replace('{counsellor}', call.counsellor)
          .replace('{time}', istClock(call.startsAt)),
      )?.replace(/\?text=$/, '') ?? null,
    mayRecord: owner || call.staffId === user.id,
  }))
  return {
    copy,
    owner,
    calls,
    heading:
      day === istToday(now)
        ? copy.title
        : copy.titleOn.replace('{day}', `${weekday.format(new Date(`${day}T00:00:00Z`))} ${formatDate(day)}`),
    isToday: day === istToday(now),
    earlier: `${staffPaths.staffCallsToday}?day=${shift(day, -1)}`,
    later: `${staffPaths.staffCallsToday}?day=${shift(day, 1)}`,
    notice: url.searchParams.has('gone')
      ? copy.gone
      : url.searchParams.has('mailed')
        ? copy.mailed
        : url.searchParams.has('saved')
          ? copy.saved
          : null,
  }
}

export async function action({ request }: Route.ActionArgs) {
  const back = (flag: string) => {
    const day = new URL(request.url).searchParams.get('day')
    return `${staffPaths.staffCallsToday}?${new URLSearchParams({ ...(day ? { day } : {}), [flag]: '1' })}`
  }
  return staffAction({
    request,
    gate: 'staff',
    intents: {
      outcome: intent(CallOutcomeSchema, async ({ callId, outcome }, { db, user }) => {
        const answer = await recordCallOutcome(db, callId, outcome, {
          name: user.name,
          staffId: user.role === 'owner' ? null : user.id,
        })
        if ('refused' in answer) {
          if (answer.refused === 'not-yours') throw data(callsTodayPage.notYours, { status: 403 })
          return done(back('gone'))
        }
        return done(back(answer.recorded.mailed ? 'mailed' : 'saved'), {
          audit: {
            action: 'call-outcome',
            target: answer.recorded.reference,
            detail: callsTodayPage.outcomes[outcome],
          },
        })
      }),
    },
  })
}

export const meta: Route.MetaFunction = () => staffMeta(callsTodayPage.title)

export default function StaffCallsToday({ loaderData }: Route.ComponentProps) {
  const { copy, owner, calls, heading, isToday, earlier, later, notice } = loaderData
  const submitting = useNavigation().state === 'submitting'
  const link = 'font-semibold text-indigo-800 underline underline-offset-2'
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
      <p className="mt-1 max-w-3xl text-slate-700">{owner ? copy.leadOwner : copy.lead}</p>
      <nav aria-label="Days" className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
        <Link to={earlier} className={link}>
          {copy.earlier}
        </Link>
        {isToday ? null : (
          <Link to={staffPaths.staffCallsToday} className={link}>
            {copy.today}
          </Link>
        )}
        <Link to={later} className={link}>
          {copy.later}
        </Link>
      </nav>
      {notice ? <StaffNotice>{notice}</StaffNotice> : null}
      {calls.length === 0 ? (
        <div className="mt-6 rounded-xl border border-slate-200 bg-white p-5">
          <p className="font-semibold text-slate-900">{copy.none}</p>
          <p className="mt-1 text-slate-700">
            {copy.noneHint}{' '}
            <Link to={staffPaths.staffCounsellors} className={link}>
              {copy.hoursLink}
            </Link>
            .
          </p>
        </div>
      ) : (
        <CallsTodayList copy={copy} calls={calls} showCounsellor={owner} submitting={submitting} />
      )}
    </>
  )
}
