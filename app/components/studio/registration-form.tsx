import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import { FormAlert, FormExtras } from '~/components/forms/form-extras'
import { FileField, RadioGroupField, SelectField, TextAreaField, TextField } from '~/components/forms/field'
import { ContactFields } from '~/components/forms/contact-fields'
import { DataNotice } from '~/components/forms/data-notice'
import { SentPanel } from '~/components/forms/sent-panel'
import { SubmitButton } from '~/components/forms/submit-button'
import { useFormSubmission } from '~/components/forms/use-form-submission'
import { sitePaths } from '~/content/site-routes'
import type { UploadField } from '~/forms/uploads'
import { LIMITS } from '~/forms/limits'
import type { FormResult } from '~/forms/result'
import { Icon } from '~/components/ui/icon'
import { buttonClass } from '~/components/ui/button'
import { WhatHappensNext, type NextStepsView } from './what-happens-next'
import type { RegistrationConfirmationCopy } from '~/content/studio/registration-confirmation'
import { RegistrationConfirmation, type RegistrationConfirmationData } from './registration-confirmation'

export interface RegistrationFormCopy {
  selectedPrefix: string
  sections: { about: string; education: string; track: string; experience: string; documents: string }
  bootcampLabel: string
  bootcampPlaceholder: string
  trackLabel: string
  tracksLead: string
  documentsNote: string
  uploadNotes: Record<string, string>
  reattachNote: string
  submitLabel: string
  cancelLabel: string
  thankYou: string
  thankYouDetail: string
}

interface RegistrationFormProps {
  initial?: FormResult
  sent: boolean
  tracks: readonly { value: string; label: string; description: string }[]
  bootcamps: readonly { value: string; label: string }[]
  /** From ?track=: pre-fills the track field. */
  defaultTrack?: string
  /** From ?bootcamp= (or the guide the visitor came from): pre-selects the bootcamp. */
  bootcampId?: string
  limits: { projects: number; whyJoin: number }
  /** The file inputs, from the loader (registrationUploads.map(uploadField)). */
  uploads: readonly UploadField[]
  copy: RegistrationFormCopy
  /** The call, the batch, payment and refund, shown before Submit. */
  next: NextStepsView
  /** A stored registration (?sent=1&ref=…): what happens next, in place of the form. */
  confirmation?: { copy: RegistrationConfirmationCopy; data: RegistrationConfirmationData } | null
}

function Fieldset({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="space-y-5 border-t border-slate-200 pt-6 first-of-type:border-t-0 first-of-type:pt-0">
      <legend className="sr-only">{legend}</legend>
      <p aria-hidden="true" className="text-lg font-bold text-slate-900">
        {legend}
      </p>
      {children}
    </fieldset>
  )
}

