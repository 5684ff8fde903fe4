import { Form } from 'react-router'
import { FormAlert } from '~/components/forms/form-extras'
import { STAFF_INPUT, STAFF_PRIMARY, StaffField } from '~/staff/shell/components/staff-fields'
import type { counsellorsPage } from '~/staff/counselling/content/counsellors'
import { WEEKDAYS } from '~/staff/counselling/lib/hours-text'
import type { RulesValues } from '~/staff/counselling/server/counsellor-page.server'
import { COUNSELLOR_LIMITS } from '~/staff/shell/forms/limits'

type Copy = (typeof counsellorsPage)['rules']

const NUMBERS = [
  { name: 'bufferMinutes', max: COUNSELLOR_LIMITS.bufferMinutes, hint: 'bufferHint', min: 0 },
  { name: 'noticeHours', max: COUNSELLOR_LIMITS.noticeHours, hint: 'noticeHint', min: 0 },
  { name: 'horizonDays', max: COUNSELLOR_LIMITS.horizonDays, hint: 'horizonHint', min: 1 },
  { name: 'dailyLimit', max: COUNSELLOR_LIMITS.dailyLimit, hint: null, min: 1 },
] as const

/** A counsellor's rules: whether they take calls, the call, the week's hours and how the call happens; one real form. */
export function CounsellorRulesForm({
  copy,
  staffId,
  name,
  values,
  errors,
  error,
  isCounsellor,
  submitting,
}: {
  copy: Copy
  staffId: string
  name: string
  values: RulesValues
  errors: Record<string, string>
  error?: string
  isCounsellor: boolean
  submitting: boolean
}) {
  return (
    <section aria-labelledby="rules-title" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="rules-title" className="text-xl font-bold text-slate-900">
        {copy.title.replace('{name}', name)}
      </h2>
      {isCounsellor ? null : <p className="mt-1 text-slate-700">{copy.newCounsellor}</p>}
      <Form method="post" className="mt-5 space-y-6" noValidate>
        <input type="hidden" name="staffId" value={staffId} />
        <FormAlert message={error} />
        <div>
          <label className="flex items-start gap-3 font-semibold text-slate-900">
            <input
              type="checkbox"
              name="active"
              value="yes"
              defaultChecked={values.active}
              aria-describedby="active-hint"
              className="mt-1 h-5 w-5 shrink-0"
            />
            {copy.active}
          </label>
          <p id="active-hint" className="mt-1 ml-8 text-sm text-slate-700">
            {copy.activeHint}
          </p>
        </div>
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">{copy.callMinutes}</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {(['20', '30'] as const).map((minutes) => (
              <label key={minutes} className="flex min-h-11 items-center gap-2 text-slate-900">
                <input
                  type="radio"
                  name="callMinutes"
                  value={minutes}
                  defaultChecked={values.callMinutes === minutes}
                  className="h-5 w-5"
                />
                {copy.minutes.replace('{n}', minutes)}
              </label>
            ))}
          </div>
          {errors.callMinutes ? <p className="mt-1 text-sm font-semibold text-red-700">{errors.callMinutes}</p> : null}
        </fieldset>
        <div className="grid gap-5 sm:grid-cols-2">
          {NUMBERS.map((field) => (
            <StaffField
              key={field.name}
              id={`rules-${field.name}`}
              label={copy[field.name]}
              hint={field.hint ? copy[field.hint] : undefined}
              error={errors[field.name]}
            >
              {(wiring) => (
                <input
                  {...wiring}
                  name={field.name}
                  type="number"
                  inputMode="numeric"
                  min={field.min}
                  max={field.max}
                  required
                  defaultValue={values[field.name]}
                  className={STAFF_INPUT}
                />
              )}
            </StaffField>
          ))}
        </div>
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">{copy.week}</legend>
          <p id="week-hint" className="mt-1 text-sm text-slate-700">
            {copy.weekHint}
          </p>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            {WEEKDAYS.map((day) => (
              <StaffField key={day.key} id={`rules-${day.key}`} label={day.label} error={errors[day.key]}>
                {(wiring) => (
                  <input
                    {...wiring}
                    name={day.key}
                    maxLength={COUNSELLOR_LIMITS.hoursText}
                    defaultValue={values[day.key]}
                    autoComplete="off"
                    className={STAFF_INPUT}
                  />
                )}
              </StaffField>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">{copy.callMode}</legend>
          <div className="mt-2 grid gap-2">
            {(['phone', 'video'] as const).map((mode) => (
              <label key={mode} className="flex min-h-11 items-center gap-2 text-slate-900">
                <input
                  type="radio"
                  name="callMode"
                  value={mode}
                  defaultChecked={values.callMode === mode}
                  className="h-5 w-5 shrink-0"
                />
                {copy.modes[mode]}
              </label>
            ))}
          </div>
        </fieldset>
        <StaffField id="rules-callLink" label={copy.callLink} hint={copy.callLinkHint} error={errors.callLink}>
          {(wiring) => (
            <input
              {...wiring}
              name="callLink"
              type="url"
              maxLength={COUNSELLOR_LIMITS.url}
              defaultValue={values.callLink}
              placeholder="https://meet.google.com/abc-defg-hij"
              className={STAFF_INPUT}
            />
          )}
        </StaffField>
        <button type="submit" name="intent" value="rules" disabled={submitting} className={STAFF_PRIMARY}>
          {copy.save}
        </button>
      </Form>
    </section>
  )
}
