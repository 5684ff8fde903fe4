import { Form } from 'react-router'
import { FormAlert } from '~/components/forms/form-extras'
import type { FieldErrors } from '~/forms/fields'
import { CLAIM_LIMITS } from '~/staff/shell/forms/limits'
import { STAFF_INPUT, STAFF_PRIMARY, StaffField, StaffTextField } from '~/staff/shell/components/staff-fields'
import type { staffClaimsPage } from '~/staff/publishing/content/staff-claims'
import type { ClaimFormValues } from '~/staff/publishing/forms/claim.schema'

/** One claim's form: its figure, label and basis, with whether visitors see it and why not. */
export function ClaimForm({
  copy,
  title,
  values,
  status,
  shown,
  errors,
  submitting,
}: {
  copy: typeof staffClaimsPage
  /** The claim as stored (its figure and label), whatever the form holds. */
  title: string
  values: ClaimFormValues
  /** Shown, or why not. */
  status: string
  shown: boolean
  errors: FieldErrors
  submitting: boolean
}) {
  const id = (field: string) => `claim-${values.id}-${field}`
  const titleId = id('title')
  return (
    <section
      id={`claim-${values.id}`}
      aria-labelledby={titleId}
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        <p
          className={
            shown
              ? 'rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200'
              : 'rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900 ring-1 ring-amber-200'
          }
        >
          {status}
        </p>
      </div>
      <Form method="post" className="mt-4 space-y-4" noValidate>
        <FormAlert message={Object.keys(errors).length > 0 ? copy.failed : undefined} />
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="id" value={values.id} />
        <div className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
          <StaffTextField
            id={id('figure')}
            name="figure"
            label={copy.labels.figure}
            hint={copy.hints.figure}
            value={values.figure}
            maxLength={CLAIM_LIMITS.figure}
            required
            error={errors.figure}
          />
          <StaffTextField
            id={id('label')}
            name="label"
            label={copy.labels.label}
            value={values.label}
            maxLength={CLAIM_LIMITS.label}
            required
            error={errors.label}
          />
        </div>
        <StaffTextField
          id={id('counts')}
          name="counts"
          label={copy.labels.counts}
          hint={copy.hints.counts}
          value={values.counts}
          rows={3}
          maxLength={CLAIM_LIMITS.counts}
          error={errors.counts}
        />
        <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
          <StaffField id={id('asOf')} label={copy.labels.asOf} hint={copy.hints.asOf} error={errors.asOf}>
            {(wiring) => (
              <input {...wiring} type="date" name="asOf" defaultValue={values.asOf} className={STAFF_INPUT} />
            )}
          </StaffField>
          <StaffTextField
            id={id('sourceUrl')}
            name="sourceUrl"
            type="url"
            label={copy.labels.sourceUrl}
            hint={copy.hints.sourceUrl}
            value={values.sourceUrl}
            maxLength={CLAIM_LIMITS.url}
            error={errors.sourceUrl}
          />
        </div>
        <button type="submit" className={STAFF_PRIMARY} disabled={submitting}>
          {copy.save}
          <span className="sr-only">: {title}</span>
        </button>
      </Form>
    </section>
  )
}
