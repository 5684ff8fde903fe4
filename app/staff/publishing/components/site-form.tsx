import { Form, Link } from 'react-router'
import { staffPaths } from '~/content/staff-routes'
import { FormAlert } from '~/components/forms/form-extras'
import type { staffSitePage } from '~/staff/publishing/content/staff-site'
import { ANNOUNCEMENT_FIELDS } from '~/staff/publishing/forms/site-content-fields'
import { ANNOUNCEMENT_LIMITS } from '~/staff/shell/forms/limits'
import type { AnnouncementFormValues } from '~/staff/publishing/forms/site-content.schema'
import { STAFF_INPUT, STAFF_PRIMARY, STAFF_SECONDARY, StaffField } from '~/staff/shell/components/staff-fields'

type Copy = typeof staffSitePage

/** Where the batch dates went: the Batches page. */
export function BatchesPointer({ copy }: { copy: Copy['batches'] }) {
  return (
    <section aria-labelledby="batches-title" className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="batches-title" className="text-lg font-semibold text-slate-900">
        {copy.title}
      </h2>
      <p className="mt-1 text-slate-700">{copy.lead}</p>
      <p className="mt-3">
        <Link to={staffPaths.staffBatches} className="font-semibold text-blue-700 underline">
          {copy.link}
        </Link>
      </p>
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
          <StaffField key={name} id={`site-${name}`} label={copy.labels[name]} hint={hints[name]} error={errors[name]}>
            {(wiring) =>
              name === 'text' ? (
                <textarea
                  {...wiring}
                  name={name}
                  rows={3}
                  maxLength={ANNOUNCEMENT_LIMITS.text}
                  required
                  defaultValue={values.text}
                  className={STAFF_INPUT}
                />
              ) : (
                <input
                  {...wiring}
                  name={name}
                  type={types[name]}
                  required={name === 'startsOn' || name === 'endsOn'}
                  defaultValue={values[name]}
                  className={STAFF_INPUT}
                />
              )
            }
          </StaffField>
        ))}
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="announcement" disabled={submitting} className={STAFF_PRIMARY}>
            {copy.save}
          </button>
        </div>
      </Form>
      {values.text ? (
        <Form method="post" className="mt-3">
          <button
            type="submit"
            name="intent"
            value="remove-announcement"
            disabled={submitting}
            className={STAFF_SECONDARY}
          >
            {copy.remove}
          </button>
        </Form>
      ) : null}
    </section>
  )
}
