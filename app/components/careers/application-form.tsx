import { FormAlert, FormExtras } from '~/components/forms/form-extras'
import { FileField, TextAreaField, TextField } from '~/components/forms/field'
import { ContactFields } from '~/components/forms/contact-fields'
import { DataNotice } from '~/components/forms/data-notice'
import { SentPanel } from '~/components/forms/sent-panel'
import { SubmitButton } from '~/components/forms/submit-button'
import { useFormSubmission } from '~/components/forms/use-form-submission'
import type { openingPageCopy } from '~/content/careers'
import type { UploadField } from '~/forms/uploads'
import type { FormResult } from '~/forms/result'

export interface ApplicationLimits {
  linkedin: number
  note: number
  interest: number
}

interface ApplicationFormProps {
  /** The page whose action takes the post without scripts (the opening's page, or /careers for the talent pool). */
  action: string
  /** The opening applied to; undefined for the talent pool, which asks for an area of interest instead. */
  opening?: string
  /** The form's accessible name ("Apply for Android mentor", "Talent pool"). */
  label: string
  submitLabel: string
  thankYou: { title: string; text: string }
  interest?: { label: string; hint: string }
  fields: (typeof openingPageCopy)['fields']
  limits: ApplicationLimits
  /** The résumé input, from the loader (jobApplicationUploads.map(uploadField)). */
  uploads: readonly UploadField[]
  initial?: FormResult
  /** ?sent=1: the no-script post was stored. */
  sent: boolean
}

/**
 * A job application or talent-pool entry (the `job-application` form: multipart, résumé PDF required). Works without
 * scripts (posts to `action`, comes back with errors or lands on ?sent=1); with scripts it posts to the JSON endpoint.
 * The thank-you replaces the form only once the server has stored it.
 */
export function ApplicationForm({
  action,
  opening,
  label,
  submitLabel,
  thankYou,
  interest,
  fields,
  limits,
  uploads,
  initial,
  sent,
}: ApplicationFormProps) {
  const { phase, errors, formError, values, hydrated, onSubmit } = useFormSubmission('job-application', initial, {
    keepSent: true,
  })
  if (sent || phase === 'sent') return <SentPanel title={thankYou.title} text={thankYou.text} />
  const failedWithoutScripts = initial !== undefined && !initial.ok
  return (
    <form
      method="post"
      action={action}
      encType="multipart/form-data"
      onSubmit={onSubmit}
      aria-label={label}
      className="relative space-y-5"
    >
      <FormAlert message={formError} />
      <FormExtras hydrated={hydrated} />
      {opening ? <input type="hidden" name="opening" value={opening} /> : null}
      {/* Beside an opening's description the column is narrow: email and phone one above the other. */}
      <ContactFields values={values} errors={errors} layout={opening ? 'stack' : 'grid'} />
      {interest ? (
        <TextField
          name="interest"
          label={interest.label}
          maxLength={limits.interest}
          hint={interest.hint}
          defaultValue={values.interest}
          error={errors.interest}
        />
      ) : null}
      <TextField
        name="linkedin"
        label={fields.linkedin}
        type="url"
        autoComplete="url"
        inputMode="text"
        maxLength={limits.linkedin}
        hint={fields.linkedinHint}
        defaultValue={values.linkedin}
        error={errors.linkedin}
      />
      <TextAreaField
        name="note"
        label={fields.note}
        rows={4}
        maxLength={limits.note}
        hint={`${fields.noteHint} Up to ${limits.note.toLocaleString('en-IN')} characters.`}
        defaultValue={values.note}
        error={errors.note}
      />
      {failedWithoutScripts ? (
        <p className="rounded-lg bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">{fields.reattach}</p>
      ) : null}
      {uploads.map((field) => (
        <FileField key={field.name} {...field} required error={errors[field.name]} />
      ))}
      <SubmitButton submitting={phase === 'submitting'} label={submitLabel} className="sm:w-auto" />
      <DataNotice form="job-application" hasFiles />
    </form>
  )
}
