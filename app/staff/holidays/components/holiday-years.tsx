import { Form } from 'react-router'
import { STAFF_SECONDARY } from '~/staff/shell/components/staff-fields'
import { fillTemplate, formatDate } from '~/lib/format'
import type { holidaysPage } from '~/staff/holidays/content/holidays'
import type { HolidayYear } from '~/staff/holidays/server/holidays-page.server'

type Copy = (typeof holidaysPage)['year']

const weekday = new Intl.DateTimeFormat('en-IN', { weekday: 'long', timeZone: 'UTC' })
/** 'Friday 25 Dec 2026' (an India date, written in UTC so the day does not shift). */
export const holidayDayName = (day: string) => `${weekday.format(new Date(`${day}T00:00:00Z`))} ${formatDate(day)}`

/** This year's and next year's holidays, one list each; an owner may remove one from today on. */
export function HolidayYears({
  copy,
  years,
  today,
  canChange,
  submitting,
}: {
  copy: Copy
  years: HolidayYear[]
  today: string
  canChange: boolean
  submitting: boolean
}) {
  return (
    <div className="space-y-8">
      {years.map(({ year, holidays }, index) => (
        <section
          key={year}
          aria-labelledby={`holidays-${year}`}
          className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
        >
          <h2 id={`holidays-${year}`} className="text-xl font-bold text-slate-900">
            {fillTemplate(copy.title, { year })}
          </h2>
          {holidays.length === 0 ? (
            <p className="mt-3 text-slate-800">{fillTemplate(index === 0 ? copy.none : copy.noneNext, { year })}</p>
          ) : (
            <ul className="mt-4 divide-y divide-slate-100 rounded-lg border border-slate-200">
              {holidays.map((holiday) => {
                const past = holiday.day < today
                return (
                  <li key={holiday.day} className="flex items-center justify-between gap-3 px-3 py-2">
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold text-slate-900">{holiday.name}</p>
                      <p className="text-slate-700">
                        <time dateTime={holiday.day}>{holidayDayName(holiday.day)}</time>
                        {past ? ` · ${copy.past}` : holiday.day === today ? ` · ${copy.today}` : ''}
                      </p>
                    </div>
                    {canChange && !past ? (
                      <Form method="post" className="shrink-0">
                        <input type="hidden" name="day" value={holiday.day} />
                        <button
                          type="submit"
                          name="intent"
                          value="remove"
                          disabled={submitting}
                          aria-label={fillTemplate(copy.removeLabel, {
                            name: holiday.name,
                            day: holidayDayName(holiday.day),
                          })}
                          className={STAFF_SECONDARY}
                        >
                          {copy.remove}
                        </button>
                      </Form>
                    ) : null}
                  </li>
                )
              })}
            </ul>
          )}
        </section>
      ))}
    </div>
  )
}
