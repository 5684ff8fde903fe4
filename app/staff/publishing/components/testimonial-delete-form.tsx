import { Form, useNavigation } from 'react-router'
import { FormAlert } from '~/components/forms/form-extras'
import { buttonClass } from '~/components/ui/button'
import { fillTemplate } from '~/lib/format'
import { TESTIMONIAL_LIMITS } from '~/staff/shell/forms/limits'
import { STAFF_INPUT, StaffField } from '~/staff/shell/components/staff-fields'

/**
 * Deleting a testimonial (or a mentor or team profile, which passes its own copy) when its person withdraws consent or
 * asks for erasure: a plain form (works without scripts) that asks for the name typed again, as the data-request page
 * asks for the email.
 */
export function TestimonialDeleteForm({
  copy,
  name,
  error,
}: {
  copy: Record<'title' | 'text' | 'confirm' | 'button', string>
  name: string
  error?: string
}) {
  const submitting = useNavigation().state === 'submitting'
  return (
    <section aria-labelledby="delete-heading" className="mt-10 rounded-lg border border-red-200 bg-white p-5 shadow-sm">
      <h2 id="delete-heading" className="text-lg font-semibold text-slate-900">
        {copy.title}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">{copy.text}</p>
      <Form method="post" className="mt-3 space-y-3" noValidate>
        <FormAlert message={error} />
        <StaffField id="delete-confirm" label={fillTemplate(copy.confirm, { name })} className="w-full sm:w-96">
          {(wiring) => (
            <input
              {...wiring}
              name="confirm"
              autoComplete="off"
              required
              maxLength={TESTIMONIAL_LIMITS.name}
              className={STAFF_INPUT}
            />
          )}
        </StaffField>
        <button
          type="submit"
          name="intent"
          value="delete"
          disabled={submitting}
          className={buttonClass({ variant: 'danger', size: 'md' })}
        >
          {copy.button}
        </button>
      </Form>
    </section>
  )
}
