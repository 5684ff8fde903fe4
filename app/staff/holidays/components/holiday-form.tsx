import { Form } from 'react-router'
import { FormAlert } from '~/components/forms/form-extras'
import { STAFF_INPUT, STAFF_PRIMARY, StaffField } from '~/staff/shell/components/staff-fields'
import { fillTemplate } from '~/lib/format'
import type { holidaysPage } from '~/staff/holidays/content/holidays'
import type { HolidayValues } from '~/staff/holidays/server/holidays-page.server'
import { HOLIDAY_LIMITS } from '~/staff/shell/forms/limits'

type Copy = (typeof holidaysPage)['add']

/** The owner's form for one more holiday: an India date from today to the end of next year, and its name. */
export function HolidayForm({
  copy,
  today,
  lastDay,
  values,
  errors,
  error,
  submitting,
}: {
  copy: Copy
  today: string
  lastDay: string
  values: HolidayValues
  errors: Record<string, string>
  error?: string
  submitting: boolean
}) {
  return (
    <section aria-labelledby="add-holiday" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="add-holiday" className="text-xl font-bold text-slate-900">
        {copy.title}
      </h2>
      <p className="mt-1 text-slate-700">{copy.lead}</p>
      <Form method="post" className="mt-5 space-y-5" noValidate>
        <FormAlert message={error} />
        <StaffField
          id="holiday-day"
          label={copy.day}
          hint={fillTemplate(copy.dayHint, { year: lastDay.slice(0, 4) })}
          error={errors.day}
        >
          {(wiring) => (
            <input
              {...wiring}
              name="day"
              type="date"
              min={today}
              max={lastDay}
              required
              defaultValue={values.day}
              className={STAFF_INPUT}
            />
          )}
        </StaffField>
        <StaffField id="holiday-name" label={copy.name} hint={copy.nameHint} error={errors.name}>
          {(wiring) => (
            <input
              {...wiring}
              name="name"
              required
              maxLength={HOLIDAY_LIMITS.name}
              defaultValue={values.name}
              autoComplete="off"
              className={STAFF_INPUT}
            />
          )}
        </StaffField>
        <button type="submit" name="intent" value="add" disabled={submitting} className={STAFF_PRIMARY}>
          {copy.save}
        </button>
      </Form>
    </section>
  )
}
