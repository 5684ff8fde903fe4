import { useNavigation } from 'react-router'
import type { Route } from './+types/staff.counsellors'
import { getDatabase } from '~/server/db/database.server'
import { requireStaff } from '~/staff/shell/server/session.server'
import { CalendarFeed } from '~/staff/counselling/components/calendar-feed'
import { CounsellorDays } from '~/staff/counselling/components/counsellor-days'
import { CounsellorList } from '~/staff/counselling/components/counsellor-list'
import { CounsellorRulesForm } from '~/staff/counselling/components/counsellor-rules-form'
import { counsellorsPage } from '~/staff/counselling/content/counsellors'
import {
  COUNSELLOR_FORM_LIMITS,
  counsellorIntents,
  counsellorPageData,
  type CounsellorActionData,
} from '~/staff/counselling/server/counsellor-page.server'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { StaffNotice } from '~/staff/shell/components/staff-table'
import { staffAction } from '~/staff/shell/server/staff-action.server'

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request)
  const { db } = await getDatabase()
  return counsellorPageData(db, user, new URL(request.url), new Date())
}

export async function action({ request }: Route.ActionArgs) {
  return staffAction({ request, gate: 'staff', limits: COUNSELLOR_FORM_LIMITS, intents: counsellorIntents() })
}

export const meta: Route.MetaFunction = () => staffMeta(counsellorsPage.title)

const NO_DAY = { day: '', hours: '', note: '' }

export default function StaffCounsellors({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, account, accounts, values, days, today, isCounsellor, feedSet, saved } = loaderData
  const submitting = useNavigation().state === 'submitting'
  const answer = actionData as CounsellorActionData | undefined
  const rules = answer?.form === 'rules' ? answer : undefined
  const day = answer?.form === 'day' ? answer : undefined
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{copy.title}</h1>
      <p className="mt-1 max-w-3xl text-slate-700">{copy.lead}</p>
      {saved && !answer ? <StaffNotice>{saved}</StaffNotice> : null}
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="min-w-0 space-y-8">
          <CounsellorRulesForm
            key={`rules:${account.id}:${JSON.stringify(rules?.values ?? values)}`}
            copy={copy.rules}
            staffId={account.id}
            name={account.name}
            values={rules?.values ?? values}
            errors={rules?.errors ?? {}}
            error={rules?.error}
            isCounsellor={isCounsellor}
            submitting={submitting}
          />
          <CounsellorDays
            key={`days:${account.id}:${days.length}:${JSON.stringify(day?.values ?? NO_DAY)}`}
            copy={copy.days}
            staffId={account.id}
            today={today}
            days={days}
            values={day?.values ?? NO_DAY}
            errors={day?.errors ?? {}}
            error={day?.error}
            enabled={isCounsellor}
            submitting={submitting}
          />
          <CalendarFeed
            copy={copy.feed}
            staffId={account.id}
            feedSet={feedSet}
            feedUrl={answer?.form === 'feed' ? answer.feedUrl : null}
            enabled={isCounsellor}
            submitting={submitting}
          />
        </div>
        {accounts ? (
          <div className="order-first lg:order-none">
            <CounsellorList copy={copy.accounts} accounts={accounts} current={account.id} />
          </div>
        ) : null}
      </div>
    </>
  )
}