/** Registration form (multipart, with resume and ID proof); the thank-you text replaces it once stored. */
export function RegistrationForm({
  initial,
  sent,
  tracks,
  bootcamps,
  defaultTrack,
  bootcampId,
  limits,
  uploads,
  copy,
  next,
  confirmation,
}: RegistrationFormProps) {
  const navigate = useNavigate()
  // The stored registration's page (?sent=1&ref=…) says what happens next: go there, as the post without scripts does.
  const { phase, errors, formError, values, formKey, hydrated, onSubmit } = useFormSubmission('registration', initial, {
    onSent: (result) => {
      if (result.sentPath) void navigate(result.sentPath)
    },
  })
  const urlTrack = values.track ?? defaultTrack ?? ''
  const [track, setTrack] = useState(urlTrack)
  const trackLabel = tracks.find((t) => t.value === track)?.label
  // A track chosen before the page hydrated (on a slow phone) or restored by the browser on Back is checked in the
  // page but not in state, and React sees no change event for it: read it from the radios once, at hydration.
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    const radios = formRef.current?.elements.namedItem('track')
    if (radios instanceof RadioNodeList && radios.value !== urlTrack) setTrack(radios.value)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page hydrates
  }, [])

  // The registration goes from the form to its thank-you state and stays there; it does not come back after 3 s like the contact forms.
  if (confirmation) return <RegistrationConfirmation copy={confirmation.copy} data={confirmation.data} />
  if (sent || phase === 'sent' || formKey > 0) {
    return (
      <div className="space-y-6">
        <SentPanel title={copy.thankYou} text={copy.thankYouDetail} />
        <p className="text-center">
          <Link to={sitePaths.studioCourses} className="font-semibold text-indigo-700 hover:underline">
            Browse the course roadmaps while you wait
          </Link>
        </p>
      </div>
    )
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement
    if (target.name === 'track') setTrack(target.value)
  }

  const failedWithoutScripts = initial !== undefined && !initial.ok
  return (
    <form
      ref={formRef}
      method="post"
      action={sitePaths.studioRegister}
      encType="multipart/form-data"
      onSubmit={onSubmit}
      onChange={onChange}
      aria-label="Registration form"
      className="relative space-y-8"
    >
      <FormAlert message={formError} />
      <FormExtras hydrated={hydrated} />

      <Fieldset legend={copy.sections.about}>
        <ContactFields names={{ name: 'fullName', email: 'email', phone: 'phone' }} values={values} errors={errors} />
        <TextField
          name="location"
          label="City or town"
          autoComplete="address-level2"
          maxLength={LIMITS.short}
          placeholder="e.g. Mysuru"
          defaultValue={values.location}
          error={errors.location}
        />
      </Fieldset>

      <Fieldset legend={copy.sections.education}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            name="qualification"
            label="Highest qualification"
            maxLength={LIMITS.short}
            placeholder="e.g. B.E., B.Com or Diploma"
            defaultValue={values.qualification}
            error={errors.qualification}
          />
          <TextField
            name="branch"
            label="Branch or specialisation"
            maxLength={LIMITS.short}
            placeholder="e.g. Computer Science"
            defaultValue={values.branch}
            error={errors.branch}
          />
          <TextField
            name="college"
            label="College or university"
            autoComplete="organization"
            maxLength={LIMITS.short}
            defaultValue={values.college}
            error={errors.college}
          />
          <TextField
            name="yearOfPassing"
            label="Year of passing"
            inputMode="numeric"
            maxLength={4}
            placeholder="e.g. 2025"
            hint="Four digits; a future year if you are still studying."
            defaultValue={values.yearOfPassing}
            error={errors.yearOfPassing}
          />
        </div>
      </Fieldset>

      <Fieldset legend={copy.sections.track}>
        <SelectField
          name="bootcamp"
          label={copy.bootcampLabel}
          required
          placeholder={copy.bootcampPlaceholder}
          options={bootcamps}
          defaultValue={values.bootcamp ?? bootcampId}
          error={errors.bootcamp}
        />
        <RadioGroupField
          name="track"
          label={copy.trackLabel}
          hint={copy.tracksLead}
          required
          options={tracks}
          defaultValue={urlTrack}
          error={errors.track}
        />
        <p aria-live="polite" className="-mt-2 text-sm font-semibold text-indigo-800">
          {trackLabel ? `${copy.selectedPrefix} ${trackLabel}` : null}
        </p>
      </Fieldset>

      <Fieldset legend={copy.sections.experience}>
        <TextAreaField
          name="projects"
          label="Projects you have built"
          rows={4}
          maxLength={limits.projects}
          placeholder="Links or a few lines about anything you have coded, even college assignments."
          defaultValue={values.projects}
          error={errors.projects}
        />
        <TextAreaField
          name="whyJoin"
          label="Why do you want to join?"
          rows={4}
          maxLength={limits.whyJoin}
          placeholder="The role you are aiming for and what you want from the bootcamp."
          defaultValue={values.whyJoin}
          error={errors.whyJoin}
        />
      </Fieldset>

      <Fieldset legend={copy.sections.documents}>
        <p className="-mt-2 text-sm text-slate-600">{copy.documentsNote}</p>
        {failedWithoutScripts ? (
          <p className="rounded-lg bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">{copy.reattachNote}</p>
        ) : null}
        {uploads.map((field) => {
          const note = copy.uploadNotes[field.name as keyof typeof copy.uploadNotes]
          return (
            <FileField
              key={field.name}
              {...field}
              hint={note ? `${note} ${field.hint}` : field.hint}
              error={errors[field.name]}
            />
          )
        })}
      </Fieldset>

      <WhatHappensNext id="register-next-title" {...next} />

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-end">
        <a
          href={sitePaths.studio}
          onClick={(event) => {
            // With scripts, Cancel goes back in history when there is an earlier page of this site to go back
            // to; without scripts, or when the visitor arrived here directly, it leads to the studio home.
            const index = (window.history.state as { idx?: number } | null)?.idx ?? 0
            if (hydrated && index > 0) {
              event.preventDefault()
              navigate(-1)
            }
          }}
          className={buttonClass({ variant: 'outline' })}
        >
          <Icon name="arrow-left" className="h-4 w-4" />
          {copy.cancelLabel}
        </a>
        <SubmitButton submitting={phase === 'submitting'} label={copy.submitLabel} className="sm:w-auto" />
      </div>
      <DataNotice form="registration" hasFiles />
    </form>
  )
}
