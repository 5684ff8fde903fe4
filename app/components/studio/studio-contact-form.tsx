import { Link } from 'react-router'
import { FormAlert, FormExtras } from '~/components/forms/form-extras'
import { ContactFields } from '~/components/forms/contact-fields'
import { DataNotice } from '~/components/forms/data-notice'
import { SelectField } from '~/components/forms/field'
import { SentPanel } from '~/components/forms/sent-panel'
import { SubmitButton } from '~/components/forms/submit-button'
import { useFormSubmission } from '~/components/forms/use-form-submission'
import { sitePaths } from '~/content/site-routes'
import type { FormResult } from '~/forms/result'
import { WhatHappensNext, type NextStepsView } from './what-happens-next'

export interface StudioContactFormCopy {
  title: string
  intro: string
  sentTitle: string
  sentText: string
  sentAgain: string
  crashNote: string
}

interface StudioContactFormProps {
  initial?: FormResult
  /** The ?sent=1 page a visitor without scripts lands on after a stored message. */
  sent: boolean
  courseOptions: readonly { value: string; label: string }[]
  /** From ?course=: pre-selects the course (only until the first message is sent). */
  defaultCourse?: string
  /** From ?crash=: the crash course the visitor came from, sent along as a hidden field. */
  crashCourse?: { id: string; title: string }
  copy: StudioContactFormCopy
  /** The call, the batch, payment and refund, shown before Submit. */
  next: NextStepsView
}

/** Studio contact form: name, email, phone and course interest, all required; posts to its page without JS. */
export function StudioContactForm({
  initial,
  sent,
  courseOptions,
  defaultCourse,
  crashCourse,
  copy,
  next,
}: StudioContactFormProps) {
  const { phase, errors, formError, values, formKey, hydrated, onSubmit } = useFormSubmission('studio-contact', initial)

  if (sent || phase === 'sent') {
    return (
      <div className="space-y-6">
        <SentPanel title={copy.sentTitle} text={copy.sentText} />
        {sent ? (
          <p className="text-center">
            <Link to={sitePaths.studioContact} className="font-semibold text-indigo-700 hover:underline">
              {copy.sentAgain}
            </Link>
          </p>
        ) : null}
      </div>
    )
  }

  // After a message is sent the form comes back empty, without the pre-selection from the link.
  const fresh = formKey === 0
  return (
    <form
      key={formKey}
      method="post"
      action={sitePaths.studioContact}
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
      className="relative space-y-5"
    >
      <div>
        <h2 id="contact-form-title" className="text-2xl font-bold text-slate-900">
          {copy.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{copy.intro}</p>
      </div>
      <FormAlert message={formError} />
      <FormExtras hydrated={hydrated} />
      {crashCourse && fresh ? (
        <p className="rounded-lg bg-indigo-50 px-4 py-3 text-sm text-indigo-900">
          {copy.crashNote} <strong>{crashCourse.title}</strong>.
          <input type="hidden" name="crashCourse" value={crashCourse.id} />
        </p>
      ) : null}
      <ContactFields values={values} errors={errors} />
      <SelectField
        name="course"
        label="Course Interest"
        required
        placeholder="Select a course"
        options={courseOptions}
        defaultValue={values.course ?? (fresh ? defaultCourse : undefined)}
        error={errors.course}
      />
      <WhatHappensNext id="contact-next-title" {...next} />
      <SubmitButton submitting={phase === 'submitting'} label="Send Message" />
      <DataNotice form="studio-contact" />
    </form>
  )
}
