import { Form } from 'react-router'
import { FormAlert } from '~/components/forms/form-extras'
import { STAFF_PRIMARY } from '~/staff/shell/components/staff-fields'
import { StaffInput } from './account-fields'
import type { SecurityAnswer } from './security-types'

/**
 * "Your name and role": what replies to leads, mails sent for you and the lead timeline are signed with. The first
 * owner lands here from the prompt every staff page shows while their name is still the one made from their email.
 */
export function SignatureSection({
  signature,
  answer,
  limits,
}: {
  signature: { name: string; title: string; preview: string; needed: boolean }
  answer: SecurityAnswer | null
  limits: { name: number; title: number }
}) {
  const mine = answer?.intent === 'signature' ? answer : null
  return (
    // The security page's section frame (SecuritySection), written out: that module imports this one.
    <section
      aria-labelledby="signature"
      className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="signature" className="scroll-mt-6 text-lg font-bold text-slate-900">
        Your name and role
      </h2>
      <p className="mt-2 text-slate-700">
        Students and clients see these at the end of every reply you send and on the lead’s timeline. Write them as you
        would introduce yourself on the phone.
      </p>
      {signature.needed ? (
        <p className="mt-2 font-semibold text-amber-900">
          Your replies are signed “{signature.name}” until you give your name.
        </p>
      ) : null}
      <Form method="post" className="mt-4 max-w-sm space-y-4">
        <input type="hidden" name="intent" value="signature" />
        {mine?.error ? <FormAlert message={mine.error} /> : null}
        <StaffInput
          id="signature-name"
          label="Your name"
          name="name"
          required
          maxLength={limits.name}
          autoComplete="name"
          defaultValue={signature.needed ? '' : signature.name}
          placeholder="Priya Sharma"
          invalid={mine?.field === 'name'}
        />
        <StaffInput
          id="signature-title"
          label="Your role title"
          hint="For example Admissions counsellor, Mentor, Founder. Leave it empty to sign with your name alone."
          name="title"
          maxLength={limits.title}
          autoComplete="organization-title"
          defaultValue={signature.title}
          invalid={mine?.field === 'title'}
        />
        <button type="submit" className={STAFF_PRIMARY}>
          Save name and role
        </button>
      </Form>
      <p className="mt-4 text-sm text-slate-700">Your replies end with:</p>
      <pre className="mt-1 rounded-lg bg-slate-50 px-3 py-2 font-sans text-sm whitespace-pre-wrap text-slate-900">
        {signature.preview}
      </pre>
    </section>
  )
}
