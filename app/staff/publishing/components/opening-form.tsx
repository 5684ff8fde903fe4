import type { ReactNode } from 'react'
import { staffPaths } from '~/content/staff-routes'
import { EMPLOYMENT_TYPES, OPENING_STATUSES, SALARY_PERIODS } from '~/content/careers-types'
import { STAFF_INPUT, StaffField } from '~/staff/shell/components/staff-fields'
import {
  PublishedForm,
  publishedTextField,
  type PublishedFormProps,
} from '~/staff/publishing/components/published-form'
import type { staffCareersPage } from '~/staff/publishing/content/staff-careers'
import { OPENING_LIMITS } from '~/staff/shell/forms/limits'
import type { OpeningFormValues } from '~/staff/publishing/forms/opening.schema'

type Copy = typeof staffCareersPage
type Name = keyof Copy['labels']

/** An opening's add or edit form (no consent or photo: an opening is the company's own words). */
export function OpeningForm({ copy, ...form }: PublishedFormProps<OpeningFormValues> & { copy: Copy }) {
  const { values, errors } = form
  const hints: Partial<Record<Name, string>> = copy.hints
  const text = publishedTextField('opening', copy, values, errors)
  const field = (name: Name, control: (wiring: object) => ReactNode) => (
    <StaffField id={`opening-${name}`} label={copy.labels[name]} hint={hints[name]} error={errors[name]}>
      {control}
    </StaffField>
  )
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
    <PublishedForm idPrefix="opening" copy={copy} back={staffPaths.staffCareers} {...form}>
      <div className="max-w-xs">{select('status', OPENING_STATUSES)}</div>
      {text('title', { maxLength: OPENING_LIMITS.title })}
      <div className="grid gap-5 sm:grid-cols-2">
        {text('team', { maxLength: OPENING_LIMITS.team })}
        {select('type', EMPLOYMENT_TYPES, copy.chooseType)}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {text('location', { maxLength: OPENING_LIMITS.location })}
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
      {text('summary', { maxLength: OPENING_LIMITS.summary, rows: 2 })}
      {field('description', (wiring) => (
        <textarea
          {...wiring}
          name="description"
          rows={14}
          maxLength={OPENING_LIMITS.description}
          defaultValue={values.description}
          className={`${STAFF_INPUT} font-mono text-sm`}
        />
      ))}
      <fieldset className="grid gap-5 sm:grid-cols-3">
        <legend className="sr-only">Salary</legend>
        {money('salaryMin')}
        {money('salaryMax')}
        {select('salaryPeriod', SALARY_PERIODS, copy.noPeriod)}
      </fieldset>
    </PublishedForm>
  )
}
