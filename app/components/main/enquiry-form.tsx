import { FormAlert, FormExtras } from '~/components/forms/form-extras'
import { ContactFields } from '~/components/forms/contact-fields'
import { TextAreaField, TextField } from '~/components/forms/field'
import { SentPanel } from '~/components/forms/sent-panel'
import { SubmitButton } from '~/components/forms/submit-button'
import { useFormSubmission } from '~/components/forms/use-form-submission'
import { LIMITS } from '~/forms/limits'
import type { FormResult } from '~/forms/result'

/** The drawer's enquiry form (name, _replyto, phone, college, message). Posts to /enquiry without scripts. */
export function EnquiryForm({ initial }: { initial?: FormResult }) {
  const { phase, errors, formError, values, formKey, hydrated, onSubmit } = useFormSubmission('enquiry', initial)
  if (phase === 'sent') {
    return <SentPanel title="Thank you!" text="Your enquiry has reached our team. A mentor will call or email you within 24 hours." />
  }
  return (
    <form key={formKey} method="post" action="/enquiry" onSubmit={onSubmit} className="relative space-y-4" aria-label="Enquiry form">
      <FormAlert message={formError} />
      <FormExtras hydrated={hydrated} />
      <ContactFields names={{ name: 'name', email: '_replyto', phone: 'phone' }} labels={{ name: 'Your name', email: 'Email', phone: 'Phone' }} values={values} errors={errors} layout="stack" />
      <TextField name="college" label="College or organisation" required autoComplete="organization" maxLength={LIMITS.short} defaultValue={values.college} error={errors.college} />
      <TextAreaField name="message" label="How can we help?" required rows={4} maxLength={LIMITS.message} defaultValue={values.message} error={errors.message} placeholder="Which course or service are you interested in?" />
      <SubmitButton submitting={phase === 'submitting'} label="Send enquiry" />
      <p className="text-xs text-slate-600">
        We reply within 24 hours. We use your details only to answer you; see our{' '}
        <a href="/privacy-policy" className="underline">
          privacy policy
        </a>
        .
      </p>
    </form>
  )
}
