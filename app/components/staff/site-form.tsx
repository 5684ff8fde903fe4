import { Form } from 'react-router'
import { FormAlert } from '~/components/forms/form-extras'
import { buttonClass } from '~/components/ui/button'
import type { staffSitePage } from '~/content/staff-site'
import { ANNOUNCEMENT_FIELDS, batchField } from '~/forms/site-content-fields'
import type { AnnouncementFormValues } from '~/forms/site-content.schema'
import { formatDate } from '~/lib/format'

type Copy = typeof staffSitePage

const inputClass =
  'mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-indigo-600 focus:ring-2 focus:ring-indigo-600/30 focus:outline-none aria-[invalid=true]:border-red-600'
const primary = buttonClass({ size: 'md', className: 'disabled:opacity-60' })
const secondary = buttonClass({ variant: 'outline', size: 'md', className: 'disabled:opacity-60' })

export interface TrackRow {
  id: string
  title: string
  /** The studio calendar's next date, used when the field is empty. */
  calendarDate: string | null
}

interface FieldProps {
  id: string
  label: string
  hint?: string
  error?: string
  children: (describedBy: string | undefined) => React.ReactNode
}

function Field({ id, label, hint, error, children }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children(describedBy)}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** Every track's next batch date in one real form (works without scripts). */
export function BatchDatesForm({
  copy,
  tracks,
  values,
  errors,
  error,
  submitting,
}: {
  copy: Copy['batches']
  tracks: TrackRow[]
  values: Record<string, string>
  errors: Record<string, string>
  error?: string
  submitting: boolean
}) {
  return (
    <section aria-labelledby="batches-title" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="batches-title" className="text-xl font-bold text-slate-900">
        {copy.title}
      </h2>
      <p className="mt-1 text-slate-700">{copy.lead}</p>
      <Form method="post" className="mt-5 space-y-5" noValidate>
        <FormAlert message={error} />
        <div className="grid gap-5 sm:grid-cols-2">
          {tracks.map((track) => {
            const name = batchField(track.id)
            return (
              <Field
                key={track.id}
                id={`site-${name}`}
                label={track.title}
                hint={
                  track.calendarDate
                    ? copy.calendarHint.replace('{date}', formatDate(track.calendarDate))
                    : copy.noCalendar
                }
                error={errors[name]}
              >
                {(describedBy) => (
                  <input
                    id={`site-${name}`}
                    name={name}
                    type="date"
                    defaultValue={values[track.id] ?? ''}
                    aria-invalid={errors[name] ? true : undefined}
                    aria-describedby={describedBy}
                    className={inputClass}
                  />
                )}
              </Field>
            )
          })}
        </div>
        <button type="submit" name="intent" value="batches" disabled={submitting} className={primary}>
          {copy.save}
        </button>
      </Form>
    </section>
  )
}

/** The announcement: one real form to save it and one to remove it. */
export function AnnouncementForm({
  copy,
  values,
  errors,
  error,
  status,
  submitting,
}: {
  copy: Copy['announcement']
  values: AnnouncementFormValues
  errors: Record<string, string>
  error?: string
  status: string
  submitting: boolean
}) {
  const types: Record<(typeof ANNOUNCEMENT_FIELDS)[number], string> = {
    text: 'text',
    linkHref: 'text',
    linkText: 'text',
    startsOn: 'date',
    endsOn: 'date',
  }
  const hints: Partial<Record<string, string>> = copy.hints
  return (
    <section aria-labelledby="announcement-title" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="announcement-title" className="text-xl font-bold text-slate-900">
        {copy.title}
      </h2>
      <p className="mt-1 text-slate-700">{copy.lead}</p>
      <p className="mt-2 font-semibold text-slate-900">{status}</p>
      <Form method="post" className="mt-5 space-y-5" noValidate>
        <FormAlert message={error} />
        {ANNOUNCEMENT_FIELDS.map((name) => (
          <Field key={name} id={`site-${name}`} label={copy.labels[name]} hint={hints[name]} error={errors[name]}>
            {(describedBy) =>
              name === 'text' ? (
                <textarea
                  id={`site-${name}`}
                  name={name}
                  rows={3}
                  maxLength={280}
                  required
                  defaultValue={values.text}
                  aria-invalid={errors[name] ? true : undefined}
                  aria-describedby={describedBy}
                  className={inputClass}
                />
              ) : (
                <input
                  id={`site-${name}`}
                  name={name}
                  type={types[name]}
                  required={name === 'startsOn' || name === 'endsOn'}
                  defaultValue={values[name]}
                  aria-invalid={errors[name] ? true : undefined}
                  aria-describedby={describedBy}
                  className={inputClass}
                />
              )
            }
          </Field>
        ))}
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="announcement" disabled={submitting} className={primary}>
            {copy.save}
          </button>
        </div>
      </Form>
      {values.text ? (
        <Form method="post" className="mt-3">
          <button type="submit" name="intent" value="remove-announcement" disabled={submitting} className={secondary}>
            {copy.remove}
          </button>
        </Form>
      ) : null}
    </section>
  )
}
