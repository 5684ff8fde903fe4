import { staffPaths } from '~/content/staff-routes'
import { Form, useNavigation } from 'react-router'
import { FormAlert } from '~/components/forms/form-extras'
import { STAFF_INPUT, StaffField, StaffFormActions } from '~/staff/shell/components/staff-fields'
import { EMPLOYMENT_TYPES, OPENING_STATUSES, SALARY_PERIODS } from '~/content/careers-types'
import type { OpeningFormValues } from '~/staff/publishing/forms/opening.schema'
import type { staffCareersPage } from '~/staff/publishing/content/staff-careers'

type Copy = typeof staffCareersPage
type Name = keyof Copy['labels']

/**
 * An opening's edit form: one real form (works without scripts), the server's parse the gate. `values` are the
 * posted or stored values; `remote` is 'on' when ticked.
 */
export function OpeningForm({
  copy,
  values,
  errors,
  error,
  submit,
  limits,
}: {
  copy: Copy
  values: OpeningFormValues
  errors: Record<string, string>
  error?: string
  submit: string
  limits: { title: number; team: number; location: number; summary: number; description: number }
}) {
  const submitting = useNavigation().state === 'submitting'
  const hints: Partial<Record<Name, string>> = copy.hints
  const field = (name: Name, control: (wiring: object) => React.ReactNode, className?: string) => (
    <StaffField
      id={`opening-${name}`}
      label={copy.labels[name]}
      hint={hints[name]}
      error={errors[name]}
      className={className}
    >
      {control}
    </StaffField>
  )
  const text = (name: Name, max: number, type = 'text') =>
    field(name, (wiring) => (
      <input
        {...wiring}
        name={name}
        type={type}
        maxLength={max}
        defaultValue={values[name] ?? ''}
        className={STAFF_INPUT}
      />
    ))
  const select = (name: Name, options: readonly { value: string; label: string }[], empty?: string) =>
    field(name, (wiring) => (
      <select {...wiring} name={name} defaultValue={values[name] ?? ''} className={STAFF_INPUT}>
        {empty !== undefined ? <option value="">{empty}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    ))
  const area = (name: 'summary' | 'description', rows: number, max: number, extra = '') =>
    field(name, (wiring) => (
      <textarea
        {...wiring}
        name={name}
        rows={rows}
        maxLength={max}
        defaultValue={values[name]}
        className={`${STAFF_INPUT} ${extra}`}
      />
    ))
  const money = (name: Name) =>
    field(name, (wiring) => (
      <input
        {...wiring}
        name={name}
        type="text"
        inputMode="numeric"
        defaultValue={values[name] ?? ''}
        className={`${STAFF_INPUT} max-w-48`}
      />
    ))
  return (
    <Form method="post" className="mt-6 space-y-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6" noValidate>
      <FormAlert message={error} />
      <div className="max-w-xs">{select('status', OPENING_STATUSES)}</div>
      {text('title', limits.title)}
      <div className="grid gap-5 sm:grid-cols-2">
        {text('team', limits.team)}
        {select('type', EMPLOYMENT_TYPES, copy.chooseType)}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {text('location', limits.location)}
        <div className="sm:pt-7">
          <label className="flex items-center gap-3 font-semibold text-slate-800">
            <input
              type="checkbox"
              name="remote"
              defaultChecked={values.remote === 'on'}
              aria-describedby="opening-remote-hint"
              className="h-5 w-5 rounded border-slate-400 text-indigo-700"
            />
            {copy.labels.remote}
          </label>
          <p id="opening-remote-hint" className="mt-1 text-sm text-slate-700">
            {copy.hints.remote}
          </p>
        </div>
      </div>
      {field('applyBy', (wiring) => (
        <input
          {...wiring}
          name="applyBy"
          type="date"
          defaultValue={values.applyBy}
          className={`${STAFF_INPUT} max-w-56`}
        />
      ))}
      {area('summary', 2, limits.summary)}
      {area('description', 14, limits.description, 'font-mono text-sm')}
      <fieldset className="grid gap-5 sm:grid-cols-3">
        <legend className="sr-only">Salary</legend>
        {money('salaryMin')}
        {money('salaryMax')}
        {select('salaryPeriod', SALARY_PERIODS, copy.noPeriod)}
      </fieldset>
      <StaffFormActions
        submit={submit}
        submitting={submitting}
        back={{ href: staffPaths.staffCareers, label: copy.back }}
      />
    </Form>
  )
}
