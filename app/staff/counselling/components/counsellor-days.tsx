import { Form } from 'react-router'
import { FormAlert } from '~/components/forms/form-extras'
import { STAFF_INPUT, STAFF_PRIMARY, STAFF_SECONDARY, StaffField } from '~/staff/shell/components/staff-fields'
import { formatDate } from '~/lib/format'
import type { HoursRange } from '~/lib/booking-slots'
import type { counsellorsPage } from '~/staff/counselling/content/counsellors'
import { hoursText } from '~/staff/counselling/lib/hours-text'
import type { DayValues } from '~/staff/counselling/server/counsellor-page.server'
import { COUNSELLOR_LIMITS } from '~/staff/shell/forms/limits'

type Copy = (typeof counsellorsPage)['days']

const weekday = new Intl.DateTimeFormat('en-IN', { weekday: 'long', timeZone: 'UTC' })
const dayName = (day: string) => `${weekday.format(new Date(`${day}T00:00:00Z`))} ${formatDate(day)}`

/** Days off and one-off changes: the ones from today on, each removable, and a form to set one more. */
export function CounsellorDays({
  copy,
  staffId,
  today,
  days,
  values,
  errors,
  error,
  enabled,
  submitting,
}: {
  copy: Copy
  staffId: string
  today: string
  days: { day: string; hours: HoursRange[]; note: string }[]
  values: DayValues
  errors: Record<string, string>
  error?: string
  /** False until the account has rules: a day's change needs a counsellor. */
  enabled: boolean
  submitting: boolean
}) {
  return (
    <section aria-labelledby="days-title" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="days-title" className="text-xl font-bold text-slate-900">
        {copy.title}
      </h2>
      <p className="mt-1 text-slate-700">{copy.lead}</p>
      {!enabled ? (
        <p className="mt-4 text-slate-800">{copy.needsRules}</p>
      ) : (
        <>
          {days.length === 0 ? (
            <p className="mt-4 text-slate-800">{copy.none}</p>
          ) : (
            <ul className="mt-4 divide-y divide-slate-100 rounded-lg border border-slate-200">
              {days.map((day) => (
                <li key={day.day} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2">
                  <div>
                    <p className="font-semibold text-slate-900">{dayName(day.day)}</p>
                    <p className="text-slate-800">
                      {hoursText(day.hours) || copy.dayOff}
                      {day.note ? ` · ${day.note}` : ''}
                    </p>
                  </div>
                  <Form method="post">
                    <input type="hidden" name="staffId" value={staffId} />
                    <input type="hidden" name="day" value={day.day} />
                    <button
                      type="submit"
                      name="intent"
                      value="clear-day"
                      disabled={submitting}
                      aria-label={copy.removeLabel.replace('{day}', dayName(day.day))}
                      className={STAFF_SECONDARY}
                    >
                      {copy.remove}
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
          <Form method="post" className="mt-5 space-y-5" noValidate>
            <input type="hidden" name="staffId" value={staffId} />
            <FormAlert message={error} />
            <div className="grid gap-5 sm:grid-cols-2">
              <StaffField id="day-day" label={copy.day} error={errors.day}>
                {(wiring) => (
                  <input
                    {...wiring}
                    name="day"
                    type="date"
                    min={today}
                    required
                    defaultValue={values.day}
                    className={STAFF_INPUT}
                  />
                )}
              </StaffField>
              <StaffField id="day-hours" label={copy.hours} hint={copy.hoursHint} error={errors.hours}>
                {(wiring) => (
                  <input
                    {...wiring}
                    name="hours"
                    maxLength={COUNSELLOR_LIMITS.hoursText}
                    defaultValue={values.hours}
                    autoComplete="off"
                    className={STAFF_INPUT}
                  />
                )}
              </StaffField>
            </div>
            <StaffField id="day-note" label={copy.note} hint={copy.noteHint} error={errors.note}>
              {(wiring) => (
                <input
                  {...wiring}
                  name="note"
                  maxLength={COUNSELLOR_LIMITS.note}
                  defaultValue={values.note}
                  className={STAFF_INPUT}
                />
              )}
            </StaffField>
            <button type="submit" name="intent" value="day" disabled={submitting} className={STAFF_PRIMARY}>
              {copy.save}
            </button>
          </Form>
        </>
      )}
    </section>
  )
}
