import { useNavigation } from 'react-router'
import type { Route } from './+types/staff.holidays'
import { getDatabase } from '~/server/db/database.server'
import { requireStaff } from '~/staff/shell/server/session.server'
import { HolidayForm } from '~/staff/holidays/components/holiday-form'
import { HolidayYears } from '~/staff/holidays/components/holiday-years'
import { holidaysPage } from '~/staff/holidays/content/holidays'
import {
  HOLIDAY_FORM_LIMITS,
  holidayIntents,
  holidaysPageData,
  type HolidayActionData,
} from '~/staff/holidays/server/holidays-page.server'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { StaffNotice } from '~/staff/shell/components/staff-table'
import { FormAlert } from '~/components/forms/form-extras'
import { staffAction } from '~/staff/shell/server/staff-action.server'

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request)
  const { db } = await getDatabase()
  return holidaysPageData(db, user, new URL(request.url), new Date())
}

export async function action({ request }: Route.ActionArgs) {
  return staffAction({
    request,
    gate: { owner: holidaysPage.ownersOnly },
    limits: HOLIDAY_FORM_LIMITS,
    intents: holidayIntents(),
  })
}

export const meta: Route.MetaFunction = () => staffMeta(holidaysPage.title)

const NO_VALUES = { day: '', name: '' }

export default function StaffHolidays({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, today, lastDay, canChange, years, saved } = loaderData
  const submitting = useNavigation().state === 'submitting'
  const answer = actionData as HolidayActionData | undefined
  const add = answer?.form === 'add' ? answer : undefined
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{copy.title}</h1>
      <p className="mt-1 max-w-3xl text-slate-700">{copy.lead}</p>
      {saved && !answer ? <StaffNotice>{saved}</StaffNotice> : null}
      {answer?.form === 'remove' ? (
        <div className="mt-4">
          <FormAlert message={answer.error} />
        </div>
      ) : null}
      {canChange ? null : <p className="mt-4 max-w-3xl font-medium text-slate-800">{copy.readOnly}</p>}
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="min-w-0">
          <HolidayYears copy={copy.year} years={years} today={today} canChange={canChange} submitting={submitting} />
        </div>
        {canChange ? (
          <div className="order-first lg:order-none">
            <HolidayForm
              key={`${years.map((y) => y.holidays.length).join()}:${JSON.stringify(add?.values ?? NO_VALUES)}`}
              copy={copy.add}
              today={today}
              lastDay={lastDay}
              values={add?.values ?? NO_VALUES}
              errors={add?.errors ?? {}}
              error={add?.error}
              submitting={submitting}
            />
          </div>
        ) : null}
      </div>
    </>
  )
}
