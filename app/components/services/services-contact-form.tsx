import { FormAlert, FormExtras } from '~/components/forms/form-extras'
import { TextAreaField } from '~/components/forms/field'
import { ContactFields } from '~/components/forms/contact-fields'
import { DataNotice } from '~/components/forms/data-notice'
import { SentPanel } from '~/components/forms/sent-panel'
import { SubmitButton } from '~/components/forms/submit-button'
import { useFormSubmission } from '~/components/forms/use-form-submission'
import { sitePaths } from '~/content/site-routes'
import { LIMITS } from '~/forms/limits'
import type { FormResult } from '~/forms/result'

interface ServicesContactFormProps {
  initial?: FormResult
  /** The message a Get Quote button pre-fills ("I'd like a quote for: …"). */
  prefill?: string
  sent: { title: string; text: string }
}

/** Services contact form. Posts to /services/contact without scripts; with scripts, to /api/forms. */
export function ServicesContactForm({ initial, prefill, sent }: ServicesContactFormProps) {
  const { phase, errors, formError, values, formKey, hydrated, onSubmit } = useFormSubmission(
    'services-contact',
    initial,
  )
  if (phase === 'sent') {
    // SentPanel takes focus and scrolls into view: the send button disappeared with the form.
    return <SentPanel title={sent.title} text={sent.text} />
  }
  // After a sent message the form comes back empty, without the Get Quote pre-fill.
  const message = values.message ?? (formKey === 0 ? prefill : undefined)
  return (
    <form
      key={formKey}
      method="post"
      action={sitePaths.servicesContact}
      onSubmit={onSubmit}
      className="relative space-y-5"
      aria-label="Services contact form"
    >
      <FormAlert message={formError} />
      <FormExtras hydrated={hydrated} />
      <ContactFields values={values} errors={errors} />
      <TextAreaField
        name="message"
        label="Message"
        required
        rows={5}
        maxLength={LIMITS.message}
        defaultValue={message}
        error={errors.message}
        placeholder="What do you want to build or fix? A rough budget and deadline help us reply with a useful answer."
      />
      <SubmitButton submitting={phase === 'submitting'} />
      <DataNotice form="services-contact" />
    </form>
  )
}
