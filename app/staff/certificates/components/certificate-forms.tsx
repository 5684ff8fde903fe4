import { Form } from 'react-router'
import { FormAlert } from '~/components/forms/form-extras'
import type { staffCertificatesPage } from '~/staff/certificates/content/staff-certificates'
import { MAX_PROJECTS, projectFields } from '~/staff/certificates/forms/certificate-fields'
import { STAFF_INPUT, STAFF_PRIMARY, StaffField } from '~/staff/shell/components/staff-fields'

type Copy = typeof staffCertificatesPage

export interface CourseOption {
  id: string
  title: string
  kind: 'Bootcamp' | 'Crash course'
}

const SECTION = 'rounded-xl border border-slate-200 bg-white p-4 sm:p-6'

/** One certificate in one real form (works without scripts); the server's check is the gate. */
export function IssueCertificateForm({
  copy,
  courses,
  values,
  errors,
  error,
  today,
  submitting,
}: {
  copy: Copy['issue']
  courses: CourseOption[]
  values: Record<string, string>
  errors: Record<string, string>
  error?: string
  today: string
  submitting: boolean
}) {
  const text = (name: string, label: string, hint?: string, type = 'text', autoComplete = 'off') => (
    <StaffField id={`cert-${name}`} label={label} hint={hint} error={errors[name]}>
      {(wiring) => (
        <input
          {...wiring}
          name={name}
          type={type}
          autoComplete={autoComplete}
          defaultValue={values[name] ?? ''}
          className={STAFF_INPUT}
        />
      )}
    </StaffField>
  )
  return (
    <section aria-labelledby="issue-title" className={SECTION}>
      <h2 id="issue-title" className="text-xl font-bold text-slate-900">
        {copy.title}
      </h2>
      <Form method="post" className="mt-5 space-y-5" noValidate>
        <FormAlert message={error} />
        <div className="grid gap-5 sm:grid-cols-2">
          {text('name', copy.labels.name, copy.hints.name)}
          {text('email', copy.labels.email, copy.hints.email, 'email')}
          <StaffField id="cert-course" label={copy.labels.course} error={errors.course}>
            {(wiring) => (
              <select {...wiring} name="course" defaultValue={values.course ?? ''} className={STAFF_INPUT}>
                <option value="">{copy.choose}</option>
                {(['Bootcamp', 'Crash course'] as const).map((kind) => (
                  <optgroup key={kind} label={kind === 'Bootcamp' ? copy.bootcamps : copy.crashCourses}>
                    {courses
                      .filter((c) => c.kind === kind)
                      .map((c) => (
                        <option key={c.id} value={c.id}>
                          {c.title}
                        </option>
                      ))}
                  </optgroup>
                ))}
              </select>
            )}
          </StaffField>
          <StaffField
            id="cert-completedOn"
            label={copy.labels.completedOn}
            hint={copy.hints.completedOn}
            error={errors.completedOn}
          >
            {(wiring) => (
              <input
                {...wiring}
                name="completedOn"
                type="date"
                max={today}
                defaultValue={values.completedOn ?? ''}
                className={STAFF_INPUT}
              />
            )}
          </StaffField>
          {text('mentor', copy.labels.mentor, copy.hints.mentor)}
          {text('grade', copy.labels.grade, copy.hints.grade)}
        </div>
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">{copy.hints.projects}</legend>
          <div className="mt-3 grid gap-5 sm:grid-cols-2">
            {Array.from({ length: MAX_PROJECTS }, (_, i) => {
              const f = projectFields(i + 1)
              const n = String(i + 1)
              return [
                <div key={f.title}>{text(f.title, copy.labels.projectTitle.replace('{n}', n))}</div>,
                <div key={f.url}>{text(f.url, copy.labels.projectUrl.replace('{n}', n), undefined, 'url')}</div>,
              ]
            })}
          </div>
        </fieldset>
        <div className="flex gap-3">
          <input
            id="cert-searchable"
            name="searchable"
            type="checkbox"
            value="yes"
            defaultChecked={values.searchable === 'yes'}
            aria-describedby="cert-searchable-hint"
            className="mt-1 h-5 w-5 shrink-0 accent-indigo-700"
          />
          <div>
            <label htmlFor="cert-searchable" className="font-semibold text-slate-800">
              {copy.labels.searchable}
            </label>
            <p id="cert-searchable-hint" className="text-sm text-slate-700">
              {copy.hints.searchable}
            </p>
          </div>
        </div>
        <button type="submit" name="intent" value="issue" disabled={submitting} className={STAFF_PRIMARY}>
          {copy.submit}
        </button>
      </Form>
    </section>
  )
}

/** A CSV upload: checked row by row, issued all or nothing; the rows to correct are listed under it. */
export function BatchCertificateForm({
  copy,
  error,
  problems,
  submitting,
}: {
  copy: Copy['batch']
  error?: string
  problems: { row: number; messages: string[] }[]
  submitting: boolean
}) {
  return (
    <section aria-labelledby="batch-title" className={SECTION}>
      <h2 id="batch-title" className="text-xl font-bold text-slate-900">
        {copy.title}
      </h2>
      <p className="mt-1 text-slate-700">{copy.lead}</p>
      <dl className="mt-3 text-sm text-slate-700">
        <dt className="font-semibold text-slate-800">{copy.columns}</dt>
        <dd>{copy.required}</dd>
        <dd>{copy.optional}</dd>
        <dd className="mt-2 overflow-x-auto">
          <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-900">{copy.example}</code>
        </dd>
      </dl>
      <Form method="post" encType="multipart/form-data" className="mt-5 space-y-5" noValidate>
        <FormAlert message={error} />
        {problems.length > 0 ? (
          <div className="rounded-lg border border-red-200 bg-white p-4">
            <h3 className="font-semibold text-red-800">{copy.rowsTitle}</h3>
            <ul className="mt-2 space-y-2 text-sm text-slate-800">
              {problems.map((p) => (
                <li key={p.row}>
                  <span className="font-semibold">{copy.row.replace('{n}', String(p.row))}:</span>{' '}
                  {p.messages.join('; ')}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <StaffField id="cert-csv" label={copy.fileLabel} hint={copy.fileHint}>
          {(wiring) => <input {...wiring} name="csv" type="file" accept=".csv,text/csv" className={STAFF_INPUT} />}
        </StaffField>
        <button type="submit" name="intent" value="batch" disabled={submitting} className={STAFF_PRIMARY}>
          {copy.submit}
        </button>
      </Form>
    </section>
  )
}
