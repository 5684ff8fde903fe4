import { FormAlert, FormExtras } from '~/components/forms/form-extras'
import { ContactFields } from '~/components/forms/contact-fields'
import { DataNotice } from '~/components/forms/data-notice'
import { TextAreaField, TextField } from '~/components/forms/field'
import { SentPanel } from '~/components/forms/sent-panel'
import { SubmitButton } from '~/components/forms/submit-button'
import { useFormSubmission } from '~/components/forms/use-form-submission'
import { sitePaths } from '~/content/site-routes'
import { LIMITS } from '~/forms/limits'
import type { FormResult } from '~/forms/result'
import { enquiryCopy } from '~/content/enquiry'
import { Button } from '~/components/ui/button'

interface EnquiryFormProps {
  initial?: FormResult
  /** In the drawer: the thank-you stays and offers to close the drawer instead of turning back into a form. */
  onClose?: () => void
  /** Prefills the message, e.g. a product demo request. */
  message?: string
}

/** The drawer's enquiry form (name, _replyto, phone, college, message). Posts to /enquiry without scripts. */
export function EnquiryForm({ initial, onClose, message }: EnquiryFormProps) {
  const { phase, errors, formError, values, formKey, hydrated, onSubmit, reset } = useFormSubmission(
    'enquiry',
    initial,
    { keepSent: Boolean(onClose) },
  )
  if (phase === 'sent') {
    return (
      <SentPanel title={enquiryCopy.sentTitle} text={enquiryCopy.sentText}>
        {onClose ? (
          <div className="mt-6 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
            <Button onClick={onClose}>{enquiryCopy.close}</Button>
            <Button variant="outline" onClick={reset}>
              {enquiryCopy.another}
            </Button>
          </div>
        ) : null}
      </SentPanel>
    )
  }
  return (
    <form
      key={formKey}
      method="post"
      action={sitePaths.enquiry}
      onSubmit={onSubmit}
      className="relative space-y-4"
      aria-label="Enquiry form"
    >
      <FormAlert message={formError} />
      <FormExtras hydrated={hydrated} />
      <ContactFields
        names={{ name: 'name', email: '_replyto', phone: 'phone' }}
        labels={{ name: 'Your name', email: 'Email', phone: 'Phone' }}
        values={values}
        errors={errors}
        layout="stack"
      />
      <TextField
        name="college"
        label="College or organisation"
        required
        autoComplete="organization"
        maxLength={LIMITS.short}
        defaultValue={values.college}
        error={errors.college}
      />
      <TextAreaField
        name="message"
        label="How can we help?"
        required
        rows={4}
        maxLength={LIMITS.message}
        defaultValue={values.message ?? message}
        error={errors.message}
        placeholder="Which course or service are you interested in?"
      />
      <SubmitButton submitting={phase === 'submitting'} label="Send enquiry" />
      <DataNotice form="enquiry" />
    </form>
  )
}
